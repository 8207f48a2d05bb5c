/** The Blog tab of the staff dashboard, which lists it (features/staff/ui/dashboard.tsx). */
export { BlogPanel } from "./blog-panel";
export type { AdminPost, BlogData } from "./blog-data";
