import { describe, expect, it } from "vitest";
import { textChoiceOf } from "./text-keywords";

describe("textChoiceOf", () => {
  it.each(["STOP", "stop", " Stop ", "STOPALL", "UNSUBSCRIBE", "cancel", "END", "quit", "Stop."])("turns texts off for %j", (body) => {
    expect(textChoiceOf(body)).toMatchObject({ textsOn: false });
  });

  it.each(["START", "start", "Yes", "UNSTOP"])("turns texts on again for %j", (body) => {
    expect(textChoiceOf(body)).toMatchObject({ textsOn: true });
  });

  it.each(["Please stop texting me at night", "See you tomorrow", ""])("reads %j as no choice", (body) => {
    expect(textChoiceOf(body)).toBeNull();
  });
});
