export * from "./inquiry-forms";
