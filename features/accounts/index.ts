export type { AccountBooking, SignInPageData } from "./account-view";
