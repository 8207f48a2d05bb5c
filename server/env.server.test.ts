import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { envSchema, formLimitsFromEnv, InvalidEnvironmentError, parseEnv } from "./env.server";

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
