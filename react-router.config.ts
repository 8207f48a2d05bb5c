import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds sit side by side (parallel test runs); everything else uses ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
