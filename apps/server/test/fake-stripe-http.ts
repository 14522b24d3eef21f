import type { FakeSession } from './fake-stripe-objects';
import type { StripeError } from './fake-stripe-rules';

/** The stand-in's HTTP side: Stripe's form encoding, its lists, and the hosted page. */

/** How the hosted page was paid: a method, or FPX with the bank declining. */
export type PayHow = 'card' | 'fpx' | 'grabpay' | 'fpx-fail';

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** One page of a list, as Stripe pages them (`limit`, `starting_after`, `has_more`). */
export function page<T extends { id: string }>(
  items: T[],
  form: Record<string, unknown>,
  url: string,
) {
  const limit = Number(form['limit'] ?? 10);
  const after = form['starting_after'];
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const data = items.slice(start, start + limit);
  return { object: 'list' as const, data, has_more: start + limit < items.length, url };
}

export const isStripeError = (value: unknown): value is StripeError =>
  typeof value === 'object' &&
  value !== null &&
  'body' in value &&
  typeof (value as { status?: unknown }).status === 'number';

/** A stable text of parameters, to tell a reused idempotency key's request apart. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The hosted page: only the methods the session offers. */
export function hostedPage(session: FakeSession): string {
  const amount = ((session.amount_total ?? 0) / 100).toFixed(2);
  const offers = new Set(session.payment_method_types);
  const button = (how: PayHow, label: string) =>
    `<button name="how" value="${how}">${label}</button>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.9rem;font-size:1rem}</style></head>
<body><main><h1>Test checkout</h1><p>Pay <strong>${(session.currency ?? '').toUpperCase()} ${amount}</strong></p>
<p>This page stands in for the payment gateway's hosted checkout.</p>
<form method="post" action="/pay/${session.id}">${offers.has('card') ? button('card', 'Pay by card') : ''}
${offers.has('fpx') ? `${button('fpx', 'Pay with FPX online banking')}\n${button('fpx-fail', 'Bank declines (FPX)')}` : ''}
${offers.has('grabpay') ? button('grabpay', 'Pay with GrabPay') : ''}</form>
<p><a href="${session.cancel_url ?? '/'}">Back to the site</a></p></main></body></html>`;
}
