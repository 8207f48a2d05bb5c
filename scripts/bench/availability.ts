// `npm run bench:availability`: 8 weeks of slots for a 3-item basket against 10,000 existing bookings, many runs;
// writes the median and p95 to bench/availability.json and bench/availability.md. Target: median under 20 ms.
import { mkdir, writeFile } from "node:fs/promises";
import { availableSlots, defaultAvailabilitySettings, type Busy } from "~/features/booking/availability";
import { priceBasket } from "~/features/booking/basket";
import { addDays, toWallTime } from "~/lib/zoned-time";

const RUNS = 200;
const now = new Date();
const from = toWallTime(now, "Europe/London").date;
const basket = priceBasket([
  { id: "henna-brows", type: "service" },
  { id: "tint-spell", type: "service" },
  { id: "cloud-wax", type: "service" },
]);

// 10,000 bookings of 30-90 minutes on the 15-minute grid: two years of history and the coming 8 weeks, all handed
// to the engine (the worst case: as if the query had not narrowed them to the window).
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const spanMs = (730 + 56) * 86_400_000;
const busy: Busy[] = Array.from({ length: 10_000 }, () => {
  const start = now.getTime() - 730 * 86_400_000 + Math.floor((random() * spanMs) / 900_000) * 900_000;
  return { start, end: start + (30 + Math.floor(random() * 5) * 15) * 60_000 };
});

const timings: number[] = [];
let slots = 0;
for (let run = 0; run < RUNS + 20; run++) {
  const started = performance.now();
  slots = availableSlots({ from, days: 56, durationMinutes: basket.durationMinutes, busy, now, settings: defaultAvailabilitySettings }).length;
  if (run >= 20) timings.push(performance.now() - started); // the first runs warm up the JIT
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)]!;
const p95 = timings[Math.floor(timings.length * 0.95)]!;
const report = {
  measuredAt: new Date().toISOString(),
  runs: RUNS,
  days: 56,
  basketMinutes: basket.durationMinutes,
  existingBookings: busy.length,
  slotsFound: slots,
  medianMs: Number(median.toFixed(3)),
  p95Ms: Number(p95.toFixed(3)),
  targetMs: 20,
  through: addDays(from, 55),
};
await mkdir("bench", { recursive: true });
await writeFile("bench/availability.json", JSON.stringify(report, null, 2) + "\n");
await writeFile(
  "bench/availability.md",
  `# Availability engine, ${report.measuredAt}\n\n8 weeks (${from} to ${report.through}), a 3-item basket (${basket.durationMinutes} min), ${busy.length} existing bookings, ${RUNS} runs.\n\n- median: **${report.medianMs} ms** (target under 20 ms)\n- p95: ${report.p95Ms} ms\n- slots found: ${slots}\n`,
);
console.log(`median ${report.medianMs} ms, p95 ${report.p95Ms} ms, ${slots} slots`);
