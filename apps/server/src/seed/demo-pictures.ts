import sharp from 'sharp';

import { processImage, type ProcessedImage } from '../modules/media/index';

const PALETTES = [
  ['#0f5132', '#2fb380'],
  ['#123f38', '#f2c94c'],
  ['#1d3557', '#457b9d'],
  ['#6a040f', '#e85d04'],
  ['#283618', '#a7c957'],
  ['#3a0ca3', '#4cc9f0'],
] as const;

/** An abstract court-and-ball picture (no text), different for each index. */
export async function demoPicture(
  index: number,
  width = 1200,
  height = 675,
): Promise<ProcessedImage> {
  const [from, to] = PALETTES[index % PALETTES.length]!;
  const ballX = 200 + ((index * 137) % (width - 400));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${width * 0.1}" y="${height * 0.55}" width="${width * 0.8}" height="${height * 0.35}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/>
    <line x1="${width / 2}" y1="${height * 0.55}" x2="${width / 2}" y2="${height * 0.9}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6"/>
    <circle cx="${ballX}" cy="${height * 0.3}" r="${height * 0.09}" fill="#f9e04b"/>
    <circle cx="${ballX - 15}" cy="${height * 0.28}" r="7" fill="#caa908"/><circle cx="${ballX + 18}" cy="${height * 0.31}" r="7" fill="#caa908"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return processImage(png);
}
