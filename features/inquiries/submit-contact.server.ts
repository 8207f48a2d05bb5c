import type { Database } from "~/db/client.server";
import { saveContactMessage } from "./contact.server";
import { defaultEmailContext, type EmailContext } from "~/features/mail";
import { contactSchema } from "./inquiry-forms";
import { namedUseCase } from "~/lib/use-case";
import { submit, type Submission, type Visitor } from "./public-forms.server";

/** `notify` names the studio and the site for the emails a submission writes (loaders: `context.studio`/`origin`). */
export const submitContact = namedUseCase(
  "inquiries.contact",
  (db: Database, visitor: Visitor, payload: unknown, notify: EmailContext = defaultEmailContext): Promise<Submission> =>
    submit(db, visitor, "contact", payload, contactSchema, (input) => saveContactMessage(db, input, notify)),
);
