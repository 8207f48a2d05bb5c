export * from "./inquiry-forms";
export * from "./inquiry-emails";
