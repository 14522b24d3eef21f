import { count } from 'drizzle-orm';

import { affiliates, officeBearers } from '../db/schema/index';

import { demoLogo, type DemoLogo } from './demo-logos';
import type { SeedContext } from './seed-context';

/** Fictional office-bearers for the demo (no real person is meant). */
const OFFICE_BEARERS: {
  group: 'executive' | 'heads' | 'advisors' | 'sub_committee';
  role: string;
  roleMs: string;
  name: string;
}[] = [
  { group: 'executive', role: 'President', roleMs: 'Presiden', name: 'Dato’ Ahmad Faizal Hamzah' },
  {
    group: 'executive',
    role: 'Deputy President',
    roleMs: 'Timbalan Presiden',
    name: 'Lim Soo Keat',
  },
  {
    group: 'executive',
    role: 'Vice President',
    roleMs: 'Naib Presiden',
    name: 'Dr. Kavitha Raman',
  },
  { group: 'executive', role: 'Secretary', roleMs: 'Setiausaha', name: 'Nur Hidayah Zakaria' },
  { group: 'executive', role: 'Treasurer', roleMs: 'Bendahari', name: 'Wong Chee Meng' },
  {
    group: 'heads',
    role: 'Head of Development',
    roleMs: 'Ketua Pembangunan',
    name: 'Mohd Azrul Shahril',
  },
  {
    group: 'heads',
    role: 'Head of Tournaments',
    roleMs: 'Ketua Kejohanan',
    name: 'Jennifer Lau Siew Ping',
  },
  {
    group: 'heads',
    role: 'Head of Disciplinary',
    roleMs: 'Ketua Tatatertib',
    name: 'Ravindran Pillai',
  },
  { group: 'advisors', role: 'Advisor', roleMs: 'Penasihat', name: 'Tan Sri Abdul Rahim Osman' },
  { group: 'advisors', role: 'Advisor', roleMs: 'Penasihat', name: 'Prof. Dr. Leong Kah Wai' },
  {
    group: 'advisors',
    role: 'Advisor',
    roleMs: 'Penasihat',
    name: 'Datin Sharifah Noraini Syed Ali',
  },
  ...['Aidil Fitri Mansor', 'Christina Jimbun', 'Harpreet Kaur Gill', 'Ng Boon Keat'].map(
    (name) => ({
      group: 'sub_committee' as const,
      role: 'Sub-Committee Member',
      roleMs: 'Ahli Jawatankuasa Kecil',
      name,
    }),
  ),
];

/** Fictional affiliates, each with an emblem in colours of its own. */
const AFFILIATES: { name: string; state: string; logo: DemoLogo }[] = [
  {
    name: 'Persatuan Pickleball Selangor',
    state: 'Selangor',
    logo: { shape: 'shield', emblem: 'paddles', colours: ['#c8102e', '#ffd100'] },
  },
  {
    name: 'Kuala Lumpur Pickleball Association',
    state: 'Kuala Lumpur',
    logo: { shape: 'roundel', emblem: 'star', colours: ['#0b2f7a', '#f6c900'] },
  },
  {
    name: 'Penang Island Pickleball Club',
    state: 'Penang',
    logo: { shape: 'circle', emblem: 'waves', colours: ['#4fb3e8', '#ffffff'] },
  },
  {
    name: 'Johor Pickleball Association',
    state: 'Johor',
    logo: { shape: 'shield', emblem: 'crescent', colours: ['#00205b', '#e4002b'] },
  },
  {
    name: 'Perak Pickleball Association',
    state: 'Perak',
    logo: { shape: 'hexagon', emblem: 'peaks', colours: ['#1b1b1b', '#f2c500'] },
  },
  {
    name: 'Sabah Pickleball Association',
    state: 'Sabah',
    logo: { shape: 'shield', emblem: 'peaks', colours: ['#0061a8', '#9ad3f5'] },
  },
  {
    name: 'Sarawak Pickleball Association',
    state: 'Sarawak',
    logo: { shape: 'diamond', emblem: 'star', colours: ['#d6001c', '#ffcd00'] },
  },
  {
    name: 'Kelab Pickleball Bandar Melaka',
    state: 'Melaka',
    logo: { shape: 'hexagon', emblem: 'ball', colours: ['#1d3c8f', '#e8112d'] },
  },
  {
    name: 'Kedah Pickleball Association',
    state: 'Kedah',
    logo: { shape: 'circle', emblem: 'paddles', colours: ['#b71c1c', '#2e7d32'] },
  },
  {
    name: 'Pahang Pickleball Association',
    state: 'Pahang',
    logo: { shape: 'roundel', emblem: 'waves', colours: ['#222222', '#f5f5f5'] },
  },
  {
    name: 'Kelab Pickleball Pantai Terengganu',
    state: 'Terengganu',
    logo: { shape: 'circle', emblem: 'crescent', colours: ['#101010', '#e9e9e9'] },
  },
  {
    name: 'Negeri Sembilan Pickleball Association',
    state: 'Negeri Sembilan',
    logo: { shape: 'diamond', emblem: 'paddles', colours: ['#f5c400', '#b3001b'] },
  },
  {
    name: 'Putrajaya Pickleball Club',
    state: 'Putrajaya',
    logo: { shape: 'hexagon', emblem: 'star', colours: ['#6d2077', '#f0c1ff'] },
  },
  {
    name: 'Labuan Pickleball Club',
    state: 'Labuan',
    logo: { shape: 'roundel', emblem: 'ball', colours: ['#006e9c', '#ffd35c'] },
  },
];

/** The organisation chart's office-bearers and the affiliates with their logos. */
export async function seedDemoOrganisation({ db, media }: SeedContext): Promise<number> {
  let created = 0;
  const [bearers] = await db.select({ n: count() }).from(officeBearers);
  if (Number(bearers?.n ?? 0) === 0) {
    await db.insert(officeBearers).values(
      OFFICE_BEARERS.map((bearer, i) => ({
        ...bearer,
        position: i + 1 - OFFICE_BEARERS.findIndex((b) => b.group === bearer.group),
      })),
    );
    created += OFFICE_BEARERS.length;
  }
  const [affiliateCount] = await db.select({ n: count() }).from(affiliates);
  if (Number(affiliateCount?.n ?? 0) === 0) {
    for (const affiliate of AFFILIATES) {
      const logo = await media.store('affiliates', await demoLogo(affiliate.logo));
      await db.insert(affiliates).values({
        name: affiliate.name,
        state: affiliate.state,
        logoUrl: logo.url,
      });
      created++;
    }
  }
  return created;
}
