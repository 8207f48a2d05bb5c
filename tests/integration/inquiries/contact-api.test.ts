import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app";

const valid = {
  name: "Amelia Hart",
  email: "amelia@example.com",
  phone: "+44 7700 900123",
  service: "Henna Brows",
  message: "Hello! Could I book henna brows for a wedding in May?",
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const contactCount = async () => Number((await app.database.sql`select count(*) from contacts`)[0]!.count);

describe("POST /api/contact", () => {
  it("stores the message and answers 201 with its id", async () => {
    const response = await app.post("/api/contact", valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.database.sql`select * from contacts where id = ${id}`;
    expect(row).toMatchObject({ name: "Amelia Hart", email: "amelia@example.com", service: "Henna Brows", phone: "+44 7700 900123" });
    expect(row!.message).toBe(valid.message);
  });

  it("accepts a message without phone or service, storing them as empty", async () => {
    const response = await app.post("/api/contact", { ...valid, phone: "", service: "" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.database.sql`select phone, service from contacts where id = ${id}`;
    expect(row).toEqual({ phone: null, service: null });
  });

  it.each([
    ["name", { name: "A" }, "Name must be at least 2 characters"],
    ["name", { name: undefined }, "Name must be at least 2 characters"],
    ["name", { name: "x".repeat(101) }, "Name must be 100 characters or fewer"],
    ["email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["email", { email: undefined }, "Please enter a valid email address"],
    ["phone", { phone: "0770090" }, "Phone number must be at least 10 digits"],
    ["phone", { phone: "call me maybe 1234567890" }, "Please enter a valid phone number"],
    ["service", { service: "Botox" }, "Please select a service"],
    ["message", { message: "Hi there" }, "Message must be at least 10 characters"],
    ["message", { message: "x".repeat(5001) }, "Message must be 5,000 characters or fewer"],
  ])("refuses a bad %s with its message and stores nothing (%j)", async (field, change, message) => {
    const before = await contactCount();
    const response = await app.post("/api/contact", { ...valid, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe("Please check the highlighted fields.");
    expect(body.fieldErrors).toEqual({ [field]: [message] });
    expect(await contactCount()).toBe(before);
  });

  it("lists every bad field at once", async () => {
    const response = await app.post("/api/contact", { name: "", email: "", message: "" });
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "message", "name"]);
  });

  it("answers a bot that fills the honeypot as if stored, and stores nothing", async () => {
    const before = await contactCount();
    const response = await app.post("/api/contact", { ...valid, homepage: "https://spam.example" });
    expect(response.status).toBe(201);
    expect((await response.json()) as { id: string }).toHaveProperty("id");
    expect(await contactCount()).toBe(before);
  });

  it("refuses a body over 100 KB with 413", async () => {
    const before = await contactCount();
    const response = await app.post("/api/contact", { ...valid, message: "x".repeat(101 * 1024) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/too large/);
    expect(await contactCount()).toBe(before);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const before = await contactCount();
    const response = await app.post("/api/contact", "name=Amelia", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/);
    expect(await contactCount()).toBe(before);
  });

  it("refuses malformed JSON and a JSON value that is not an object with 400", async () => {
    const malformed = await app.post("/api/contact", '{"name": "Amelia",');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe("The request body is not valid JSON.");
    const list = await app.post("/api/contact", [valid]);
    expect(list.status).toBe(400);
    expect(((await list.json()) as { message: string }).message).toBe("Send the fields as a JSON object.");
  });

  it("treats markup as text: it is stored exactly as typed", async () => {
    const message = '<script>alert("x")</script> and <b>bold</b> words';
    const response = await app.post("/api/contact", { ...valid, message });
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.database.sql`select message from contacts where id = ${id}`;
    expect(row!.message).toBe(message);
  });
});
