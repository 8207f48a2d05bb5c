import { Link } from "react-router";
import { BackToFormLink } from "~/ui/forms/back-to-form-link";
import { ThankYouPanel } from "~/ui/forms/thank-you-panel";

/** `formPath`: the page to go back to for another message. */
export function ContactThankYou({ formPath }: { formPath: string }) {
  return (
    <ThankYouPanel
      title="Thank you for your message!"
      actions={
        <>
          <BackToFormLink href={formPath} className="btn-secondary">Send Another Message</BackToFormLink>
          <Link to="/book" className="btn-primary">
            Book an Appointment
          </Link>
        </>
      }
    >
      <p>Your message has fluttered safely into our inbox. We'll get back to you within 24 hours.</p>
      <p>In the meantime, why not find a time for your next little bit of magic?</p>
    </ThankYouPanel>
  );
}
