import { describe, expect, it } from "vitest";
import { toastFromData } from "./toast-data";

describe("toastFromData", () => {
  it("reads the title, description and variant the server wrote", () => {
    expect(toastFromData({ title: "Welcome to the waitlist!", description: "You'll be the first to know.", variant: "default" })).toEqual({
      title: "Welcome to the waitlist!",
      description: "You'll be the first to know.",
      variant: "default",
    });
    expect(toastFromData({ title: "Something went wrong", variant: "destructive" })).toEqual({ title: "Something went wrong", variant: "destructive" });
  });

  it("reads prefixed attributes (data-failure-title becomes failureTitle)", () => {
    const dataset = { failureTitle: "Failed to send message", failureDescription: "Please try again or contact us directly.", title: "ignored" };
    expect(toastFromData(dataset, "failure")).toEqual({
      title: "Failed to send message",
      description: "Please try again or contact us directly.",
      variant: "default",
    });
  });

  it("knows only the two variants, and nothing without a title", () => {
    expect(toastFromData({ title: "Hello", variant: "shouty" })?.variant).toBe("default");
    expect(toastFromData({ description: "No title" })).toBeUndefined();
    expect(toastFromData({ title: "" })).toBeUndefined();
  });
});
