import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  extractEmbedSrc,
  parseVideoUrl,
  resolveFeaturedVideoUrl,
  VIDEO_EMBED_HOSTS,
} from './video';

const YT = 'dQw4w9WgXcQ';
const YT_EMBED = `https://www.youtube-nocookie.com/embed/${YT}`;
const VIMEO_EMBED = 'https://player.vimeo.com/video/76979871';
const DM_EMBED = 'https://www.dailymotion.com/embed/video/x8abc12';

describe('parseVideoUrl: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}`,
    `https://m.youtube.com/watch?v=${YT}`,
    `https://music.youtube.com/watch?v=${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${YT}`,
    `https://www.youtube.com/watch?v=${YT}&t=42s`,
    `https://www.youtube.com/watch?list=PL123&v=${YT}&index=2`,
    `https://www.youtube.com/watch?v=${YT}&si=abcDEF`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc&t=10`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube.com/embed/${YT}?autoplay=1`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://youtube.com/shorts/${YT}?feature=share`,
    `https://www.youtube.com/live/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtube-nocookie.com/embed/${YT}`,
    `  https://youtu.be/${YT}  `,
    `https://www.youtube.com/watch?v=${YT}#comments`,
  ])('%s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ provider: 'youtube', id: YT, embedUrl: YT_EMBED });
  });

  it('keeps the id case and accepts - and _', () => {
    expect(parseVideoUrl('https://youtu.be/a-B_c1D2e3F')?.id).toBe('a-B_c1D2e3F');
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${YT}X`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/${YT}`,
    `https://www.youtube.com/embed/${YT}/extra`,
    'https://www.youtube.com/channel/UC1234567890',
    'https://youtu.be/',
    `https://youtu.be/watch?v=${YT}`,
    `https://www.youtube-nocookie.com/watch?v=${YT}`,
  ])('refuses a YouTube link without a video id: %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('parseVideoUrl: Vimeo', () => {
  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'https://vimeo.com/76979871?share=copy',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?h=abc&badge=0',
  ])('%s', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'vimeo',
      id: '76979871',
      embedUrl: VIMEO_EMBED,
    });
  });

  it.each([
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/abc',
    'https://player.vimeo.com/76979871',
    'https://player.vimeo.com/video/abc',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('parseVideoUrl: Dailymotion', () => {
  it.each([
    'https://www.dailymotion.com/video/x8abc12',
    'https://dailymotion.com/video/x8abc12',
    'https://www.dailymotion.com/video/x8abc12_some-title_sport',
    'https://dai.ly/x8abc12',
    'https://www.dailymotion.com/embed/video/x8abc12',
    'https://www.dailymotion.com/embed/video/x8abc12?autoplay=1',
    'https://geo.dailymotion.com/player.html?video=x8abc12',
    'https://geo.dailymotion.com/player/xk2k3.html?video=x8abc12&mute=true',
  ])('%s', (url) => {
    expect(parseVideoUrl(url)).toEqual({
      provider: 'dailymotion',
      id: 'x8abc12',
      embedUrl: DM_EMBED,
    });
  });

  it.each([
    'https://www.dailymotion.com/x8abc12',
    'https://geo.dailymotion.com/player.html',
    'https://geo.dailymotion.com/other.html?video=x8abc12',
    'https://www.dailymotion.com/video/x8<script>',
  ])('refuses %s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('parseVideoUrl: refused hosts and schemes', () => {
  it.each([
    `https://youtube.com.evil.example/watch?v=${YT}`,
    `https://www.youtube.com.evil.example/embed/${YT}`,
    `https://evil-youtube.com/watch?v=${YT}`,
    `https://notyoutube.com/watch?v=${YT}`,
    `https://youtube.co/watch?v=${YT}`,
    `https://youtu.be.evil.example/${YT}`,
    `https://youtube.com@evil.example/watch?v=${YT}`,
    `https://user:pass@www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com:8443/watch?v=${YT}`,
    `https://youtube.com./watch?v=${YT}`,
    `https://evil.example/?u=https://www.youtube.com/watch?v=${YT}`,
    `https://evil.example/www.youtube.com/embed/${YT}`,
    'https://vimeo.com.evil.example/76979871',
    'https://player.vimeo.com.evil.example/video/76979871',
    'https://dailymotion.com.evil.example/video/x8abc12',
    'https://dai.ly.evil.example/x8abc12',
    `javascript:alert(1)//https://www.youtube.com/watch?v=${YT}`,
    'JavaScript:alert(document.cookie)',
    `data:text/html,<iframe src="https://www.youtube.com/embed/${YT}">`,
    `ftp://www.youtube.com/watch?v=${YT}`,
    `//www.youtube.com/watch?v=${YT}`,
    `www.youtube.com/watch?v=${YT}`,
    `youtu.be/${YT}`,
    '',
    'not a url',
  ])('%s', (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it('refuses over-long input', () => {
    expect(parseVideoUrl(`https://youtu.be/${YT}?x=${'a'.repeat(6000)}`)).toBeNull();
  });

  it('never returns an embed URL outside VIDEO_EMBED_HOSTS, whatever the input', () => {
    const hosts = fc.constantFrom(
      'youtube.com',
      'www.youtube.com',
      'youtu.be',
      'vimeo.com',
      'player.vimeo.com',
      'dai.ly',
      'www.dailymotion.com',
      'geo.dailymotion.com',
      'evil.example',
    );
    const urls = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'javascript:', '//'),
        fc.option(fc.constantFrom('user@', 'a:b@')),
        hosts,
        fc.option(fc.constantFrom('.evil.example', ':444')),
        fc.constantFrom('/', '/watch?v=', '/embed/', '/shorts/', '/video/', '/embed/video/'),
        fc.string(),
      )
      .map(([scheme, user, host, suffix, path, rest]) =>
        [scheme, user ?? '', host, suffix ?? '', path, rest].join(''),
      );
    fc.assert(
      fc.property(fc.oneof(urls, fc.string()), (input) => {
        const parsed = parseVideoUrl(input);
        if (!parsed) return;
        expect(VIDEO_EMBED_HOSTS.some((h) => parsed.embedUrl.startsWith(`${h}/`))).toBe(true);
        expect(parsed.embedUrl).toMatch(/^https:\/\/[a-z.-]+\/[a-z/]+\/[A-Za-z0-9_-]+$/);
      }),
    );
  });
});

describe('extractEmbedSrc', () => {
  it('takes the src of a pasted YouTube embed snippet', () => {
    const snippet = `<iframe width="560" height="315" src="https://www.youtube.com/embed/${YT}?si=Xy12&amp;start=30" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>`;
    expect(extractEmbedSrc(snippet)).toBe(YT_EMBED);
  });

  it.each([
    [`<iframe src='https://www.youtube.com/embed/${YT}'></iframe>`, YT_EMBED],
    [`<IFRAME SRC="https://www.youtube.com/embed/${YT}" WIDTH=560></IFRAME>`, YT_EMBED],
    [`<iframe allowfullscreen\n  src = "https://youtu.be/${YT}"\n></iframe>`, YT_EMBED],
    [`<iframe src=https://www.youtube.com/embed/${YT} width=1></iframe>`, YT_EMBED],
    [`<iframe src="//www.youtube.com/embed/${YT}"></iframe>`, YT_EMBED],
    [
      '<div style="padding:56.25% 0 0 0"><iframe src="https://player.vimeo.com/video/76979871?badge=0&amp;autopause=0" frameborder="0"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>',
      VIMEO_EMBED,
    ],
    [
      '<iframe frameborder="0" width="640" height="360" src="https://www.dailymotion.com/embed/video/x8abc12" allowfullscreen allow="autoplay"></iframe>',
      DM_EMBED,
    ],
    [
      '<iframe src="https://geo.dailymotion.com/player.html?video=x8abc12" style="width:100%"></iframe>',
      DM_EMBED,
    ],
    [
      `<iframe data-src="https://evil.example/" src="https://www.youtube.com/embed/${YT}"></iframe>`,
      YT_EMBED,
    ],
  ])('%s', (snippet, expected) => {
    expect(extractEmbedSrc(snippet)).toBe(expected);
  });

  it('accepts a bare URL', () => {
    expect(extractEmbedSrc(`https://www.youtube.com/watch?v=${YT}&t=5`)).toBe(YT_EMBED);
    expect(extractEmbedSrc(' https://vimeo.com/76979871 ')).toBe(VIMEO_EMBED);
  });

  it.each([
    '<iframe src="https://evil.example/embed/abc"></iframe>',
    `<iframe src="https://youtube.com.evil.example/embed/${YT}"></iframe>`,
    `<iframe src="https://youtube.com@evil.example/embed/${YT}"></iframe>`,
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="JAVASCRIPT:alert(document.domain)//https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></iframe>',
    `<iframe srcdoc="<script>alert(1)</script>" data-src="https://www.youtube.com/embed/${YT}"></iframe>`,
    `<script src="https://www.youtube.com/embed/${YT}"></script>`,
    `<img src="https://www.youtube.com/embed/${YT}" onerror="alert(1)">`,
    `<a href="https://www.youtube.com/embed/${YT}">video</a>`,
    '<iframe></iframe>',
    'javascript:alert(1)',
    '',
    '   ',
  ])('refuses %s', (snippet) => {
    expect(extractEmbedSrc(snippet)).toBeNull();
  });

  it('uses the first iframe that has a src', () => {
    expect(
      extractEmbedSrc(
        `<iframe title="x"></iframe><iframe src="https://youtu.be/${YT}"></iframe><iframe src="https://vimeo.com/1"></iframe>`,
      ),
    ).toBe(YT_EMBED);
  });

  it('resolveFeaturedVideoUrl handles snippets and URLs alike', () => {
    expect(resolveFeaturedVideoUrl(`https://youtu.be/${YT}`)).toBe(YT_EMBED);
    expect(resolveFeaturedVideoUrl(`<iframe src="https://youtu.be/${YT}"></iframe>`)).toBe(
      YT_EMBED,
    );
    expect(resolveFeaturedVideoUrl('https://evil.example/video')).toBeNull();
  });

  it('lists the frame hosts for the CSP', () => {
    expect(VIDEO_EMBED_HOSTS).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.dailymotion.com',
      'https://geo.dailymotion.com',
    ]);
  });
});
