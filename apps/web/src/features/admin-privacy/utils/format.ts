const DAY = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kuala_Lumpur',
});

/** An instant as its Malaysia calendar day: '25 Nov 2026'; a dash when there is none. */
export const formatInstantDay = (iso: string | null) => (iso ? DAY.format(new Date(iso)) : '—');
