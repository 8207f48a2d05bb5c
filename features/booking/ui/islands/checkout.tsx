import { mountIsland } from "~/app/ui/mount-island";
import { CheckoutFlow } from "~/features/booking/ui/checkout/checkout-flow";

mountIsland("checkout", CheckoutFlow);
