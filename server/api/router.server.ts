import { randomUUID } from "node:crypto";
import express, { type RequestHandler, type Response } from "express";
import type { Database } from "~/db/client.server";
import { listPublishedPosts, findPublishedPost } from "~/domain/blog.server";
import { saveContactMessage } from "~/domain/contact.server";
import { contactSchema, HONEYPOT_FIELD, parseForm, waitlistSchema } from "~/domain/forms";
import { joinWaitlist } from "~/domain/waitlist.server";
import type { Env } from "../env.server";
import { apiErrorHandler, HttpError, notFound } from "../http-errors.server";
import type { Logger } from "../logger.server";
import { throttle } from "../throttle.server";
import type { z } from "zod";

export interface ApiDeps {
  db: Database;
  env: Env;
  logger: Logger;
}

export const BODY_LIMIT = "100kb";

/** Bodies must be JSON; a request with no body is let through so validation can say what is missing. */
const requireJson: RequestHandler = (req, _res, next) => {
  if (req.is("application/json") === false) {
    throw new HttpError(415, "Send the request body as JSON (Content-Type: application/json).");
  }
  next();
};

const jsonBody = [requireJson, express.json({ limit: BODY_LIMIT })];

/** A bot filled the hidden field: answer as if stored, store nothing, tell the bot nothing. */
function isBot(body: unknown, res: Response): boolean {
  const value = (body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
  if (typeof value === "string" ? value.trim() === "" : value === undefined || value === null) return false;
  res.locals.log.warn({ honeypot: true }, "dropped a submission that filled the honeypot");
  res.status(201).json({ id: randomUUID() });
  return true;
}

function validate<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = parseForm(schema, body);
  if (!result.success) throw new HttpError(400, result.error.message, { fieldErrors: result.error.fieldErrors });
  return result.data;
}

/** Staff sign-in arrives with the admin dashboard; until then nobody is staff and these lists stay closed. */
const requireStaff: RequestHandler = () => {
  throw new HttpError(401, "Sign in as staff to see this.");
};

export function apiRouter({ db, env, logger }: ApiDeps): express.Router {
  const router = express.Router();
  const publicForm = throttle(db, "form", env.RATE_LIMIT);

  router.post("/contact", ...jsonBody, publicForm, async (req, res) => {
    if (isBot(req.body, res)) return;
    const { id } = await saveContactMessage(db, validate(contactSchema, req.body));
    res.status(201).json({ id });
  });

  router.post("/waitlist", ...jsonBody, publicForm, async (req, res) => {
    if (isBot(req.body, res)) return;
    const { id } = await joinWaitlist(db, validate(waitlistSchema, req.body));
    res.status(201).json({ id });
  });

  router.get("/blog", async (_req, res) => {
    res.json(await listPublishedPosts(db));
  });

  router.get("/blog/:slug", async (req, res) => {
    const post = await findPublishedPost(db, req.params.slug);
    if (!post) throw notFound("Blog post not found");
    res.json(post);
  });

  router.get("/bookings", requireStaff);
  router.patch("/bookings/:id/status", requireStaff);
  router.get("/contacts", requireStaff);
  router.get("/waitlist", requireStaff);

  router.all("/{*splat}", () => {
    throw notFound("No such API endpoint");
  });
  router.use(apiErrorHandler(logger));
  return router;
}
