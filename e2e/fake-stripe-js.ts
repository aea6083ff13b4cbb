import type { BrowserContext } from "playwright-core";

/**
 * A small stand-in for https://js.stripe.com/<version>/stripe.js, which never loads on this
 * offline machine: enough of Stripe.js for @stripe/stripe-js's loader and @stripe/react-stripe-js
 * (Stripe(), elements(), create("payment") with mount/on/off/update/destroy, confirmPayment and
 * confirmSetup). Its Payment Element is one labelled card-number field; confirming posts the
 * intent's client secret and that number to https://api.stripe.com, as Stripe.js does (the
 * site's Content-Security-Policy allows that address and no other), where serveFakeStripeJs
 * hands the request to the fake Stripe; the fake answers with CORS and then delivers the signed
 * webhooks to the server, as Stripe does. Cards Stripe's test mode declines (4000 0000 0000 0002)
 * are declined. The publishable key goes in the form, as Stripe.js sends it: no preflight.
 */
function fakeStripeJs(): string {
  return `(() => {
  const API = "https://api.stripe.com";
  function Stripe(key) {
    const listeners = {};
    let host = null;
    let options = {};
    const emit = (type, payload) => (listeners[type] || []).slice().forEach((cb) => cb(payload));
    const element = {
      mount(node) {
        host = typeof node === "string" ? document.querySelector(node) : node;
        host.innerHTML = '<label style="display:grid;gap:4px;font-size:14px">Card number<input name="cardnumber" inputmode="numeric" autocomplete="cc-number" style="border:1px solid #94a3b8;border-radius:6px;padding:10px;font-size:16px"></label>';
        setTimeout(() => emit("ready", element), 0);
      },
      on(type, cb) { (listeners[type] = listeners[type] || []).push(cb); return element; },
      off(type, cb) { listeners[type] = (listeners[type] || []).filter((x) => x !== cb); return element; },
      update() {},
      unmount() { if (host) host.innerHTML = ""; },
      destroy() { if (host) host.innerHTML = ""; host = null; },
      focus() {}, blur() {}, clear() {}, collapse() {},
    };
    const elements = {
      create() { return element; },
      getElement() { return element; },
      update(next) { options = { ...options, ...next }; },
      fetchUpdates() { return Promise.resolve({}); },
      submit() { return Promise.resolve({}); },
    };
    async function confirm(kind, params) {
      const secret = options.clientSecret;
      const id = secret.split("_secret_")[0];
      const input = host && host.querySelector("input");
      const body = new URLSearchParams({ key, client_secret: secret, "payment_method_data[type]": "card", "payment_method_data[card][number]": input ? input.value : "" });
      const res = await fetch(API + "/v1/" + kind + "_intents/" + id + "/confirm", { method: "POST", body });
      const json = await res.json();
      if (!res.ok) return { error: json.error };
      if (params.redirect !== "if_required") {
        window.location.assign(params.confirmParams.return_url + "?" + kind + "_intent=" + id + "&redirect_status=succeeded");
        return new Promise(() => {});
      }
      return kind === "payment" ? { paymentIntent: json } : { setupIntent: json };
    }
    const unsupported = () => Promise.reject(new Error("not in the e2e fake Stripe.js"));
    return {
      elements(next) { options = { ...(next || {}) }; return elements; },
      confirmPayment: (params) => confirm("payment", params),
      confirmSetup: (params) => confirm("setup", params),
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;
}

/**
 * Serves the fake Stripe.js to every page of `context`, and hands its calls to api.stripe.com to
 * the fake Stripe at `fakeStripeUrl`. Answers the Stripe.js requests it served.
 */
export async function serveFakeStripeJs(context: BrowserContext, fakeStripeUrl: string): Promise<string[]> {
  const served: string[] = [];
  await context.route("https://js.stripe.com/**", (route) => {
    served.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: fakeStripeJs() });
  });
  await context.route("https://api.stripe.com/**", async (route) => {
    const response = await route.fetch({ url: route.request().url().replace("https://api.stripe.com", fakeStripeUrl) });
    return route.fulfill({ response });
  });
  return served;
}
