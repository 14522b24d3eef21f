import { describe, expect, it } from 'vitest';

import { pdfBytes, pdfText, pdfTextItems } from '../../../test/pdf-text';

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

describe('names in every script Malaysians write them in', () => {
  const card = (fullName: string) =>
    cardPdf({
      association: 'Malaysia Pickleball Association',
      memberId: 'MPA000001',
      fullName,
      skillLevel: 'Intermediate',
      typeName: 'Senior',
      status: 'active',
      expiresOn: '2027-08-04',
      verifyUrl: 'https://mpa.example/verify/abc',
      photoJpeg: null,
    });
  const receipt = (fullName: string) =>
    receiptPdf({
      association: 'Malaysia Pickleball Association',
      payment,
      member: { memberId: 'MPA000001', fullName },
    });

  it.each([
    ['Chinese with a romanised name', '陈美玲 Tan Mei Ling'],
    ['Tamil', 'முத்து குமார்'],
    ['Jawi', 'محمد علي'],
    ['Jawi with the letters Malay adds', 'چيق ڤيتري ڠاه'],
    ['Latin', 'Nurul Aisyah binti Ahmad'],
  ])('prints a name in %s on the card and the receipt', async (_script, name) => {
    // Long names wrap on the card: read its lines as one.
    expect((await pdfText(await card(name))).replaceAll('\n', ' ')).toContain(name);
    expect(await pdfText(receipt(name))).toContain(`Received from: ${name}`);
  });

  it('embeds a subset of each font it uses, and the Chinese font only for a Chinese name', async () => {
    const chinese = Buffer.from(await pdfBytes(await card('陈美玲 Tan Mei Ling')));
    // Noto Sans SC is a 10 MB font; its subset here is a few glyphs.
    expect(chinese.length).toBeLessThan(100_000);
    // Each font is named twice (the font and its descendant), with a subset tag: ABCDEF+Name.
    const fonts = (pdf: Buffer) => [
      ...new Set(
        [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]),
      ),
    ];
    expect(fonts(chinese)).toEqual(
      expect.arrayContaining(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansSC-Bold']),
    );
    const latin = Buffer.from(await pdfBytes(await card('Nurul Aisyah binti Ahmad')));
    expect(fonts(latin).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(latin.length).toBeLessThan(30_000);
  });

  it('keeps the layout the card had: every line on the baseline it had with Helvetica', async () => {
    const lines = (await pdfTextItems(await card('Nurul Aisyah binti Ahmad')))
      .filter((item) => item.text.trim())
      .map((item) => [item.text, Math.round(item.x), item.y.toFixed(2)]);
    expect(lines).toEqual([
      ['Malaysia Pickleball Association', 10, '138.27'],
      ['Nurul Aisyah binti', 68, '112.55'],
      ['Ahmad', 68, '101.84'],
      ['Member ID: MPA000001', 68, '90.56'],
      ['Level: Intermediate', 68, '81.47'],
      ['Senior', 68, '72.38'],
      ['Expires 4 August 2027', 68, '63.29'],
      ['ACTIVE', 68, '51.48'],
      ['Scan to check this', 179, '49.06'],
      ['membership', 187, '42.70'],
    ]);
  });
});
