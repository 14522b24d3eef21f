/**
 * How long a membership card and a receipt take to render, for a Latin name and for names in
 * the other scripts (docs/decisions/024-unicode-fonts-in-pdfs.md):
 *
 *   npx tsx apps/server/scripts/pdf-timing.ts [folder to write the PDFs to]
 *
 * "first" is the first document of its kind in a fresh process (fonts read from disk), "then"
 * the median of the next 20.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { cardPdf, receiptPdf } from '../src/modules/membership/membership.pdf';

const NAMES = {
  latin: 'Nurul Aisyah binti Ahmad',
  chinese: '陈美玲 Tan Mei Ling',
  tamil: 'முத்து குமார்',
  jawi: 'محمد علي',
};
const RUNS = 20;

async function bytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const card = async (fullName: string) =>
  bytes(
    await cardPdf({
      association: 'Malaysia Pickleball Association',
      memberId: 'MPA000001',
      fullName,
      skillLevel: 'Intermediate',
      typeName: 'Senior',
      status: 'active',
      expiresOn: '2027-08-04',
      verifyUrl: 'https://mpa.example/verify/abc',
      photoJpeg: null,
    }),
  );

const receipt = async (fullName: string) =>
  bytes(
    receiptPdf({
      association: 'Malaysia Pickleball Association',
      official: {
        officialName: 'Persatuan Pickleball Malaysia',
        registrationNumber: 'PPM-001-14-23112026',
        officialAddress: 'Kompleks Sukan Negara, Bukit Jalil\n57000 Kuala Lumpur',
      },
      payment: {
        id: 'p1',
        receiptNumber: 'MPA-2026-000007',
        amountSen: 5000,
        method: 'cash',
        reference: 'Desk',
        paidOn: '2026-08-05',
        typeName: 'Senior',
        createdAt: '2026-08-05T02:00:00.000Z',
      },
      member: { memberId: 'MPA000001', fullName },
    }),
  );

async function time(render: () => Promise<Buffer>) {
  let started = performance.now();
  const pdf = await render();
  const first = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { pdf, first, then: times[Math.floor(RUNS / 2)]! };
}

const outDir = process.argv[2];
if (outDir) await mkdir(outDir, { recursive: true });
console.log('document            first ms   then ms   size KB');
for (const [kind, render] of [
  ['card', card],
  ['receipt', receipt],
] as const) {
  for (const [script, name] of Object.entries(NAMES)) {
    const { pdf, first, then } = await time(() => render(name));
    console.log(
      `${`${kind} ${script}`.padEnd(18)} ${first.toFixed(1).padStart(8)} ${then.toFixed(1).padStart(9)} ${(pdf.length / 1024).toFixed(1).padStart(9)}`,
    );
    if (outDir) await writeFile(path.join(outDir, `${kind}-${script}.pdf`), pdf);
  }
}
