import { Star } from "lucide-react";

/** Five stars drawn, one sentence read: "Rated 5 out of 5". */
export function StarRating({ rating, className = "" }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className={`flex gap-0.5 text-gold-600 ${className}`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          width={18}
          height={18}
          className={index < rating ? "fill-gold-400" : "fill-none"}
        />
      ))}
    </div>
  );
}
