// Video links (spec §5 featured video, §9 "video links recognised for YouTube, Vimeo,
// Dailymotion"). A link is accepted only when its host is exactly one of the hosts below; the
// embed URL handed back is always rebuilt from the video id, never copied from the input, so
// nothing the user pasted (snippet, extra parameters, odd hosts) ever reaches an iframe.

export const VIDEO_PROVIDERS = ['youtube', 'vimeo', 'dailymotion'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export interface ParsedVideo {
  provider: VideoProvider;
  id: string;
  embedUrl: string;
}

/** Frame sources the embed URLs use, for the Content-Security-Policy `frame-src`. */
export const VIDEO_EMBED_HOSTS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
] as const;

/** The WHATWG URL parser (browsers and Node); this package is built without DOM or Node types. */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  port: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const DAILYMOTION_ID = /^[A-Za-z0-9]{5,20}$/;

/** Longest text we look at; an embed snippet is a few hundred characters. */
export const VIDEO_INPUT_MAX_LENGTH = 5000;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
]);
const YOUTUBE_NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const DAILYMOTION_HOSTS = new Set(['dailymotion.com', 'www.dailymotion.com']);

const youtube = (id: string | null | undefined): ParsedVideo | null =>
  id && YOUTUBE_ID.test(id)
    ? { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` }
    : null;

const vimeo = (id: string | null | undefined): ParsedVideo | null =>
  id && VIMEO_ID.test(id)
    ? { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` }
    : null;

/** Old Dailymotion page links append a slug: '/video/x7tgad0_some-title'. */
const dailymotion = (raw: string | null | undefined): ParsedVideo | null => {
  const id = raw?.split('_')[0];
  return id && DAILYMOTION_ID.test(id)
    ? { provider: 'dailymotion', id, embedUrl: `https://www.dailymotion.com/embed/video/${id}` }
    : null;
};

/** The single path segment after `prefix` ('/embed/' → 'ID' in '/embed/ID' or '/embed/ID/'). */
function segmentAfter(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/$/, '');
  return rest !== '' && !rest.includes('/') ? rest : null;
}

/**
 * A YouTube, Vimeo or Dailymotion link as provider, id and embed URL; null for anything else.
 *
 * - YouTube (youtube.com, www., m., music.): /watch?v=ID, /embed/ID, /shorts/ID, /live/ID;
 *   youtu.be/ID; youtube-nocookie.com/embed/ID (with or without www.). ID is 11 characters of
 *   [A-Za-z0-9_-]. Other parameters (t=, si=, list=, …) are ignored. Embed URL
 *   `https://www.youtube-nocookie.com/embed/ID`.
 * - Vimeo: vimeo.com/ID (www. too), player.vimeo.com/video/ID; numeric ID. Embed URL
 *   `https://player.vimeo.com/video/ID`.
 * - Dailymotion: dailymotion.com/video/ID and /embed/video/ID (www. too), dai.ly/ID,
 *   geo.dailymotion.com/player.html?video=ID (or /player/PLAYER.html?video=ID). Embed URL
 *   `https://www.dailymotion.com/embed/video/ID`.
 *
 * Only http(s) URLs with the scheme written out; the host must equal an allowed host exactly
 * (look-alikes such as youtube.com.evil.example or evil-youtube.com are refused), and URLs with
 * user info (youtube.com@evil.example) or an explicit port are refused.
 */
export function parseVideoUrl(input: string): ParsedVideo | null {
  if (typeof input !== 'string' || input.length > VIDEO_INPUT_MAX_LENGTH) return null;
  const text = input.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;

  const host = url.hostname.toLowerCase();
  const path = url.pathname;

  if (YOUTUBE_HOSTS.has(host)) {
    if (path === '/watch' || path === '/watch/') return youtube(url.searchParams.get('v'));
    return youtube(
      segmentAfter(path, '/embed/') ??
        segmentAfter(path, '/shorts/') ??
        segmentAfter(path, '/live/'),
    );
  }
  if (host === 'youtu.be') return youtube(segmentAfter(path, '/'));
  if (YOUTUBE_NOCOOKIE_HOSTS.has(host)) return youtube(segmentAfter(path, '/embed/'));

  if (VIMEO_HOSTS.has(host)) return vimeo(segmentAfter(path, '/'));
  if (host === 'player.vimeo.com') return vimeo(segmentAfter(path, '/video/'));

  if (DAILYMOTION_HOSTS.has(host)) {
    return dailymotion(segmentAfter(path, '/video/') ?? segmentAfter(path, '/embed/video/'));
  }
  if (host === 'dai.ly') return dailymotion(segmentAfter(path, '/'));
  if (host === 'geo.dailymotion.com') {
    const isPlayerPage = path === '/player.html' || /^\/player\/[A-Za-z0-9]+\.html$/.test(path);
    return isPlayerPage ? dailymotion(url.searchParams.get('video')) : null;
  }
  return null;
}

/** `<iframe …>` opening tags, and the `src` attribute inside one (not `data-src`). */
const IFRAME_TAG = /<iframe\b[^>]*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The few entities an embed snippet's URL carries ('&amp;' between parameters). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&amp;|&#0*38;|&#x0*26;/gi, '&')
    .replace(/&quot;|&#0*34;/gi, '"')
    .replace(/&#0*39;|&apos;/gi, "'")
    .trim();
}

/**
 * The normalised embed URL of a pasted embed snippet or a bare video URL, or null.
 *
 * A snippet is anything containing '<': the `src` of its first `<iframe>` that has one is
 * taken (double, single or no quotes, any attribute order, any letter case; '&amp;' decoded;
 * a protocol-relative '//host/…' read as https). The snippet itself is never kept or rendered.
 * Otherwise the trimmed text must be a URL. Either way the result is parseVideoUrl's embed URL,
 * so only the allowed video hosts get through: `javascript:`, `data:` and other hosts → null.
 */
export function extractEmbedSrc(snippet: string): string | null {
  if (typeof snippet !== 'string' || snippet.length > VIDEO_INPUT_MAX_LENGTH) return null;
  const text = snippet.trim();
  if (text === '') return null;
  if (!text.includes('<')) return parseVideoUrl(text)?.embedUrl ?? null;

  for (const tag of text.matchAll(IFRAME_TAG)) {
    const match = SRC_ATTRIBUTE.exec(tag[0]);
    if (!match) continue;
    const src = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
    return parseVideoUrl(src.startsWith('//') ? `https:${src}` : src)?.embedUrl ?? null;
  }
  return null;
}

/** The featured video's embed URL from what the admin pasted (snippet or URL), or null. */
export function resolveFeaturedVideoUrl(input: string): string | null {
  return extractEmbedSrc(input);
}
