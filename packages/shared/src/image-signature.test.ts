import { describe, expect, it } from 'vitest';

import { imageTypeFromBytes } from './image-signature';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('imageTypeFromBytes', () => {
  it('recognises PNG, JPEG, GIF and WebP by their signatures', () => {
    expect(imageTypeFromBytes(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe(
      'image/png',
    );
    expect(imageTypeFromBytes(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'))).toBe('image/jpeg');
    expect(imageTypeFromBytes(bytes('GIF89a', 1, 0, 1, 0))).toBe('image/gif');
    expect(imageTypeFromBytes(bytes('RIFF', 36, 0, 0, 0, 'WEBP'))).toBe('image/webp');
  });

  it('refuses text, SVG, truncated signatures and other RIFF files', () => {
    expect(imageTypeFromBytes(bytes('hello, this is text'))).toBeNull();
    expect(imageTypeFromBytes(bytes('<svg xmlns="http'))).toBeNull();
    expect(imageTypeFromBytes(bytes(0x89, 'PN'))).toBeNull();
    expect(imageTypeFromBytes(bytes('RIFF', 36, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(imageTypeFromBytes(new Uint8Array())).toBeNull();
  });
});
