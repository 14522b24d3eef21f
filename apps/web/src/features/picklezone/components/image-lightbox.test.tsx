import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPost, postsResponse } from '@/testing/factories/posts';
import { mockSignedIn, renderPicklezone } from '@/testing/render-picklezone';

afterEach(() => {
  vi.unstubAllGlobals();
});

const IMAGES = [1, 2, 3, 4, 5].map((n) => `/uploads/photo-${n}.jpg`);

async function openSecondPhoto() {
  mockSignedIn({ 'GET /api/posts': () => postsResponse([buildPost({ imageUrls: IMAGES })]) });
  const view = renderPicklezone();
  const thumbnail = await screen.findByRole('button', {
    name: 'Photo 2 of 5 shared by Daniel Lim',
  });
  await view.user.click(thumbnail);
  const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
  return { ...view, thumbnail, dialog, inDialog: within(dialog) };
}

const shownSrc = (dialog: HTMLElement) =>
  within(dialog)
    .getByRole('img', { name: /shared by Daniel Lim/ })
    .getAttribute('src');

describe('image lightbox', () => {
  it('opens on the chosen photo with its position and focus on Close', async () => {
    const { dialog, inDialog } = await openSecondPhoto();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(inDialog.getByText('Image 2 of 5')).toBeInTheDocument();
    expect(shownSrc(dialog)).toBe('/uploads/photo-2.jpg');
    expect(inDialog.getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
  });

  it('browses with the arrow keys and buttons, wrapping around', async () => {
    const { dialog, inDialog, user } = await openSecondPhoto();
    await user.keyboard('{ArrowRight}');
    expect(inDialog.getByText('Image 3 of 5')).toBeInTheDocument();
    expect(shownSrc(dialog)).toBe('/uploads/photo-3.jpg');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(inDialog.getByText('Image 5 of 5')).toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Next image' }));
    expect(inDialog.getByText('Image 1 of 5')).toBeInTheDocument();
    await user.click(inDialog.getByRole('button', { name: 'Previous image' }));
    expect(inDialog.getByText('Image 5 of 5')).toBeInTheDocument();
  });

  it('follows horizontal swipes and ignores short or vertical moves', async () => {
    const { dialog, inDialog } = await openSecondPhoto();
    const stage = within(dialog).getByRole('img').parentElement as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: to[0], clientY: to[1] });
    };
    swipe([300, 200], [120, 210]);
    expect(inDialog.getByText('Image 3 of 5')).toBeInTheDocument();
    swipe([100, 200], [300, 190]);
    expect(inDialog.getByText('Image 2 of 5')).toBeInTheDocument();
    swipe([100, 200], [130, 200]);
    swipe([100, 100], [160, 400]);
    expect(inDialog.getByText('Image 2 of 5')).toBeInTheDocument();
  });

  it('keeps Tab inside and closes on Escape, giving focus back to the photo', async () => {
    const { thumbnail, inDialog, user } = await openSecondPhoto();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(inDialog.getByRole('button', { name: 'Close photo viewer' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });
});
