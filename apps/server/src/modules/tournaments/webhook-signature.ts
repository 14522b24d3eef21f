import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old (or how far ahead) a signed timestamp may be. */
export const WEBHOOK_WINDOW_MS = 5 * 60_000;

export interface WebhookHeaders {
  signature: unknown;
  timestamp: unknown;
  deliveryId: unknown;
}

export type WebhookVerdict =
  | { ok: true; deliveryId: string | null }
  | { ok: false; reason: 'signature' | 'stale' | 'headers' };

function matches(header: unknown, signed: Buffer, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(signed).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The bytes the portal signs: `<timestamp>.<delivery id>.<raw body>`, so neither header can be
 * changed without the secret (a captured call cannot be replayed under a fresh delivery id).
 */
export function signedPayload(timestamp: string, deliveryId: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.${deliveryId}.`, 'utf8'), body]);
}

/** The previous revision's form, `<timestamp>.<raw body>`: legacy only. */
function legacyTimestampPayload(timestamp: string, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), body]);
}

/**
 * Checks a portal webhook (api-compat.md): `X-Portal-Signature: sha256=<HMAC of
 * "<X-Portal-Timestamp>.<X-Portal-Delivery>.<body>">` and a timestamp within five minutes. The
 * older forms (`<timestamp>.<body>`, and a body-only signature without those headers) pass only
 * when `allowLegacy` is set. Whether the delivery id was seen before is the caller's check (it
 * is stored across processes).
 */
export function verifyWebhook(
  body: Buffer,
  headers: WebhookHeaders,
  options: { secret: string; allowLegacy: boolean; now?: number },
): WebhookVerdict {
  const { secret } = options;
  const { timestamp, deliveryId } = headers;
  if (timestamp === undefined && deliveryId === undefined) {
    return options.allowLegacy && matches(headers.signature, body, secret)
      ? { ok: true, deliveryId: null }
      : { ok: false, reason: 'signature' };
  }
  if (
    typeof timestamp !== 'string' ||
    !/^\d{1,12}$/.test(timestamp) ||
    typeof deliveryId !== 'string' ||
    !/^[\w.:-]{1,200}$/.test(deliveryId)
  ) {
    return { ok: false, reason: 'headers' };
  }
  const signed =
    matches(headers.signature, signedPayload(timestamp, deliveryId, body), secret) ||
    (options.allowLegacy &&
      matches(headers.signature, legacyTimestampPayload(timestamp, body), secret));
  if (!signed) {
    return { ok: false, reason: 'signature' };
  }
  const age = (options.now ?? Date.now()) - Number(timestamp) * 1000;
  if (Math.abs(age) > WEBHOOK_WINDOW_MS) return { ok: false, reason: 'stale' };
  return { ok: true, deliveryId };
}
