import sharp from 'sharp';

import { processImage, type ProcessedImage } from '../modules/media/index';

import {
  ball,
  courtLines,
  digit,
  hsl,
  paddle,
  playerTop,
  SKINS,
  trophyIcon,
  type Canvas,
} from './demo-drawing';
import { sequence } from './demo-random';

/**
 * Pictures for the demo content, drawn here as SVG (no text, so no fonts are needed, and no
 * images taken from anywhere): scenes of the sport — courts from above and in perspective, nets,
 * paddles, trophies, scoreboards, drills — each coloured and arranged from its own seed, so no two
 * pictures on the site are the same.
 */
export const DEMO_SCENES = [
  'arena',
  'calendar',
  'drill',
  'aerial',
  'palms',
  'scoreboard',
  'juniors',
  'rulebook',
  'trophy',
  'net',
  'phone',
  'bracket',
  'paddles',
] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

function aerial({ w, h, r, hue }: Canvas, courts = 1): string {
  const surround = hsl(hue, 0.35, 0.32);
  const surface = hsl((hue + 180) % 360, 0.45, 0.42);
  let body = `<rect width="${w}" height="${h}" fill="${surround}"/>`;
  const rows = courts > 1 ? 2 : 1;
  const cols = Math.ceil(courts / rows);
  const cw = (w * 0.86) / cols;
  const ch = (h * 0.8) / rows;
  for (let i = 0; i < courts; i++) {
    const cx = w * 0.07 + (i % cols) * cw;
    const cy = h * 0.1 + Math.floor(i / cols) * ch;
    const cwid = cw * 0.9;
    const chei = Math.min(ch * 0.85, (cwid * 20) / 44 + ch * 0.2);
    body += `<rect x="${cx - 10}" y="${cy - 10}" width="${cwid + 20}" height="${chei + 20}" fill="${surface}"/>`;
    body += courtLines(cx, cy, cwid, chei, '#ffffff', Math.max(2, w / 300));
    const size = Math.min(cwid, chei) * 0.22;
    for (let p = 0; p < 4; p++) {
      const side = p < 2 ? 0 : 1;
      const px = cx + cwid * (side === 0 ? 0.12 + r() * 0.25 : 0.63 + r() * 0.25);
      const py = cy + chei * (p % 2 === 0 ? 0.15 + r() * 0.25 : 0.6 + r() * 0.25);
      body += playerTop(
        px,
        py,
        size,
        hsl((hue + 60 + p * 70 + r() * 40) % 360, 0.7, 0.5),
        SKINS[Math.floor(r() * SKINS.length)]!,
      );
    }
    body += ball(cx + cwid * (0.3 + r() * 0.4), cy + chei * (0.2 + r() * 0.6), size * 0.14);
  }
  return body;
}

function arena({ w, h, r, hue }: Canvas): string {
  const wall = hsl(hue, 0.3, 0.18);
  const floor = hsl((hue + 200) % 360, 0.45, 0.38);
  let body = `<rect width="${w}" height="${h}" fill="${wall}"/>`;
  // Stands full of people.
  for (let row = 0; row < 7; row++) {
    const y = h * 0.06 + row * h * 0.045;
    for (let x = (row % 2) * 9; x < w; x += 18) {
      if (r() < 0.85)
        body += `<circle cx="${x}" cy="${y}" r="${5 + r() * 2}" fill="${hsl((hue + r() * 360) % 360, 0.5, 0.55)}" fill-opacity="0.85"/>`;
    }
  }
  // Floodlights.
  for (let i = 0; i < 5; i++) {
    body += `<ellipse cx="${w * (0.1 + i * 0.2)}" cy="${h * 0.02}" rx="${w * 0.05}" ry="${h * 0.015}" fill="#fffbe0"/>`;
  }
  // The court in perspective.
  const top = h * 0.42;
  body += `<polygon points="0,${h} ${w},${h} ${w * 0.8},${top} ${w * 0.2},${top}" fill="${floor}"/>`;
  body += `<polygon points="${w * 0.08},${h * 0.98} ${w * 0.92},${h * 0.98} ${w * 0.74},${top + 10} ${w * 0.26},${top + 10}" fill="none" stroke="#fff" stroke-width="4"/>`;
  body += `<line x1="${w * 0.16}" y1="${h * 0.68}" x2="${w * 0.84}" y2="${h * 0.68}" stroke="#fff" stroke-width="4"/>`;
  body += `<rect x="${w * 0.14}" y="${h * 0.6}" width="${w * 0.72}" height="${h * 0.07}" fill="#111" fill-opacity="0.55"/>`;
  body += `<line x1="${w * 0.14}" y1="${h * 0.6}" x2="${w * 0.86}" y2="${h * 0.6}" stroke="#fff" stroke-width="5"/>`;
  body += ball(w * (0.3 + r() * 0.4), h * (0.42 + r() * 0.08), h * 0.025);
  return body;
}

function palms({ w, h, r, hue }: Canvas): string {
  const skyTop = hsl((hue + 20) % 360, 0.7, 0.55);
  const skyBottom = hsl((hue + 50) % 360, 0.9, 0.72);
  const ground = hsl((hue + 190) % 360, 0.4, 0.35);
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${w * (0.2 + r() * 0.6)}" cy="${h * 0.3}" r="${h * 0.09}" fill="#fff3c4" fill-opacity="0.9"/>
    <rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${ground}"/>`;
  // Palms on the skyline.
  for (let i = 0; i < 5; i++) {
    const x = w * (0.05 + i * 0.22 + r() * 0.05);
    const top = h * (0.18 + r() * 0.12);
    body += `<path d="M${x} ${h * 0.56} Q${x + 12} ${(top + h * 0.56) / 2} ${x + 4} ${top}" stroke="#2b2118" stroke-width="9" fill="none"/>`;
    for (let leaf = 0; leaf < 6; leaf++) {
      const a = (leaf / 6) * Math.PI * 2;
      body += `<path d="M${x + 4} ${top} q${Math.cos(a) * 50} ${-20 + Math.sin(a) * 20} ${Math.cos(a) * 90} ${30 + Math.sin(a) * 25}" stroke="#1e3b21" stroke-width="10" fill="none" stroke-linecap="round"/>`;
    }
  }
  // Fence and two courts in perspective.
  body += `<rect y="${h * 0.5}" width="${w}" height="${h * 0.06}" fill="none" stroke="#333" stroke-opacity="0.5"/>`;
  for (let x = 0; x < w; x += 24)
    body += `<line x1="${x}" y1="${h * 0.5}" x2="${x}" y2="${h * 0.56}" stroke="#333" stroke-opacity="0.4"/>`;
  for (const [a, b] of [
    [0.04, 0.47],
    [0.53, 0.96],
  ] as const) {
    body += `<polygon points="${w * a},${h * 0.97} ${w * b},${h * 0.97} ${w * (b - 0.06)},${h * 0.6} ${w * (a + 0.06)},${h * 0.6}" fill="${hsl((hue + 200) % 360, 0.5, 0.45)}" stroke="#fff" stroke-width="4"/>`;
    body += `<line x1="${w * (a + 0.03)}" y1="${h * 0.75}" x2="${w * (b - 0.03)}" y2="${h * 0.75}" stroke="#fff" stroke-width="5"/>`;
  }
  return body;
}

function net({ w, h, r, hue }: Canvas): string {
  const wall = hsl(hue, 0.35, 0.6);
  const floor = hsl((hue + 160) % 360, 0.4, 0.35);
  let body = `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="${floor}"/>`;
  const top = h * 0.48;
  body += `<rect x="${w * 0.08}" y="${top}" width="${w * 0.84}" height="${h * 0.24}" fill="#000" fill-opacity="0.15"/>`;
  for (let x = w * 0.08; x <= w * 0.92; x += 16)
    body += `<line x1="${x}" y1="${top}" x2="${x}" y2="${h * 0.72}" stroke="#1b1b1b" stroke-opacity="0.6"/>`;
  for (let y = top; y <= h * 0.72; y += 16)
    body += `<line x1="${w * 0.08}" y1="${y}" x2="${w * 0.92}" y2="${y}" stroke="#1b1b1b" stroke-opacity="0.6"/>`;
  body += `<rect x="${w * 0.08}" y="${top - 8}" width="${w * 0.84}" height="14" fill="#fafafa"/>`;
  body += `<rect x="${w * 0.07}" y="${top - 14}" width="14" height="${h * 0.26}" fill="#3b3b3b"/><rect x="${w * 0.92}" y="${top - 14}" width="14" height="${h * 0.26}" fill="#3b3b3b"/>`;
  const start = w * (0.1 + r() * 0.2);
  const end = w * (0.7 + r() * 0.2);
  body += `<path d="M${start} ${h * 0.8} Q${w / 2} ${h * (0.05 + r() * 0.15)} ${end} ${h * 0.78}" stroke="#fff" stroke-width="3" stroke-dasharray="10 12" fill="none"/>`;
  body += ball(w / 2 + (r() - 0.5) * w * 0.2, h * 0.24, h * 0.045);
  body += paddle(
    start - 20,
    h * 0.82,
    h * 0.3,
    -30 + r() * 20,
    hsl((hue + 120) % 360, 0.7, 0.45),
    '#222',
  );
  return body;
}

function paddles({ w, h, r, hue }: Canvas): string {
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 0.55, 0.35)}"/>`;
  for (let i = 0; i < 60; i++)
    body += `<circle cx="${r() * w}" cy="${r() * h}" r="${3 + r() * 10}" fill="#fff" fill-opacity="${0.05 + r() * 0.08}"/>`;
  body += paddle(w * 0.42, h * 0.48, h * 0.6, -25, hsl((hue + 150) % 360, 0.75, 0.5), '#111');
  body += paddle(w * 0.58, h * 0.48, h * 0.6, 25, hsl((hue + 40) % 360, 0.8, 0.55), '#111');
  body += ball(w * 0.5, h * 0.2, h * 0.07);
  body += ball(w * (0.15 + r() * 0.1), h * 0.8, h * 0.05);
  return body;
}

function trophy({ w, h, r, hue }: Canvas): string {
  const bg = hsl(hue, 0.55, 0.22);
  let body = `<defs><radialGradient id="spot" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${hsl(hue, 0.5, 0.45)}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  for (let i = 0; i < 70; i++) {
    body += `<rect x="${r() * w}" y="${r() * h}" width="${6 + r() * 8}" height="${12 + r() * 10}" transform="rotate(${r() * 180} ${r() * w} ${r() * h})" fill="${hsl(r() * 360, 0.8, 0.6)}" fill-opacity="0.85"/>`;
  }
  const cx = w / 2;
  const s = h / 600;
  body += `<g fill="#e9b824" stroke="#9c7409" stroke-width="${4 * s}">
    <path d="M${cx - 120 * s} ${130 * s} h${240 * s} v${40 * s} c0 ${110 * s} ${-50 * s} ${170 * s} ${-120 * s} ${170 * s} c${-70 * s} 0 ${-120 * s} ${-60 * s} ${-120 * s} ${-170 * s} z"/>
    <path d="M${cx - 120 * s} ${160 * s} c${-70 * s} 0 ${-70 * s} ${90 * s} ${10 * s} ${110 * s}" fill="none" stroke-width="${16 * s}" stroke="#e9b824"/>
    <path d="M${cx + 120 * s} ${160 * s} c${70 * s} 0 ${70 * s} ${90 * s} ${-10 * s} ${110 * s}" fill="none" stroke-width="${16 * s}" stroke="#e9b824"/>
    <rect x="${cx - 18 * s}" y="${338 * s}" width="${36 * s}" height="${70 * s}"/>
    <rect x="${cx - 80 * s}" y="${405 * s}" width="${160 * s}" height="${30 * s}" rx="${6 * s}"/>
    <rect x="${cx - 110 * s}" y="${432 * s}" width="${220 * s}" height="${50 * s}" rx="${8 * s}" fill="#5b3b1a" stroke="#3a2410"/></g>`;
  body += ball(cx, 225 * s, 34 * s);
  return body;
}

function scoreboard({ w, h, r, hue }: Canvas): string {
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 0.25, 0.2)}"/>`;
  body += `<rect x="${w * 0.12}" y="${h * 0.16}" width="${w * 0.76}" height="${h * 0.62}" rx="24" fill="#0d0d0d" stroke="${hsl(hue, 0.5, 0.5)}" stroke-width="10"/>`;
  const a = 5 + Math.floor(r() * 7);
  const b = Math.floor(r() * a);
  const size = h * 0.26;
  const on = hsl((hue + 40) % 360, 0.95, 0.6);
  const off = '#1f1f1f';
  const left = w * 0.2;
  body += digit(Math.floor(a / 10), left, h * 0.27, size, a >= 10 ? on : off, off);
  body += digit(a % 10, left + size * 0.95, h * 0.27, size, on, off);
  body += `<rect x="${w / 2 - 20}" y="${h * 0.45}" width="40" height="12" fill="${on}"/>`;
  body += digit(b % 10, w * 0.62, h * 0.27, size, on, off);
  body += `<circle cx="${w * 0.24}" cy="${h * 0.88}" r="14" fill="${r() < 0.5 ? on : '#333'}"/><circle cx="${w * 0.76}" cy="${h * 0.88}" r="14" fill="${r() < 0.5 ? on : '#333'}"/>`;
  // A whistle on its cord.
  body += `<path d="M${w * 0.05} 0 Q${w * 0.1} ${h * 0.5} ${w * 0.08} ${h * 0.9}" stroke="#d33" stroke-width="6" fill="none"/>`;
  body += `<g transform="translate(${w * 0.08} ${h * 0.9}) rotate(-20)"><rect x="-10" y="-22" width="70" height="36" rx="18" fill="#c0c4c8" stroke="#6b6f73" stroke-width="3"/><circle cx="0" cy="-4" r="22" fill="#c0c4c8" stroke="#6b6f73" stroke-width="3"/></g>`;
  return body;
}

function calendar({ w, h, r, hue }: Canvas): string {
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 0.45, 0.88)}"/>`;
  const x0 = w * 0.2;
  const y0 = h * 0.15;
  const cw = w * 0.6;
  const chh = h * 0.72;
  body += `<rect x="${x0 + 12}" y="${y0 + 12}" width="${cw}" height="${chh}" rx="22" fill="#000" fill-opacity="0.12"/>`;
  body += `<rect x="${x0}" y="${y0}" width="${cw}" height="${chh}" rx="22" fill="#fff"/>`;
  body += `<rect x="${x0}" y="${y0}" width="${cw}" height="${chh * 0.18}" rx="22" fill="${hsl(hue, 0.6, 0.4)}"/>`;
  body += `<rect x="${x0}" y="${y0 + chh * 0.1}" width="${cw}" height="${chh * 0.08}" fill="${hsl(hue, 0.6, 0.4)}"/>`;
  for (const ring of [0.25, 0.75])
    body += `<rect x="${x0 + cw * ring - 8}" y="${y0 - 22}" width="16" height="44" rx="8" fill="#555"/>`;
  const pick = Math.floor(r() * 35);
  for (let i = 0; i < 35; i++) {
    const cx = x0 + cw * 0.06 + (i % 7) * cw * 0.127;
    const cy = y0 + chh * 0.24 + Math.floor(i / 7) * chh * 0.145;
    body += `<rect x="${cx}" y="${cy}" width="${cw * 0.1}" height="${chh * 0.11}" rx="8" fill="${i === pick ? hsl((hue + 40) % 360, 0.85, 0.55) : '#eef1f4'}"/>`;
    if (i === pick) body += ball(cx + cw * 0.05, cy + chh * 0.055, chh * 0.035);
  }
  return body;
}

function drill({ w, h, r, hue }: Canvas, kids = false): string {
  const surface = hsl((hue + 180) % 360, 0.45, 0.4);
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 0.3, 0.3)}"/><rect x="${w * 0.05}" y="${h * 0.08}" width="${w * 0.9}" height="${h * 0.84}" fill="${surface}"/>`;
  body += courtLines(w * 0.08, h * 0.14, w * 0.84, h * 0.72, '#fff', 4);
  for (let i = 0; i < 7; i++) {
    const x = w * (0.15 + i * 0.1);
    const y = h * (0.3 + (i % 2) * 0.35);
    body += `<polygon points="${x},${y - 24} ${x - 16},${y + 14} ${x + 16},${y + 14}" fill="#ff7a1a" stroke="#c24e00" stroke-width="3"/>`;
  }
  const balls = kids ? 40 : 18;
  for (let i = 0; i < balls; i++)
    body += ball(w * (0.1 + r() * 0.8), h * (0.15 + r() * 0.7), kids ? 10 : 13);
  const players = kids ? 6 : 3;
  for (let i = 0; i < players; i++) {
    body += playerTop(
      w * (0.15 + r() * 0.7),
      h * (0.2 + r() * 0.6),
      kids ? 46 : 70,
      hsl((hue + i * 50) % 360, 0.75, 0.55),
      SKINS[Math.floor(r() * SKINS.length)]!,
    );
  }
  return body;
}

function rulebook({ w, h, r, hue }: Canvas): string {
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 0.35, 0.8)}"/>`;
  const x = w * 0.3;
  const y = h * 0.12;
  const bw = w * 0.4;
  const bh = h * 0.76;
  body += `<rect x="${x + 14}" y="${y + 14}" width="${bw}" height="${bh}" rx="10" fill="#000" fill-opacity="0.15"/>`;
  body += `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="10" fill="#fff"/>`;
  body += `<rect x="${x}" y="${y}" width="${bw}" height="${bh * 0.12}" rx="10" fill="${hsl(hue, 0.6, 0.35)}"/>`;
  for (let i = 0; i < 11; i++) {
    const ly = y + bh * 0.2 + i * bh * 0.065;
    body += `<rect x="${x + bw * 0.1}" y="${ly}" width="${bw * (0.5 + r() * 0.3)}" height="${bh * 0.022}" rx="4" fill="#cfd6dd"/>`;
    if (i % 4 === 0)
      body += `<circle cx="${x + bw * 0.07}" cy="${ly + bh * 0.011}" r="6" fill="${hsl(hue, 0.6, 0.4)}"/>`;
  }
  body += paddle(
    x + bw + w * 0.08,
    y + bh * 0.6,
    h * 0.35,
    20,
    hsl((hue + 180) % 360, 0.6, 0.5),
    '#222',
  );
  body += `<g transform="translate(${x - w * 0.08} ${y + bh * 0.55})"><circle r="${h * 0.1}" fill="#fff" stroke="${hsl(hue, 0.6, 0.35)}" stroke-width="8"/><path d="M${-h * 0.05} 0 l${h * 0.035} ${h * 0.04} l${h * 0.07} ${-h * 0.08}" stroke="${hsl(hue, 0.6, 0.35)}" stroke-width="12" fill="none" stroke-linecap="round"/></g>`;
  return body;
}

function phone({ w, h, r, hue }: Canvas): string {
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 0.55, 0.55)}"/>`;
  for (let i = 0; i < 30; i++)
    body += `<circle cx="${r() * w}" cy="${r() * h}" r="${10 + r() * 30}" fill="#fff" fill-opacity="0.08"/>`;
  const pw = h * 0.48;
  const ph = h * 0.9;
  const x = w / 2 - pw / 2;
  const y = h * 0.05;
  body += `<rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="${pw * 0.12}" fill="#15171a"/>`;
  body += `<rect x="${x + pw * 0.06}" y="${y + ph * 0.05}" width="${pw * 0.88}" height="${ph * 0.9}" rx="${pw * 0.06}" fill="#f4f6f8"/>`;
  for (let i = 0; i < 3; i++) {
    const cy = y + ph * (0.08 + i * 0.29);
    body += `<rect x="${x + pw * 0.1}" y="${cy}" width="${pw * 0.8}" height="${ph * 0.26}" rx="12" fill="#fff" stroke="#dde3e8"/>`;
    body += `<circle cx="${x + pw * 0.2}" cy="${cy + ph * 0.04}" r="${pw * 0.05}" fill="${hsl((hue + i * 90) % 360, 0.6, 0.5)}"/>`;
    body += `<rect x="${x + pw * 0.3}" y="${cy + ph * 0.03}" width="${pw * 0.4}" height="8" rx="4" fill="#cfd6dd"/>`;
    body += `<rect x="${x + pw * 0.14}" y="${cy + ph * 0.08}" width="${pw * 0.72}" height="${ph * 0.15}" rx="8" fill="${hsl((hue + 180 + i * 40) % 360, 0.45, 0.6)}"/>`;
  }
  body += `<g transform="translate(${x + pw + w * 0.06} ${h * 0.3})"><path d="M0 20 C0 -10 40 -10 40 20 C40 -10 80 -10 80 20 C80 50 40 70 40 85 C40 70 0 50 0 20Z" fill="#ff4d6d"/></g>`;
  body += ball(x - w * 0.08, h * 0.65, h * 0.06);
  return body;
}

function bracket({ w, h, r, hue }: Canvas): string {
  const line = hsl(hue, 0.6, 0.75);
  let body = `<rect width="${w}" height="${h}" fill="${hsl(hue, 0.5, 0.2)}"/>`;
  const rounds = 4;
  for (let round = 0; round < rounds; round++) {
    const n = 2 ** (rounds - 1 - round);
    const x = w * 0.06 + round * w * 0.2;
    for (let i = 0; i < n; i++) {
      const span = (h * 0.84) / n;
      const y = h * 0.08 + span * i + span / 2;
      const winner = r() < 0.5;
      body += `<rect x="${x}" y="${y - 16}" width="${w * 0.14}" height="32" rx="8" fill="${winner ? hsl((hue + 40) % 360, 0.8, 0.6) : '#ffffff'}" fill-opacity="${winner ? 1 : 0.85}"/>`;
      if (round < rounds - 1) {
        const next =
          h * 0.08 + ((h * 0.84) / (n / 2)) * Math.floor(i / 2) + (h * 0.84) / (n / 2) / 2;
        body += `<path d="M${x + w * 0.14} ${y} H${x + w * 0.17} V${next} H${x + w * 0.2}" stroke="${line}" stroke-width="4" fill="none"/>`;
      }
    }
  }
  body += trophyIcon(w * 0.9, h * 0.5, h * 0.3);
  return body;
}

function drawScene(scene: DemoScene, canvas: Canvas): string {
  switch (scene) {
    case 'arena':
      return arena(canvas);
    case 'calendar':
      return calendar(canvas);
    case 'drill':
      return drill(canvas);
    case 'aerial':
      return aerial(canvas, canvas.r() < 0.5 ? 1 : 4);
    case 'palms':
      return palms(canvas);
    case 'scoreboard':
      return scoreboard(canvas);
    case 'juniors':
      return drill(canvas, true);
    case 'rulebook':
      return rulebook(canvas);
    case 'trophy':
      return trophy(canvas);
    case 'net':
      return net(canvas);
    case 'phone':
      return phone(canvas);
    case 'bracket':
      return bracket(canvas);
    case 'paddles':
      return paddles(canvas);
  }
}

/** The SVG of one scene; the seed picks its colours and arrangement. */
export function demoSceneSvg(scene: DemoScene, seed: number, width = 1200, height = 675): string {
  const r = sequence(seed * 7919 + 17);
  // The golden angle spreads neighbouring seeds' hues around the wheel.
  const hue = Math.round((seed * 137.508 + 20) % 360);
  const body = drawScene(scene, { w: width, h: height, r, hue });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A scene drawn and processed like an upload. */
export async function demoScene(
  scene: DemoScene,
  seed: number,
  width = 1200,
  height = 675,
): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(demoSceneSvg(scene, seed, width, height)))
    .png()
    .toBuffer();
  return processImage(png);
}

/** A picture for index `index`: the scenes in turn, each index coloured differently. */
export function demoPicture(index: number, width = 1200, height = 675): Promise<ProcessedImage> {
  return demoScene(DEMO_SCENES[index % DEMO_SCENES.length]!, index, width, height);
}
