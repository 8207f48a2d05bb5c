export * from "./report-range";
export { reportCsv, reportFileName } from "./report-csv";
