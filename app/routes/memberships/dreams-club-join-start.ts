import { routeAnswer } from "~/ui/runtime/answers.server";
import { joinAction } from "~/features/memberships/pages/join-actions.server";

/** POST /dreams-club/join: the join page's island starts a membership here; the card step follows. */
export const action = routeAnswer(joinAction);
