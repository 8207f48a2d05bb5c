export * from "./aftercare";
export * from "./portfolio";
export * from "./treatment-lines";
export { StarRating } from "./ui/home/star-rating";
