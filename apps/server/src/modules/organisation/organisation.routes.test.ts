import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { pngImage } from '../../../test/images';
import { multipart } from '../../../test/multipart';

describe('organisation chart and affiliates', () => {
  let t: TestApp;
  let editor: { authorization: string };
  let moderator: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const e = await createAdmin(t.db, { roles: ['content_editor'] });
    editor = { authorization: `Bearer ${(await loginAdmin(t.app, e.username, e.password)).token}` };
    const m = await createAdmin(t.db, { roles: ['moderator'] });
    moderator = {
      authorization: `Bearer ${(await loginAdmin(t.app, m.username, m.password)).token}`,
    };
  });
  afterAll(() => t.close());

  const logos = () => readdir(path.join(t.dataDir, 'uploads', 'affiliates')).catch(() => []);
  const bearers = async () => (await t.app.inject({ url: '/api/office-bearers' })).json();
  const affiliates = async () => (await t.app.inject({ url: '/api/affiliates' })).json();

  const sendAffiliate = (
    method: 'POST' | 'PATCH',
    url: string,
    fields: Record<string, string>,
    logo?: { data: Buffer; contentType?: string },
    headers = editor,
  ) => {
    const body = multipart(
      fields,
      logo
        ? [
            {
              field: 'affiliateLogo',
              filename: 'logo.png',
              contentType: logo.contentType ?? 'image/png',
              data: logo.data,
            },
          ]
        : [],
    );
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('lists office-bearers by group (executive first), then order, and lets an editor change and remove them', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/office-bearers', headers: editor, payload });
    const advisor = await post({ group: 'advisors', role: 'Advisor', name: 'Dato’ Kamal Ariffin' });
    expect(advisor.statusCode).toBe(201);
    await post({ group: 'executive', role: 'Treasurer', name: 'Tan Mei Fong', order: 4 });
    const president = (
      await post({
        group: 'executive',
        role: 'President',
        roleMs: 'Presiden',
        name: 'Ahmad Zulkifli',
        order: 1,
      })
    ).json();
    expect(president).toMatchObject({ group: 'executive', roleMs: 'Presiden', order: 1 });
    expect((await bearers()).map((b: { name: string }) => b.name)).toEqual([
      'Ahmad Zulkifli',
      'Tan Mei Fong',
      'Dato’ Kamal Ariffin',
    ]);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/office-bearers/${president._id}`,
      headers: editor,
      payload: { group: 'executive', role: 'President', name: 'Ahmad Zulkifli Hassan', order: 1 },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await bearers())[0].name).toBe('Ahmad Zulkifli Hassan');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/office-bearers/${advisor.json()._id}`,
      headers: editor,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Office-bearer removed' });
    expect(await bearers()).toHaveLength(2);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/office-bearers/${advisor.json()._id}`,
      headers: editor,
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [{ role: 'President', name: 'A' }, 'Please choose a group'],
    [{ group: 'board', role: 'President', name: 'A' }, 'Please choose a group'],
    [{ group: 'executive', name: 'A' }, 'Role is required'],
    [{ group: 'executive', role: 'President', name: '   ' }, 'Name is required'],
    [
      { group: 'executive', role: 'President', name: 'x'.repeat(121) },
      'Name must be at most 120 characters',
    ],
    [{ group: 'executive', role: 'President', name: 'A', order: -1 }, 'Order must be 0 or more'],
    [
      { group: 'executive', role: 'President', name: 'A', order: 'first' },
      'Order must be a number',
    ],
  ])('refuses an office-bearer %j with “%s”, storing nothing', async (payload, message) => {
    const before = await bearers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/office-bearers',
      headers: editor,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await bearers()).toEqual(before);
  });

  it('only content editors change the chart; anyone reads it', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/office-bearers',
      payload: { group: 'executive', role: 'President', name: 'Intruder' },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongRole = await t.app.inject({
      method: 'POST',
      url: '/api/office-bearers',
      headers: moderator,
      payload: { group: 'executive', role: 'President', name: 'Intruder' },
    });
    expect(wrongRole.statusCode).toBe(403);
    const wrongRoleLogo = await sendAffiliate(
      'POST',
      '/api/affiliates',
      { name: 'Intruder Club', state: 'Johor' },
      { data: await pngImage(200, 200) },
      moderator,
    );
    expect(wrongRoleLogo.statusCode).toBe(403);
    expect((await bearers()).some((b: { name: string }) => b.name === 'Intruder')).toBe(false);
    expect(await logos()).toEqual([]);
  });

  it('stores an affiliate with its own logo, lists by state then name, replaces and removes the logo file', async () => {
    const created = await sendAffiliate(
      'POST',
      '/api/affiliates',
      {
        name: 'Persatuan Pickleball Negeri Johor',
        state: 'Johor',
        website: 'https://johor.example',
      },
      { data: await pngImage(300, 300) },
    );
    expect(created.statusCode).toBe(201);
    const johor = created.json();
    expect(johor.logo).toMatch(/^\/uploads\/affiliates\/.+\.webp$/);
    await sendAffiliate(
      'POST',
      '/api/affiliates',
      { name: 'Kelab Pickleball Alor Setar', state: 'Kedah' },
      { data: await pngImage(200, 200) },
    );
    expect((await affiliates()).map((a: { state: string }) => a.state)).toEqual(['Johor', 'Kedah']);
    const logo = await t.app.inject({ url: johor.logo });
    expect(logo.statusCode).toBe(200);

    const updated = await sendAffiliate(
      'PATCH',
      `/api/affiliates/${johor._id}`,
      { name: 'Johor Pickleball Association', state: 'Johor', website: '' },
      { data: await pngImage(320, 320) },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Johor Pickleball Association', website: '' });
    expect(updated.json().logo).not.toBe(johor.logo);
    expect((await t.app.inject({ url: johor.logo })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/affiliates/${johor._id}`,
      headers: editor,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: updated.json().logo })).statusCode).toBe(404);
    expect((await affiliates()).map((a: { name: string }) => a.name)).toEqual([
      'Kelab Pickleball Alor Setar',
    ]);
  });

  it('refuses an affiliate without a logo, with a logo that is not an image, a bad state or website, storing nothing', async () => {
    const before = await affiliates();
    const filesBefore = await logos();
    const png = await pngImage(200, 200);
    const cases: [
      Record<string, string>,
      { data: Buffer; contentType?: string } | undefined,
      string,
    ][] = [
      [{ name: 'No Logo Club', state: 'Johor' }, undefined, 'A logo is required'],
      [
        { name: 'Svg Club', state: 'Johor' },
        {
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          contentType: 'image/svg+xml',
        },
        'Please upload an image file',
      ],
      [{ name: 'Nowhere Club', state: 'Atlantis' }, { data: png }, 'Please select a state'],
      [
        { name: 'Script Club', state: 'Johor', website: 'javascript:alert(1)' },
        { data: png },
        'Website must be a web address starting with https://',
      ],
      [{ name: '', state: 'Johor' }, { data: png }, 'Name is required'],
    ];
    for (const [fields, logo, message] of cases) {
      const res = await sendAffiliate('POST', '/api/affiliates', fields, logo);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const unknown = await sendAffiliate(
      'PATCH',
      '/api/affiliates/00000000-0000-4000-8000-000000000000',
      { name: 'Ghost', state: 'Johor' },
      { data: png },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await affiliates()).toEqual(before);
    expect(await logos()).toEqual(filesBefore);
  });
});
