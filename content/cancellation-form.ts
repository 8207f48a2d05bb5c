/**
 * The model cancellation form of the Consumer Contracts (Information, Cancellation and Additional Charges)
 * Regulations 2013, Schedule 3 Part B (© Crown copyright 2013), word for word apart from the trader's details, which
 * the page fills in from the studio's facts (docs/decisions/0035).
 */
export const modelCancellationForm = {
  title: "Model cancellation form",
  instruction: "(Complete and return this form only if you wish to withdraw from the contract)",
  notice: "I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],",
  /** The lines she fills in, in the Schedule's order. */
  lines: ["Ordered on [*]/received on [*],", "Name of consumer(s),", "Address of consumer(s),", "Signature of consumer(s) (only if this form is notified on paper),", "Date"],
  footnote: "[*] Delete as appropriate",
} as const;
