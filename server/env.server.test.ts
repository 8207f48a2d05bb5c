import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { envSchema, formLimitsFromEnv, InvalidEnvironmentError, parseEnv, twilioFromEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives sensible defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.RATE_LIMIT).toEqual({ count: 10, seconds: 600 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("reads RATE_LIMIT as COUNT/SECONDS and TRUST_PROXY as hops", () => {
    const env = parseEnv({ RATE_LIMIT: "3/60", TRUST_PROXY: "1" });
    expect(env.RATE_LIMIT).toEqual({ count: 3, seconds: 60 });
    expect(env.TRUST_PROXY).toBe(1);
  });

  it("names each bad variable", () => {
    expect(() => parseEnv({ PORT: "http", RATE_LIMIT: "ten", DATABASE_URL: "mysql://x" })).toThrowError(
      InvalidEnvironmentError,
    );
    try {
      parseEnv({ PORT: "http", RATE_LIMIT: "ten", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("RATE_LIMIT: must be COUNT/SECONDS");
      expect(message).toContain("DATABASE_URL: must be a postgres");
    }
  });

  it("caps form attempts at three times RATE_LIMIT unless FORM_ATTEMPT_LIMIT says otherwise", () => {
    expect(formLimitsFromEnv(parseEnv({}))).toEqual({ stored: { count: 10, seconds: 600 }, attempts: { count: 30, seconds: 600 } });
    expect(formLimitsFromEnv(parseEnv({ RATE_LIMIT: "2/60", FORM_ATTEMPT_LIMIT: "50/3600" }))).toEqual({
      stored: { count: 2, seconds: 60 },
      attempts: { count: 50, seconds: 3600 },
    });
    expect(() => parseEnv({ FORM_ATTEMPT_LIMIT: "lots" })).toThrowError(/FORM_ATTEMPT_LIMIT: must be COUNT\/SECONDS/);
  });

  it("reads Twilio only when the account, its token and a sender are all set", () => {
    const sid = `AC${"0f".repeat(16)}`;
    expect(twilioFromEnv(parseEnv({}))).toBeUndefined();
    expect(twilioFromEnv(parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "0123456789abcdef", TWILIO_FROM: "+447700900001" }))).toEqual({
      accountSid: sid,
      authToken: "0123456789abcdef",
      from: "+447700900001",
    });
    const service = `MG${"0f".repeat(16)}`;
    expect(twilioFromEnv(parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "0123456789abcdef", TWILIO_MESSAGING_SERVICE_SID: service }))).toMatchObject({ messagingServiceSid: service });
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "0123456789abcdef" })).toThrowError(/TWILIO_FROM: set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => parseEnv({ TWILIO_FROM: "+447700900001" })).toThrowError(/TWILIO_ACCOUNT_SID: set/);
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "0123456789abcdef", TWILIO_FROM: "07700 900001" })).toThrowError(/TWILIO_ACCOUNT_SID: must be.*\n.*TWILIO_FROM: must be/s);
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});

describe("the documented configuration", () => {
  // An operator reads .env.example and README's table, not this schema: a variable missing there cannot be found.
  const variables = Object.keys(envSchema.shape);
  const missingFrom = (text: string, pattern: (name: string) => RegExp) => variables.filter((name) => !pattern(name).test(text));

  it("lists every variable the server reads in .env.example", () => {
    const example = readFileSync(new URL("../.env.example", import.meta.url), "utf8");
    expect(missingFrom(example, (name) => new RegExp(`^${name}=`, "m"))).toEqual([]);
  });

  it("lists every variable the server reads in README's configuration table", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(missingFrom(readme, (name) => new RegExp(`^\\|[^|\\n]*\`${name}\``, "m"))).toEqual([]);
  });
});
