import type { Page } from '@playwright/test';

export interface UploadImage {
  page: string;
  src: string;
  width: string | null;
  height: string | null;
}

/** Every `<img>` on the page whose picture is an upload (src under /uploads/). */
export async function collectUploadImages(page: Page, pagePath: string): Promise<UploadImage[]> {
  const images = await page.locator('img').evaluateAll((elements) =>
    elements.map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  );
  return images
    .filter((img) => new URL(img.src, 'http://x').pathname.startsWith('/uploads/'))
    .map((img) => ({ page: pagePath, ...img }));
}

/** Problems with uploaded pictures: not WebP, or missing width/height (layout shift). */
export function findImageProblems(images: UploadImage[]): string[] {
  const problems = new Set<string>();
  for (const img of images) {
    const pathname = new URL(img.src, 'http://x').pathname;
    if (!pathname.endsWith('.webp')) problems.add(`${img.page}: ${img.src} is not WebP`);
    if (!img.width || !img.height) {
      problems.add(`${img.page}: ${img.src} has no width/height attributes`);
    }
  }
  return [...problems];
}
