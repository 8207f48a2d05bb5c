export { catalogueRefusals, submitServiceChange } from "./submit-service-change.server";
export { submitStudioFacts } from "./submit-studio-facts.server";
export type { CatalogueContext } from "./catalogue-context.server";
export { serviceAction, serviceHistoryLoader, servicesTab, studioFactsAction } from "./services-page.server";
