import sharp from 'sharp';

import { processImage, type ProcessedImage } from '../modules/media/index';

/**
 * Emblems for the demo affiliates, drawn as SVG: a badge shape in the affiliate's own two colours
 * with an emblem inside (no lettering, so no fonts are needed). Not the association's logo.
 */
export const LOGO_SHAPES = ['shield', 'circle', 'hexagon', 'diamond', 'roundel'] as const;
export const LOGO_EMBLEMS = ['paddles', 'ball', 'star', 'waves', 'peaks', 'crescent'] as const;

export interface DemoLogo {
  shape: (typeof LOGO_SHAPES)[number];
  emblem: (typeof LOGO_EMBLEMS)[number];
  /** Badge colour, accent colour. */
  colours: readonly [string, string];
}

const SIZE = 512;
const C = SIZE / 2;

function shapePath(shape: DemoLogo['shape'], inset: number): string {
  const s = SIZE - inset * 2;
  const o = inset;
  switch (shape) {
    case 'shield':
      return `<path d="M${o + s * 0.5} ${o} L${o + s} ${o + s * 0.14} V${o + s * 0.5} C${o + s} ${o + s * 0.78} ${o + s * 0.72} ${o + s * 0.93} ${o + s * 0.5} ${o + s} C${o + s * 0.28} ${o + s * 0.93} ${o} ${o + s * 0.78} ${o} ${o + s * 0.5} V${o + s * 0.14} Z"`;
    case 'circle':
    case 'roundel':
      return `<circle cx="${C}" cy="${C}" r="${s / 2}"`;
    case 'hexagon': {
      const points = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${C + (s / 2) * Math.cos(a)},${C + (s / 2) * Math.sin(a)}`;
      });
      return `<polygon points="${points.join(' ')}"`;
    }
    case 'diamond':
      return `<rect x="${C - s * 0.35}" y="${C - s * 0.35}" width="${s * 0.7}" height="${s * 0.7}" rx="${s * 0.08}" transform="rotate(45 ${C} ${C})"`;
  }
}

function emblem(kind: DemoLogo['emblem'], accent: string, base: string): string {
  switch (kind) {
    case 'paddles':
      return (
        [-38, 38]
          .map(
            (angle) => `<g transform="rotate(${angle} ${C} ${C + 110})">
        <rect x="${C - 11}" y="${C + 30}" width="22" height="90" rx="10" fill="${accent}"/>
        <rect x="${C - 48}" y="${C - 100}" width="96" height="136" rx="42" fill="${accent}" stroke="${base}" stroke-width="8"/></g>`,
          )
          .join('') +
        `<circle cx="${C}" cy="${C - 40}" r="28" fill="#f4d03f" stroke="${base}" stroke-width="6"/>`
      );
    case 'ball':
      return `<circle cx="${C}" cy="${C}" r="105" fill="${accent}"/>${[
        [-40, -35],
        [35, -45],
        [0, 10],
        [-45, 45],
        [45, 35],
        [0, -80],
        [0, 80],
      ]
        .map(([x, y]) => `<circle cx="${C + x!}" cy="${C + y!}" r="13" fill="${base}"/>`)
        .join('')}`;
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 === 0 ? 120 : 50;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        return `${C + r * Math.cos(a)},${C + r * Math.sin(a)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${accent}"/>`;
    }
    case 'waves':
      return [-50, 0, 50]
        .map(
          (dy) =>
            `<path d="M${C - 130} ${C + dy} q32 -34 65 0 t65 0 t65 0 t65 0" stroke="${accent}" stroke-width="20" fill="none" stroke-linecap="round"/>`,
        )
        .join('');
    case 'peaks':
      return `<polygon points="${C - 140},${C + 80} ${C - 50},${C - 70} ${C},${C + 5} ${C + 50},${C - 100} ${C + 140},${C + 80}" fill="${accent}"/>
        <circle cx="${C + 85}" cy="${C - 95}" r="24" fill="#f4d03f"/>`;
    case 'crescent':
      return `<circle cx="${C - 20}" cy="${C}" r="110" fill="${accent}"/><circle cx="${C + 20}" cy="${C - 10}" r="95" fill="${base}"/>
        <polygon points="${C + 70},${C - 50} ${C + 82},${C - 14} ${C + 120},${C - 14} ${C + 90},${C + 8} ${C + 100},${C + 44} ${C + 70},${C + 22} ${C + 40},${C + 44} ${C + 50},${C + 8} ${C + 20},${C - 14} ${C + 58},${C - 14}" fill="${accent}"/>`;
  }
}

export function demoLogoSvg({ shape, emblem: kind, colours: [base, accent] }: DemoLogo): string {
  const outline = shapePath(shape, 16);
  const inner = shapePath(shape, 44);
  const ring =
    shape === 'roundel'
      ? `<circle cx="${C}" cy="${C}" r="${C - 78}" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="4 14"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    ${outline} fill="${accent}"/>${inner} fill="${base}"/>${ring}${emblem(kind, accent, base)}</svg>`;
}

/** A logo drawn on a transparent background and processed like an upload. */
export async function demoLogo(logo: DemoLogo): Promise<ProcessedImage> {
  const png = await sharp(Buffer.from(demoLogoSvg(logo)))
    .png()
    .toBuffer();
  return processImage(png);
}
