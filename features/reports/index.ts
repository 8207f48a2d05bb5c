export * from "./report-range";
export { reportCsv, reportFileName } from "./report-csv";
export { formatFigure } from "./report-format";
export { ReportView } from "./ui/report-view";
