import twilio from "twilio";
import type { SendText } from "./text-outbox.server";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a number of the account (E.164) or a Messaging Service (MG…), one of the two. */
  from?: string;
  messagingServiceSid?: string;
  /** Only for a local stand-in of Twilio's API (the tests'): every call goes to this origin instead of *.twilio.com. */
  apiUrl?: string;
}

/**
 * The SDK's own HTTP client (axios, Basic auth, form bodies, Twilio's error parsing), its requests sent to another
 * origin: Twilio documents a custom `httpClient` as the way to change how requests go out (twilio-node's
 * advanced-examples/custom-http-client.md); `edge`/`region` only rename *.twilio.com hosts.
 */
class StandInRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 10_000 });
  }

  override request<TData>(opts: Parameters<twilio.RequestClient["request"]>[0]) {
    const uri = new URL(opts.uri);
    const target = new URL(uri.pathname + uri.search, this.origin);
    return super.request<TData>({ ...opts, uri: target.href } as Parameters<twilio.RequestClient["request"]>[0] & { data?: TData });
  }
}

/** Sends a text through Twilio's Messages API with the official SDK. */
export function createTwilioSender(settings: TwilioSettings): SendText {
  const client = twilio(settings.accountSid, settings.authToken, {
    // A slow provider must not hold the outbox's row locks for long (the SDK's default is 30 s).
    timeout: 10_000,
    ...(settings.apiUrl ? { httpClient: new StandInRequestClient(settings.apiUrl) } : {}),
  });
  return async (text) => {
    const sender = settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from! };
    const message = await client.messages.create({ to: text.to, body: text.body, ...sender });
    return { providerId: message.sid };
  };
}

/**
 * Whether a webhook request is Twilio's: its X-Twilio-Signature over the URL Twilio was given and the posted form's
 * fields, checked by the SDK (HMAC-SHA1 unless the signature-settings header names another algorithm).
 */
export function isSignedByTwilio(
  authToken: string,
  request: { signature: string | undefined; signatureSettings?: string; url: string; params: Record<string, string | string[]> },
): boolean {
  if (!request.signature) return false;
  try {
    return twilio.validateRequest(authToken, request.signature, request.url, request.params, twilio.getSignatureAlgorithm(request.signatureSettings));
  } catch {
    return false;
  }
}
