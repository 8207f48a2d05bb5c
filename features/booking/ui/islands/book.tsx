import { mountIsland } from "~/ui/mount-island";
import { BookingFlow } from "~/features/booking/ui/booking-flow";

mountIsland("book", BookingFlow);
