export { reportsTabOf } from "./reports-tab.server";
