import { STAFF_ROLES, type StaffRole } from '@app/shared/staff';

import {
  messages,
  milestones,
  news,
  organizers,
  postReports,
  posts,
  programs,
  tournaments,
} from '../../src/db/schema/index';
import type { TestApp } from '../build-test-app';

import { createAdmin } from './admins';
import { createPlayer, playerSession } from './players';

/**
 * Who calls: nobody, the records' owner, another player, a super admin (`admin`), a staff
 * member holding just one role, a super admin who must still set up two-factor, and a
 * disabled staff member.
 */
export type RouteActor =
  'anonymous' | 'player' | 'otherPlayer' | 'admin' | StaffRole | 'enrollingStaff' | 'disabledStaff';

export const STAFF_ACTORS: readonly RouteActor[] = [
  ...STAFF_ROLES,
  'enrollingStaff',
  'disabledStaff',
];
export type RouteFixtures = Awaited<ReturnType<typeof routeFixtures>>;

/**
 * Fresh records owned by one player (`player`), plus sessions for that player, another player
 * and an admin: what the authorization matrix and the bad-input test call routes with.
 */
export async function routeFixtures(t: TestApp, passwordHash: string) {
  // Both are current members (only members may enrol in courses and clinics).
  const member = { passwordHash, membershipExpiresOn: '2099-12-31' };
  const { player: owner } = await createPlayer(t.db, member);
  const { player: other } = await createPlayer(t.db, member);
  const { admin } = await createAdmin(t.db, { passwordHash });
  const { admin: targetStaff } = await createAdmin(t.db, {
    roles: ['content_editor'],
    passwordHash,
  });
  const staffSession = async (id: string, stage: 'active' | 'enrol' = 'active') =>
    `Bearer ${(await t.sessions.issue({ kind: 'admin', adminId: id }, 3_600_000, {}, stage)).token}`;
  const roleHeaders = Object.fromEntries(
    await Promise.all(
      STAFF_ROLES.map(async (role) => {
        // Roles that require two-factor have it set up (the default), or every request of
        // theirs would be set-up only.
        const { admin: member } = await createAdmin(t.db, { roles: [role], passwordHash });
        return [role, { authorization: await staffSession(member.id) }] as const;
      }),
    ),
  ) as unknown as Record<StaffRole, Record<string, string>>;
  const { admin: enrolling } = await createAdmin(t.db, { twoFactor: false, passwordHash });
  const { admin: disabled } = await createAdmin(t.db, { status: 'disabled', passwordHash });
  const [post] = await t.db
    .insert(posts)
    .values({ authorId: owner.id, postType: 'text', content: 'mine' })
    .returning();
  const [message] = await t.db
    .insert(messages)
    .values({ playerId: owner.id, subject: 's', body: 'b' })
    .returning();
  const [report] = await t.db
    .insert(postReports)
    .values({ postId: post!.id, reportedBy: other.id, reporterName: 'x', reason: 'spam' })
    .returning();
  const program = (kind: 'course' | 'clinic') => ({
    kind,
    title: kind,
    description: 'd',
    time: '9am',
    location: 'KL',
    coach: 'c',
    price: 10,
    date: '2030-01-01',
    maxParticipants: 5,
  });
  const [course, clinic] = await t.db
    .insert(programs)
    .values([program('course'), program('clinic')])
    .returning();
  const [item] = await t.db
    .insert(news)
    .values({
      newsId: `NEWS${Date.now()}${Math.random()}`.replace('.', ''),
      title: 't',
      publishDate: '2026-01-01',
    })
    .returning();
  const [milestone] = await t.db
    .insert(milestones)
    .values({ date: '2020-01-01', title: 'm', description: 'd', position: 99 })
    .returning();
  const [tournament] = await t.db
    .insert(tournaments)
    .values({
      applicationId: `APP-${Math.random()}`,
      name: 't',
      type: 'local',
      startDate: '2030-01-01',
      endDate: '2030-01-02',
    })
    .returning();
  const [organizer] = await t.db
    .insert(organizers)
    .values({
      organizationId: `ORG-${Math.random()}`,
      organizationName: 'o',
      name: 'o',
      status: 'Active',
    })
    .returning();
  const sessions = t.sessions;
  const headers: Record<RouteActor, Record<string, string>> = {
    anonymous: {},
    player: { authorization: `Bearer ${(await playerSession(t, owner.id)).token}` },
    otherPlayer: { authorization: `Bearer ${(await playerSession(t, other.id)).token}` },
    admin: {
      authorization: `Bearer ${(await sessions.issue({ kind: 'admin', adminId: admin.id }, 3_600_000)).token}`,
    },
    ...roleHeaders,
    enrollingStaff: { authorization: await staffSession(enrolling.id, 'enrol') },
    disabledStaff: { authorization: await staffSession(disabled.id) },
  };
  const ids = {
    players: owner.id,
    messageId: message!.id,
    posts: post!.id,
    reports: report!.id,
    courses: course!.id,
    clinics: clinic!.id,
    newsId: item!.newsId,
    milestones: milestone!.id,
    tournaments: tournament!.id,
    organizers: organizer!.id,
    admin: targetStaff.id,
  };
  return { headers, ids };
}

export function fillRouteUrl(url: string, ids: RouteFixtures['ids']) {
  const collection = /^\/api\/(?:api\/)?([a-z-]+)/.exec(url)?.[1] ?? '';
  return url
    .replace(':messageId', ids.messageId)
    .replace(':sessionId', '00000000-0000-4000-8000-000000000000')
    .replace(':commentId', '00000000-0000-4000-8000-000000000001')
    .replace(':token', 'not-a-real-invitation-token')
    .replace(':newsId', ids.newsId)
    .replace(':icNumber', '900101145678')
    .replace(':rule', 'ended-sessions')
    .replace(':id', (ids as Record<string, string>)[collection] ?? ids.players)
    .replace('*', 'posts/none.webp');
}
