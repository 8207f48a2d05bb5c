import { Link } from "react-router";

/** The way from reading to booking, under every article. */
export function ArticleCta() {
  return (
    <section aria-labelledby="article-cta-title" className="rounded-3xl bg-plum-800 px-6 py-12 text-center text-white sm:px-12">
      <p className="text-3xl" aria-hidden="true">
        ✨
      </p>
      <h2 id="article-cta-title" className="mt-2 text-3xl font-semibold text-white">
        Ready for a little brow magic?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-blush-100">
        Our certified artists will shape, tint or lift your brows to suit you, with aftercare advice to keep them
        glowing.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/book" className="btn bg-white text-plum-800 hover:bg-blush-100">
          Book an Appointment
        </Link>
        <Link to="/services" className="btn border-2 border-white text-white hover:bg-plum-700">
          Explore Our Treatments
        </Link>
      </div>
    </section>
  );
}
