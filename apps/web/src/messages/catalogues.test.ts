// The two editions of the catalogue, English and Bahasa Malaysia, say the same things: the same
// keys, the same list lengths, the same message arguments, valid ICU messages, and no English
// left in the Bahasa Malaysia edition except words that are the same in both languages.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

import { en } from './en/index';
import { ms } from './ms/index';

type Leaf = string | ((...args: never[]) => string);

/** Every leaf of a catalogue by its path (`players.login.title`, `home.stats.items.0.label`). */
function leaves(value: unknown, path = ''): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  if (typeof value === 'string' || typeof value === 'function') {
    out.set(path, value as Leaf);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, leaf] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, leaf);
    }
  }
  return out;
}

/** The argument names of an ICU message (`{name}`, `{count, plural, …}`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        walk(element.children);
        continue;
      }
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

/**
 * Bahasa Malaysia texts that are rightly the same as the English: names, symbols, numbers,
 * contacts and words both languages share.
 */
const SAME_IN_BOTH = [
  /^[\s\d\p{P}\p{S}]*$/u, // numbers and symbols (placeholders removed)
  /^RM [\d,.]+$/,
  /^\s*\(Bahasa Malaysia\)$/, // a field's label for its Malay text: '{field} (Bahasa Malaysia)'
  /@mpa\.org\.my$/,
  /^\+60/,
  /^MPA\d{6}$/, // a member ID as an example
  /^MPA\d{6}; MPA\d{6}$/, // a pair's member IDs as an example
  /^DUPR\s*[–-]?\s*$/, // the rating's name, with its numbers as placeholders
  /^(MPA|PickleZone|Beta 2\.0|IP|Facebook|Instagram|YouTube|TikTok|Spam|Moderator|Status|Media|IP \{ip\}|Kuala Lumpur, Malaysia|English|Bahasa Malaysia|April|September|November|Jan|Feb|Apr|Jun|Jul|Sep|Nov|\d+ in|RM \{amount\}|Eksport CSV|Logo|GrabPay|FPX|https:\/\/)$/,
];

const isSameInBoth = (text: string) => {
  const words = text.replace(/\{\w+\}/g, '');
  return SAME_IN_BOTH.some((pattern) => pattern.test(words) || pattern.test(text));
};

describe('message catalogues', () => {
  const english = leaves(en);
  const malay = leaves(ms);

  it('have the same keys in both editions', () => {
    expect([...malay.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have valid ICU messages with the same arguments in both editions', () => {
    const mismatches: string[] = [];
    for (const [path, text] of english) {
      const other = malay.get(path);
      if (typeof text !== 'string' || typeof other !== 'string') continue;
      let a: string[];
      let b: string[];
      try {
        a = argumentsOf(text);
        b = argumentsOf(other);
      } catch (err) {
        mismatches.push(`${path}: not a valid ICU message (${String(err)})`);
        continue;
      }
      if (a.join() !== b.join()) mismatches.push(`${path}: en {${a.join()}} ms {${b.join()}}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('give functions the same arguments in both editions', () => {
    for (const [path, leaf] of english) {
      if (typeof leaf !== 'function') continue;
      const other = malay.get(path);
      expect(typeof other, path).toBe('function');
      expect((other as (...a: never[]) => string).length, path).toBe(leaf.length);
    }
  });

  it('leave no English in the Bahasa Malaysia edition', () => {
    const untranslated = [...malay]
      .filter(([path, text]) => typeof text === 'string' && text === english.get(path))
      .filter(([, text]) => !isSameInBoth(text as string))
      .map(([path, text]) => `${path}: ${String(text)}`);
    expect(untranslated).toEqual([]);
  });
});
