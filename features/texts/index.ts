export { textableNumber, toE164 } from "./phone-numbers";
export { startKeywords, stopKeywords, textChoiceOf, type TextChoice } from "./text-keywords";
