/**
 * 'compact' (the default) has smaller text from `sm` up, muted disabled text and a tinted
 * read-only state; 'comfortable' keeps the inherited text size (the admin dashboard's inputs).
 */
export type FieldDensity = 'compact' | 'comfortable';

const BASE_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-4 ' +
  'focus:ring-brand-500/25 disabled:bg-slate-100 aria-[invalid=true]:border-red-500 ' +
  'aria-[invalid=true]:focus:ring-red-500/20';

const COMPACT_CLASS = 'text-base sm:text-sm disabled:text-slate-600 [&[readonly]]:bg-slate-50';

/** The frame every text-like control (input, select, textarea) shares. */
export function inputClass(density: FieldDensity = 'compact'): string {
  return density === 'compact' ? `${BASE_CLASS} ${COMPACT_CLASS}` : BASE_CLASS;
}
