import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES } from './common';
import {
  contentImageError,
  FEATURED_VIDEO_URL_MESSAGE,
  featuredVideoSchema,
  MILESTONE_IMAGE_MESSAGES,
  milestoneSchema,
  NEWS_IMAGE_MESSAGES,
  NEWS_IMAGE_TOO_LARGE,
  PROGRAM_STATUSES,
  programSchema,
  reorderMilestonesInputSchema,
  saveFeaturedVideoInputSchema,
  saveMilestoneInputSchema,
  updateMilestoneInputSchema,
} from './content';
import { saveProgramInputSchema } from './program-input';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const YT = 'dQw4w9WgXcQ';
const UUID_A = '3f1c2b7e-8a4d-4c1e-9b2a-1d2e3f4a5b6c';
const UUID_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('image checks', () => {
  it('has the exact messages', () => {
    expect(MILESTONE_IMAGE_MESSAGES).toEqual({
      notImage: 'Please upload an image file',
      tooLarge: 'Image size must be less than 5MB',
    });
    expect(NEWS_IMAGE_TOO_LARGE).toBe('Image size should be less than 5MB');
  });

  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'IMAGE/JPEG', size: MAX_IMAGE_BYTES }, null],
    [{ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'Image size must be less than 5MB'],
    [{ type: 'application/pdf', size: 10 }, 'Please upload an image file'],
    [{ type: 'image/svg+xml', size: 10 }, 'Please upload an image file'],
    [{ type: '', size: 10 }, 'Please upload an image file'],
  ])('milestone %o → %s', (file, expected) => {
    expect(contentImageError(file, MILESTONE_IMAGE_MESSAGES)).toBe(expected);
  });

  it('uses the news wording for news pictures', () => {
    expect(contentImageError({ type: 'image/webp', size: 6e6 }, NEWS_IMAGE_MESSAGES)).toBe(
      NEWS_IMAGE_TOO_LARGE,
    );
  });
});

describe('milestones', () => {
  it('parses the record', () => {
    const record = {
      _id: 'm1',
      date: '2019-06-01',
      title: 'Founded',
      titleMs: 'Ditubuhkan',
      description: 'The association is founded.',
      descriptionMs: '',
      image: null,
      order: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(milestoneSchema.parse(record)).toEqual(record);
    expect(milestoneSchema.safeParse({ ...record, image: '/uploads/m.webp' }).success).toBe(true);
  });

  it('saves with required date, title and description and an optional order', () => {
    expect(
      saveMilestoneInputSchema.parse({
        date: '2019-06-01',
        title: ' Founded ',
        description: 'Text',
        order: '3',
      }),
    ).toEqual({
      date: '2019-06-01',
      title: 'Founded',
      description: 'Text',
      titleMs: '',
      descriptionMs: '',
      order: 3,
    });
    expect(
      saveMilestoneInputSchema.parse({
        date: '2019-06-01',
        title: 'T',
        description: 'D',
        order: '',
      }),
    ).toEqual({ date: '2019-06-01', title: 'T', description: 'D', titleMs: '', descriptionMs: '' });
    // An older record without the Malay fields reads as untranslated.
    expect(
      milestoneSchema.parse({
        _id: 'm1',
        date: '2019-06-01',
        title: 'T',
        description: 'D',
        image: null,
        order: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toMatchObject({ titleMs: '', descriptionMs: '' });
  });

  it('gives the required-field messages', () => {
    expect(messages(saveMilestoneInputSchema.safeParse({}))).toEqual([
      'Date is required',
      'Title is required',
      'Description is required',
    ]);
    expect(
      messages(
        saveMilestoneInputSchema.safeParse({
          date: '2019-02-29',
          title: 'T',
          description: 'D',
          order: 'x',
        }),
      ),
    ).toEqual(['Date must be a valid date', 'Order must be a number']);
  });

  it('updates only the fields sent (reorder sends just order)', () => {
    expect(updateMilestoneInputSchema.parse({ order: '2' })).toEqual({ order: 2 });
    expect(updateMilestoneInputSchema.parse({})).toEqual({});
    expect(messages(updateMilestoneInputSchema.safeParse({ title: '' }))).toEqual([
      'Title is required',
    ]);
  });

  it('reorders with a non-empty list of distinct uuids', () => {
    expect(reorderMilestonesInputSchema.parse({ ids: [UUID_A, UUID_B] })).toEqual({
      ids: [UUID_A, UUID_B],
    });
    expect(messages(reorderMilestonesInputSchema.safeParse({ ids: [] }))).toEqual([
      'At least one milestone is required',
    ]);
    expect(messages(reorderMilestonesInputSchema.safeParse({ ids: [UUID_A, UUID_A] }))).toEqual([
      'Each milestone may appear only once',
    ]);
    expect(reorderMilestonesInputSchema.safeParse({ ids: ['m1'] }).success).toBe(false);
    expect(reorderMilestonesInputSchema.safeParse({}).success).toBe(false);
  });
});

describe('featured video', () => {
  it('parses the record', () => {
    const record = {
      _id: 'v1',
      title: 'T',
      titleMs: 'T ms',
      description: '',
      descriptionMs: '',
      videoUrl: 'https://x',
    };
    expect(featuredVideoSchema.parse({ ...record, extra: 1 })).toEqual(record);
  });

  it.each([
    [`https://www.youtube.com/watch?v=${YT}&t=3`],
    [`https://youtu.be/${YT}`],
    [`<iframe width="560" src="https://www.youtube.com/embed/${YT}?si=a&amp;b=1"></iframe>`],
  ])('stores the normalised embed URL for %s', (videoUrl) => {
    expect(saveFeaturedVideoInputSchema.parse({ title: ' Final ', videoUrl })).toEqual({
      title: 'Final',
      titleMs: '',
      description: '',
      descriptionMs: '',
      videoUrl: `https://www.youtube-nocookie.com/embed/${YT}`,
    });
  });

  it('accepts Vimeo and Dailymotion too', () => {
    expect(
      saveFeaturedVideoInputSchema.parse({ title: 'T', videoUrl: 'https://vimeo.com/76979871' })
        .videoUrl,
    ).toBe('https://player.vimeo.com/video/76979871');
    expect(
      saveFeaturedVideoInputSchema.parse({ title: 'T', videoUrl: 'https://dai.ly/x8abc12' })
        .videoUrl,
    ).toBe('https://www.dailymotion.com/embed/video/x8abc12');
  });

  it.each([
    '',
    '   ',
    'https://evil.example/video.mp4',
    `https://youtube.com.evil.example/watch?v=${YT}`,
    '<iframe src="javascript:alert(1)"></iframe>',
    '<script>alert(1)</script>',
    `<iframe src="https://www.youtube.com/embed/${YT}"`.padEnd(6000, ' x'),
  ])('refuses %j with the spec message', (videoUrl) => {
    expect(messages(saveFeaturedVideoInputSchema.safeParse({ title: 'T', videoUrl }))).toEqual([
      FEATURED_VIDEO_URL_MESSAGE,
    ]);
  });

  it('requires a title and a URL', () => {
    expect(messages(saveFeaturedVideoInputSchema.safeParse({}))).toEqual([
      'Title is required',
      'Please enter a valid YouTube embed code or URL',
    ]);
  });
});

describe('courses and clinics', () => {
  const valid = {
    title: 'Beginner clinic',
    description: 'Basics',
    date: '2026-04-04',
    time: '9:00 AM - 11:00 AM',
    location: 'Shah Alam',
    coach: 'Coach Lee',
    maxParticipants: 16,
    price: 49.9,
    status: 'active',
  };

  it('parses the record', () => {
    const record = {
      ...valid,
      titleMs: 'Klinik permulaan',
      descriptionMs: '',
      _id: 'c1',
      enrolled: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    // An older server's record gets the rules' defaults: anyone, singles, cancel until the day.
    expect(programSchema.parse(record)).toEqual({
      ...record,
      state: null,
      cancelCutoffDays: 0,
      doubles: false,
      minAge: null,
      maxAge: null,
      minSkill: null,
      maxSkill: null,
      waitlisted: 0,
    });
    expect(programSchema.safeParse({ ...record, date: '2026-04-04T00:00:00Z' }).success).toBe(
      false,
    );
    expect(PROGRAM_STATUSES).toEqual(['active', 'inactive', 'completed']);
  });

  it('saves a full form and strips enrolled', () => {
    expect(saveProgramInputSchema.parse({ ...valid, enrolled: 99 })).toEqual(valid);
  });

  it('reads numbers sent as form text', () => {
    expect(
      saveProgramInputSchema.parse({ ...valid, maxParticipants: '20', price: '0' }),
    ).toMatchObject({ maxParticipants: 20, price: 0 });
  });

  it('requires every field', () => {
    expect(messages(saveProgramInputSchema.safeParse({}))).toEqual([
      'Title is required',
      'Description is required',
      'Date is required',
      'Time is required',
      'Location is required',
      'Coach is required',
      'Max participants is required',
      'Price is required',
      'Please select a status',
    ]);
  });

  it.each([
    [{ maxParticipants: 0 }, 'Max participants must be at least 1'],
    [{ maxParticipants: 2.5 }, 'Max participants must be a whole number'],
    [{ maxParticipants: 'ten' }, 'Max participants must be a number'],
    [{ price: -0.01 }, 'Price must be 0 or more'],
    [{ price: 10.005 }, 'Price must be in steps of 0.01'],
    [{ price: 'RM10' }, 'Price must be a number'],
    [{ status: 'archived' }, 'Please select a status'],
    [{ date: '2026-04-31' }, 'Date must be a valid date'],
  ])('refuses %o', (change, message) => {
    expect(messages(saveProgramInputSchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });

  it('accepts every whole-cent price online payment can take: 0 (free), or RM 2.00 to RM 100,000', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(0), fc.integer({ min: 200, max: 10_000_000 })), (cents) => {
        const price = cents / 100;
        expect(saveProgramInputSchema.parse({ ...valid, price }).price).toBe(price);
        expect(saveProgramInputSchema.parse({ ...valid, price: price.toFixed(2) }).price).toBe(
          price,
        );
      }),
    );
  });

  it('refuses a price between 0 and RM 2.00: online payment cannot take it (issue 39)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 199 }), (cents) => {
        expect(
          messages(saveProgramInputSchema.safeParse({ ...valid, price: cents / 100 })),
        ).toEqual(['Price must be 0 (free) or at least RM 2.00: online payment cannot take less']);
      }),
    );
  });
});
