export * from "./blog-admin.server";
