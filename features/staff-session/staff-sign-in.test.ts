import { describe, expect, it } from "vitest";
import { safeNextPath, signInMessages, signInPath, signInSchema } from "./staff-sign-in";

describe("safeNextPath", () => {
  it("keeps paths of the admin area", () => {
    expect(safeNextPath("/admin")).toBe("/admin");
    expect(safeNextPath("/admin?tab=blog")).toBe("/admin?tab=blog");
    expect(safeNextPath("/admin/reports")).toBe("/admin/reports");
    expect(safeNextPath("/admin#mail")).toBe("/admin#mail");
  });

  it("sends anything else to /admin", () => {
    for (const next of [
      undefined,
      null,
      "",
      "admin",
      "/",
      "/blog",
      "/administrator",
      "//evil.example/admin",
      "https://evil.example/admin",
      "/\\evil.example",
      "/admin\\..\\x",
      "/admin\t/x",
      "/admin/login",
      "/admin/login?next=/admin",
    ]) {
      expect(safeNextPath(next), String(next)).toBe("/admin");
    }
  });

  it("builds the sign-in address that returns to a page", () => {
    expect(signInPath()).toBe("/admin/login?next=%2Fadmin");
    expect(signInPath("/blog")).toBe("/admin/login?next=%2Fadmin");
  });
});

describe("signInSchema", () => {
  it("asks for both fields", () => {
    const result = signInSchema.safeParse({ username: "  ", password: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual([signInMessages.username, signInMessages.password]);
  });

  it("trims the username but never the password", () => {
    expect(signInSchema.parse({ username: " admin ", password: " secret words " })).toEqual({ username: "admin", password: " secret words " });
  });
});
