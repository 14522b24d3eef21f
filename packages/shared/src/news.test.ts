import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  generateNewsId,
  htmlToPlainText,
  listNewsQuerySchema,
  NEWS_SIDEBAR_SUMMARY,
  newsImageUrl,
  newsSchema,
  newsSummary,
  saveNewsInputSchema,
  updateNewsInputSchema,
} from './news';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('newsSummary', () => {
  it('uses the summary when there is one, uncut', () => {
    const summary = 'A'.repeat(300);
    expect(newsSummary({ summary, content: 'Body' })).toBe(summary);
    expect(newsSummary({ summary: '  Short  ', content: 'Body' })).toBe('Short');
  });

  it('falls back to the first 150 characters of the content', () => {
    const content = 'word '.repeat(60);
    const summary = newsSummary({ summary: '', content });
    expect(summary.endsWith('…')).toBe(true);
    expect(Array.from(summary.slice(0, -1)).length).toBeLessThanOrEqual(150);
    expect(content.startsWith(summary.slice(0, -1))).toBe(true);
  });

  it('uses 80 in the sidebar', () => {
    expect(NEWS_SIDEBAR_SUMMARY).toBe(80);
    const summary = newsSummary({ summary: null, content: 'x'.repeat(200) }, NEWS_SIDEBAR_SUMMARY);
    expect(summary).toBe(`${'x'.repeat(80)}…`);
  });

  it('keeps short content whole, without an ellipsis', () => {
    expect(newsSummary({ summary: '   ', content: 'Short news.' })).toBe('Short news.');
    expect(newsSummary({ content: 'x'.repeat(150) })).toBe('x'.repeat(150));
    expect(newsSummary({})).toBe('');
  });

  it('strips HTML and collapses whitespace', () => {
    expect(
      newsSummary({
        summary: '',
        content:
          '<h2>Title</h2>\n<p>First&nbsp;line with <b>bold</b> and <a href="x">a link</a>.</p><p>Second &amp; last</p>',
      }),
    ).toBe('Title First line with bold and a link. Second & last');
  });

  it('never cuts an emoji in half', () => {
    const summary = newsSummary({ content: `${'a'.repeat(79)}🏓🏓` }, 80);
    expect(summary).toBe(`${'a'.repeat(79)}🏓…`);
  });
});

describe('htmlToPlainText', () => {
  it.each([
    ['<script>alert(1)</script>Hello', 'Hello'],
    ['<style>p{color:red}</style><p>Hi</p>', 'Hi'],
    ['<!-- note -->Text', 'Text'],
    ['a < b and c > d', 'a < b and c > d'],
    ['Line<br>break<br/>here', 'Line break here'],
    ['<li>One</li><li>Two</li>', 'One Two'],
    ['&lt;b&gt;not a tag&lt;/b&gt;', '<b>not a tag</b>'],
    ['caf&#233; &#x1F3D3; &unknown;', 'café 🏓 &unknown;'],
    ['  lots\n\n of\t space  ', 'lots of space'],
  ])('%s → %s', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });

  it('leaves no tag behind', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('<p>', '</p>', '<b>', 'text', ' ', '<a href="x">', '</a>', '\n')),
        (parts) => {
          const text = htmlToPlainText(parts.join(''));
          expect(text).not.toMatch(/<\/?[a-z]/i);
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/\s{2}/);
        },
      ),
    );
  });
});

describe('newsImageUrl', () => {
  it('is the first media url or null', () => {
    expect(
      newsImageUrl({
        media: [
          { type: 'image', url: '/uploads/news/a.webp' },
          { type: 'image', url: '/b.webp' },
        ],
      }),
    ).toBe('/uploads/news/a.webp');
    expect(newsImageUrl({ media: [] })).toBeNull();
    expect(newsImageUrl({ media: null })).toBeNull();
    expect(newsImageUrl({})).toBeNull();
    expect(newsImageUrl({ media: [{ url: '' }] })).toBeNull();
  });
});

describe('generateNewsId', () => {
  it('is NEWS followed by the time in milliseconds', () => {
    expect(generateNewsId(new Date(1_773_892_800_123))).toBe('NEWS1773892800123');
    expect(generateNewsId()).toMatch(/^NEWS\d{13}$/);
  });
});

describe('newsSchema', () => {
  it('parses the record the clients read', () => {
    const record = {
      _id: 'n1',
      newsId: 'NEWS1',
      title: 'Title',
      summary: '',
      content: '<p>Body</p>',
      publishDate: '2026-03-05',
      status: 'Published',
      category: 'Tournament',
      priority: 1,
      relatedTournament: null,
      media: [{ type: 'image', url: '/a.webp' }],
      createdAt: '2026-03-05T00:00:00.000Z',
      updatedAt: '2026-03-05T00:00:00.000Z',
      internal: 'stripped',
    };
    const parsed = newsSchema.parse(record);
    expect(parsed).not.toHaveProperty('internal');
    expect(newsSchema.safeParse({ ...record, content: null }).success).toBe(false);
    expect(newsSchema.safeParse({ ...record, priority: 'high' }).success).toBe(true);
  });
});

describe('saveNewsInputSchema', () => {
  const valid = { title: ' Title ', publishDate: '2026-03-05', content: '<p>Body</p>' };

  it('applies the defaults', () => {
    expect(saveNewsInputSchema.parse({ ...valid, newsId: 'NEWS1', extra: 'x' })).toEqual({
      title: 'Title',
      publishDate: '2026-03-05',
      content: '<p>Body</p>',
      summary: '',
      category: 'General',
      status: 'published',
      priority: null,
      relatedTournament: null,
      titleMs: '',
      summaryMs: '',
      contentMs: '',
    });
  });

  it('keeps the optional fields, normalising case', () => {
    expect(
      saveNewsInputSchema.parse({
        ...valid,
        summary: ' Sum ',
        category: 'tournament',
        status: 'Published',
        priority: ' 2 ',
        relatedTournament: 'APP-1',
      }),
    ).toMatchObject({
      summary: 'Sum',
      category: 'Tournament',
      status: 'published',
      priority: '2',
      relatedTournament: 'APP-1',
    });
    expect(saveNewsInputSchema.parse({ ...valid, category: '', status: '' })).toMatchObject({
      category: 'General',
      status: 'published',
    });
  });

  it('gives the required-field messages', () => {
    expect(messages(saveNewsInputSchema.safeParse({}))).toEqual([
      'Title is required',
      'Publish date is required',
      'Content is required',
    ]);
    expect(
      messages(saveNewsInputSchema.safeParse({ title: '  ', publishDate: ' ', content: '\n' })),
    ).toEqual(['Title is required', 'Publish date is required', 'Content is required']);
  });

  it('refuses a bad date, category or status', () => {
    expect(
      messages(saveNewsInputSchema.safeParse({ ...valid, publishDate: '2026-02-30' })),
    ).toEqual(['Publish date must be a valid date']);
    expect(messages(saveNewsInputSchema.safeParse({ ...valid, category: 'Gossip' }))).toEqual([
      'Please select a category',
    ]);
    expect(messages(saveNewsInputSchema.safeParse({ ...valid, status: 'deleted' }))).toEqual([
      'Status must be published',
    ]);
    expect(messages(saveNewsInputSchema.safeParse({ ...valid, title: 'x'.repeat(201) }))).toEqual([
      'Title must be at most 200 characters',
    ]);
  });
});

describe('updateNewsInputSchema', () => {
  it('leaves out what was not sent (no defaults)', () => {
    expect(updateNewsInputSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(updateNewsInputSchema.parse({ category: '' })).toEqual({});
  });

  it('still validates what was sent', () => {
    expect(messages(updateNewsInputSchema.safeParse({ title: ' ' }))).toEqual([
      'Title is required',
    ]);
    expect(updateNewsInputSchema.parse({ category: 'TOURNAMENT' })).toEqual({
      category: 'Tournament',
    });
  });
});

describe('listNewsQuerySchema', () => {
  it('reads the queries the clients send', () => {
    expect(listNewsQuerySchema.parse({ status: 'published', limit: '2' })).toEqual({
      status: 'published',
      limit: 2,
    });
    expect(listNewsQuerySchema.parse({ category: 'Tournament', status: 'Published' })).toEqual({
      category: 'Tournament',
      status: 'published',
    });
    expect(listNewsQuerySchema.parse({ limit: '50' })).toEqual({ limit: 50 });
    expect(listNewsQuerySchema.parse({})).toEqual({});
  });

  it.each(['0', '101', '2.5', 'abc', '-1'])('refuses limit=%s', (limit) => {
    expect(listNewsQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('refuses an unknown category', () => {
    expect(listNewsQuerySchema.safeParse({ category: 'Other' }).success).toBe(false);
  });
});
