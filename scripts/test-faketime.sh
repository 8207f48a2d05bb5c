#!/usr/bin/env bash
# The promise of docs/decisions/0049, checked rather than remembered (docs/decisions/0070): the unit suite and the
# integration files whose rules count days, months, notice periods or clock changes, run in one Vitest run with the
# system clock moved by Debian's faketime (package `faketime`), a year ahead unless FAKETIME_AHEAD says otherwise
# (`FAKETIME_AHEAD=+730d`, `FAKETIME_AHEAD=-30d`). Arguments after the script's name go to Vitest.
#
# The integration files use the embedded PostgreSQL, started by the suite under the same fake clock (libfaketime
# comes through LD_PRELOAD and FAKETIME in the environment the server is spawned with), so holds and the diary
# compare two clocks that agree. A server named by TEST_DATABASE_URL was started outside faketime and would keep
# today's date: it is never used here.
set -euo pipefail
cd "$(dirname "$0")/.."
unset TEST_DATABASE_URL

if ! command -v faketime >/dev/null; then
  echo "faketime is not installed (Debian: apt-get install faketime)" >&2
  exit 1
fi
ahead=${FAKETIME_AHEAD:-+365d}

# Chosen by what they test, not by name: each applies a rule of the calendar to "now" (lead times and the booking
# horizon, the 14 days and the minimum term, a patch test's 24-48 hours and 6 months, bank holidays, the clock
# changes, reminders and review requests a day or more on, reports over months, retention, vouchers' expiry).
dated=(
  tests/integration/booking/booking-rules.test.ts
  tests/integration/booking/bookings-api.test.ts
  tests/integration/booking/booking-changes.test.ts
  tests/integration/booking/cancellation-notice.test.ts
  tests/integration/booking/cancellation-period.test.ts
  tests/integration/booking/clock-change.test.ts
  tests/integration/booking/courses.test.ts
  tests/integration/booking/diary-rule.test.ts
  tests/integration/booking/early-access.test.ts
  tests/integration/booking/patch-test.test.ts
  tests/integration/booking/patch-test-rules.test.ts
  tests/integration/booking/schedule.test.ts
  tests/integration/clients/consultations.test.ts
  tests/integration/inquiries/outbox.test.ts
  tests/integration/offers/freed-times.test.ts
  tests/integration/reports/reports.test.ts
  tests/integration/reports/utilisation.test.ts
  tests/integration/reviews/review-requests.test.ts
  tests/integration/shop/gift-voucher-orders.test.ts
  tests/integration/shop/members-join.test.ts
  tests/integration/shop/membership-cancel-14-days.test.ts
  tests/integration/shop/memberships-demo.test.ts
  tests/integration/shop/memberships-stripe.test.ts
  tests/integration/shop/vouchers.test.ts
  tests/integration/team/diary-api.test.ts
  tests/integration/team/time-off-api.test.ts
  tests/integration/texts/text-reminders.test.ts
)
for file in "${dated[@]}"; do
  [ -f "$file" ] || { echo "scripts/test-faketime.sh lists $file, which no longer exists" >&2; exit 1; }
done

# Every unit file, as Vitest's own include finds them: named so that one run (one summary, one exit code) takes the
# unit project whole and the integration project only in the files above.
unit=()
while IFS= read -r line; do
  if [[ $line == "[unit] "* ]]; then unit+=("${line#"[unit] "}"); fi
done < <(npx vitest list --project unit --filesOnly)
[ ${#unit[@]} -gt 0 ] || { echo "Vitest listed no unit files" >&2; exit 1; }

echo "== Unit suite and ${#dated[@]} date-dependent integration files, the clock moved $ahead ($(faketime -f "$ahead" date -u '+%Y-%m-%d %H:%M UTC'))"
exec faketime -f "$ahead" npx vitest run --project unit --project integration "$@" "${unit[@]}" "${dated[@]}"
