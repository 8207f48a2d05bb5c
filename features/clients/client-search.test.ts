import { describe, expect, it } from "vitest";
import { likeLiteral, readClientSearch } from "./client-search";

describe("the client search", () => {
  it("reads digits as the start of a phone number, +44 as 0", () => {
    expect(readClientSearch("07700 900")).toEqual({ kind: "phone", digits: "07700900" });
    expect(readClientSearch("+44 7700")).toEqual({ kind: "phone", digits: "07700" });
  });

  it("reads an @ as an email, anything else as a name, and nothing as everyone", () => {
    expect(readClientSearch(" Ada@Example")).toEqual({ kind: "email", prefix: "ada@example" });
    expect(readClientSearch("Grace  Ok")).toEqual({ kind: "name", prefix: "grace ok" });
    expect(readClientSearch("  ")).toEqual({ kind: "all" });
    expect(readClientSearch(undefined)).toEqual({ kind: "all" });
  });

  it("takes LIKE's wildcards literally", () => {
    expect(likeLiteral("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
