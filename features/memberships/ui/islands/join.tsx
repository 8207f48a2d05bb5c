import { mountIsland } from "~/app/ui/mount-island";
import { JoinFlow } from "~/features/memberships/ui/join-flow";

mountIsland("join", JoinFlow);
