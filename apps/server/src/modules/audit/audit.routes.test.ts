import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { todayInMalaysia } from '@app/shared/membership';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createMembershipType, key } from '../../../test/factories/membership';
import { createPlayer } from '../../../test/factories/players';
import { multipart } from '../../../test/multipart';
import { auditLog } from '../../db/schema/index';
import { diffFields } from '../../lib/audit-trail';
import { csvField } from '../../lib/csv';

type Rows<T> = { rows: T[] };

describe('the audit log', () => {
  let t: TestApp;
  let superAdmin: { authorization: string };
  let officer: { authorization: string };
  let officerId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    superAdmin = {
      authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
    };
    const o = await createAdmin(t.db, {
      roles: ['membership_officer'],
      fullName: 'Siti Rahmah',
    });
    officerId = o.admin.id;
    officer = {
      authorization: `Bearer ${(await loginAdmin(t.app, o.username, o.password)).token}`,
    };
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: superAdmin })
    ).json();

  it('records a staff edit: who, role, action, target, IP and fields before → after, IC masked', async () => {
    const { player } = await createPlayer(t.db, { icNumber: '900101145678', city: 'Ipoh' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${player.id}`,
      headers: officer,
      remoteAddress: '203.0.113.77',
      payload: {
        fullName: player.fullName,
        email: player.email,
        phoneNumber: player.phoneNumber,
        gender: player.gender,
        addressLine1: player.addressLine1,
        city: 'Kuala Lumpur',
        state: player.state,
        status: 'active',
      },
    });
    expect(res.statusCode).toBe(200);
    const page = await list(`?targetId=${player.id}&action=players.update`);
    const entry = page.entries[0];
    expect(entry).toMatchObject({
      actorKind: 'staff',
      actorId: officerId,
      actorRoles: ['membership_officer'],
      action: 'players.update',
      targetType: 'players',
      targetId: player.id,
      ip: '203.0.113.77',
    });
    expect(entry.changes.city).toEqual({ before: 'Ipoh', after: 'Kuala Lumpur' });
    expect(Object.keys(entry.changes)).toEqual(['city']);
    expect(JSON.stringify(entry)).not.toContain('900101145678');
    // An IC number in a change is stored masked; secrets are never stored.
    expect(
      diffFields(
        { icNumber: '900101145678', passwordHash: 'x' },
        { icNumber: '900101145679', passwordHash: 'y' },
      ),
    ).toEqual({
      icNumber: { before: '******-**-5678', after: '******-**-5679' },
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit/${entry._id}`,
      headers: superAdmin,
    });
    expect(detail.json()).toEqual(entry);
  });

  it('names the people and the record: who (display name, role) did what to whom', async () => {
    const type = await createMembershipType(t.db, { feeSen: 5000 });
    const { player } = await createPlayer(t.db, { fullName: 'Nurul Aisyah' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${player.id}/membership/payments`,
      headers: officer,
      payload: {
        typeId: type.id,
        amountSen: 5000,
        method: 'cash',
        reference: 'Desk',
        paidOn: todayInMalaysia(),
        idempotencyKey: key(),
      },
    });
    expect(paid.statusCode).toBe(200);
    const [entry] = (await list(`?targetId=${player.id}&action=members.membership.payments`))
      .entries;
    expect(entry).toMatchObject({
      actorDisplayName: 'Siti Rahmah',
      actorRoles: ['membership_officer'],
      targetType: 'players',
      targetId: player.id,
      targetLabel: 'Nurul Aisyah',
    });
    expect(entry.changes.receiptNumber.after).toBe(paid.json().receiptNumber);
    // A player's name is looked up, never kept in the log: erased, it is gone from there too.
    const [stored] = await t.db
      .select({ label: auditLog.targetLabel })
      .from(auditLog)
      .where(eq(auditLog.id, Number(entry._id)));
    expect(stored).toEqual({ label: null });

    // A change to one's own account has the staff member as its target.
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/language',
      headers: officer,
      payload: { language: 'ms' },
    });
    expect(language.statusCode).toBe(200);
    // The person filter finds staff by the name the list shows.
    expect(
      (await list('?actor=siti%20rah&action=me.language')).entries.map(
        (e: { actorId: string }) => e.actorId,
      ),
    ).toEqual([officerId]);
    const [own] = (await list(`?action=me.language&actor=${officerId}`)).entries;
    expect(own).toMatchObject({
      targetType: 'staff',
      targetId: officerId,
      targetLabel: 'Siti Rahmah',
    });
  });

  it('gives a created record its target (id and name), in the list and the CSV', async () => {
    const body = multipart({
      title: 'National championships open',
      publishDate: '2026-11-20',
      content: 'Entries are open until December.',
    });
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { ...superAdmin, ...body.headers },
      payload: body.payload,
    });
    expect(news.statusCode).toBe(201);
    const id = String(news.json()._id);
    const [entry] = (await list('?action=news.create')).entries;
    expect(entry).toMatchObject({
      targetType: 'news',
      targetId: id,
      targetLabel: 'National championships open',
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?action=news.create',
      headers: superAdmin,
    });
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header).toContain('action,target_type,target_id,target_label,ip');
    expect(row).toContain(`,news.create,news,${id},National championships open,`);
  });

  it('records withdrawing an invitation as a withdrawal, not as another invitation', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: superAdmin,
      payload: {
        fullName: 'Lee Wei Ming',
        email: 'wei.ming@example.my',
        roles: ['moderator'],
        language: 'en',
      },
    });
    expect(invited.statusCode).toBe(201);
    const inviteId = String(invited.json()._id);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/invitations/${inviteId}`,
      headers: superAdmin,
    });
    expect(withdrawn.statusCode).toBe(200);
    const entries = (await list(`?targetId=${inviteId}`)).entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'staff.invitations.delete',
      'staff.invitations',
    ]);
    for (const e of entries)
      expect(e).toMatchObject({ targetType: 'staff-invitation', targetLabel: 'Lee Wei Ming' });
  });

  it('records a content edit with the fields before → after (no bookkeeping columns)', async () => {
    const editor = await createAdmin(t.db, { roles: ['content_editor'] });
    const auth = {
      authorization: `Bearer ${(await loginAdmin(t.app, editor.username, editor.password)).token}`,
    };
    const course = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: auth,
      payload: {
        title: 'Dink basics',
        description: 'd',
        date: '2030-01-01',
        time: '9am',
        location: 'KL',
        coach: 'Coach Lim',
        maxParticipants: 10,
        price: 50,
        status: 'active',
      },
    });
    expect(course.statusCode).toBe(201);
    const id = course.json()._id as string;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/courses/${id}`,
      headers: auth,
      payload: { coach: 'Coach Tan' },
    });
    const entry = (await list(`?targetId=${id}&action=courses.update`)).entries[0];
    expect(entry.changes).toEqual({ coach: { before: 'Coach Lim', after: 'Coach Tan' } });
    expect(entry.actorRoles).toEqual(['content_editor']);
  });

  it('records each full IC reveal, sign-ins and failed sign-ins, and never a secret', async () => {
    const { player } = await createPlayer(t.db);
    // Reading a player shows the IC masked and is no reveal; asking for it in full is one.
    await t.app.inject({ method: 'GET', url: `/api/players/${player.id}`, headers: officer });
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/api/players/${player.id}/ic-number/reveal`,
      headers: officer,
    });
    expect(revealed.json()).toEqual({ icNumber: player.icNumber });
    const reveals = await list(`?action=players.ic-revealed&targetId=${player.id}`);
    expect(reveals.entries).toHaveLength(1);
    const member = await createAdmin(t.db, { roles: ['moderator'] });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: member.username, password: 'wrong-password' },
    });
    await loginAdmin(t.app, member.username, member.password);
    const signIns = await list(`?targetId=${member.admin.id}&action=staff`);
    expect(signIns.entries.map((e: { action: string }) => e.action)).toEqual([
      'staff.sign-in',
      'staff.sign-in-failed',
    ]);
    const all = await t.db.execute(
      sql`select changes::text || coalesce(detail::text, '') as text from audit_log`,
    );
    for (const row of (all as unknown as Rows<{ text: string | null }>).rows) {
      expect(row.text ?? '').not.toMatch(/wrong-password|argon2|"password"|secret/);
    }
  });

  it('filters by person, action, target and dates, with keyset paging', async () => {
    for (let i = 0; i < 5; i++) {
      const { player } = await createPlayer(t.db);
      await t.app.inject({
        method: 'POST',
        url: `/api/players/${player.id}/ic-number/reveal`,
        headers: officer,
      });
    }
    const first = await list('?action=players.ic-revealed&limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(`?action=players.ic-revealed&limit=2&before=${first.nextCursor}`);
    expect(second.entries).toHaveLength(2);
    expect(Number(second.entries[0]._id)).toBeLessThan(Number(first.entries[1]._id));
    const byPerson = await list(`?actor=${officerId}`);
    expect(byPerson.entries.every((e: { actorId: string }) => e.actorId === officerId)).toBe(true);
    const future = await list('?from=2099-01-01');
    expect(future.entries).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=yesterday',
      headers: superAdmin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered view as CSV, spreadsheet formulas neutralised', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export.csv?action=players',
      headers: superAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,time,actor_kind,actor_id,actor_name,actor_roles,action,target_type,target_id,target_label,ip,changes,detail',
    );
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.slice(1).every((l) => l.includes(',players.'))).toBe(true);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1+2')).toBe("'-1+2");
    // The export itself is recorded.
    const exports = (await list('?action=audit.export')).entries.filter(
      (e: { detail: { filter?: { action?: string } } | null }) =>
        e.detail?.filter?.action === 'players',
    );
    expect(exports.length).toBe(1);
  });

  it('is append-only: the application cannot update or delete entries (this engine)', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'tampered'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    // Even with the pruning switch set by hand, recent entries stay.
    await t.db.execute(sql`select set_config('mpa.audit_pruning', 'on', false)`);
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await t.db.execute(sql`select set_config('mpa.audit_pruning', 'off', false)`);
    const tampered = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'tampered'`,
    );
    expect((tampered as unknown as Rows<{ n: number }>).rows[0]!.n).toBe(0);
  });

  it('the audit-log retention rule previews the old entries, then removes exactly those and records it', async () => {
    // Entries older than the retention can only exist from the past: add them as a restore would.
    await t.db.execute(
      sql`insert into audit_log (at, actor_kind, action) values (now() - interval '800 days', 'system', 'old.one'), (now() - interval '900 days', 'system', 'old.two')`,
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/retention/audit-log',
      headers: superAdmin,
      payload: { days: 730 },
    });
    expect(res.json()).toMatchObject({ key: 'audit-log', days: 730, standing: true });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: superAdmin,
    });
    expect(settings.json()).toMatchObject({ auditRetentionDays: 730 });

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/retention/audit-log/preview',
      headers: superAdmin,
    });
    const run = preview.json();
    expect(run).toMatchObject({ count: 2 });
    expect(run.sample.map((e: { label: string }) => e.label)).toEqual(['old.two', 'old.one']);

    // Restored from a backup after the preview: the pruning would take it too, so it refuses.
    await t.db.execute(
      sql`insert into audit_log (at, actor_kind, action) values (now() - interval '1000 days', 'system', 'old.three')`,
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/retention/runs/${run._id}/confirm`,
      headers: superAdmin,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    const still = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action like 'old.%'`,
    );
    expect((still as unknown as Rows<{ n: number }>).rows[0]!.n).toBe(3);

    const again = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/retention/audit-log/preview',
        headers: superAdmin,
      })
    ).json();
    expect(again.count).toBe(3);
    const others = await t.db.execute(
      sql`select id::text as id from audit_log where action not like 'old.%' order by id`,
    );
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/admin/retention/runs/${again._id}/confirm`,
      headers: superAdmin,
      payload: {},
    });
    expect(done.json()).toMatchObject({ status: 'done', deleted: 3 });
    // The three listed entries went, and only they: every other entry is still there.
    const left = await t.db.execute(sql`select id::text as id, action from audit_log order by id`);
    const leftRows = (left as unknown as Rows<{ id: string; action: string }>).rows;
    expect(leftRows.filter((r) => r.action.startsWith('old.'))).toEqual([]);
    const leftIds = new Set(leftRows.map((r) => r.id));
    for (const { id } of (others as unknown as Rows<{ id: string }>).rows)
      expect(leftIds.has(id)).toBe(true);
    const record = await list('?action=audit.prune');
    expect(record.entries[0].detail).toMatchObject({ removing: 3, retentionDays: 730 });
    // Less than a year is refused, here as in Settings.
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/retention/audit-log',
      headers: superAdmin,
      payload: { days: 30 },
    });
    expect(short.statusCode).toBe(400);
  });

  it('audits settings changes, and refuses a retention under a year', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: superAdmin,
      payload: { auditRetentionDays: 30 },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: superAdmin,
      payload: { requireTwoFactorForAllStaff: true },
    });
    const entry = (await list('?action=settings.update')).entries[0];
    expect(entry.changes).toEqual({ requireTwoFactorForAllStaff: { before: false, after: true } });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: superAdmin,
      payload: { requireTwoFactorForAllStaff: false },
    });
  });
});
