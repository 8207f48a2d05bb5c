import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createLogger, loggedPath } from "./logger.server";

/** A logger writing to memory, as pino writes to stdout in production. */
function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("info", destination), text: () => lines.join("") };
}

const client = { name: "Jane Quinton", email: "jane.quinton@example.com", phone: "07700 900123" };

describe("error logs carry no client's name, email or phone", () => {
  it("cuts the parameters out of a failed query and its database error", () => {
    const { logger, text } = capture();
    const database = new postgres.PostgresError({
      message: 'duplicate key value violates unique constraint "waitlist_email_service_unique"',
      code: "23505",
      severity: "ERROR",
      detail: `Key (lower(email::text), service)=(${client.email}, fat-freezing) already exists.`,
      parameters: [client.name, client.email, client.phone],
    } as unknown as string);
    const failed = new DrizzleQueryError('insert into "waitlist" ("name", "email", "phone") values ($1, $2, $3)', [client.name, client.email, client.phone], database);
    logger.error({ err: failed }, "unhandled error in API");

    const logged = text();
    expect(logged).toContain("Failed query: insert into");
    expect(logged).toContain("23505");
    for (const value of Object.values(client)) expect(logged).not.toContain(value);
  });

  it("redacts personal fields wherever a log line holds them", () => {
    const { logger, text } = capture();
    logger.warn({ booking: { ...client, id: "b1" }, ...client }, "something to look at");
    const logged = text();
    expect(logged).toContain('"id":"b1"');
    for (const value of Object.values(client)) expect(logged).not.toContain(value);
  });
});

describe("request logs", () => {
  it("keep no manage link's token and no query", () => {
    const token = "jS8aslVoOcZmVlxKHzCSG9XiixjAOExwVGhL-usr5AQ";
    expect(loggedPath(`/bookings/manage/${token}?step=cancel`)).toBe("/bookings/manage/[token]");
    expect(loggedPath(`/bookings/manage/${token}/appointment.ics`)).toBe("/bookings/manage/[token]/appointment.ics");
    expect(loggedPath(`/api/bookings/manage/${token}/cancel`)).toBe("/api/bookings/manage/[token]/cancel");
    expect(loggedPath(`/unsubscribe/${token}`)).toBe("/unsubscribe/[token]");
    expect(loggedPath("/book?items=henna-brows")).toBe("/book");
  });
});
