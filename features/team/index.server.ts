export { memberForNewAccount } from "./team-accounts.server";
export { bookablePractitioners, type BookablePractitioner } from "./team.server";
