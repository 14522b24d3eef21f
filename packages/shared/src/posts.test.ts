import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkPostImages,
  commentInputSchema,
  createPostInputSchema,
  editPostInputSchema,
  isHttpUrl,
  linkDomain,
  MAX_POST_IMAGES,
  POST_MESSAGES,
  reportInputSchema,
} from './posts';

const file = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('checkPostImages (spec §5)', () => {
  it('accepts up to five images under 5MB', () => {
    expect(checkPostImages([])).toBeNull();
    expect(checkPostImages(Array.from({ length: 5 }, (_, i) => file(`${i}.png`)))).toBeNull();
  });
  it('refuses a sixth image, a non-image and an image over 5MB with the spec messages', () => {
    expect(checkPostImages(Array.from({ length: 6 }, (_, i) => file(`${i}.png`)))).toBe(
      POST_MESSAGES.tooManyImages,
    );
    expect(checkPostImages([file('doc.pdf', 10, 'application/pdf')])).toBe(POST_MESSAGES.notImage);
    expect(checkPostImages([file('x.svg', 10, 'image/svg+xml')])).toBe(POST_MESSAGES.notImage);
    expect(checkPostImages([file('big.jpg', 5 * 1024 * 1024 + 1)])).toBe(
      'big.jpg is larger than 5MB',
    );
  });
  it('never accepts more than the maximum, whatever the files', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), size: fc.nat(), type: fc.string() })),
        (files) => {
          const result = checkPostImages(files);
          if (files.length > MAX_POST_IMAGES) expect(result).toBe(POST_MESSAGES.tooManyImages);
          if (result === null) expect(files.every((f) => f.type.startsWith('image/'))).toBe(true);
        },
      ),
    );
  });
});

describe('link rules', () => {
  it.each([
    ['https://example.com/a?b=c', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['https://user:pw@example.com', false],
    ['example.com', false],
    [`https://example.com/${'a'.repeat(3000)}`, false],
  ])('isHttpUrl(%s) is %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
  it('shows the host without www', () => {
    expect(linkDomain('https://www.Example.com:8080/path')).toBe('example.com');
    expect(linkDomain('not a url')).toBe('');
  });
});

describe('post inputs', () => {
  it('trims text, drops unsafe link pictures and refuses non-http links', () => {
    expect(
      createPostInputSchema.parse({
        content: '  hi  ',
        linkUrl: ' https://a.example ',
        linkImage: 'javascript:x',
      }),
    ).toMatchObject({ content: 'hi', linkUrl: 'https://a.example', linkImage: null });
    expect(createPostInputSchema.safeParse({ linkUrl: 'data:text/html,x' }).success).toBe(false);
    expect(createPostInputSchema.parse({})).toMatchObject({ content: '', linkUrl: '' });
  });
  it('refuses empty comments, empty edits and reports without a reason with the spec messages', () => {
    expect(commentInputSchema.safeParse({ comment: '   ' }).error?.issues[0]?.message).toBe(
      POST_MESSAGES.emptyComment,
    );
    expect(editPostInputSchema.safeParse({ content: '' }).error?.issues[0]?.message).toBe(
      POST_MESSAGES.emptyEdit,
    );
    expect(reportInputSchema.safeParse({}).error?.issues[0]?.message).toBe(POST_MESSAGES.noReason);
    expect(reportInputSchema.parse({ reason: 'spam' })).toEqual({ reason: 'spam', details: '' });
  });
});
