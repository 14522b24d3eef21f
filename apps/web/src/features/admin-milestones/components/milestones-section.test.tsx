import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { pngFile, textFileNamedPng } from '@/testing/image-files';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { Milestone } from '@app/shared/content';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

function buildMilestone(id: string, title: string, order: number): Milestone {
  return {
    _id: id,
    date: `202${order}-01-15`,
    title,
    titleMs: '',
    description: `${title} description`,
    descriptionMs: '',
    image: order === 1 ? '/uploads/founding.png' : null,
    order,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

const milestones = [
  buildMilestone(A, 'Founded', 1),
  buildMilestone(B, 'First national', 2),
  buildMilestone(C, 'Joined federation', 3),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/milestones': () => jsonResponse(200, milestones),
    ...handlers,
  });
  const app = renderAdminApp('/admin/dashboard?section=manage-journey');
  return { ...app, fetchMock };
}

async function listedTitles() {
  const list = within(await screen.findByRole('list', { name: 'Milestones in display order' }));
  return list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function chooseFile(input: HTMLElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

describe('Manage journey: reorder', () => {
  it('moves with buttons and saves the whole order in one PUT', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/milestones/order': () => jsonResponse(200, milestones),
    });
    await screen.findByRole('list', { name: 'Milestones in display order' });
    expect(screen.getByRole('button', { name: 'Move Founded up' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save order' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Joined federation up' }));
    await user.click(screen.getByRole('button', { name: 'Move Founded down' }));
    // Keyboard: the moved item's button keeps focus, so Enter moves it again.
    expect(screen.getByRole('button', { name: 'Move Founded down' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await listedTitles()).toEqual(['Joined federation', 'First national', 'Founded']);
    await user.click(screen.getByRole('button', { name: 'Save order' }));

    expect(await screen.findByText('The new order was saved.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/milestones/order')).toEqual([{ ids: [C, B, A] }]);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('shows a failed save in a dismissible banner with the server message', async () => {
    const { user } = setup({
      'PUT /api/milestones/order': () =>
        jsonResponse(400, { error: 'Each milestone may appear only once' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Move First national up' }));
    await user.click(screen.getByRole('button', { name: 'Save order' }));
    const alert = await screen.findByText('Each milestone may appear only once');
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Each milestone may appear only once')).not.toBeInTheDocument();
  });
});

describe('Manage journey: form', () => {
  it('checks the picture type and size before sending', async () => {
    const { user, fetchMock } = setup({
      'POST /api/milestones': () => jsonResponse(201, buildMilestone(A, 'New', 4)),
    });
    await user.click(await screen.findByRole('button', { name: 'Add milestone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New milestone' }));
    const input = dialog.getByLabelText('Image');

    chooseFile(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await dialog.findByText('Please upload an image file')).toBeInTheDocument();

    // Named and declared as a PNG, but its first bytes are text.
    chooseFile(input, textFileNamedPng());
    await waitFor(() =>
      expect(dialog.getByText('Please upload an image file')).toBeInTheDocument(),
    );
    expect(dialog.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();

    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    chooseFile(input, big);
    expect(await dialog.findByText('Image size must be less than 5MB')).toBeInTheDocument();

    const ok = pngFile('ok.png');
    chooseFile(input, ok);
    await waitFor(() =>
      expect(dialog.queryByText('Image size must be less than 5MB')).not.toBeInTheDocument(),
    );
    // Previewed as a data: URL, which the Content Security Policy's img-src allows (blob: is not).
    const preview = await dialog.findByRole('img', { name: 'Preview of the chosen image' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.type(dialog.getByLabelText('Date'), '2026-03-01');
    await user.type(dialog.getByLabelText('Title (English)'), 'New');
    await user.type(dialog.getByLabelText('Description (English)'), 'Something happened');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/milestones')).toHaveLength(1));
    const form = bodiesSentTo(fetchMock, 'POST /api/milestones')[0] as FormData;
    expect(form.get('title')).toBe('New');
    expect(form.get('date')).toBe('2026-03-01');
    expect(form.get('milestoneImage')).toBe(ok);
  });

  it('requires date, title and description, and falls back to “Failed to create milestone”', async () => {
    const { user } = setup({
      'POST /api/milestones': () => new Response(null, { status: 500 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add milestone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New milestone' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Date is required')).toBeInTheDocument();
    expect(dialog.getByText('Title is required')).toBeInTheDocument();
    expect(dialog.getByText('Description is required')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Date'), '2026-03-01');
    await user.type(dialog.getByLabelText('Title (English)'), 'New');
    await user.type(dialog.getByLabelText('Description (English)'), 'Text');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Failed to create milestone')).toBeInTheDocument();
  });

  it('asks before deleting a milestone', async () => {
    const { user, fetchMock } = setup({
      [`DELETE /api/milestones/${B}`]: () => jsonResponse(200, { success: true, message: 'ok' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete First national' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete milestone?' }));
    expect(callsTo(fetchMock, `DELETE /api/milestones/${B}`)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete milestone' }));
    expect(await screen.findByText('“First national” was deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/milestones/${B}`)).toHaveLength(1);
  });
});

describe('Manage journey: Bahasa Malaysia', () => {
  it('shows only the milestones missing their BM translation when asked, without moving', async () => {
    const translated = {
      ...buildMilestone(B, 'First national', 2),
      titleMs: 'Kebangsaan pertama',
      descriptionMs: 'Keterangan',
    };
    const { user } = setup({
      'GET /api/milestones': () => jsonResponse(200, [milestones[0], translated, milestones[2]]),
    });
    expect(await listedTitles()).toEqual(['Founded', 'First national', 'Joined federation']);
    await user.click(
      screen.getByRole('checkbox', { name: 'Only items missing their BM translation' }),
    );
    expect(await listedTitles()).toEqual(['Founded', 'Joined federation']);
    expect(screen.getByRole('button', { name: 'Move Joined federation up' })).toBeDisabled();
  });
});
