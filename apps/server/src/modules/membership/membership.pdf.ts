import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

import {
  formatRinggit,
  MEMBERSHIP_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  type MembershipPayment,
  type MembershipStatus,
} from '@app/shared/membership';

const GREEN = '#0b6b3a';
const GREY = '#555555';

/** 'YYYY-MM-DD' as '24 November 2026'. */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-MY', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** An A5 receipt for one payment. The document streams as it is written. */
export function receiptPdf(input: {
  association: string;
  payment: MembershipPayment;
  member: { memberId: string; fullName: string };
}): PDFKit.PDFDocument {
  const { payment, member } = input;
  const doc = new PDFDocument({
    size: 'A5',
    margin: 40,
    info: { Title: `Receipt ${payment.receiptNumber}`, Author: input.association },
  });
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(16).text(input.association);
  doc.moveDown(0.3).fillColor('black').fontSize(13).text('Official receipt');
  doc.moveDown();
  const row = (label: string, value: string) => {
    doc.font('Helvetica').fillColor(GREY).fontSize(10).text(label, { continued: true });
    doc.font('Helvetica-Bold').fillColor('black').text(`  ${value}`);
    doc.moveDown(0.2);
  };
  row('Receipt number:', payment.receiptNumber);
  row('Date paid:', longDate(payment.paidOn));
  row('Received from:', member.fullName);
  row('Member ID:', member.memberId);
  row('For:', `${payment.typeName} membership`);
  row('Paid by:', PAYMENT_METHOD_LABELS[payment.method]);
  row('Reference:', payment.reference);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(formatRinggit(payment.amountSen));
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text('This receipt was issued electronically and is valid without a signature.');
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
}): Promise<PDFKit.PDFDocument> {
  const qr = await QRCode.toBuffer(input.verifyUrl, { type: 'png', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: [242.65, 153.01],
    margin: 0,
    info: { Title: `Membership card ${input.memberId}`, Author: input.association },
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
  doc.text(`Member ID: ${input.memberId}`, x, doc.y + 2, { width: 100 });
  doc.text(`Level: ${input.skillLevel}`, x, doc.y + 1, { width: 100 });
  doc.text(input.typeName ?? 'No membership', x, doc.y + 1, { width: 100 });
  doc.text(input.expiresOn ? `Expires ${longDate(input.expiresOn)}` : '', x, doc.y + 1, {
    width: 100,
  });
  doc.font('Helvetica-Bold').fillColor(GREEN).fontSize(8);
  doc.text(MEMBERSHIP_STATUS_LABELS[input.status].toUpperCase(), x, doc.y + 3, { width: 100 });
  doc.image(qr, 172, 34, { width: 62, height: 62 });
  doc.font('Helvetica').fontSize(5.5).fillColor(GREY);
  doc.text('Scan to check this membership', 168, 100, { width: 70, align: 'center' });
  doc.end();
  return doc;
}
