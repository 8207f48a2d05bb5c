import { StarRating } from "~/ui/star-rating";
import { FormError } from "~/ui/forms/form-error";
import { reviewMessages } from "../review-rules";

export interface RatingRow {
  id: string;
  service: string;
  visitDay: string;
  rating: number | null;
  comment: string | null;
  quoteConsent: boolean | null;
  quoteName: string | null;
  answeredAt: string;
  approvedAt: string | null;
  approvedBy: string | null;
}

const answered = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const dayOf = (date: string) => answered.format(new Date(`${date}T12:00:00Z`));

/**
 * Clients' ratings for staff (docs/decisions/0065): a plain page; the owner's buttons post without JavaScript. Only
 * a quote she agreed to can be published, whatever its stars.
 */
export function RatingsList({
  ratings,
  next,
  first,
  canPublish,
  done,
  refusal,
  before,
}: {
  ratings: RatingRow[];
  next: string | null;
  first: boolean;
  canPublish: boolean;
  done: string | null;
  refusal?: string;
  before?: string;
}) {
  return (
    <div className="container-page grid gap-8 py-10 sm:py-12">
      <header>
        <p className="font-semibold tracking-wide text-plum-700 uppercase">
          <a href="/admin" className="underline underline-offset-4">
            Studio dashboard
          </a>{" "}
          · Reviews
        </p>
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">Clients' ratings</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Each client is asked the day after a completed visit, if she agreed to marketing emails. Newest first. A quote
          goes on the reviews page only if she agreed to be quoted and {canPublish ? "you approve it" : "the owner approves it"}: approve
          for being genuine and free of anyone's personal details, never for its stars, so the page stays a fair picture.
        </p>
      </header>
      <div role="status">
        {done === "approved" && <p className="rounded-xl bg-emerald-50 p-3 text-emerald-950">{reviewMessages.approved}</p>}
        {done === "withdrawn" && <p className="rounded-xl bg-emerald-50 p-3 text-emerald-950">{reviewMessages.withdrawn}</p>}
      </div>
      <FormError message={refusal} />
      {ratings.length === 0 ? (
        <p className="text-lg text-muted">{first ? "No ratings yet. They appear here as clients answer." : "No more ratings."}</p>
      ) : (
        <ul className="grid gap-4" aria-label="Ratings">
          {ratings.map((row) => (
            <li key={row.id} className="grid gap-3 rounded-2xl border border-blush-200 bg-white p-5">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <StarRating rating={row.rating ?? 0} />
                <p className="text-sm text-muted">
                  {row.service} · visit {dayOf(row.visitDay)}
                </p>
              </div>
              {row.comment ? <p className="whitespace-pre-line">“{row.comment}”</p> : <p className="text-muted">No words.</p>}
              <p className="text-sm">
                {row.quoteConsent ? `May be quoted as ${row.quoteName ?? "(no name)"}.` : "Not to be quoted."}
                {row.approvedAt && ` On the reviews page (approved by ${row.approvedBy ?? "staff"}).`}
              </p>
              {canPublish && row.quoteConsent && row.comment && (
                <form method="post" action="/admin/reviews">
                  <input type="hidden" name="id" value={row.id} />
                  {before && <input type="hidden" name="before" value={before} />}
                  {row.approvedAt ? (
                    <button type="submit" name="intent" value="withdraw" className="btn-secondary">
                      Withdraw from the reviews page<span className="sr-only">: {row.quoteName}'s rating</span>
                    </button>
                  ) : (
                    <button type="submit" name="intent" value="approve" className="btn-primary">
                      Approve for the reviews page<span className="sr-only">: {row.quoteName}'s rating</span>
                    </button>
                  )}
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages of ratings" className="flex gap-4">
        {!first && (
          <a href="/admin/reviews" className="btn-secondary">
            Newest
          </a>
        )}
        {next && (
          <a href={next} className="btn-secondary">
            Older
          </a>
        )}
      </nav>
    </div>
  );
}
