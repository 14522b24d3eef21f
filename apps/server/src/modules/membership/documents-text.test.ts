// Every PDF the server makes (membership card, receipt, credit note: receipts and credit notes
// serve memberships, courses and tournament entries alike), read back with pdf.js the way copy,
// search and screen readers read it, for names in every script Malaysians write them in.
// The documents are built once, in one process and in this order, as a server builds them: a
// name with accents first (a glyph drawn as parts of another, ú, used to leave "u" with no text
// in every later document).
import { beforeAll, describe, expect, it } from 'vitest';

import type { Locale } from '@app/shared/locale';

import { pdfBytes, pdfPages, pdfTextItems } from '../../../test/pdf-text';

import { cardPdf, creditNotePdf, receiptPdf } from './membership.pdf';

/** The longest name a player can have (fullName: 150 characters). */
const LONGEST =
  'Nur Aisyah Zulaikha binti Abdul Rahman Mohamed Shafiq Ahmad Zulkifli Mustafa Kamal Hussein ' +
  'Ibrahim Sulaiman Yusuf Ismail Ahmad Fauzi Abdullah Kusumadi';

/** 150 characters in four scripts (a long Chinese run wraps between any two characters). */
const LONGEST_MIXED =
  `陈美玲慧敏嘉欣 Tan Mei Ling முத்து குமார் محمد علي ${'李'.repeat(40)} ${'Nurul Ain '.repeat(7)}`
    .slice(0, 150)
    .trim();

const NAMES = [
  ['Latin with accents', 'Zoë Núñez'],
  ['Latin', 'Nur Aisyah binti Abdul'],
  ['Chinese', '陈美玲 Tan Mei Ling'],
  ['Tamil', 'முத்து குமார்'],
  ['Jawi', 'محمد علي'],
  ['the longest name', LONGEST],
  ['the longest name in four scripts', LONGEST_MIXED],
] as const;

const KINDS = ['card', 'receipt', 'credit note'] as const;
type Kind = (typeof KINDS)[number];

const payment = {
  id: 'p1',
  receiptNumber: 'MPA-2026-000007',
  amountSen: 5000,
  method: 'cash' as const,
  reference: 'Desk',
  paidOn: '2026-08-05',
  typeName: 'Senior',
  createdAt: '2026-08-05T02:00:00.000Z',
};

function build(kind: Kind, fullName: string, locale: Locale) {
  const association = 'Malaysia Pickleball Association';
  const member = { memberId: 'MPA000001', fullName };
  if (kind === 'receipt') return receiptPdf({ association, payment, member, locale });
  if (kind === 'credit note')
    return creditNotePdf({
      association,
      payment,
      member,
      locale,
      creditNote: {
        number: 'CN-2026-000003',
        kind: 'refund',
        amountSen: 5000,
        reason: 'Núñez asked: a refund',
        createdAt: '2026-08-06T02:00:00.000Z',
      },
    });
  return cardPdf({
    association,
    ...member,
    skillLevel: 'Intermediate',
    typeName: 'Senior',
    status: 'active',
    expiresOn: '2027-08-04',
    verifyUrl: 'https://mpa.example/verify/abc',
    photoJpeg: null,
    locale,
  });
}

const built = new Map<string, Uint8Array>();
const key = (kind: Kind, name: string, locale: Locale) => `${kind}|${name}|${locale}`;

beforeAll(async () => {
  for (const locale of ['en', 'ms'] as const)
    for (const [, name] of NAMES)
      for (const kind of KINDS)
        built.set(key(kind, name, locale), await pdfBytes(await build(kind, name, locale)));
});

/**
 * Text as compared: a line break read as a space (a long name wraps), or, around Chinese, as
 * nothing (a Chinese name wraps between two characters, where it has no space).
 */
const flat = (text: string) =>
  text.replace(/\s+/g, ' ').replace(/(?<=\p{scx=Han}) (?=\p{scx=Han})/gu, '');

/** The pages' text, each line break read as a space (a long name wraps). */
async function pages(kind: Kind, name: string, locale: Locale = 'en') {
  const pdf = built.get(key(kind, name, locale))!;
  return (await pdfPages(pdf.slice())).map((page) => page.replace(/\s+/g, ' '));
}

describe('the text layer of every PDF gives every name back', () => {
  const cases = KINDS.flatMap((kind) => NAMES.map(([script, name]) => [kind, script, name]));

  it.each(cases)('%s, a name in %s', async (kind, _script, name) => {
    const text = flat((await pages(kind as Kind, name)).join(' '));
    expect(text).toContain(flat(name));
    // Bold words the documents always print (the name is bold too).
    if (kind === 'card') expect(text).toContain('ACTIVE');
    if (kind === 'receipt') expect(text).toContain('Received from:');
    if (kind === 'credit note') expect(text).toContain('Núñez asked: a refund');
    expect(text).toContain('Malaysia Pickleball Association');
  });

  it('keeps bold and regular "u" after a document that drew ú in parts, in Malay too', async () => {
    const card = (await pages('card', 'Nur Aisyah binti Abdul', 'ms')).join(' ');
    expect(card).toContain('Nur Aisyah binti Abdul');
    expect(card).toContain('Luput 4 Ogos 2027');
    const receipt = (await pages('receipt', 'Nur Aisyah binti Abdul', 'ms')).join(' ');
    expect(receipt).toContain('Diterima daripada: Nur Aisyah binti Abdul');
    expect(receipt).toContain('Resit ini dikeluarkan secara elektronik');
  });
});

describe('one page each, whatever the name', () => {
  const longest = [LONGEST, LONGEST_MIXED].flatMap((name) =>
    KINDS.map((kind) => [kind, name] as const),
  );

  it.each(longest)('%s with a name of 150 characters: %s', async (kind, name) => {
    expect(name).toHaveLength(150);
    for (const locale of ['en', 'ms'] as const) {
      const all = await pages(kind, name, locale);
      expect(all, locale).toHaveLength(1);
    }
  });

  it.each([LONGEST, LONGEST_MIXED])(
    'the card keeps a name of 150 characters in its box, with the expiry and the status below: %s',
    async (name) => {
      for (const locale of ['en', 'ms'] as const) {
        const items = (await pdfTextItems(built.get(key('card', name, locale))!.slice())).filter(
          (item) => item.text.trim(),
        );
        expect(new Set(items.map((item) => item.page))).toEqual(new Set([1]));
        const [expires, status] =
          locale === 'en' ? ['Expires 4 August 2027', 'ACTIVE'] : ['Luput 4 Ogos 2027', 'AKTIF'];
        const expiry = items.find((item) => item.text === expires);
        const state = items.find((item) => item.text.startsWith(status));
        expect(expiry, locale).toBeDefined();
        // The card is 153 pt high; y is each line's baseline from the bottom.
        expect(state!.y, locale).toBeGreaterThan(4);
        expect(state!.y).toBeLessThan(expiry!.y);
        // The name: between the photo and the QR code, every line above the member ID.
        const memberId = items.find((item) => item.text.includes('MPA000001'))!;
        const nameLines = items.filter(
          (item) => item.y > memberId.y && item.y < 120 && item.x < 168,
        );
        for (const line of nameLines) expect(line.x).toBeGreaterThanOrEqual(68);
        expect(flat(nameLines.map((item) => item.text).join(' '))).toBe(flat(name));
      }
    },
  );
});
