/**
 * The demo pictures' drawing kit: colours, the canvas a scene draws on, and the pieces scenes
 * share (ball, paddle, a player from above, court lines, digits, a trophy). SVG strings only.
 */
type Random = () => number;

/** #rrggbb of a hue (degrees), saturation and lightness (0–1). */
export function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export interface Canvas {
  w: number;
  h: number;
  r: Random;
  /** The picture's main hue; each scene builds its palette around it. */
  hue: number;
}

const BALL = '#f4d03f';
const BALL_SHADE = '#c9a70a';

export function ball(x: number, y: number, radius: number): string {
  const hole = Math.max(2, radius * 0.16);
  return `<g><circle cx="${x}" cy="${y}" r="${radius}" fill="${BALL}"/>
    <circle cx="${x - radius * 0.35}" cy="${y - radius * 0.2}" r="${hole}" fill="${BALL_SHADE}"/>
    <circle cx="${x + radius * 0.3}" cy="${y + radius * 0.05}" r="${hole}" fill="${BALL_SHADE}"/>
    <circle cx="${x - radius * 0.05}" cy="${y + radius * 0.45}" r="${hole}" fill="${BALL_SHADE}"/>
    <circle cx="${x + radius * 0.1}" cy="${y - radius * 0.5}" r="${hole}" fill="${BALL_SHADE}"/></g>`;
}

export function paddle(
  x: number,
  y: number,
  size: number,
  angle: number,
  face: string,
  edge: string,
) {
  const w = size * 0.62;
  const h = size * 0.72;
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <rect x="${-size * 0.07}" y="${h * 0.42}" width="${size * 0.14}" height="${size * 0.42}" rx="${size * 0.05}" fill="#2d2d2d"/>
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.38}" fill="${face}" stroke="${edge}" stroke-width="${size * 0.03}"/>
    <rect x="${-w * 0.32}" y="${-h * 0.3}" width="${w * 0.64}" height="${h * 0.16}" rx="${h * 0.05}" fill="#ffffff" fill-opacity="0.25"/></g>`;
}

/** A player seen from above: shadow, shoulders, head. */
export function playerTop(x: number, y: number, size: number, shirt: string, skin: string) {
  return `<g><ellipse cx="${x + size * 0.15}" cy="${y + size * 0.2}" rx="${size * 0.55}" ry="${size * 0.38}" fill="#000" fill-opacity="0.18"/>
    <ellipse cx="${x}" cy="${y}" rx="${size * 0.5}" ry="${size * 0.32}" fill="${shirt}"/>
    <circle cx="${x}" cy="${y}" r="${size * 0.22}" fill="${skin}"/></g>`;
}

export const SKINS = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#a0522d', '#d2a679'];

export function courtLines(
  x: number,
  y: number,
  w: number,
  h: number,
  line: string,
  stroke: number,
) {
  // 44 × 20 ft, drawn lengthways; the kitchen is 7 ft each side of the net.
  const k = (w * 7) / 44;
  const mid = x + w / 2;
  return `<g fill="none" stroke="${line}" stroke-width="${stroke}">
    <rect x="${x}" y="${y}" width="${w}" height="${h}"/>
    <line x1="${mid - k}" y1="${y}" x2="${mid - k}" y2="${y + h}"/>
    <line x1="${mid + k}" y1="${y}" x2="${mid + k}" y2="${y + h}"/>
    <line x1="${x}" y1="${y + h / 2}" x2="${mid - k}" y2="${y + h / 2}"/>
    <line x1="${mid + k}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}"/></g>
    <line x1="${mid}" y1="${y - stroke * 2}" x2="${mid}" y2="${y + h + stroke * 2}" stroke="#1b1b1b" stroke-width="${stroke * 1.6}"/>`;
}

/** Seven-segment digits, drawn (no fonts). */
export function digit(n: number, x: number, y: number, size: number, on: string, off: string) {
  const segs = [
    '1110111',
    '0010010',
    '1011101',
    '1011011',
    '0111010',
    '1101011',
    '1101111',
    '1010010',
    '1111111',
    '1111011',
  ][n]!;
  const t = size * 0.16;
  const l = size * 0.6;
  const rects = [
    [t, 0, l, t],
    [0, t, t, l],
    [l + t, t, t, l],
    [t, l + t, l, t],
    [0, l + 2 * t, t, l],
    [l + t, l + 2 * t, t, l],
    [t, 2 * l + 2 * t, l, t],
  ];
  return rects
    .map(
      ([rx, ry, rw, rh], i) =>
        `<rect x="${x + rx!}" y="${y + ry!}" width="${rw}" height="${rh}" rx="${t / 3}" fill="${segs[i] === '1' ? on : off}"/>`,
    )
    .join('');
}

export function trophyIcon(x: number, y: number, size: number) {
  const s = size / 100;
  return `<g transform="translate(${x - 50 * s} ${y - 50 * s}) scale(${s})" fill="#e9b824"><path d="M20 0h60v20c0 30-15 45-30 45S20 50 20 20z"/><rect x="44" y="64" width="12" height="18"/><rect x="28" y="82" width="44" height="12" rx="3"/></g>`;
}
