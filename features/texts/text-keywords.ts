/**
 * Twilio's default opt-out and opt-in keywords for a message's whole body, case and spaces aside (its Advanced
 * Opt-Out defaults): one of these turns her texts off or back on. Anything else is not a choice.
 */
export const stopKeywords = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
export const startKeywords = ["START", "YES", "UNSTOP"] as const;

export type TextChoice = { keyword: string; textsOn: boolean };

export function textChoiceOf(body: string): TextChoice | null {
  const keyword = body.trim().replace(/[.!]+$/, "").toUpperCase();
  if ((stopKeywords as readonly string[]).includes(keyword)) return { keyword, textsOn: false };
  if ((startKeywords as readonly string[]).includes(keyword)) return { keyword, textsOn: true };
  return null;
}
