export { catalogueRefusals, submitServiceChange, submitStudioFacts, type CatalogueContext } from "./catalogue-changes.server";
export { serviceAction, serviceHistoryLoader, servicesTab, studioFactsAction } from "./services-page.server";
