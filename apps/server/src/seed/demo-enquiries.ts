import { count } from 'drizzle-orm';

import { enquiries } from '../db/schema/index';

import type { SeedContext } from './seed-context';

const DAY = 86_400_000;

/** A few "Contact us" enquiries (fictional senders) so the staff inbox has work in the demo. */
const DEMO_ENQUIRIES: (typeof enquiries.$inferInsert & { daysAgo: number })[] = [
  {
    topic: 'membership',
    name: 'Hafiz bin Osman',
    email: 'hafiz.osman@example.my',
    message:
      'My membership card still shows last year’s expiry date after I renewed on Monday. Could you check my account?',
    language: 'en',
    daysAgo: 1,
  },
  {
    topic: 'coaching',
    name: 'Tan Mei Ling',
    email: 'meiling.tan@example.my',
    message:
      'Saya berminat untuk menjadi jurulatih bertauliah. Bilakah kursus Tahap 1 yang seterusnya di Johor Bahru?',
    language: 'ms',
    daysAgo: 2,
  },
  {
    topic: 'media',
    name: 'Priya Ramasamy',
    email: 'priya.r@example.my',
    message:
      'I write for a sports portal and would like to interview a national squad player before the Asia Pacific Open.',
    language: 'en',
    status: 'replied',
    daysAgo: 4,
  },
];

export async function seedDemoEnquiries({ db }: SeedContext): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(enquiries);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const now = Date.now();
  await db.insert(enquiries).values(
    DEMO_ENQUIRIES.map(({ daysAgo, ...row }) => ({
      ...row,
      createdAt: new Date(now - daysAgo * DAY - 3 * 3_600_000),
      updatedAt: new Date(now - daysAgo * DAY),
    })),
  );
  return DEMO_ENQUIRIES.length;
}
