import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Every other path: a real 404 status with the not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
