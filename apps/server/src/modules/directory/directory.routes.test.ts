import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { createPlayer, playerSession } from '../../../test/factories/players';
import { pngImage } from '../../../test/images';
import { multipart } from '../../../test/multipart';
import { directoryEntries } from '../../db/schema/index';

type Auth = { authorization: string };

const venue = {
  kind: 'venue',
  name: 'Arena Pickleball Shah Alam',
  state: 'Selangor',
  city: 'Shah Alam',
  address: 'Jalan Kebun, Seksyen 32',
  mapUrl: 'https://maps.app.goo.gl/abc123',
  courtsIndoor: 6,
  courtsOutdoor: '2',
  phone: '03-5555 1234',
  email: 'hello@arena.example',
  openingHours: 'Daily 7 am – 11 pm',
  verified: true,
  description: 'Six indoor courts with LED lighting.',
};

describe('the directory: upkeep by owners, and the public finder', () => {
  let t: TestApp;
  let officer: Auth;
  let editor: Auth;
  let superAdmin: Auth;
  beforeAll(async () => {
    t = await buildTestApp();
    const sign = async (roles: Parameters<typeof createAdmin>[1]) => {
      const a = await createAdmin(t.db, roles);
      return { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
    };
    officer = await sign({ roles: ['tournament_officer'] });
    editor = await sign({ roles: ['content_editor'] });
    superAdmin = await sign({});
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    auth?: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(auth ? { headers: auth } : {}),
      ...(payload ? { payload } : {}),
    });

  it('lets each role keep its own kinds only', async () => {
    const made = await call('POST', '/api/admin/directory', officer, venue);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ ...venue, courtsOutdoor: 2, photos: [] });
    const refused = await call('POST', '/api/admin/directory', editor, {
      ...venue,
      name: 'Not mine',
    });
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      'Venues and referees are kept by tournament officers',
    ]);
    const coach = await call('POST', '/api/admin/directory', editor, {
      kind: 'coach',
      name: 'Coach Aminah Yusof',
      state: 'Penang',
      certificationLevel: 'Level 2',
      certificationExpiresOn: '2099-01-01',
      consent: true,
    });
    expect(coach.statusCode).toBe(201);
    expect(
      (await call('PATCH', `/api/admin/directory/${coach.json()._id}`, officer, { name: 'x' }))
        .statusCode,
    ).toBe(403);
    const patched = await call('PATCH', `/api/admin/directory/${coach.json()._id}`, superAdmin, {
      city: 'George Town',
    });
    // Only what was sent changes: consent and certification stay as stored.
    expect(patched.json()).toMatchObject({
      city: 'George Town',
      consent: true,
      certificationLevel: 'Level 2',
      certificationExpiresOn: '2099-01-01',
    });
    // Nobody else.
    const { player } = await createPlayer(t.db);
    const { token } = await playerSession(t, player.id);
    expect(
      (await call('POST', '/api/admin/directory', { authorization: `Bearer ${token}` }, venue))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/admin/directory', undefined, venue)).statusCode).toBe(401);
  });

  it.each([
    [
      { mapUrl: 'https://evil.example/maps' },
      'Map link must be a geo: location or a Google Maps, Waze, Apple Maps or OpenStreetMap link',
    ],
    [{ mapUrl: 'javascript:alert(1)' }, 'Map link must be'],
    [{ state: 'Gotham' }, 'Please select a state'],
    [{ courtsIndoor: -1 }, 'Indoor courts must be 0 or more'],
    [{ email: 'not-an-email' }, 'Email must be a valid e-mail address'],
    [{ kind: 'stadium' }, 'Choose venue, coach, club or referee'],
    [{ name: '' }, 'Name is required'],
  ])('refuses %j with a 400 naming the problem', async (change, message) => {
    const res = await call('POST', '/api/admin/directory', officer, { ...venue, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('finds, for staff only, the entries with English text but none in Bahasa Malaysia', async () => {
    const english = await call('POST', '/api/admin/directory', officer, {
      ...venue,
      name: 'Untranslated Courts',
      state: 'Perlis',
      description: 'Two outdoor courts by the stadium.',
    });
    await call('POST', '/api/admin/directory', officer, {
      ...venue,
      name: 'Translated Courts',
      state: 'Perlis',
      description: 'Two outdoor courts.',
      descriptionMs: 'Dua gelanggang luar.',
      openingHoursMs: 'Setiap hari 7 pagi – 11 malam',
    });
    // Described in both languages, but its opening hours in English only.
    await call('POST', '/api/admin/directory', officer, {
      ...venue,
      name: 'Hours Untranslated Courts',
      state: 'Perlis',
      description: 'Two outdoor courts.',
      descriptionMs: 'Dua gelanggang luar.',
    });
    await call('POST', '/api/admin/directory', officer, {
      ...venue,
      name: 'Undescribed Courts',
      state: 'Perlis',
      description: '',
      openingHours: '',
    });
    const names = async (url: string, auth?: Auth) =>
      ((await call('GET', url, auth)).json() as { items: { name: string }[] }).items.map(
        (e) => e.name,
      );
    expect(await names('/api/admin/directory?state=Perlis&missingMs=true', officer)).toEqual([
      'Hours Untranslated Courts',
      'Untranslated Courts',
    ]);
    // The public finder ignores it.
    expect(await names('/api/directory?state=Perlis&missingMs=true')).toHaveLength(4);
    expect((await call('GET', '/api/admin/directory?missingMs=yes', officer)).statusCode).toBe(400);
    expect(english.statusCode).toBe(201);
  });

  it('keeps opening hours and certification in Bahasa Malaysia beside the English', async () => {
    const made = await call('POST', '/api/admin/directory', editor, {
      kind: 'coach',
      name: 'Coach Farah Idris',
      state: 'Melaka',
      certificationLevel: 'Level 2 Professional',
      certificationLevelMs: ' Tahap 2 Profesional ',
      certificationExpiresOn: '2099-01-01',
      consent: true,
      description: 'Beginner groups.',
      descriptionMs: 'Kumpulan permulaan.',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json()._id as string;
    const shown = await call('GET', `/api/directory/${id}`);
    expect(shown.json()).toMatchObject({
      certificationLevel: 'Level 2 Professional',
      certificationLevelMs: 'Tahap 2 Profesional',
      openingHoursMs: '',
    });
    // A change that leaves the Malay out keeps it.
    const edited = await call('PATCH', `/api/admin/directory/${id}`, editor, {
      kind: 'coach',
      name: 'Coach Farah Idris',
      openingHours: 'Weekends 8 am – 12 pm',
      openingHoursMs: 'Hujung minggu 8 pagi – 12 tengah hari',
    });
    expect(edited.json()).toMatchObject({
      certificationLevelMs: 'Tahap 2 Profesional',
      openingHoursMs: 'Hujung minggu 8 pagi – 12 tengah hari',
    });
    const tooLong = await call('PATCH', `/api/admin/directory/${id}`, editor, {
      kind: 'coach',
      name: 'Coach Farah Idris',
      openingHoursMs: 'x'.repeat(301),
    });
    expect(tooLong.json().error).toContain(
      'Opening hours (Bahasa Malaysia) must be at most 300 characters',
    );
  });

  it('accepts a geo: location as the map link', async () => {
    const res = await call('POST', '/api/admin/directory', officer, {
      ...venue,
      name: 'Geo Courts',
      mapUrl: 'geo:3.1390,101.6869',
    });
    expect(res.statusCode).toBe(201);
  });

  it('lists coaches and referees only while certified and with consent; filters and searches', async () => {
    const add = (body: object, auth: Auth = editor) =>
      call('POST', '/api/admin/directory', auth, body);
    await add({
      kind: 'coach',
      name: 'Coach Hidden Noconsent',
      state: 'Johor',
      certificationLevel: 'Level 1',
      consent: false,
    });
    await add({
      kind: 'coach',
      name: 'Coach Lapsed',
      state: 'Johor',
      certificationLevel: 'Level 1',
      certificationExpiresOn: '2020-01-01',
      consent: true,
    });
    const listed = await add({
      kind: 'coach',
      name: 'Coach Chong Wéi',
      state: 'Johor',
      certificationLevel: 'Level 3',
      certificationExpiresOn: '2099-12-31',
      consent: true,
    });
    await add(
      {
        kind: 'referee',
        name: 'Referee Ravi',
        state: 'Johor',
        certificationLevel: 'National',
        consent: true,
      },
      officer,
    );

    const coaches = (await call('GET', '/api/directory?kind=coach&state=Johor')).json();
    expect(coaches.items.map((e: { name: string }) => e.name)).toEqual(['Coach Chong Wéi']);
    expect(coaches.total).toBe(1);
    expect(
      (await call('GET', '/api/directory?q=CHONG%20wei'))
        .json()
        .items.map((e: { name: string }) => e.name),
    ).toEqual(['Coach Chong Wéi']);
    expect((await call('GET', '/api/directory?kind=referee')).json().total).toBe(1);
    expect((await call('GET', `/api/directory/${listed.json()._id}`)).statusCode).toBe(200);
    const hidden = (
      await call('GET', '/api/admin/directory?kind=coach&state=Johor', editor)
    ).json();
    expect(hidden.total).toBe(3);
    const lapsedId = hidden.items.find((e: { name: string }) => e.name === 'Coach Lapsed')._id;
    expect((await call('GET', `/api/directory/${lapsedId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/directory?state=Atlantis')).statusCode).toBe(400);
    expect((await call('GET', '/api/directory/not-an-id')).statusCode).toBe(404);
  });

  it('keeps photos through the upload pipeline, at most six, and removes them with the entry', async () => {
    const id = (
      await call('POST', '/api/admin/directory', officer, { ...venue, name: 'Photo Hall' })
    ).json()._id;
    const body = multipart({}, [
      { field: 'photo', filename: 'hall.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/directory/${id}/photos`,
      headers: { ...officer, ...body.headers },
      payload: body.payload,
    });
    expect(added.statusCode).toBe(200);
    const [photo] = added.json().photos as string[];
    expect(photo).toMatch(/^\/uploads\/directory\/.+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: photo! })).statusCode).toBe(200);

    const text = multipart({}, [
      {
        field: 'photo',
        filename: 'x.png',
        contentType: 'image/png',
        data: Buffer.from('not an image'),
      },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/directory/${id}/photos`,
      headers: { ...officer, ...text.headers },
      payload: text.payload,
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);

    await t.db
      .update(directoryEntries)
      .set({ photos: Array.from({ length: 6 }, (_, i) => `/uploads/directory/x${i}.webp`) })
      .where(eq(directoryEntries.id, id));
    const seventh = await t.app.inject({
      method: 'POST',
      url: `/api/admin/directory/${id}/photos`,
      headers: { ...officer, ...body.headers },
      payload: body.payload,
    });
    expect([seventh.statusCode, seventh.json().error]).toEqual([400, 'At most 6 photos per entry']);
    expect(
      (await call('DELETE', `/api/admin/directory/${id}/photos/5`, officer)).json().photos,
    ).toHaveLength(5);
    expect((await call('DELETE', `/api/admin/directory/${id}/photos/9`, officer)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/admin/directory/${id}`, editor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/directory/${id}`, officer)).statusCode).toBe(200);
    expect((await call('GET', `/api/directory/${id}`)).statusCode).toBe(404);
  });
});
