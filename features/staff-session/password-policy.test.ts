import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy";

describe("passwordProblem", () => {
  it.each(["short", "elevenchars", "Password2024!!", "password1234", "qwerty123456", "aaaaaaaaaaaa", "ababababababab", "123456789012", "Sculpted Dreams"])(
    "refuses %s",
    (password) => {
      expect(passwordProblem(password)).toBeDefined();
    },
  );

  it.each(["correct horse battery", "lavender-mews-teapot", "brows and 3 bright owls"])("accepts %s", (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it("counts characters, not bytes", () => {
    expect(passwordProblem("ünïcödé-påss")).toBeUndefined();
  });
});
