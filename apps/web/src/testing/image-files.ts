/** A real 1×1 PNG (its signature and IHDR), as a browser would read it from disk. */
const PNG_1X1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** A picture file the client-side checks accept. */
export function pngFile(name = 'photo.png'): File {
  return new File([PNG_1X1], name, { type: 'image/png' });
}

/** A text file renamed `.png`: its declared type says image, its bytes do not. */
export function textFileNamedPng(name = 'notes.png'): File {
  return new File(['just some notes, not a picture'], name, { type: 'image/png' });
}

/** A file that starts as a JPEG does (the client checks only the first bytes). */
export function jpegFile(name = 'photo.jpg'): File {
  const head = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00);
  return new File([head], name, { type: 'image/jpeg' });
}
