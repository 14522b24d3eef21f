import { count } from 'drizzle-orm';

import { directoryEntries } from '../db/schema/index';

import { demoScene, type DemoScene } from './demo-pictures';
import type { SeedContext } from './seed-context';

type Entry = typeof directoryEntries.$inferInsert;

const VENUE_SCENES: readonly DemoScene[] = ['arena', 'palms', 'aerial', 'net'];
const COACH_SCENES: readonly DemoScene[] = ['drill', 'paddles', 'juniors'];

const VENUES: Entry[] = [
  {
    kind: 'venue',
    name: 'Arena Pickleball Bukit Jalil',
    state: 'Kuala Lumpur',
    city: 'Bukit Jalil',
    address: 'Jalan Jalil Perkasa 7',
    courtsIndoor: 8,
    courtsOutdoor: 0,
    openingHours: 'Daily 7 am – 11 pm',
    openingHoursMs: 'Setiap hari 7 pagi – 11 malam',
    phone: '03-8996 1200',
    verified: true,
    mapUrl: 'geo:3.0546,101.6911',
    description: 'Eight air-conditioned indoor courts with LED lighting and a pro shop.',
    descriptionMs: 'Lapan gelanggang dalaman berhawa dingin dengan lampu LED dan kedai peralatan.',
  },
  {
    kind: 'venue',
    name: 'Shah Alam Community Courts',
    state: 'Selangor',
    city: 'Shah Alam',
    address: 'Seksyen 13, Jalan Kompleks Sukan',
    courtsIndoor: 0,
    courtsOutdoor: 6,
    openingHours: 'Daily 6 am – 10 pm',
    openingHoursMs: 'Setiap hari 6 pagi – 10 malam',
    verified: true,
    mapUrl: 'geo:3.0733,101.5185',
    description: 'Six outdoor courts beside the stadium; free open play on weekend mornings.',
    descriptionMs:
      'Enam gelanggang luar di sebelah stadium; permainan terbuka percuma pada pagi hujung minggu.',
  },
  {
    kind: 'venue',
    name: 'Penang Paddle Hub',
    state: 'Penang',
    city: 'George Town',
    address: 'Jalan Masjid Negeri',
    courtsIndoor: 4,
    courtsOutdoor: 2,
    openingHours: 'Mon–Sat 8 am – 10 pm',
    openingHoursMs: 'Isnin–Sabtu 8 pagi – 10 malam',
    verified: false,
    mapUrl: 'geo:5.4040,100.3030',
    description: 'Indoor and outdoor courts with coaching on weekday evenings.',
    descriptionMs: 'Gelanggang dalaman dan luar dengan sesi bimbingan pada petang hari bekerja.',
  },
  {
    kind: 'venue',
    name: 'Johor Bahru Sports Hall',
    state: 'Johor',
    city: 'Johor Bahru',
    address: 'Jalan Tebrau',
    courtsIndoor: 5,
    courtsOutdoor: 0,
    openingHours: 'Daily 9 am – 11 pm',
    verified: true,
    mapUrl: 'geo:1.4927,103.7414',
    description: 'Five indoor courts, changing rooms and a café.',
  },
];

const PEOPLE: Entry[] = [
  {
    kind: 'coach',
    name: 'Coach Aisyah Kamal',
    state: 'Selangor',
    city: 'Petaling Jaya',
    certificationLevel: 'Level 2 Professional',
    certificationLevelMs: 'Tahap 2 Profesional',
    certificationExpiresOn: '2028-06-30',
    consent: true,
    verified: true,
    description: 'Beginner and intermediate groups; doubles strategy clinics.',
    descriptionMs: 'Kumpulan permulaan dan pertengahan; klinik strategi beregu.',
  },
  {
    kind: 'coach',
    name: 'Coach Raj Subramaniam',
    state: 'Penang',
    city: 'George Town',
    certificationLevel: 'Level 1 Associate',
    certificationLevelMs: 'Tahap 1 Bersekutu',
    certificationExpiresOn: '2027-12-31',
    consent: true,
    verified: true,
    description: 'Junior programmes and school clinics.',
    descriptionMs: 'Program junior dan klinik sekolah.',
  },
  {
    kind: 'coach',
    name: 'Coach Lim Wei Jie',
    state: 'Kuala Lumpur',
    city: 'Cheras',
    certificationLevel: 'Level 3 Master',
    certificationLevelMs: 'Tahap 3 Pakar',
    certificationExpiresOn: '2029-03-31',
    consent: true,
    verified: true,
    description: 'Performance coaching for state squads.',
    descriptionMs: 'Bimbingan prestasi untuk skuad negeri.',
  },
  {
    kind: 'referee',
    name: 'Referee Nurul Huda',
    state: 'Kuala Lumpur',
    city: 'Setapak',
    certificationLevel: 'National referee',
    certificationLevelMs: 'Pengadil kebangsaan',
    certificationExpiresOn: '2027-09-30',
    consent: true,
    verified: true,
  },
  {
    kind: 'referee',
    name: 'Referee Daniel Tan',
    state: 'Sabah',
    city: 'Kota Kinabalu',
    certificationLevel: 'State referee',
    certificationLevelMs: 'Pengadil negeri',
    certificationExpiresOn: '2027-05-31',
    consent: true,
    verified: false,
  },
  {
    kind: 'club',
    name: 'Kelab Pickleball Ipoh',
    state: 'Perak',
    city: 'Ipoh',
    phone: '05-241 7788',
    description: 'Weekly social play on Tuesday and Friday nights.',
    descriptionMs: 'Permainan sosial mingguan pada malam Selasa dan Jumaat.',
    verified: true,
  },
];

/** Venues, coaches, referees and a club for the finder, venues and coaches with pictures. */
export async function seedDemoDirectory({ db, media }: SeedContext): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(directoryEntries);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const rows: Entry[] = [];
  for (const [i, entry] of [...VENUES, ...PEOPLE].entries()) {
    // Venues show courts, coaches a session of theirs; each picture its own colours.
    const scene =
      entry.kind === 'venue'
        ? VENUE_SCENES[i % VENUE_SCENES.length]!
        : entry.kind === 'coach'
          ? COACH_SCENES[i % COACH_SCENES.length]!
          : null;
    const photos = scene
      ? [(await media.store('directory', await demoScene(scene, 200 + i, 800, 600))).url]
      : [];
    rows.push({ ...entry, photos });
  }
  await db.insert(directoryEntries).values(rows);
  return rows.length;
}
