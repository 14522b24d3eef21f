import { asc, count, eq } from 'drizzle-orm';

import { linkDomain } from '@app/shared/posts';
import { parseVideoUrl } from '@app/shared/video';

import {
  players,
  postComments,
  postLikes,
  postReports,
  posts,
  type StoredLinkData,
} from '../db/schema/index';
import type { ProcessedImage } from '../modules/media/index';

import { demoScene, type DemoScene } from './demo-pictures';
import { sequence } from './demo-random';
import type { SeedContext } from './seed-context';

const POST_COUNT = 320;

const TEXTS = [
  'Morning doubles at the community hall were 🔥 today. Who is joining on Saturday?',
  'Finally got my third-shot drop consistent. Drill, drill, drill!',
  'Looking for a mixed doubles partner (DUPR ~3.5) for the state open next month.',
  'Reminder: paddle up, hydrate, and warm up your shoulders before playing.',
  'Anyone know a good indoor court near Petaling Jaya that opens before 7am?',
  'Our club just hit 100 members! Thank you everyone for the support 🎉',
  'Kitchen rule debate at the club today. The ball can bounce in the kitchen — you just cannot volley from there!',
  'First tournament done. Lost in the quarter-finals but learned so much.',
  'Great clinic with Coach Aisyah this weekend. The footwork drills were gold.',
  'Rain stopped play at the outdoor courts, so we moved to the badminton hall. Pickleball finds a way.',
  'Tip for beginners: keep your paddle up and in front of you at the net.',
  'Does anyone test their paddles? Mine feels dead after six months.',
  'Juniors session this Sunday 9am — bring your kids, paddles provided.',
  'Erne shot landed in a real match for the first time. Still smiling.',
  'Shout-out to the volunteers who ran the district event — smooth as always.',
  'Main santai petang tadi di Shah Alam. Terima kasih semua yang datang!',
  'Sesiapa nak join main beregu malam Jumaat di Cheras? Kurang seorang lagi.',
  'Tahniah kepada pasukan Kedah atas kemenangan di kejohanan minggu lepas 👏',
  'Hari pertama cuba pickleball. Rupanya lagi seronok dari yang saya sangka!',
  'Reset drill of the week: block the hard drive softly into the kitchen. 20 in a row and you win.',
  'Played my dad today. He is 64 and he still beat me 11–7. Respect.',
  'Is the new court surface at Bukit Jalil faster or is it just me?',
  'Our Tuesday night group now has four courts. Beginners very welcome.',
  'Lesson learned: do not skip stretching before a three-hour session 😅',
  'Two weeks to the state open. Doubles partner and I are practising stacking every night.',
  'Anyone selling a second-hand paddle for a beginner? Budget around RM 150.',
  'The dink rally at the end of the final today lasted 41 shots. We counted.',
  'Sunrise session at the outdoor courts, 6.45am. Worth the early alarm.',
  'Officiated my first match as a trainee referee. Much harder than it looks!',
  'Pro tip from our coach: watch the ball onto the paddle, not your opponent.',
  'Kuching crew, we are opening a second weekly session on Saturday afternoons.',
  'Big thanks to the hall staff in Ipoh for keeping the lights on for us after 10pm.',
  'Working on my backhand roll. Progress is slow but it is progress.',
  'Family day at the club: 3 generations on court at once ❤️',
  'Booked the courts for a friendly against the Penang group next month. Who is in?',
  'Weekend clinic recap: serve deep, return deep, get to the net.',
  'Tournament bag checklist: two paddles, spare grip, towel, electrolytes, snacks.',
  'Just renewed my membership — the digital card works great at the venue counter.',
  'Kelas asas untuk warga emas bermula minggu depan. Sila kongsikan dengan keluarga.',
  'Our junior team’s first medals! So proud of these kids 🥇🥈',
];

const COMMENTS = [
  'Count me in!',
  'Great job 👏',
  'See you on court.',
  'Which venue is this?',
  'Love this community ❤️',
  'That drop shot though!',
  'Thanks for sharing, very helpful.',
  'I will bring extra balls.',
  'Congrats!',
  'Need a fourth? Message me.',
  'Saya nak join juga!',
  'Tahniah! 🎉',
  'What time does it start?',
  'Same problem here, try a new grip first.',
  'Well played, that final was intense.',
  'Is it beginner friendly?',
  'Sounds fun, next time for sure.',
  'Good tip, will try it tomorrow.',
  'Bila sesi seterusnya?',
  'Ha, my partner says the same thing every week.',
  'The courts there are excellent.',
  'Proud of you all!',
  'Can I bring a friend who has never played?',
  'Thanks coach 🙏',
];

/** What a member writes above a shared link or video. */
const LINK_INTROS = [
  'Worth a read:',
  'Useful for anyone new to the rules.',
  'Good explanation of the ratings.',
  'Sharing this for our club members.',
];
const VIDEO_INTROS = [
  'Watch this rally!',
  'Highlights from the weekend.',
  'Some of the best dinks I have seen.',
  'Our club’s final, finally uploaded.',
];
const VIDEO_TITLES = [
  ['Match highlights', 'Best rallies of the weekend.'],
  ['Mixed doubles final', 'Full match from the club championship.'],
  ['Third-shot drop tutorial', 'Ten minutes on the shot that changes your game.'],
] as const;

/** Scenes for members' photos. */
const PHOTO_SCENES: readonly DemoScene[] = [
  'aerial',
  'net',
  'paddles',
  'palms',
  'drill',
  'arena',
  'juniors',
  'scoreboard',
  'trophy',
];
/** Distinct photos; the newest posts never show the same one twice. */
const PHOTO_POOL_SIZE = 36;

const LINKS: StoredLinkData[] = [
  {
    url: 'https://www.dupr.com/',
    title: 'DUPR — Dynamic Universal Pickleball Rating',
    description: 'One global rating system for pickleball players of every level.',
  },
  {
    url: 'https://usapickleball.org/what-is-pickleball/official-rules/',
    title: 'Official Rules of Pickleball',
    description: 'The rulebook, updated every year, with a summary of the changes.',
  },
  {
    url: 'https://www.ifpickleball.org/',
    title: 'International Federation of Pickleball',
    description: 'The world governing body, its member nations and events.',
  },
].map((l) => ({
  ...l,
  image: null,
  domain: linkDomain(l.url),
  isVideo: false,
  embedUrl: null,
  videoType: null,
}));

/** Illustrative video links; their embed URLs are rebuilt by the shared video rules. */
const VIDEOS = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/M7lc1UVf-VE',
  'https://vimeo.com/76979871',
].map((url, i): StoredLinkData => {
  const video = parseVideoUrl(url)!;
  const [title, description] = VIDEO_TITLES[i]!;
  return {
    url,
    title,
    description,
    image: null,
    domain: linkDomain(url),
    isVideo: true,
    embedUrl: video.embedUrl,
    videoType: video.provider,
  };
});

/**
 * A lively PickleZone feed: a few hundred posts over the past two months by the active demo
 * players, with pictures, links, videos, likes, comments and a few reports waiting for an admin.
 */
export async function seedDemoPosts({ db, media }: SeedContext): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(posts);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const members = await db
    .select({ id: players.id, fullName: players.fullName, username: players.username })
    .from(players)
    .where(eq(players.status, 'active'))
    .orderBy(asc(players.createdAt), asc(players.username));
  if (members.length < 3) return 0;

  const random = sequence(606);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const pictures: ProcessedImage[] = [];
  for (let i = 0; i < PHOTO_POOL_SIZE; i++) {
    pictures.push(await demoScene(PHOTO_SCENES[i % PHOTO_SCENES.length]!, 300 + i, 1200, 900));
  }
  let nextPicture = 0;
  // Texts in a fixed shuffled order, so neighbouring posts never say the same thing.
  const texts = [...TEXTS].sort(() => random() - 0.5);

  // The newest post is from a little while ago, not "just now".
  const now = Date.now() - 38 * 60_000;
  const rows: (typeof posts.$inferInsert)[] = [];
  for (let i = 0; i < POST_COUNT; i++) {
    // Newest first in time; spread over ~60 days, denser recently.
    const createdAt = new Date(
      now - Math.floor((i / POST_COUNT) ** 1.5 * 60 * 86_400_000) - i * 60_000,
    );
    const author = i % 17 === 0 ? members[0]! : pick(members);
    const kind = random();
    const content = texts[i % texts.length]!;
    if (kind < 0.3) {
      const n = 1 + Math.floor(random() * (i % 9 === 0 ? 5 : 3));
      const stored = [];
      for (let k = 0; k < n; k++) {
        stored.push(await media.store('posts', pictures[nextPicture++ % pictures.length]!));
      }
      rows.push({
        authorId: author.id,
        postType: 'image',
        content,
        imageUrls: stored.map((s) => s.url),
        createdAt,
        updatedAt: createdAt,
      });
    } else if (kind < 0.42) {
      rows.push({
        authorId: author.id,
        postType: 'link',
        content: pick(LINK_INTROS),
        linkData: pick(LINKS),
        createdAt,
        updatedAt: createdAt,
      });
    } else if (kind < 0.5) {
      rows.push({
        authorId: author.id,
        postType: 'link',
        content: pick(VIDEO_INTROS),
        linkData: pick(VIDEOS),
        createdAt,
        updatedAt: createdAt,
      });
    } else {
      rows.push({
        authorId: author.id,
        postType: 'text',
        content,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  const inserted: { id: string; authorId: string | null; createdAt: Date }[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    inserted.push(
      ...(await db
        .insert(posts)
        .values(rows.slice(i, i + 100))
        .returning({ id: posts.id, authorId: posts.authorId, createdAt: posts.createdAt })),
    );
  }

  const likes: (typeof postLikes.$inferInsert)[] = [];
  const comments: (typeof postComments.$inferInsert)[] = [];
  for (const post of inserted) {
    const likers = members.filter(() => random() < 0.3);
    for (const liker of likers) likes.push({ postId: post.id, playerId: liker.id });
    // Replies come over the following hours and days, never after now.
    const n = Math.floor(random() * 4);
    const room = Math.min(3 * 86_400_000, Date.now() - 60_000 - post.createdAt.getTime());
    const delays = Array.from({ length: n }, () => 4 * 60_000 + random() ** 2 * room).sort(
      (a, b) => a - b,
    );
    // Each reply from a different member, never the author.
    const repliers = members
      .filter((m) => m.id !== post.authorId)
      .sort(() => random() - 0.5)
      .slice(0, n);
    for (const [k, delay] of delays.entries()) {
      comments.push({
        postId: post.id,
        playerId: repliers[k]!.id,
        comment: pick(COMMENTS),
        createdAt: new Date(post.createdAt.getTime() + Math.min(delay, Math.max(room, 0))),
      });
    }
  }
  for (let i = 0; i < likes.length; i += 500)
    await db.insert(postLikes).values(likes.slice(i, i + 500));
  for (let i = 0; i < comments.length; i += 500)
    await db.insert(postComments).values(comments.slice(i, i + 500));

  // A few reports for the moderation queue: pending ones and one already resolved.
  const reasons = ['spam', 'inappropriate', 'harassment', 'other'] as const;
  const reports = inserted.slice(2, 6).map((post, i) => {
    const reporter = members.find((m) => m.id !== post.authorId)!;
    const author = members.find((m) => m.id === post.authorId)!;
    const row = rows[inserted.indexOf(post)]!;
    return {
      postId: post.id,
      reportedBy: reporter.id,
      reporterName: reporter.fullName,
      reason: reasons[i]!,
      details: i === 0 ? 'Looks like advertising for paddles.' : '',
      status: i === 3 ? ('resolved' as const) : ('pending' as const),
      resolvedAt: i === 3 ? new Date() : null,
      postContent: row.content ?? '',
      postImageUrls: row.imageUrls ?? [],
      postAuthorUsername: author.username,
      postAuthorFullName: author.fullName,
    };
  });
  await db.insert(postReports).values(reports);
  return inserted.length;
}
