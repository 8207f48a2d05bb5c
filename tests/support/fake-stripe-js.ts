/**
 * A local stand-in of Stripe.js (https://js.stripe.com/<release>/stripe.js), for browser tests that cannot reach
 * Stripe: e2e tests answer the script's address with this text (page.route), and send its calls to
 * https://api.stripe.com on to the fake API (./fake-stripe.ts). It implements what @stripe/react-stripe-js and
 * features/booking/ui/checkout/stripe-payment-form.tsx call: Stripe(key), elements({ clientSecret, appearance }),
 * create("payment") with mount/unmount/destroy/on/off/update, elements.submit() and confirmPayment(). The "Payment
 * Element" is an accessible card form in the page (no iframe); confirming posts the card to the API as Stripe.js
 * does (publishable key and client secret in a form body), and a card that asks for 3-D Secure opens a test
 * challenge, like Stripe's test page, with Complete and Fail.
 */
export function fakeStripeJs(options: { apiBase?: string } = {}): string {
  return `(${standIn.toString()})(${JSON.stringify({ apiBase: options.apiBase ?? "https://api.stripe.com", challengeTitle })});`;
}

/** The 3-D Secure test page's title, which names the stand-in's challenge dialog. */
export const challengeTitle = "3D Secure 2 Test Page";

/** Runs in the browser, serialised: it may use nothing from outside its own body. */
function standIn(config: { apiBase: string; challengeTitle: string }) {
  type Listener = (event: unknown) => void;
  type Intent = { id: string; status: string; client_secret: string; last_payment_error: null | { message: string; code?: string; type?: string } };
  type StripeError = { type: string; code?: string; message: string; payment_intent?: Intent };
  type Card = { number: string; expiry: string; cvc: string };
  type Appearance = { variables?: { colorPrimary?: string; colorText?: string; borderRadius?: string } };
  let uid = 0;

  /** Stripe.js resolves with an error when Stripe cannot be reached (a blocked or failed request); it never throws. */
  const post = async (path: string, fields: Record<string, string>) => {
    try {
      const response = await fetch(`${config.apiBase}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      return { ok: response.ok, body: (await response.json()) as Intent & { error?: StripeError } };
    } catch {
      const error = { type: "api_connection_error", message: "We could not connect to Stripe. Please check your connection and try again." };
      return { ok: false, body: { error } as Intent & { error?: StripeError } };
    }
  };

  const digits = (value: string) => value.replace(/\D/g, "");

  /** Stripe's own messages for an incomplete card, per field, or nothing when the card can be sent. */
  const validate = (card: Card, now: Date): { field: keyof Card; message: string } | undefined => {
    const number = digits(card.number);
    if (number.length === 0) return { field: "number", message: "Your card number is incomplete." };
    if (number.length < 13) return { field: "number", message: "Your card number is incomplete." };
    const [month, year] = card.expiry.split("/").map((part) => Number(digits(part)));
    if (!month || year === undefined || Number.isNaN(year) || month > 12) return { field: "expiry", message: "Your card's expiration date is incomplete." };
    const fullYear = year < 100 ? 2000 + year : year;
    if (fullYear < now.getFullYear() || (fullYear === now.getFullYear() && month < now.getMonth() + 1)) {
      return { field: "expiry", message: "Your card's expiration year is in the past." };
    }
    if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: "cvc", message: "Your card's security code is incomplete." };
    return undefined;
  };

  function createPaymentElement(appearance: Appearance) {
    const listeners = new Map<string, Set<Listener>>();
    const emit = (type: string, event: unknown) => listeners.get(type)?.forEach((listener) => listener(event));
    const id = `fake-stripe-${++uid}`;
    const root = document.createElement("div");
    const radius = appearance.variables?.borderRadius ?? "4px";
    const text = appearance.variables?.colorText ?? "#30313d";
    const fields: { name: keyof Card; label: string; autocomplete: string; placeholder: string; inputmode: string }[] = [
      { name: "number", label: "Card number", autocomplete: "cc-number", placeholder: "1234 1234 1234 1234", inputmode: "numeric" },
      { name: "expiry", label: "Expiration date", autocomplete: "cc-exp", placeholder: "MM / YY", inputmode: "numeric" },
      { name: "cvc", label: "Security code", autocomplete: "cc-csc", placeholder: "CVC", inputmode: "numeric" },
    ];
    root.style.cssText = "display:grid;grid-template-columns:1fr 1fr;gap:12px;font:inherit";
    const inputs = {} as Record<keyof Card, HTMLInputElement>;
    const errors = {} as Record<keyof Card, HTMLElement>;
    for (const field of fields) {
      const wrapper = document.createElement("div");
      wrapper.style.cssText = `display:grid;gap:4px;${field.name === "number" ? "grid-column:1 / -1" : ""}`;
      const label = document.createElement("label");
      label.htmlFor = `${id}-${field.name}`;
      label.textContent = field.label;
      label.style.cssText = `color:${text};font-size:0.9rem`;
      const input = document.createElement("input");
      input.id = `${id}-${field.name}`;
      input.type = "text";
      input.setAttribute("autocomplete", field.autocomplete);
      input.placeholder = field.placeholder;
      input.inputMode = field.inputmode;
      input.style.cssText = `border:1px solid #6d6e78;border-radius:${radius};padding:10px 12px;font:inherit;color:${text};background:#fff`;
      const error = document.createElement("p");
      error.id = `${id}-${field.name}-error`;
      error.style.cssText = "color:#b3093c;font-size:0.85rem;margin:0";
      input.addEventListener("input", () => {
        input.removeAttribute("aria-invalid");
        input.removeAttribute("aria-describedby");
        error.textContent = "";
        const card = read();
        const empty = !card.number && !card.expiry && !card.cvc;
        emit("change", { elementType: "payment", empty, complete: !validate(card, new Date()), collapsed: false, value: { type: "card" } });
      });
      input.addEventListener("focus", () => emit("focus", { elementType: "payment" }));
      input.addEventListener("blur", () => emit("blur", { elementType: "payment" }));
      wrapper.append(label, input, error);
      root.append(wrapper);
      inputs[field.name] = input;
      errors[field.name] = error;
    }
    const read = (): Card => ({ number: inputs.number.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value });
    let destroyed = false;
    const element = {
      mount(target: Element | string) {
        if (destroyed) throw new Error("IntegrationError: This Element has already been destroyed.");
        const node = typeof target === "string" ? document.querySelector(target) : target;
        if (!node) throw new Error("IntegrationError: The selector you specified does not match any elements.");
        node.append(root);
        setTimeout(() => emit("ready", { elementType: "payment" }), 0);
      },
      unmount() {
        root.remove();
      },
      destroy() {
        root.remove();
        destroyed = true;
      },
      on(type: string, listener: Listener) {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)!.add(listener);
        return element;
      },
      once(type: string, listener: Listener) {
        const once: Listener = (event) => {
          element.off(type, once);
          listener(event);
        };
        return element.on(type, once);
      },
      off(type: string, listener?: Listener) {
        if (listener) listeners.get(type)?.delete(listener);
        else listeners.delete(type);
        return element;
      },
      update() {},
      focus() {
        inputs.number.focus();
      },
      blur() {
        (document.activeElement as HTMLElement | null)?.blur();
      },
      clear() {
        for (const input of Object.values(inputs)) input.value = "";
      },
      collapse() {},
      /** Not Stripe's: how the stand-in's confirmPayment reads the card and shows a field's error. */
      _card: read,
      _showError(problem: { field: keyof Card; message: string }) {
        errors[problem.field].textContent = problem.message;
        inputs[problem.field].setAttribute("aria-invalid", "true");
        inputs[problem.field].setAttribute("aria-describedby", errors[problem.field].id);
        inputs[problem.field].focus();
      },
    };
    return element;
  }

  type PaymentElement = ReturnType<typeof createPaymentElement>;
  type Elements = ReturnType<typeof createElements>;

  function createElements(options: { clientSecret?: string; appearance?: Appearance }) {
    let appearance = options.appearance ?? {};
    let payment: PaymentElement | undefined;
    const elements = {
      _clientSecret: options.clientSecret,
      create(type: string) {
        if (type !== "payment") throw new Error(`IntegrationError: the Stripe.js stand-in has only the Payment Element, not "${type}".`);
        if (payment) throw new Error("IntegrationError: Can only create one Element of type payment.");
        payment = createPaymentElement(appearance);
        return payment;
      },
      getElement(type: string) {
        return type === "payment" ? (payment ?? null) : null;
      },
      update(changes: { appearance?: Appearance }) {
        if (changes.appearance) appearance = changes.appearance;
      },
      async fetchUpdates() {
        return {};
      },
      /** Validates the Payment Element, showing the first problem under its field, as Stripe's does. */
      async submit(): Promise<{ error?: StripeError }> {
        if (!payment) return { error: { type: "validation_error", message: "No Payment Element is mounted." } };
        const problem = validate(payment._card(), new Date());
        if (!problem) return {};
        payment._showError(problem);
        return { error: { type: "validation_error", code: `incomplete_${problem.field}`, message: problem.message } };
      },
    };
    return elements;
  }

  /** The bank's check, as on Stripe's 3-D Secure test page: Complete or Fail (closing the dialog fails it). */
  function challenge(): Promise<"complete" | "fail"> {
    return new Promise((resolve) => {
      const dialog = document.createElement("dialog");
      const titleId = `fake-stripe-challenge-${++uid}`;
      dialog.setAttribute("aria-labelledby", titleId);
      dialog.style.cssText = "margin:auto;border:0;border-radius:12px;padding:24px;max-width:24rem;font:inherit;box-shadow:0 10px 40px rgba(0,0,0,.3)";
      const title = document.createElement("h2");
      title.id = titleId;
      title.textContent = config.challengeTitle;
      title.style.cssText = "margin:0 0 8px;font-size:1.25rem";
      const note = document.createElement("p");
      note.textContent = "Your bank asks you to confirm this payment. This stand-in of Stripe's test page charges nothing.";
      note.style.cssText = "margin:0 0 16px";
      const actions = document.createElement("div");
      actions.style.cssText = "display:flex;gap:12px";
      let answered = false;
      const answer = (outcome: "complete" | "fail") => {
        if (answered) return;
        answered = true;
        dialog.close();
        dialog.remove();
        resolve(outcome);
      };
      for (const [label, outcome, colours] of [
        ["Complete", "complete", "background:#0a7d3b;color:#fff"],
        ["Fail", "fail", "background:#fff;color:#b3093c;border:1px solid #b3093c"],
      ] as const) {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = label;
        button.style.cssText = `${colours};border-radius:8px;padding:8px 20px;font:inherit;font-weight:600;cursor:pointer`;
        button.addEventListener("click", () => answer(outcome));
        actions.append(button);
      }
      dialog.addEventListener("cancel", () => answer("fail"));
      dialog.append(title, note, actions);
      document.body.append(dialog);
      dialog.showModal();
    });
  }

  function Stripe(publishableKey: string) {
    if (typeof publishableKey !== "string" || !publishableKey.startsWith("pk_")) {
      throw new Error("IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key (pk_...).");
    }
    const refuse = () => Promise.reject(new Error("The Stripe.js stand-in has only the Payment Element and confirmPayment."));
    const intentIdOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;
    return {
      elements: (options: { clientSecret?: string; appearance?: Appearance } = {}) => createElements(options),
      createToken: refuse,
      createPaymentMethod: refuse,
      confirmCardPayment: refuse,
      retrievePaymentIntent: refuse,
      _registerWrapper() {},
      registerAppInfo() {},
      async confirmPayment({
        elements,
        confirmParams = {},
        redirect = "always",
      }: {
        elements?: Elements;
        confirmParams?: { return_url?: string };
        redirect?: "always" | "if_required";
      }): Promise<{ error?: StripeError; paymentIntent?: Intent }> {
        const payment = elements?.getElement("payment");
        const clientSecret = elements?._clientSecret;
        if (!elements || !payment || !clientSecret) throw new Error("IntegrationError: confirmPayment needs the elements that mounted a Payment Element.");
        if (redirect !== "if_required" && !confirmParams.return_url) throw new Error("IntegrationError: confirmPayment needs confirmParams.return_url.");
        const invalid = await elements.submit();
        if (invalid.error) return invalid;
        const card = payment._card();
        const [month, year] = card.expiry.split("/").map((part) => digits(part));
        const id = intentIdOf(clientSecret);
        const confirmed = await post(`/v1/payment_intents/${id}/confirm`, {
          key: publishableKey,
          client_secret: clientSecret,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": digits(card.number),
          "payment_method_data[card][exp_month]": month ?? "",
          "payment_method_data[card][exp_year]": year ?? "",
          "payment_method_data[card][cvc]": card.cvc.trim(),
          ...(confirmParams.return_url ? { return_url: confirmParams.return_url } : {}),
        });
        if (!confirmed.ok) return { error: confirmed.body.error! };
        let intent: Intent = confirmed.body;
        if (intent.status === "requires_action") {
          const outcome = await challenge();
          const authenticated = await post(`/v1/payment_intents/${id}/authenticate`, { key: publishableKey, client_secret: clientSecret, outcome });
          if (!authenticated.ok) return { error: authenticated.body.error! };
          intent = authenticated.body;
          if (intent.status === "requires_payment_method") {
            return { error: { type: "invalid_request_error", code: "payment_intent_authentication_failure", message: intent.last_payment_error?.message ?? "", payment_intent: intent } };
          }
        }
        if (redirect === "if_required") return { paymentIntent: intent };
        const target = new URL(confirmParams.return_url!);
        target.searchParams.set("payment_intent", intent.id);
        target.searchParams.set("payment_intent_client_secret", clientSecret);
        target.searchParams.set("redirect_status", intent.status === "succeeded" ? "succeeded" : "failed");
        window.location.assign(target.toString());
        return new Promise(() => {});
      },
    };
  }
  // @stripe/stripe-js compares this with the release it expects and warns when they differ.
  Stripe.version = "endive";
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}
