export { blogTab, publishPostAction, savePostAction } from "./blog-page.server";
