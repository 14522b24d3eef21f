/** A day in Malaysia time as mail writes it: '9 December 2026'. */
export const mailDate = (at: Date) =>
  at.toLocaleDateString('en-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kuala_Lumpur',
  });
