import { count } from 'drizzle-orm';

import { featuredVideos, milestones, news, programs } from '../db/schema/index';

import { NEWS, NEWS_BODIES, NEWS_MS } from './demo-news';
import { demoPicture, demoScene, type DemoScene } from './demo-pictures';
import type { SeedContext } from './seed-context';

const MILESTONES = [
  [
    '2018-03-10',
    'First pickleball sessions in Kuala Lumpur',
    'A handful of enthusiasts start weekly games on converted badminton courts.',
  ],
  [
    '2019-06-22',
    'Malaysia Pickleball Association founded',
    'The association is registered to govern and promote the sport nationwide.',
  ],
  [
    '2019-11-02',
    'First national open',
    'Eighty players compete in the first Malaysia Open in Petaling Jaya.',
  ],
  [
    '2020-09-15',
    'Coaching pathway launched',
    'The four-level coach certification roadmap is introduced.',
  ],
  [
    '2021-08-31',
    'State affiliates in all regions',
    'Every state and federal territory has an affiliated club or association.',
  ],
  [
    '2022-05-20',
    'First international appearance',
    'A Malaysian team competes abroad for the first time.',
  ],
  [
    '2023-04-01',
    'Referee certification programme',
    'The first cohort of certified referees officiates sanctioned events.',
  ],
  [
    '2024-07-18',
    'Hosting the Asia Pacific Open',
    'Kuala Lumpur hosts its first international pickleball tournament.',
  ],
  [
    '2025-10-28',
    'Malaysia International Open',
    'A six-day event with players from fifteen countries.',
  ],
  [
    '2026-01-15',
    'Player portal and PickleZone',
    'Players register online, keep their DUPR ratings and join the community hub.',
  ],
] as const;

/** Pictures for some milestones, by position (the others have none). */
const MILESTONE_SCENES: Readonly<Record<number, DemoScene>> = {
  0: 'net',
  3: 'drill',
  6: 'scoreboard',
  9: 'phone',
};

/** The Bahasa Malaysia of the milestones above, by position (title, description). */
const MILESTONES_MS: readonly (readonly [string, string])[] = [
  [
    'Sesi pickleball pertama di Kuala Lumpur',
    'Sekumpulan peminat memulakan permainan mingguan di gelanggang badminton yang diubah suai.',
  ],
  [
    'Persatuan Pickleball Malaysia ditubuhkan',
    'Persatuan didaftarkan untuk mentadbir dan mempromosikan sukan ini di seluruh negara.',
  ],
  [
    'Terbuka kebangsaan pertama',
    'Lapan puluh pemain bertanding dalam Terbuka Malaysia pertama di Petaling Jaya.',
  ],
  [
    'Laluan kejurulatihan dilancarkan',
    'Pelan hala tuju pentauliahan jurulatih empat tahap diperkenalkan.',
  ],
  [
    'Gabungan negeri di semua wilayah',
    'Setiap negeri dan wilayah persekutuan mempunyai kelab atau persatuan gabungan.',
  ],
  [
    'Penampilan antarabangsa pertama',
    'Pasukan Malaysia bertanding di luar negara buat kali pertama.',
  ],
  [
    'Program pentauliahan pengadil',
    'Kumpulan pertama pengadil bertauliah mengadili acara yang diiktiraf.',
  ],
  [
    'Menjadi tuan rumah Terbuka Asia Pasifik',
    'Kuala Lumpur menganjurkan kejohanan pickleball antarabangsa pertamanya.',
  ],
  ['Terbuka Antarabangsa Malaysia', 'Acara enam hari dengan pemain dari lima belas negara.'],
  [
    'Portal pemain dan PickleZone',
    'Pemain mendaftar dalam talian, merekodkan penarafan DUPR mereka dan menyertai hab komuniti.',
  ],
];

/** Courses and clinics in Bahasa Malaysia, by their English title. */
const PROGRAM_TITLES_MS: Readonly<Record<string, string>> = {
  'Basic Fundamentals': 'Asas',
  'Level 1 Associate Coach': 'Jurulatih Bersekutu Tahap 1',
  'Level 2 Professional Coach': 'Jurulatih Profesional Tahap 2',
  'Beginner 6-week course': 'Kursus permulaan 6 minggu',
  'Intermediate 8-week course': 'Kursus pertengahan 8 minggu',
  'Dinking clinic': 'Klinik dink',
  'Third-shot drop clinic': 'Klinik pukulan jatuh ketiga',
  'Serve and return clinic': 'Klinik servis dan balasan',
  'Doubles strategy clinic': 'Klinik strategi beregu',
};

/** The busy day's open-play sessions (English, Bahasa Malaysia), one per level. */
const OPEN_PLAY = [
  ['Open play: beginners', 'Main terbuka: pemula'],
  ['Open play: improvers', 'Main terbuka: peningkatan'],
  ['Open play: intermediate', 'Main terbuka: pertengahan'],
  ['Open play: advanced', 'Main terbuka: mahir'],
] as const;

function addDays(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A year of news with pictures, ten milestones, a featured video and a term of courses and clinics. */
export async function seedDemoContent({ db, media }: SeedContext): Promise<number> {
  let created = 0;
  const now = new Date();

  const [newsCount] = await db.select({ n: count() }).from(news);
  if (Number(newsCount?.n ?? 0) === 0) {
    for (const [i, [title, category, summary]] of NEWS.entries()) {
      // Each article its own scene (the scenes are listed in the articles' order).
      const picture = await media.store('news', await demoPicture(i));
      const [titleMs = '', summaryMs = ''] = NEWS_MS[i] ?? [];
      await db.insert(news).values({
        newsId: `NEWS${1_700_000_000_000 + i}`,
        title,
        category,
        summary,
        content: `${NEWS_BODIES[i]?.[0] ?? summary}\n\nThe Malaysia Pickleball Association thanks the players, volunteers, organisers and venues who make the sport grow in every state.`,
        titleMs,
        summaryMs,
        contentMs: summaryMs
          ? `${NEWS_BODIES[i]?.[1] || summaryMs}\n\nPersatuan Pickleball Malaysia merakamkan penghargaan kepada para pemain, sukarelawan, penganjur dan tempat bermain yang mengembangkan sukan ini di setiap negeri.`
          : '',
        publishDate: addDays(now, -i * 28 - 2),
        status: 'published',
        imageUrl: picture.url,
      });
      created++;
    }
  }

  const [milestoneCount] = await db.select({ n: count() }).from(milestones);
  if (Number(milestoneCount?.n ?? 0) === 0) {
    for (const [i, [date, title, description]] of MILESTONES.entries()) {
      const scene = MILESTONE_SCENES[i];
      const picture = scene
        ? await media.store('milestones', await demoScene(scene, 100 + i, 800, 600))
        : null;
      const [titleMs = '', descriptionMs = ''] = MILESTONES_MS[i] ?? [];
      await db.insert(milestones).values({
        date,
        title,
        description,
        titleMs,
        descriptionMs,
        position: i + 1,
        imageUrl: picture?.url ?? null,
      });
      created++;
    }
  }

  const [video] = await db.select({ n: count() }).from(featuredVideos);
  if (Number(video?.n ?? 0) === 0) {
    await db.insert(featuredVideos).values({
      key: 'home',
      title: 'Pickleball explained in two minutes',
      description:
        'New to the sport? Start with the basics of the court, the serve and the kitchen.',
      titleMs: 'Pickleball diterangkan dalam dua minit',
      descriptionMs:
        'Baru dalam sukan ini? Mulakan dengan asas gelanggang, servis dan zon tanpa voli.',
      videoUrl: 'https://www.youtube-nocookie.com/embed/Q-0_HqWAmoE',
    });
    created++;
  }

  const [programCount] = await db.select({ n: count() }).from(programs);
  if (Number(programCount?.n ?? 0) === 0) {
    const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const rows = [
      ...[
        'Basic Fundamentals',
        'Level 1 Associate Coach',
        'Level 2 Professional Coach',
        'Beginner 6-week course',
        'Intermediate 8-week course',
      ].map((title, i) => ({
        kind: 'course' as const,
        title,
        description: `${title}: structured sessions in groups of at most 8 players.`,
        // Courses start in the coming weeks, so there is always one to enrol in.
        date: addDays(today, 3 + i * 6),
        time: [
          '8:30 AM - 12:30 PM',
          '9:00 AM - 5:00 PM',
          '9:00 AM - 5:00 PM',
          '8:00 AM - 10:00 AM',
          '7:30 PM - 9:30 PM',
        ][i]!,
        location: ['Bukit Jalil', 'Petaling Jaya', 'George Town', 'Johor Bahru', 'Ipoh'][i]!,
        state: ['Kuala Lumpur', 'Selangor', 'Penang', 'Johor', 'Perak'][i]!,
        coach: [
          'Coach Lim Wei Jie',
          'Coach Aisyah Kamal',
          'Coach Raj Subramaniam',
          'Coach Tan Hui Ling',
          'Coach Farid Hamdan',
        ][i]!,
        maxParticipants: [36, 32, 24, 8, 8][i]!,
        price: [250, 750, 850, 320, 420][i]!,
        status: 'active' as const,
      })),
      ...Array.from({ length: 8 }, (_, i) => ({
        kind: 'clinic' as const,
        title: [
          'Dinking clinic',
          'Third-shot drop clinic',
          'Serve and return clinic',
          'Doubles strategy clinic',
        ][i % 4]!,
        description: 'A two-hour focused clinic with drills and match play.',
        date: addDays(base, 2 + i * 3 + (i === 3 ? -1 : 0)),
        time: i % 2 === 0 ? '8:00 PM - 10:00 PM' : '8:00 AM - 10:00 AM',
        location: ['Cyberjaya', 'Shah Alam', 'Kuching', 'Kota Kinabalu'][i % 4]!,
        state: ['Selangor', 'Selangor', 'Sarawak', 'Sabah'][i % 4]!,
        coach: [
          'Coach Chew Mei Ling',
          'Coach Hafiz Rahman',
          'Coach Stella Ngui',
          'Coach Jerome Lojuni',
        ][i % 4]!,
        maxParticipants: 12,
        price: 60,
        status: i === 7 ? ('completed' as const) : ('active' as const),
      })),
      // A busy day: four open-play sessions on the same date, one per level.
      ...OPEN_PLAY.map(([title], i) => ({
        kind: 'clinic' as const,
        title,
        description: 'Drop-in clinic with rotating partners.',
        date: addDays(base, 14),
        time: [
          '8:00 AM - 10:00 AM',
          '10:00 AM - 12:00 PM',
          '2:00 PM - 4:00 PM',
          '4:00 PM - 6:00 PM',
        ][i]!,
        location: 'Bukit Jalil',
        state: 'Kuala Lumpur',
        coach: 'Coach Priya Menon',
        maxParticipants: 16,
        price: 40,
        status: 'active' as const,
      })),
    ];
    await db.insert(programs).values(
      rows.map((row) => {
        const openPlay = OPEN_PLAY.find(([title]) => title === row.title);
        if (openPlay) {
          return {
            ...row,
            titleMs: openPlay[1],
            descriptionMs: 'Klinik tanpa tempahan dengan rakan bergilir.',
          };
        }
        const titleMs = PROGRAM_TITLES_MS[row.title] ?? '';
        return {
          ...row,
          titleMs,
          descriptionMs: !titleMs
            ? ''
            : row.kind === 'course'
              ? `${titleMs}: sesi berstruktur dalam kumpulan paling ramai 8 pemain.`
              : 'Klinik berfokus selama dua jam dengan latihan dan permainan perlawanan.',
        };
      }),
    );
    created += rows.length;
  }
  return created;
}
