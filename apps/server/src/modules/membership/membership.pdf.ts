import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

import { INTL_LOCALES, type Locale } from '@app/shared/locale';
import {
  formatRinggit,
  MEMBERSHIP_STATUS_LABELS,
  MEMBERSHIP_STATUS_LABELS_MS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LABELS_MS,
  type MembershipPayment,
  type MembershipStatus,
} from '@app/shared/membership';
import { SKILL_LEVEL_LABELS_MS } from '@app/shared/players';

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
    membershipOf: (type: string) => `${type} membership`,
    paidBy: 'Paid by:',
    reference: 'Reference:',
    electronic: 'This receipt was issued electronically and is valid without a signature.',
    card: (id: string) => `Membership card ${id}`,
    level: 'Level:',
    noMembership: 'No membership',
    expires: (day: string) => `Expires ${day}`,
    scan: 'Scan to check this membership',
    statuses: MEMBERSHIP_STATUS_LABELS,
    methods: PAYMENT_METHOD_LABELS,
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
    membershipOf: (type: string) => `Keahlian ${type}`,
    paidBy: 'Dibayar melalui:',
    reference: 'Rujukan:',
    electronic: 'Resit ini dikeluarkan secara elektronik dan sah tanpa tandatangan.',
    card: (id: string) => `Kad keahlian ${id}`,
    level: 'Tahap:',
    noMembership: 'Tiada keahlian',
    expires: (day: string) => `Luput ${day}`,
    scan: 'Imbas untuk menyemak keahlian ini',
    statuses: MEMBERSHIP_STATUS_LABELS_MS,
    methods: PAYMENT_METHOD_LABELS_MS,
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

/**
 * An A5 receipt for one payment, headed with the association's official name, registration
 * number and address. The document streams as it is written.
 */
export function receiptPdf(input: {
  association: string;
  official?: OfficialDetails;
  payment: MembershipPayment;
  member: { memberId: string; fullName: string };
  locale?: Locale;
}): PDFKit.PDFDocument {
  const { payment, member, locale = 'en' } = input;
  const w = WORDS[locale];
  const official = input.official;
  const issuer = official?.officialName.trim() || input.association;
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: w.receipt(payment.receiptNumber), Author: issuer },
  });
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(16).text(issuer);
  const registration = official?.registrationNumber.trim();
  const address = official?.officialAddress.trim();
  if (registration || address) {
    doc.font('Helvetica').fillColor(GREY).fontSize(9);
    if (registration) doc.text(w.registrationNumber(registration));
    if (address) doc.text(address);
  }
  doc.moveDown(0.3).fillColor('black').fontSize(13).text(w.officialReceipt);
  doc.moveDown();
  const row = (label: string, value: string) => {
    doc.font('Helvetica').fillColor(GREY).fontSize(10).text(label, { continued: true });
    doc.font('Helvetica-Bold').fillColor('black').text(`  ${value}`);
    doc.moveDown(0.2);
  };
  row(w.receiptNumber, payment.receiptNumber);
  row(w.datePaid, longDate(payment.paidOn, locale));
  row(w.receivedFrom, member.fullName);
  row(w.memberId, member.memberId);
  row(w.for, w.membershipOf(payment.typeName));
  row(w.paidBy, w.methods[payment.method]);
  row(w.reference, payment.reference);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(formatRinggit(payment.amountSen));
  doc.moveDown();
  doc.font('Helvetica').fontSize(8).fillColor(GREY).text(w.electronic);
  doc.end();
  return doc;
}

/** A credit-card-sized membership card (85.6 × 54 mm) with photo and QR code. */
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
  const doc = new PDFDocument({
    size: [242.65, 153.01],
    margin: 0,
    info: { Title: w.card(input.memberId), Author: input.association },
  });
  doc.rect(0, 0, 242.65, 26).fill(GREEN);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(8).text(input.association, 10, 9, {
    width: 222,
  });
  if (input.photoJpeg) doc.image(input.photoJpeg, 10, 34, { width: 50, height: 50 });
  else doc.rect(10, 34, 50, 50).fill('#dddddd');
  const x = 68;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(9).text(input.fullName, x, 34, {
    width: 100,
  });
  doc.font('Helvetica').fontSize(7).fillColor(GREY);
  doc.text(`${w.memberId} ${input.memberId}`, x, doc.y + 2, { width: 100 });
  const skill = w.skills[input.skillLevel] ?? input.skillLevel;
  doc.text(`${w.level} ${skill}`, x, doc.y + 1, { width: 100 });
  doc.text(input.typeName ?? w.noMembership, x, doc.y + 1, { width: 100 });
  doc.text(input.expiresOn ? w.expires(longDate(input.expiresOn, locale)) : '', x, doc.y + 1, {
    width: 100,
  });
  doc.font('Helvetica-Bold').fillColor(GREEN).fontSize(8);
  doc.text(w.statuses[input.status].toUpperCase(), x, doc.y + 3, { width: 100 });
  doc.image(qr, 172, 34, { width: 62, height: 62 });
  doc.font('Helvetica').fontSize(5.5).fillColor(GREY);
  doc.text(w.scan, 168, 100, { width: 70, align: 'center' });
  doc.end();
  return doc;
}
