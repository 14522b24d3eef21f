import { addDays } from '@app/shared/membership';

import { giveMembership, playerToken, registerPlayer } from './accounts';
import { currentServer, expect, type APIRequestContext } from './fixtures';
import { superAdminApi } from './staff';

// Set-up for the competition journey (e2e/competition.spec.ts), through the API as staff: an
// upcoming tournament that takes entries here, with one mixed-doubles Open division.

interface ListedTournament {
  _id: string;
  name: string;
  startDate: string;
}

export interface CompetitionSetup {
  tournamentId: string;
  tournamentName: string;
  divisionId: string;
  /** Its one day: results can be published from then (the journey moves the clock to it). */
  startDate: string;
}

const DAY_MS = 86_400_000;

/** How far ahead of the server's today the journey's tournament is. */
export const DAYS_TO_TOURNAMENT = 3;

/**
 * The server's today (Malaysia): the first day of a membership just recorded for the member
 * (other browser tests on this server may have moved its clock forward).
 */
export async function serverToday(request: APIRequestContext, who: Member): Promise<string> {
  const res = await request.get('/api/players/me/membership', { headers: asPlayer(who) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { startsOn: string }).startsOn;
}

/**
 * A one-day tournament three days after the server's `today`, approved at the stand-in portal
 * and synced, now taking entries (results come on its day, when the journey moves the clock).
 */
export async function openMixedDoubles(
  request: APIRequestContext,
  { cap, feeSen, today }: { cap: number; feeSen: number; today: string },
): Promise<CompetitionSetup> {
  const headers = await superAdminApi(request);
  const startDate = addDays(today, DAYS_TO_TOURNAMENT);
  const name = `Journey Open ${Date.now()}`;
  const approved = await request.post(`${currentServer().portalURL}/__control/applications`, {
    data: {
      eventTitle: name,
      eventStartDate: startDate,
      eventEndDate: startDate,
      classification: 'National',
    },
  });
  expect(approved.status()).toBe(201);
  const synced = await request.post('/api/tournaments/sync', { headers });
  expect(synced.status(), await synced.text()).toBe(200);
  const listed = await request.get('/api/tournaments?upcoming=true');
  expect(listed.status()).toBe(200);
  const tournament = ((await listed.json()) as ListedTournament[]).find((t) => t.name === name);
  expect(tournament, 'the synced tournament').toBeTruthy();
  const tournamentId = tournament!._id;

  // Open since an hour ago; closes at the end of the day before the first day (Malaysia time).
  const dayBefore = new Date(Date.parse(`${startDate}T00:00:00Z`) - DAY_MS)
    .toISOString()
    .slice(0, 10);
  const settings = await request.put(`/api/admin/tournaments/${tournamentId}/entry-settings`, {
    headers,
    data: {
      takesEntries: true,
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      closesAt: `${dayBefore}T23:59:00+08:00`,
      tierCode: 'national',
      maxEntriesPerPlayer: 2,
      partnerWindowHours: 72,
      refundRule: { rule: 'percentage', percent: 50 },
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  const division = await request.post(`/api/admin/tournaments/${tournamentId}/divisions`, {
    headers,
    data: { discipline: 'mixed_doubles', ageGroup: 'open', cap, feeSen },
  });
  expect(division.status(), await division.text()).toBe(201);
  const divisionId = ((await division.json()) as { id: string }).id;
  return { tournamentId, tournamentName: name, divisionId, startDate };
}

export interface Member {
  username: string;
  fullName: string;
  memberId: string;
  token: string;
}

/** A registered member with a paid membership, and an API token of theirs. */
export async function member(
  request: APIRequestContext,
  fullName: string,
  prefix: string,
  gender: 'Male' | 'Female',
  language: 'en' | 'ms',
): Promise<Member> {
  const player = await registerPlayer(request, { fullName, prefix, gender, language });
  const memberId = await giveMembership(request, player.username);
  const token = await playerToken(request, player.username);
  return { username: player.username, fullName, memberId, token };
}

export const asPlayer = (m: Member) => ({ authorization: `Bearer ${m.token}` });

interface EntryOut {
  id: string;
  status: string;
  waitlistPosition: number | null;
}

/** An entry made through the API: `who` names `partner`; the partner confirms. */
export async function enterPair(
  request: APIRequestContext,
  divisionId: string,
  who: Member,
  partner: Member,
  payMode: 'one' | 'halves',
): Promise<EntryOut> {
  const entered = await request.post(`/api/divisions/${divisionId}/entries`, {
    headers: asPlayer(who),
    data: { partnerMemberId: partner.memberId, payMode },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const entry = (await entered.json()) as EntryOut;
  expect(entry.status).toBe('awaiting_partner');
  const confirmed = await request.post(`/api/entries/${entry.id}/confirm`, {
    headers: asPlayer(partner),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return (await confirmed.json()) as EntryOut;
}

/** Shows a profile publicly (or not), as the player would in their portal. */
export async function setPublicProfile(request: APIRequestContext, who: Member, shown: boolean) {
  const res = await request.put('/api/players/me/competition-privacy', {
    headers: asPlayer(who),
    data: { publicProfile: shown, hideFromEntryLists: false, partnerListed: false },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A results file: the header, then one `division,placement,member_ids` line per row. */
export function resultsCsv(rows: [placement: number, memberIds: string[]][]): Buffer {
  const lines = ['division,placement,member_ids'];
  for (const [placement, ids] of rows)
    lines.push(`mixed_doubles:open,${placement},${ids.join(';')}`);
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}
