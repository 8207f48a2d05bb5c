export * from "./blog-editor";
export * from "./post-form";
export * from "./ui/markdown-view";
export * from "./fact-tokens";
