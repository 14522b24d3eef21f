import { describe, expect, it } from 'vitest';

import { pdfText } from '../../../test/pdf-text';

import { cardPdf, longDate, receiptPdf } from './membership.pdf';

async function bytes(doc: PDFKit.PDFDocument): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
}

const payment = {
  receiptNumber: 'MPA-2026-000007',
  amountSen: 5000,
  method: 'cash' as const,
  reference: 'Desk',
  paidOn: '2026-08-05',
  typeName: 'Senior',
  id: 'p1',
  createdAt: '2026-08-05T02:00:00.000Z',
};

describe('membership documents in the member’s language', () => {
  it('writes dates with Malay month names', () => {
    expect(longDate('2026-08-05', 'ms')).toBe('5 Ogos 2026');
    expect(longDate('2026-08-05')).toBe('5 August 2026');
  });

  it('titles the receipt and the card in Malay for a Malay reader', async () => {
    const receipt = await bytes(
      receiptPdf({
        association: 'Persatuan Pickleball Malaysia',
        payment,
        member: { memberId: 'MPA000001', fullName: 'Nurul Aina' },
        locale: 'ms',
      }),
    );
    expect(receipt).toContain('(Resit MPA-2026-000007)');
    const card = await bytes(
      await cardPdf({
        association: 'Persatuan Pickleball Malaysia',
        memberId: 'MPA000001',
        fullName: 'Nurul Aina',
        skillLevel: 'Beginner',
        typeName: 'Senior',
        status: 'active',
        expiresOn: '2027-08-04',
        verifyUrl: 'https://mpa.example/verify/abc',
        photoJpeg: null,
        locale: 'ms',
      }),
    );
    expect(card).toContain('(Kad keahlian MPA000001)');
    const english = await bytes(
      receiptPdf({ association: 'MPA', payment, member: { memberId: 'M', fullName: 'N' } }),
    );
    expect(english).toContain('(Receipt MPA-2026-000007)');
  });

  it('heads the receipt with the association’s official name, registration number and address', async () => {
    const official = {
      officialName: 'Persatuan Pickleball Malaysia (PPM)',
      registrationNumber: 'PPM-001-14-23112026',
      officialAddress: 'Kompleks Sukan Negara, Bukit Jalil\n57000 Kuala Lumpur',
    };
    const text = await pdfText(
      receiptPdf({
        association: 'Persatuan Pickleball Malaysia',
        official,
        payment,
        member: { memberId: 'MPA000001', fullName: 'Nurul Aina' },
        locale: 'ms',
      }),
    );
    expect(text).toContain('Persatuan Pickleball Malaysia (PPM)');
    expect(text).toContain('No. Pendaftaran PPM-001-14-23112026');
    expect(text).toContain('Kompleks Sukan Negara, Bukit Jalil');
    expect(text).toContain('57000 Kuala Lumpur');
    expect(text).toContain('Nurul Aina');

    // Details not set yet: the site's name heads it, and nothing is left half-filled.
    const plain = await pdfText(
      receiptPdf({
        association: 'Malaysia Pickleball Association',
        official: { officialName: '', registrationNumber: '', officialAddress: '' },
        payment,
        member: { memberId: 'MPA000001', fullName: 'Nurul Aina' },
      }),
    );
    expect(plain).toContain('Malaysia Pickleball Association');
    expect(plain).not.toContain('Registration No.');
  });
});
