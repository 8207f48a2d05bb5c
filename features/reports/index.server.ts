export { readReport, type ReportOptions } from "./reports.server";
