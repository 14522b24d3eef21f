import { dateFormat } from '@/lib/intl-format';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** An instant as its Malaysia calendar day: '24 November 2026'. */
export const formatInstantDay = (iso: string) => dateFormat(DATE).format(new Date(iso));

/** '2.4 MB', '820 KB'. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** A policy version ('2027-01-15', the day it took effect) as '15 January 2027'. */
export function formatPolicyVersion(version: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(version) ? new Date(`${version}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? dateFormat(DAY).format(date) : version;
}
