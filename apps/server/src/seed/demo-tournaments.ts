import { count } from 'drizzle-orm';

import { typeFromClassification } from '@app/shared/tournaments';

import { organizers, tournaments } from '../db/schema/index';

import type { SeedContext } from './seed-context';

interface DemoEvent {
  name: string;
  classification: 'District' | 'Divisional' | 'State' | 'National' | 'International';
  month: number;
  day: number;
  days: number;
  city: string;
  state: string;
  venue: string;
  /** Runs the event: an organiser from the event's own state. */
  organizer: string;
  /** The tournament director named as person in charge (fictional). */
  director: string;
}

const EVENTS: DemoEvent[] = [
  {
    name: 'New Year Dink Festival',
    classification: 'District',
    month: 1,
    day: 10,
    days: 2,
    city: 'Petaling Jaya',
    state: 'Selangor',
    venue: 'PJ Sports Hub',
    organizer: 'Selangor Pickleball Association',
    director: 'Azlan Shah Mokhtar',
  },
  {
    name: 'Penang Heritage Open',
    classification: 'State',
    month: 1,
    day: 30,
    days: 3,
    city: 'George Town',
    state: 'Penang',
    venue: 'SPICE Arena',
    organizer: 'Penang Paddlers',
    director: 'Grace Yeoh Li Ting',
  },
  {
    name: 'Johor Southern Smash',
    classification: 'State',
    month: 2,
    day: 21,
    days: 2,
    city: 'Johor Bahru',
    state: 'Johor',
    venue: 'Larkin Indoor Stadium',
    organizer: 'Johor Pickleball Federation',
    director: 'Mohd Khairul Anuar',
  },
  {
    name: 'Perak Junior Classic',
    classification: 'Divisional',
    month: 3,
    day: 14,
    days: 1,
    city: 'Ipoh',
    state: 'Perak',
    venue: 'Ipoh Indoor Stadium',
    organizer: 'Ipoh Smashers',
    director: 'Sharmila Devi Rajan',
  },
  {
    name: 'Malaysia National Championship',
    classification: 'National',
    month: 4,
    day: 24,
    days: 4,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    venue: 'Axiata Arena, Bukit Jalil',
    organizer: 'KL Pickleball Club',
    director: 'Eric Chin Wai Loon',
  },
  {
    name: 'Sabah Borneo Open',
    classification: 'State',
    month: 5,
    day: 29,
    days: 4,
    city: 'Kota Kinabalu',
    state: 'Sabah',
    venue: 'Likas Sports Complex',
    organizer: 'Borneo Pickleball Sabah',
    director: 'Rosnah Daud',
  },
  {
    name: 'Melaka Straits Invitational',
    classification: 'District',
    month: 6,
    day: 20,
    days: 1,
    city: 'Melaka',
    state: 'Melaka',
    venue: 'Hang Jebat Stadium Hall',
    organizer: 'Melaka Straits Sports',
    director: 'Jeffrey Sinsua',
  },
  {
    name: 'Asia Pacific Pickleball Open',
    classification: 'International',
    month: 7,
    day: 16,
    days: 5,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    venue: 'MITEC',
    organizer: 'KL Pickleball Club',
    director: 'Hazwan Nordin',
  },
  {
    name: 'Sarawak Rainforest Cup',
    classification: 'State',
    month: 8,
    day: 29,
    days: 4,
    city: 'Kuching',
    state: 'Sarawak',
    venue: 'Sarawak State Stadium Hall',
    organizer: 'Kuching Dinks',
    director: 'Lau Chooi Peng',
  },
  {
    name: 'Merdeka Doubles',
    classification: 'National',
    month: 8,
    day: 30,
    days: 2,
    city: 'Putrajaya',
    state: 'Putrajaya',
    venue: 'Kompleks Sukan Presint 11',
    organizer: 'Putrajaya Racquet Society',
    director: 'Dayang Norliza Abang',
  },
  {
    name: 'Terengganu Coastal Open',
    classification: 'District',
    month: 9,
    day: 19,
    days: 2,
    city: 'Kuala Terengganu',
    state: 'Terengganu',
    venue: 'Gong Badak Hall',
    organizer: 'Terengganu Beach Pickleball',
    director: 'Ganesh Muniandy',
  },
  {
    name: 'Kedah Rice Bowl Challenge',
    classification: 'Divisional',
    month: 10,
    day: 11,
    days: 1,
    city: 'Alor Setar',
    state: 'Kedah',
    venue: 'Darul Aman Hall',
    organizer: 'Kedah Paddle Sports',
    director: 'Wan Nur Syazwani',
  },
  {
    name: 'Malaysia International Open',
    classification: 'International',
    month: 10,
    day: 28,
    days: 6,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    venue: 'Axiata Arena, Bukit Jalil',
    organizer: 'KL Pickleball Club',
    director: 'Alvin Kho Teck Seng',
  },
  {
    name: 'Pahang Highlands Open',
    classification: 'State',
    month: 11,
    day: 14,
    days: 3,
    city: 'Kuantan',
    state: 'Pahang',
    venue: 'Kuantan Sports Centre',
    organizer: 'East Coast Pickleball Kuantan',
    director: 'Faizal Mahmud',
  },
  {
    name: 'Year-End Masters',
    classification: 'National',
    month: 12,
    day: 12,
    days: 3,
    city: 'Shah Alam',
    state: 'Selangor',
    venue: 'Malawati Stadium',
    organizer: 'Selangor Pickleball Association',
    director: 'Joanne Cheah Mun Yee',
  },
  {
    name: 'Christmas Social Round Robin',
    classification: 'District',
    month: 12,
    day: 26,
    days: 1,
    city: 'Cyberjaya',
    state: 'Selangor',
    venue: 'Cyberjaya Community Courts',
    organizer: 'Selangor Pickleball Association',
    director: 'Izzat Danial Rahim',
  },
];

const ORGANIZERS = [
  ['KL Pickleball Club', 'Kuala Lumpur', 'Kuala Lumpur'],
  ['Selangor Pickleball Association', 'Shah Alam', 'Selangor'],
  ['Penang Paddlers', 'George Town', 'Penang'],
  ['Johor Pickleball Federation', 'Johor Bahru', 'Johor'],
  ['Ipoh Smashers', 'Ipoh', 'Perak'],
  ['Borneo Pickleball Sabah', 'Kota Kinabalu', 'Sabah'],
  ['Kuching Dinks', 'Kuching', 'Sarawak'],
  ['Melaka Straits Sports', 'Melaka', 'Melaka'],
  ['East Coast Pickleball Kuantan', 'Kuantan', 'Pahang'],
  ['Putrajaya Racquet Society', 'Putrajaya', 'Putrajaya'],
  ['Kedah Paddle Sports', 'Alor Setar', 'Kedah'],
  ['Terengganu Beach Pickleball', 'Kuala Terengganu', 'Terengganu'],
  ['Seremban Pickleball Circle', 'Seremban', 'Negeri Sembilan'],
  ['Perlis Paddle Club', 'Kangar', 'Perlis'],
] as const;

/** Landline area codes by state, so each event's contact number looks local. */
const AREA_CODES: Readonly<Record<string, string>> = {
  Selangor: '03',
  'Kuala Lumpur': '03',
  Putrajaya: '03',
  Penang: '04',
  Kedah: '04',
  Perak: '05',
  Melaka: '06',
  Johor: '07',
  Pahang: '09',
  Terengganu: '09',
  Sabah: '088',
  Sarawak: '082',
};

function isoDate(year: number, month: number, day: number, plusDays = 0): string {
  return new Date(Date.UTC(year, month - 1, day + plusDays)).toISOString().slice(0, 10);
}

/** A season of tournaments (this year and next) and a dozen organizers, as if synced from the portal. */
export async function seedDemoTournaments({ db }: SeedContext): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tournaments);
  if (Number(row?.n ?? 0) > 0) return 0;
  const thisYear = new Date().getUTCFullYear();
  const rows = [thisYear, thisYear + 1].flatMap((year) =>
    EVENTS.map((e, i) => {
      const type = typeFromClassification(e.classification);
      return {
        applicationId: `DEMO-${year}-${String(i + 1).padStart(3, '0')}`,
        name: `${e.name} ${year}`,
        type,
        classification: e.classification,
        startDate: isoDate(year, e.month, e.day),
        endDate: isoDate(year, e.month, e.day, e.days - 1),
        venue: e.venue,
        city: e.city,
        state: e.state,
        organizer: e.organizer,
        personInCharge: e.director,
        phoneNumber: `${AREA_CODES[e.state] ?? '03'}-${String(2100 + i * 111)} ${String(1000 + i * 37)}`,
        contactEmail: `events${i + 1}@demo.mpa.example`,
        description: `${e.name}: a ${e.classification.toLowerCase()}-level sanctioned event with singles, doubles and mixed doubles categories.`,
        eventType: 'Open',
        expectedParticipants: 64 + i * 16,
        categories: [
          {
            category: "Men's Doubles",
            malaysianEntryFee: 80 + (i % 4) * 20,
            internationalEntryFee: 150,
          },
          {
            category: "Women's Doubles",
            malaysianEntryFee: 80 + (i % 4) * 20,
            internationalEntryFee: 150,
          },
          {
            category: 'Mixed Doubles',
            malaysianEntryFee: 90 + (i % 4) * 20,
            internationalEntryFee: 160,
          },
        ],
        scoringFormat: i % 3 === 0 ? 'rally' : 'traditional',
        submissionDate: `${year - 1}-11-01`,
      };
    }),
  );
  await db.insert(tournaments).values(rows);
  const [orgCount] = await db.select({ n: count() }).from(organizers);
  if (Number(orgCount?.n ?? 0) === 0) {
    await db.insert(organizers).values(
      ORGANIZERS.map(([name, city, state], i) => ({
        organizationId: `DEMO-ORG-${String(i + 1).padStart(3, '0')}`,
        organizationName: name,
        name,
        city,
        state,
        address: `${10 + i} Jalan Sukan, ${city}`,
        registrationDate: isoDate(thisYear - 1, 1 + (i % 12), 5 + i),
        // The two without events: one lapsed, one waiting for approval.
        status:
          i === 12 ? ('Inactive' as const) : i === 13 ? ('Pending' as const) : ('Active' as const),
      })),
    );
  }
  return rows.length;
}
