// The entry window is entered in Malaysia time (UTC+8 all year), whatever the browser's zone.

const OFFSET_MS = 8 * 3_600_000;

/** An instant as a `datetime-local` value in Malaysia time ('2027-01-01T09:00'); '' for null. */
export function toMalaysiaInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Malaysia time, as an ISO instant; null when empty. */
export function fromMalaysiaInput(value: string): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+08:00` : value;
}
