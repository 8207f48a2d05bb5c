import { Link } from "react-router";
import { titleWithStudio } from "~/ui/seo";
import { useStudio } from "~/features/studio";

export function NotFoundPage() {
  const studio = useStudio();
  return (
    <section className="container-page py-20 text-center" aria-labelledby="error-title">
      <title>{titleWithStudio("Page Not Found", studio.name)}</title>
      <meta name="robots" content="noindex" />
      <p className="text-5xl" aria-hidden="true">
        🧚
      </p>
      <h1 id="error-title" className="mt-4 text-4xl font-semibold">
        Page Not Found
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        Our fairies searched every corner of the studio, but this page has floated away. It may have moved, or the
        link may have a little typo.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to="/" className="btn-primary">
            Back to Home
          </Link>
        </li>
        <li>
          <Link to="/services" className="btn-secondary">
            Explore Treatments
          </Link>
        </li>
        <li>
          <Link to="/book" className="btn-secondary">
            Book an Appointment
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function ServerErrorPage() {
  const studio = useStudio();
  return (
    <section className="container-page py-20 text-center" aria-labelledby="error-title">
      <title>{titleWithStudio("Something went wrong", studio.name)}</title>
      <meta name="robots" content="noindex" />
      <h1 id="error-title" className="text-4xl font-semibold">
        Something went wrong
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
        A little glitch in the magic on our side, not yours. Please try again in a moment; if it keeps happening, call
        or email us and we will help straight away.
      </p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <Link to="/" className="btn-primary" reloadDocument>
            Back to Home
          </Link>
        </li>
        <li>
          <Link to="/contact" className="btn-secondary" reloadDocument>
            Contact Us
          </Link>
        </li>
      </ul>
    </section>
  );
}
