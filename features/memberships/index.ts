export { addMonths, cancellationTakesEffect, creditCovers, memberPricePence, minimumTermEnd } from "./membership-rules";
