import QRCode from 'qrcode';

import { INTL_LOCALES, type Locale } from '@app/shared/locale';
import {
  formatRinggit,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUS_LABELS_MS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LABELS_MS,
  receiptItem,
  type CreditNote,
  type MembershipPayment,
  type MembershipStatus,
} from '@app/shared/membership';
import {
  ONLINE_METHOD_LABELS,
  ONLINE_METHOD_LABELS_MS,
  paidWithLabel,
} from '@app/shared/payments/method-labels';
import { SKILL_LEVEL_LABELS_MS } from '@app/shared/players';

import { fittingSize, heightOfText } from '../../lib/pdf-fit';
import { createPdfDocument, moveDown, writeText } from '../../lib/pdf-fonts';

const GREEN = '#0b6b3a';
const GREY = '#555555';

/** 'YYYY-MM-DD' as '24 November 2026' ('24 November 2026' in Malay months too). */
export function longDate(iso: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** The documents' words, in the member's language. */
const WORDS = {
  en: {
    receipt: (n: string) => `Receipt ${n}`,
    officialReceipt: 'Official receipt',
    registrationNumber: (n: string) => `Registration No. ${n}`,
    receiptNumber: 'Receipt number:',
    datePaid: 'Date paid:',
    receivedFrom: 'Received from:',
    memberId: 'Member ID:',
    for: 'For:',
    paidBy: 'Paid by:',
    reference: 'Reference:',
    electronic: 'This receipt was issued electronically and is valid without a signature.',
    void: 'VOID',
    voidedNote: 'This receipt was voided; see the credit note below.',
    givenBack: 'Given back:',
    creditNoteLine: (n: string, kind: string, amount: string) => `${n}: ${kind} of ${amount}`,
    kinds: { refund: 'refund', void: 'void' },
    creditNote: (n: string) => `Credit note ${n}`,
    creditNoteTitle: 'Credit note',
    creditNoteNumber: 'Credit note number:',
    dateIssued: 'Date issued:',
    issuedTo: 'Issued to:',
    againstReceipt: 'Against receipt:',
    kind: 'Kind:',
    kindNames: { refund: 'Refund', void: 'Void of the receipt' },
    reason: 'Reason:',
    creditElectronic:
      'This credit note was issued electronically and is valid without a signature.',
    card: (id: string) => `Membership card ${id}`,
    level: 'Level:',
    noMembership: 'No membership',
    expires: (day: string) => `Expires ${day}`,
    scan: 'Scan to check this membership',
    statuses: MEMBERSHIP_STATUS_LABELS,
    methods: PAYMENT_METHOD_LABELS,
    onlineMethods: ONLINE_METHOD_LABELS,
    skills: {} as Record<string, string>,
  },
  ms: {
    receipt: (n: string) => `Resit ${n}`,
    officialReceipt: 'Resit rasmi',
    registrationNumber: (n: string) => `No. Pendaftaran ${n}`,
    receiptNumber: 'Nombor resit:',
    datePaid: 'Tarikh dibayar:',
    receivedFrom: 'Diterima daripada:',
    memberId: 'ID ahli:',
    for: 'Untuk:',
    paidBy: 'Dibayar melalui:',
    reference: 'Rujukan:',
    electronic: 'Resit ini dikeluarkan secara elektronik dan sah tanpa tandatangan.',
    void: 'BATAL',
    voidedNote: 'Resit ini telah dibatalkan; lihat nota kredit di bawah.',
    givenBack: 'Dikembalikan:',
    creditNoteLine: (n: string, kind: string, amount: string) => `${n}: ${kind} sebanyak ${amount}`,
    kinds: { refund: 'bayaran balik', void: 'pembatalan' },
    creditNote: (n: string) => `Nota kredit ${n}`,
    creditNoteTitle: 'Nota kredit',
    creditNoteNumber: 'Nombor nota kredit:',
    dateIssued: 'Tarikh dikeluarkan:',
    issuedTo: 'Dikeluarkan kepada:',
    againstReceipt: 'Bagi resit:',
    kind: 'Jenis:',
    kindNames: { refund: 'Bayaran balik', void: 'Pembatalan resit' },
    reason: 'Sebab:',
    creditElectronic: 'Nota kredit ini dikeluarkan secara elektronik dan sah tanpa tandatangan.',
    card: (id: string) => `Kad keahlian ${id}`,
    level: 'Tahap:',
    noMembership: 'Tiada keahlian',
    expires: (day: string) => `Luput ${day}`,
    scan: 'Imbas untuk menyemak keahlian ini',
    statuses: MEMBERSHIP_STATUS_LABELS_MS,
    methods: PAYMENT_METHOD_LABELS_MS,
    onlineMethods: ONLINE_METHOD_LABELS_MS,
    skills: SKILL_LEVEL_LABELS_MS as Record<string, string>,
  },
} as const;

/** The association's official details (site settings); empty parts are left out. */
export interface OfficialDetails {
  /** The registered name; empty: `association`. */
  officialName: string;
  registrationNumber: string;
  officialAddress: string;
}

/** A payment as documents take it: what was given back may be left out (none). */
export type DocumentPayment = Omit<
  MembershipPayment,
  'provider' | 'refundedSen' | 'voided' | 'creditNotes'
> &
  Partial<Pick<MembershipPayment, 'provider' | 'refundedSen' | 'voided' | 'creditNotes'>>;

type Words = (typeof WORDS)[Locale];

/** The A5 page headed with the association's official name, registration number, address. */
function documentHead(
  input: { association: string; official?: OfficialDetails },
  w: Words,
  title: string,
) {
  const official = input.official;
  const issuer = official?.officialName.trim() || input.association;
  const doc = createPdfDocument({
    size: 'A5',
    margin: 40,
    info: { Title: title, Author: issuer },
  });
  doc.fillColor(GREEN);
  writeText(doc, issuer, undefined, undefined, { size: 16, weight: 'bold' });
  const registration = official?.registrationNumber.trim();
  const address = official?.officialAddress.trim();
  if (registration || address) {
    doc.fillColor(GREY);
    if (registration)
      writeText(doc, w.registrationNumber(registration), undefined, undefined, { size: 9 });
    if (address)
      for (const line of address.split('\n'))
        writeText(doc, line, undefined, undefined, { size: 9 });
  }
  moveDown(doc, 0.3).fillColor('black');
  const row = (label: string, value: string) => {
    doc.fillColor(GREY);
    writeText(doc, label, undefined, undefined, { size: 10, continued: true });
    doc.fillColor('black');
    writeText(doc, `  ${value}`, undefined, undefined, { size: 10, weight: 'bold' });
    moveDown(doc, 0.2);
  };
  return { doc, row };
}

/**
 * A credit note: money given back on a receipt (a refund or the void of a staff-recorded
 * payment), with the same look as the receipt, in the member's language.
 */
export function creditNotePdf(input: {
  association: string;
  official?: OfficialDetails;
  creditNote: CreditNote;
  payment: DocumentPayment;
  member: { memberId: string; fullName: string };
  locale?: Locale;
}): PDFKit.PDFDocument {
  const { creditNote, payment, member, locale = 'en' } = input;
  const w = WORDS[locale];
  const { doc, row } = documentHead(input, w, w.creditNote(creditNote.number));
  writeText(doc, w.creditNoteTitle, undefined, undefined, { size: 13 });
  moveDown(doc);
  row(w.creditNoteNumber, creditNote.number);
  row(w.dateIssued, longDate(creditNote.createdAt.slice(0, 10), locale));
  row(w.issuedTo, member.fullName);
  row(w.memberId, member.memberId);
  row(w.againstReceipt, `${payment.receiptNumber} (${formatRinggit(payment.amountSen)})`);
  row(w.for, receiptItem(payment, locale).value);
  row(w.kind, w.kindNames[creditNote.kind]);
  row(w.reason, creditNote.reason);
  moveDown(doc, 0.5).fillColor(GREEN);
  writeText(doc, `- ${formatRinggit(creditNote.amountSen)}`, undefined, undefined, {
    size: 18,
    weight: 'bold',
  });
  moveDown(doc).fillColor(GREY);
  writeText(doc, w.creditElectronic, undefined, undefined, { size: 8 });
  doc.end();
  return doc;
}

/**
 * An A5 receipt for one payment, headed with the association's official name, registration
 * number and address. The document streams as it is written. Every text goes through
 * `writeText`, so names, addresses and references print in any Malaysian script. A voided
 * receipt says VOID; refunds and voids are listed with their credit note numbers.
 */
export function receiptPdf(input: {
  association: string;
  official?: OfficialDetails;
  payment: DocumentPayment;
  member: { memberId: string; fullName: string };
  locale?: Locale;
}): PDFKit.PDFDocument {
  const { payment, member, locale = 'en' } = input;
  const w = WORDS[locale];
  const { doc, row } = documentHead(input, w, w.receipt(payment.receiptNumber));
  writeText(doc, w.officialReceipt, undefined, undefined, { size: 13 });
  moveDown(doc);
  row(w.receiptNumber, payment.receiptNumber);
  row(w.datePaid, longDate(payment.paidOn, locale));
  row(w.receivedFrom, member.fullName);
  row(w.memberId, member.memberId);
  row(w.for, receiptItem(payment, locale).value);
  // How it was paid: the method the gateway reported for an online payment (ADR 028).
  row(w.paidBy, paidWithLabel(payment, w));
  row(w.reference, payment.reference);
  moveDown(doc, 0.5).fillColor(GREEN);
  writeText(doc, formatRinggit(payment.amountSen), undefined, undefined, {
    size: 18,
    weight: 'bold',
  });
  if (payment.voided) {
    moveDown(doc, 0.3).fillColor('#b91c1c');
    writeText(doc, w.void, undefined, undefined, { size: 22, weight: 'bold' });
    writeText(doc, w.voidedNote, undefined, undefined, { size: 9 });
  }
  const notes = payment.creditNotes ?? [];
  if (notes.length > 0) {
    moveDown(doc, 0.5).fillColor(GREY);
    writeText(doc, w.givenBack, undefined, undefined, { size: 10 });
    doc.fillColor('black');
    for (const note of notes)
      writeText(
        doc,
        w.creditNoteLine(note.number, w.kinds[note.kind], formatRinggit(note.amountSen)),
        undefined,
        undefined,
        { size: 10 },
      );
  }
  moveDown(doc).fillColor(GREY);
  writeText(doc, w.electronic, undefined, undefined, { size: 8 });
  doc.end();
  return doc;
}

/** The card: 85.6 × 54 mm. */
const CARD = { width: 242.65, height: 153.01 };
/** The column of text between the photo and the QR code, and how low it may reach. */
const COLUMN = { x: 68, top: 34, width: 100, bottom: CARD.height - 8 };

/**
 * A credit-card-sized membership card (85.6 × 54 mm) with photo and QR code. Always one page:
 * a long name (up to 150 characters) or membership type is printed smaller to fit its box.
 */
export async function cardPdf(input: {
  association: string;
  memberId: string;
  fullName: string;
  skillLevel: string;
  typeName: string | null;
  status: MembershipStatus;
  expiresOn: string | null;
  verifyUrl: string;
  photoJpeg: Buffer | null;
  locale?: Locale;
}): Promise<PDFKit.PDFDocument> {
  const locale = input.locale ?? 'en';
  const w = WORDS[locale];
  const qr = await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 240 });
  const doc = createPdfDocument({
    size: [CARD.width, CARD.height],
    margin: 0,
    info: { Title: w.card(input.memberId), Author: input.association },
  });
  doc.rect(0, 0, CARD.width, 26).fill(GREEN);
  doc.fillColor('white');
  const band = { weight: 'bold', width: 222 } as const;
  const bandSize = fittingSize(doc, input.association, {
    ...band,
    size: 8,
    minSize: 5,
    height: 15,
  });
  writeText(doc, input.association, 10, 9, { ...band, size: bandSize });
  if (input.photoJpeg) doc.image(input.photoJpeg, 10, 34, { width: 50, height: 50 });
  else doc.rect(10, 34, 50, 50).fill('#dddddd');
  const { x, width } = COLUMN;
  const small = { size: 7, width };
  const status = { size: 8, weight: 'bold', width } as const;
  const line = heightOfText(doc, 'M', small);
  // The type's name takes up to two lines; the name what the column has left below it.
  const typeName = input.typeName ?? w.noMembership;
  const typeSize = fittingSize(doc, typeName, { ...small, minSize: 5, height: 2 * line });
  const typeHeight = heightOfText(doc, typeName, { ...small, size: typeSize });
  // Below the name: member ID, level, type, expiry (2, 1, 1 and 1 pt apart), status (3 pt).
  const below =
    2 + line + 1 + line + 1 + typeHeight + 1 + line + 3 + heightOfText(doc, 'M', status);
  const name = { weight: 'bold', width } as const;
  const nameHeight = COLUMN.bottom - COLUMN.top - below;
  const nameSize = fittingSize(doc, input.fullName, {
    ...name,
    size: 9,
    minSize: 5,
    height: nameHeight,
  });
  doc.fillColor('black');
  writeText(doc, input.fullName, x, COLUMN.top, { ...name, size: nameSize });
  doc.fillColor(GREY);
  writeText(doc, `${w.memberId} ${input.memberId}`, x, doc.y + 2, small);
  const skill = w.skills[input.skillLevel] ?? input.skillLevel;
  writeText(doc, `${w.level} ${skill}`, x, doc.y + 1, small);
  writeText(doc, typeName, x, doc.y + 1, { ...small, size: typeSize });
  const expires = input.expiresOn ? w.expires(longDate(input.expiresOn, locale)) : '';
  writeText(doc, expires, x, doc.y + 1, small);
  doc.fillColor(GREEN);
  writeText(doc, w.statuses[input.status].toUpperCase(), x, doc.y + 3, status);
  doc.image(qr, 172, 34, { width: 62, height: 62 });
  doc.fillColor(GREY);
  writeText(doc, w.scan, 168, 100, { size: 5.5, width: 70, align: 'center' });
  doc.end();
  return doc;
}
