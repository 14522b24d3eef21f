import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  INBOX_PREVIEW_LENGTH,
  MESSAGE_HISTORY_PREVIEW_LENGTH,
  inboxMessageSchema,
  messageHistoryItemSchema,
  previewText,
  sendMessageInputSchema,
} from './messages';

const BOTH = 'Please fill in both subject and message';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('sendMessageInputSchema', () => {
  it('trims subject and message', () => {
    expect(sendMessageInputSchema.parse({ subject: ' Hello ', message: ' Welcome!\n' })).toEqual({
      subject: 'Hello',
      message: 'Welcome!',
      subjectMs: '',
      messageMs: '',
    });
  });

  it('keeps an optional Malay version, trimmed and bounded', () => {
    expect(
      sendMessageInputSchema.parse({
        subject: 'Hi',
        message: 'Hello',
        subjectMs: ' Hai ',
        messageMs: 'Helo',
      }),
    ).toMatchObject({ subjectMs: 'Hai', messageMs: 'Helo' });
    expect(
      sendMessageInputSchema.safeParse({
        subject: 'Hi',
        message: 'Hello',
        subjectMs: 'x'.repeat(201),
      }).success,
    ).toBe(false);
  });

  it.each([
    [{ subject: '', message: 'Body' }, 'subject'],
    [{ subject: 'Hi', message: '   ' }, 'message'],
    [{ subject: ' ', message: '\n' }, 'subject'],
    [{}, 'subject'],
    [{ subject: 'Hi', message: null }, 'message'],
  ])('gives one issue for %j, on %s', (input, path) => {
    const result = sendMessageInputSchema.safeParse(input);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, BOTH]]);
  });

  it('caps the lengths', () => {
    const result = sendMessageInputSchema.safeParse({ subject: 'x'.repeat(201), message: 'ok' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Subject must be at most 200 characters',
    ]);
  });
});

describe('message records', () => {
  const message = {
    _id: 'm1',
    subject: 'Hi',
    message: 'Welcome',
    read: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('parses inbox and history items', () => {
    expect(inboxMessageSchema.parse({ ...message, playerName: 'x' })).toEqual(message);
    const item = { ...message, playerName: 'Siti', playerUsername: 'siti' };
    expect(messageHistoryItemSchema.parse(item)).toEqual(item);
  });
});

describe('previewText', () => {
  it('keeps short text whole and cuts long text at max characters with …', () => {
    expect(previewText('', 5)).toBe('');
    expect(previewText('hello', 5)).toBe('hello');
    expect(previewText('hello!', 5)).toBe('hello…');
    expect(previewText('hello world', 6)).toBe('hello…');
    expect(previewText('x'.repeat(151), MESSAGE_HISTORY_PREVIEW_LENGTH)).toBe(
      `${'x'.repeat(150)}…`,
    );
    expect(previewText('x'.repeat(60), INBOX_PREVIEW_LENGTH)).toBe('x'.repeat(60));
  });

  it('never splits a surrogate pair', () => {
    expect(previewText('ab😀cd', 3)).toBe('ab😀…');
    expect(previewText('😀😀😀', 2)).toBe('😀😀…');
    expect(previewText('😀😀', 2)).toBe('😀😀');
  });

  it('rejects a negative or fractional length', () => {
    expect(() => previewText('x', -1)).toThrow(RangeError);
    expect(() => previewText('x', 1.5)).toThrow(RangeError);
  });

  it('keeps short text whole; else a prefix of at most max code points plus …, never split', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 40 }), (text, max) => {
        const preview = previewText(text, max);
        if (Array.from(text).length <= max) return preview === text;
        const body = preview.slice(0, -1);
        return (
          preview.endsWith('…') &&
          text.startsWith(body) &&
          Array.from(body).length <= max &&
          !LONE_SURROGATE.test(preview)
        );
      }),
    );
  });
});
