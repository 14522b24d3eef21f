/** Where a receipt of the player's downloads (PDF). */
export const receiptHref = (receiptNumber: string) =>
  `/api/players/me/membership/receipts/${encodeURIComponent(receiptNumber)}`;

/** Where a credit note (a refund or a void) downloads (PDF). */
export const creditNoteHref = (number: string) =>
  `/api/players/me/membership/credit-notes/${encodeURIComponent(number)}`;
