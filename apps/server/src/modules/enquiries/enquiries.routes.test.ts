import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { waitForMail } from '../../../test/mail';
import { enquiries } from '../../db/schema/index';
import { createClock } from '../../lib/clock';

type Auth = { authorization: string };

const message = {
  topic: 'membership',
  name: 'Nurul Aina binti Hassan',
  email: 'nurul.aina@example.my',
  message: 'How do I renew my membership for next season?',
};

describe('contact us: spam-resistant submissions and the staff inbox', () => {
  let t: TestApp;
  const clock = createClock();
  let officer: Auth;
  let officerId: string;
  let editor: Auth;
  let superAdmin: Auth;
  beforeAll(async () => {
    t = await buildTestApp({}, {}, undefined, { clock });
    const sign = async (roles: Parameters<typeof createAdmin>[1]) => {
      const a = await createAdmin(t.db, roles);
      const auth = {
        authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}`,
      };
      return { auth, id: a.admin.id };
    };
    const o = await sign({ roles: ['membership_officer'], fullName: 'Siti Officer' });
    officer = o.auth;
    officerId = o.id;
    editor = (await sign({ roles: ['content_editor'] })).auth;
    superAdmin = (await sign({})).auth;
  });
  afterAll(() => t.close());

  /** A ticket from a form opened `secondsAgo` seconds ago. */
  async function ticket(secondsAgo = 10) {
    clock.advance(-secondsAgo * 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/enquiries/ticket' });
    clock.advance(secondsAgo * 1000);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.json() as { ticket: string }).ticket;
  }
  const send = async (payload: object, ip = '198.51.100.1') =>
    t.app.inject({ method: 'POST', url: '/api/enquiries', payload, remoteAddress: ip });
  const stored = async () => t.db.select().from(enquiries);
  const inbox = async (auth: Auth, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/enquiries${query}`, headers: auth });

  it('takes an enquiry from anyone and shows it in the inbox as new', async () => {
    const res = await send({ ...message, language: 'ms', ticket: await ticket() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you — we have received your enquiry and will reply by e-mail.',
    });
    const page = (await inbox(editor)).json();
    expect(page.counts).toEqual({ new: 1, replied: 0, closed: 0 });
    expect(page.items[0]).toMatchObject({ ...message, language: 'ms', status: 'new' });
    expect(page.assignees.map((a: { name: string }) => a.name)).toContain('Siti Officer');
  });

  it('refuses bad input with the field’s message and keeps nothing', async () => {
    const before = (await stored()).length;
    const cases: [object, string][] = [
      [{ ...message, topic: 'sales' }, 'Please choose a topic'],
      [{ ...message, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...message, name: '   ' }, 'Name is required'],
      [{ ...message, message: 'Hi' }, 'Message must be at least 10 characters'],
      [{ ...message, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [{ ...message, name: 42 }, 'Name is required'],
    ];
    for (const [payload, expected] of cases) {
      const res = await send({ ...payload, ticket: await ticket() });
      expect(res.statusCode, expected).toBe(400);
      expect(JSON.stringify(res.json())).toContain(expected);
    }
    const huge = await send({ ...message, message: 'x'.repeat(40_000), ticket: await ticket() });
    expect(huge.statusCode).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a form sent faster than a person could, or with a forged or old ticket', async () => {
    const before = (await stored()).length;
    const fast = await send({ ...message, ticket: await ticket(1) });
    expect(fast.statusCode).toBe(400);
    expect(fast.json().error).toMatch(/That was quick/);
    const valid = await ticket();
    const forged = await send({
      ...message,
      ticket: `${Date.now() - 60_000}.${valid.split('.')[1]}`,
    });
    expect(forged.json().error).toMatch(/This form has expired/);
    const old = await send({ ...message, ticket: await ticket(25 * 3600) });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toMatch(/This form has expired/);
    expect((await send({ ...message })).statusCode).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it('answers a filled honeypot like a person but keeps nothing', async () => {
    const before = (await stored()).length;
    const res = await send({ ...message, website: 'http://spam.example', ticket: await ticket() });
    expect(res.statusCode).toBe(201);
    expect((await stored()).length).toBe(before);
  });

  it('limits enquiries per address per hour, not per e-mail', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++)
      expect((await send({ ...message, ticket: await ticket() }, ip)).statusCode).toBe(201);
    const sixth = await send(
      { ...message, email: `other${Date.now()}@example.my`, ticket: await ticket() },
      ip,
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/Too many enquiries from this network/);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect((await send({ ...message, ticket: await ticket() }, '203.0.113.51')).statusCode).toBe(
      201,
    );
  });

  it('keeps the inbox to staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/enquiries' })).statusCode).toBe(
      401,
    );
  });

  it('assigns, replies by mail (status replied), closes — each change audited', async () => {
    const first = (await inbox(officer, '?status=new&topic=membership'))
      .json()
      .items.find((e: { language: string }) => e.language === 'ms');
    const id = first._id as string;

    const badAssignee = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${id}`,
      headers: officer,
      payload: { assigneeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(badAssignee.statusCode).toBe(400);
    expect(badAssignee.json().error).toBe('Choose an active staff member');

    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${id}`,
      headers: editor,
      payload: { assigneeId: officerId },
    });
    expect(assigned.json()).toMatchObject({ assigneeId: officerId, assigneeName: 'Siti Officer' });
    const mine = (await inbox(officer, '?mine=true')).json();
    expect(mine.items.map((e: { _id: string }) => e._id)).toEqual([id]);
    expect((await inbox(editor, '?mine=true')).json().items).toEqual([]);

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/replies`,
      headers: officer,
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Reply is required');

    const inboxSetting = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: superAdmin,
      payload: { inboxEmail: 'info@pickleball.example.my' },
    });
    expect(inboxSetting.json()).toMatchObject({ inboxEmail: 'info@pickleball.example.my' });

    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/replies`,
      headers: officer,
      payload: { message: 'Renew from the portal’s Membership tab.' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({
      status: 'replied',
      replies: [{ body: 'Renew from the portal’s Membership tab.', authorName: 'Siti Officer' }],
    });
    const mail = await waitForMail(t, (m) => m.to === message.email && m.subject.startsWith('Re:'));
    expect(mail.subject).toMatch(/^Re: Pertanyaan anda kepada .+ \(keahlian\)$/);
    expect(mail.text).toContain('Renew from the portal’s Membership tab.');
    expect(mail.text).toContain('> How do I renew my membership for next season?');
    // Signed by the replier for the association, in the enquiry's language; answers go to
    // the association's inbox.
    expect(mail.text).toContain(
      'Salam hormat,\nSiti Officer\nbagi pihak Persatuan Pickleball Malaysia\n',
    );
    expect(mail.replyTo).toBe('info@pickleball.example.my');
    expect(mail.text).toContain('Untuk menyambung, balas e-mel ini.');

    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${id}`,
      headers: officer,
      payload: { status: 'closed' },
    });
    expect(closed.json().status).toBe('closed');

    const audit = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?targetId=${id}`,
        headers: superAdmin,
      })
    ).json();
    const actions = audit.entries.map((e: { action: string }) => e.action);
    // Newest first: assign, reply (mailed), close.
    expect(actions).toEqual(['enquiries.update', 'enquiries.replies', 'enquiries.update']);
    expect(audit.entries[1].changes).toEqual({ status: { before: 'new', after: 'replied' } });
    expect(audit.entries[1].detail).toMatchObject({ mailedTo: message.email });
    expect(audit.entries[0].changes).toEqual({ status: { before: 'replied', after: 'closed' } });
    expect(audit.entries[2].changes).toEqual({ assigneeId: { before: null, after: officerId } });
    expect(audit.entries.length).toBe(3);
  });

  it('answers 404 for an unknown enquiry and 400 for an empty change', async () => {
    for (const url of [
      '/api/admin/enquiries/nope',
      '/api/admin/enquiries/00000000-0000-4000-8000-000000000000',
    ])
      expect((await t.app.inject({ method: 'GET', url, headers: editor })).statusCode).toBe(404);
    const [any] = (await inbox(editor)).json().items;
    const nothing = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${any._id}`,
      headers: editor,
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe('Nothing to change');
    const status = await inbox(editor, '?status=open');
    expect(status.statusCode).toBe(400);
  });
});
