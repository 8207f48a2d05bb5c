import { Link, useLocation } from "react-router";
import { titleWithStudio } from "~/ui/seo";
import { useStudio } from "~/features/studio";

/** What the blog shows when its posts cannot be read (spec section 8); the reason is in the server log. */
export function BlogLoadError({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  const studio = useStudio();
  return (
    <section className="container-page py-20 text-center" aria-labelledby="blog-error-title">
      <title>{titleWithStudio(title, studio.name)}</title>
      <meta name="robots" content="noindex" />
      <p className="text-5xl" aria-hidden="true">
        📖
      </p>
      <h1 id="blog-error-title" className="mt-4 text-4xl font-semibold">
        {title}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Our pages of brow wisdom are hiding for a moment. Please try again shortly; our treatments and booking are
        still just a click away.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to={`${pathname}${search}`} className="btn-primary" reloadDocument>
            Try Again
          </Link>
        </li>
        <li>
          <Link to="/services" className="btn-secondary">
            Explore Treatments
          </Link>
        </li>
      </ul>
    </section>
  );
}
