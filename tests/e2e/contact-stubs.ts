import type { Page, Route } from '@playwright/test';

/**
 * Stand-ins for the two services the contact form talks to (the test machines have no internet).
 * reCAPTCHA: a script that defines `grecaptcha.render`, draws an "I'm not a robot" button that
 * solves the check, exposes `window.__captcha.expire()`/`.error()`, and calls the page's onload
 * callback asynchronously, as the real script does.
 */
export const RECAPTCHA_SCRIPT = '**/recaptcha/api.js*';
export const FORMSPREE = 'https://formspree.io/**';

const recaptchaStub = `
(function () {
  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  window.grecaptcha = {
    render: function (element, params) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = "I'm not a robot";
      button.onclick = function () { params.callback('stub-token-' + (++window.__captchaSolved)); };
      element.appendChild(button);
      window.__captcha = {
        expire: function () { params['expired-callback'](); },
        error: function () { params['error-callback'](); },
      };
      return 0;
    },
    reset: function () {},
    getResponse: function () { return ''; },
    execute: function () {},
  };
  window.__captchaSolved = 0;
  setTimeout(function () { window[onload](); }, 0);
})();
`;

export async function stubRecaptcha(page: Page) {
  const requests: string[] = [];
  await page.route(RECAPTCHA_SCRIPT, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: recaptchaStub });
  });
  return requests;
}

export type FormspreeReply = 'success' | 'slow-success' | 'errors' | 'http500' | 'abort' | 'hang';

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };
/** The service's two JSON answers: the request arrived, or it was refused. */
const ANSWERS = {
  success: { status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ next: '/thanks', ok: true }) },
  errors: {
    status: 422,
    headers: cors,
    contentType: 'application/json',
    body: JSON.stringify({ errors: [{ code: 'BLOCKED', message: 'Form blocked' }] }),
  },
} as const;

/** Answers Formspree's endpoint as told; records every POST body. */
export async function stubFormspree(page: Page, reply: FormspreeReply) {
  const bodies: Record<string, string>[] = [];
  await page.route(FORMSPREE, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    bodies.push(request.postDataJSON() as Record<string, string>);
    switch (reply) {
      case 'success':
        return route.fulfill(ANSWERS.success);
      case 'slow-success':
        // Answers after a while, so clicks and Enter presses land while the request is in flight.
        await new Promise((resolve) => setTimeout(resolve, 800));
        return route.fulfill(ANSWERS.success);
      case 'errors':
        return route.fulfill(ANSWERS.errors);
      case 'http500':
        return route.fulfill({ status: 500, headers: cors, contentType: 'text/html', body: '<h1>Server error</h1>' });
      case 'abort':
        return route.abort('connectionreset');
      case 'hang':
        return; // never answered
    }
  });
  return bodies;
}

/** The contact form island's own module (browser/islands/contact-form.tsx, built into public/_m/). */
export const FORM_CODE = '**/_m/contact-form-*.js';

/**
 * Holds the form's code on the wire, like a slow network, so the visitor acts on the static form:
 * it arrives when `release` is called, or fails to load with `fail`.
 */
export async function holdFormCode(page: Page) {
  let answer: (arrives: boolean) => void = () => {};
  const held = new Promise<boolean>((resolve) => (answer = resolve));
  await page.route(FORM_CODE, async (route) => ((await held) ? route.fallback() : route.abort('connectionreset')));
  return { release: () => answer(true), fail: () => answer(false) };
}

/**
 * Formspree's endpoint held open until the test answers it, like a service that replies late:
 * `answer('success')` replies to every request held so far. Records every POST body.
 */
export async function holdFormspree(page: Page) {
  const bodies: Record<string, string>[] = [];
  const held: Route[] = [];
  await page.route(FORMSPREE, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    bodies.push(request.postDataJSON() as Record<string, string>);
    held.push(route);
  });
  const answer = async (reply: 'success' | 'errors') => {
    for (const route of held.splice(0)) await route.fulfill(ANSWERS[reply]);
  };
  return { bodies, answer };
}
