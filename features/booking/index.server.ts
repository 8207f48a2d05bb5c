export { changeStatus, type Actor, type RefusalCode, type StatusChangeResult } from "./booking-lifecycle.server";
export { occupies } from "./occupancy.server";
