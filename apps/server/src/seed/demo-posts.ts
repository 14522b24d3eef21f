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

import { demoPicture } from './demo-pictures';
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
  'Great clinic with coach Farid this weekend. The footwork drills were gold.',
  'Rain stopped play at the outdoor courts, so we moved to the badminton hall. Pickleball finds a way.',
  'Tip for beginners: keep your paddle up and in front of you at the net.',
  'Does anyone string-test their paddles? Mine feels dead after six months.',
  'Juniors session this Sunday 9am — bring your kids, paddles provided.',
  'Erne shot landed in a real match for the first time. Still smiling.',
  'Shout-out to the volunteers who ran the district event — smooth as always.',
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
  'Need a fourth? DM me.',
];

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
].map((url): StoredLinkData => {
  const video = parseVideoUrl(url)!;
  return {
    url,
    title: 'Match highlights',
    description: 'Best rallies of the weekend.',
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
  for (let i = 0; i < 6; i++) pictures.push(await demoPicture(i + 3, 1200, 900));

  const now = Date.now();
  const rows: (typeof posts.$inferInsert)[] = [];
  for (let i = 0; i < POST_COUNT; i++) {
    // Newest first in time; spread over ~60 days, denser recently.
    const createdAt = new Date(
      now - Math.floor((i / POST_COUNT) ** 1.5 * 60 * 86_400_000) - i * 60_000,
    );
    const author = i % 17 === 0 ? members[0]! : pick(members);
    const kind = random();
    const content = pick(TEXTS);
    if (kind < 0.3) {
      const n = 1 + Math.floor(random() * (i % 9 === 0 ? 5 : 3));
      const stored = [];
      for (let k = 0; k < n; k++) stored.push(await media.store('posts', pick(pictures)));
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
        content: 'Worth a read:',
        linkData: pick(LINKS),
        createdAt,
        updatedAt: createdAt,
      });
    } else if (kind < 0.5) {
      rows.push({
        authorId: author.id,
        postType: 'link',
        content: 'Watch this!',
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
    const n = Math.floor(random() * 4);
    for (let k = 0; k < n; k++) {
      comments.push({
        postId: post.id,
        playerId: pick(members).id,
        comment: pick(COMMENTS),
        createdAt: new Date(post.createdAt.getTime() + (k + 1) * 7 * 60_000),
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
