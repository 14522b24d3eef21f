import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createAdmin, loginAdmin } from '../../../test/factories/admins';
import { multipart } from '../../../test/multipart';

// Content in Bahasa Malaysia beside English (issue 17): each translated field is saved, read
// back, kept when an older client leaves it out, cleared when sent blank, and bounded.
describe('content in two languages', () => {
  let t: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    admin = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    return t.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  it('keeps the Malay of a news article beside its English', async () => {
    const created = await send('POST', '/api/news', {
      title: 'Courts open in Cyberjaya',
      titleMs: 'Gelanggang dibuka di Cyberjaya',
      publishDate: '2026-11-01',
      content: 'Six new courts.',
      contentMs: 'Enam gelanggang baharu.',
    });
    expect(created.statusCode).toBe(201);
    const { newsId } = created.json();
    expect(created.json()).toMatchObject({
      titleMs: 'Gelanggang dibuka di Cyberjaya',
      summaryMs: '',
      contentMs: 'Enam gelanggang baharu.',
    });

    // An older client's edit, without the Malay fields, keeps them.
    const edited = await send('PATCH', `/api/news/${newsId}`, { title: 'Courts open' });
    expect(edited.json()).toMatchObject({
      title: 'Courts open',
      titleMs: 'Gelanggang dibuka di Cyberjaya',
    });
    // Sent blank, a translation is removed (the page then falls back to English).
    const cleared = await send('PATCH', `/api/news/${newsId}`, { contentMs: '  ' });
    expect(cleared.json().contentMs).toBe('');
    const read = await t.app.inject({ method: 'GET', url: `/api/news/${newsId}` });
    expect(read.json()).toMatchObject({ titleMs: 'Gelanggang dibuka di Cyberjaya', contentMs: '' });

    const tooLong = await send('PATCH', `/api/news/${newsId}`, { titleMs: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Title (Bahasa Malaysia) must be at most 200 characters');
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/news/${newsId}` });
    expect(unchanged.json().titleMs).toBe('Gelanggang dibuka di Cyberjaya');
  });

  it('keeps the Malay of milestones', async () => {
    const created = await send('POST', '/api/milestones', {
      date: '2019-06-22',
      title: 'Association founded',
      titleMs: 'Persatuan ditubuhkan',
      description: 'Registered nationwide.',
      descriptionMs: 'Didaftarkan di peringkat kebangsaan.',
    });
    expect(created.statusCode).toBe(201);
    const patched = await send('PATCH', `/api/milestones/${created.json()._id}`, { order: '4' });
    expect(patched.json()).toMatchObject({
      titleMs: 'Persatuan ditubuhkan',
      descriptionMs: 'Didaftarkan di peringkat kebangsaan.',
    });
  });

  it('keeps the Malay of courses, and an older client that sends none leaves it', async () => {
    const course = {
      title: 'Dinking clinic',
      description: 'Two hours of drills.',
      date: '2026-12-05',
      time: '7:00 PM - 9:00 PM',
      location: 'Cyberjaya',
      coach: 'Coach Hafiz',
      maxParticipants: 12,
      price: 60,
      status: 'active',
    };
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/clinics',
      headers: admin,
      payload: course,
    });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ titleMs: '', descriptionMs: '' });
    const id = old.json()._id as string;

    const translated = await t.app.inject({
      method: 'PATCH',
      url: `/api/clinics/${id}`,
      headers: admin,
      payload: { titleMs: 'Klinik dink' },
    });
    expect(translated.json()).toMatchObject({ title: 'Dinking clinic', titleMs: 'Klinik dink' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/clinics/${id}`,
      headers: admin,
      payload: { ...course, price: 70 },
    });
    expect(edited.json()).toMatchObject({ price: 70, titleMs: 'Klinik dink' });
  });

  it('keeps the Malay of the featured video', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/featured-video',
      headers: admin,
      payload: {
        title: 'Finals',
        titleMs: 'Perlawanan akhir',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    });
    expect(res.statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/featured-video' });
    expect(read.json()).toMatchObject({ titleMs: 'Perlawanan akhir', descriptionMs: '' });
  });
});
