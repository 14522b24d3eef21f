/** Long date in the catalogue's locale, e.g. 'November 22, 2026' for en-US. */
export function formatLongDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(
    date,
  );
}
