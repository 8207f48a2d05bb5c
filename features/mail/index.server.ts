export * from "./outbox.server";
