import { data, type ActionFunctionArgs } from "react-router";
import { serves } from "~/lib/use-case";
import { payloadOf, refusalAnswer, unreadable } from "~/ui/runtime/answers.server";
import { submitJoin } from "../use-cases/submit-join.server";

/**
 * POST /dreams-club/join {tier, name, email, …}: the join page's own route, the use case and answer of
 * POST /api/memberships (a membership waiting for its first month, and the card step's client secret). The amount
 * is the server's; joining is throttled per address as every public form is.
 */
export const joinAction = serves([submitJoin], async ({ request, context }: ActionFunctionArgs) => {
  const body = await payloadOf(request);
  if (!body) return unreadable();
  const outcome = await submitJoin({ db: context.db, billing: context.membershipBilling }, context.visitor, body);
  return outcome.ok ? data(outcome.answer, { status: 201, headers: { "Cache-Control": "no-store" } }) : refusalAnswer(outcome);
});
