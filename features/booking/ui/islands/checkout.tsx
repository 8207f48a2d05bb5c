import { mountIsland } from "~/ui/mount-island";
import { CheckoutFlow } from "~/features/booking/ui/checkout/checkout-flow";

mountIsland("checkout", CheckoutFlow);
