import { mountIsland } from "~/ui/mount-island";
import { JoinFlow } from "~/features/memberships/ui/join-flow";

mountIsland("join", JoinFlow);
