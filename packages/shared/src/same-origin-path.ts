/**
 * A path on this site, whatever was asked for: what every redirect the server builds (and every
 * link the web app builds from the address it was opened at) goes through, so none can lead to
 * another site. Browsers read `//host`, `/\host` and `\\host` as another host, drop tabs and
 * newlines anywhere in a URL, and a page's router may decode `%2f` and `%5c` (once or, through
 * `%252f`, more) back into separators. So this
 * - removes control characters and spaces (and encoded control characters, at any depth: an
 *   encoded space stays, as it is part of a path);
 * - reads `\` and encoded `/` or `\` as a separator;
 * - resolves `.` and `..` segments (`%2e` too), collapses runs of separators into one and
 *   percent-encodes what a header may not carry;
 * and always answers a path starting with exactly one `/` (`/` for nothing at all). A scheme or an
 * `@` after that first `/` is part of the path (`/https:/x`), never an address.
 */
function isControlOrSpace(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x20 || code === 0x7f;
}

const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;

/** Percent-encodes what a header or a path may not carry raw (non-ASCII, `?`, `#`). */
function encodeSegment(segment: string): string {
  return Array.from(segment)
    .map((char) => {
      if (char.charCodeAt(0) < 0x7f && char !== '?' && char !== '#') return char;
      try {
        return encodeURIComponent(char);
      } catch {
        return '%EF%BF%BD'; // a lone surrogate: the replacement character
      }
    })
    .join('');
}

export function sameOriginPath(path: string): string {
  const parts = Array.from(path)
    .filter((char) => !isControlOrSpace(char))
    .join('')
    .replace(/%(?:25)*(?:[01][0-9a-f]|7f)/gi, '')
    .replace(/%(?:25)*(?:2f|5c)/gi, '/')
    .replace(/\\/g, '/')
    .split('/');
  const segments: string[] = [];
  for (const part of parts) {
    if (part === '' || DOT.test(part)) continue;
    if (DOT_DOT.test(part)) segments.pop();
    else segments.push(encodeSegment(part));
  }
  const last = parts[parts.length - 1] ?? '';
  const isFolder = last === '' || DOT.test(last) || DOT_DOT.test(last);
  return `/${segments.join('/')}${isFolder && segments.length > 0 ? '/' : ''}`;
}

/** `sameOriginPath` of a path with its query (`/a?b=c`): the query is kept as it is. */
export function sameOriginPathAndQuery(url: string): string {
  const at = url.search(/[?#]/);
  if (at < 0) return sameOriginPath(url);
  return `${sameOriginPath(url.slice(0, at))}${url.slice(at)}`;
}
