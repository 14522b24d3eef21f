import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { jpegFile } from '@/testing/image-files';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { News } from '@app/shared/news';

function buildNews(overrides: Partial<News> = {}): News {
  return {
    _id: 'n-1',
    newsId: 'NEWS1700000000000',
    title: 'Season opener',
    titleMs: '',
    summary: '',
    summaryMs: '',
    content: 'The season starts.',
    contentMs: '',
    publishDate: '2025-03-10',
    status: 'published',
    category: 'General',
    priority: null,
    relatedTournament: null,
    media: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const article = buildNews();
const video = {
  _id: 'v-1',
  title: 'Highlights',
  description: '',
  videoUrl: 'https://www.youtube.com/embed/abc123DEF45',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/news': () => jsonResponse(200, [article]),
    'GET /api/featured-video': () => jsonResponse(200, video),
    ...handlers,
  });
  const app = renderAdminApp('/admin/dashboard?section=update-news');
  return { ...app, fetchMock };
}

describe('Update news', () => {
  it('lists news with date, category and status', async () => {
    const { fetchMock } = setup();
    const table = within(await screen.findByRole('table', { name: 'News articles' }));
    const header = table.getByRole('rowheader', { name: /^Season opener/ });
    // Not translated yet: marked for the editors.
    expect(header).toHaveTextContent('BM translation missing');
    const row = within(header.closest('tr')!);
    expect(row.getByText('10 Mar 2025')).toBeInTheDocument();
    expect(row.getByText('General')).toBeInTheDocument();
    expect(row.getByText('Published')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/news')[0]!.url.searchParams.get('limit')).toBe('50');
  });

  it('creates an article as multipart with its category and picture', async () => {
    const { user, fetchMock } = setup({
      'POST /api/news': () => jsonResponse(201, buildNews({ _id: 'n-2', title: 'Nationals' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Add news' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New article' }));
    await user.type(dialog.getByLabelText('Title (English)'), 'Nationals');
    // The Malay title, beside the English: marked missing until it is written.
    expect(dialog.getAllByText('BM translation missing')).toHaveLength(1);
    await user.type(dialog.getByLabelText('Title (Bahasa Malaysia)'), 'Kebangsaan');
    expect(dialog.queryByText('BM translation missing')).not.toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Publish date'));
    await user.type(dialog.getByLabelText('Publish date'), '2025-09-01');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Tournament');
    await user.type(dialog.getByLabelText('Content (English)'), 'Entries open.');
    expect(dialog.getAllByText('BM translation missing')).toHaveLength(1);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(dialog.getByLabelText('Image'), { target: { files: [big] } });
    expect(await dialog.findByText('Image size should be less than 5MB')).toBeInTheDocument();
    const picture = jpegFile('poster.jpg');
    fireEvent.change(dialog.getByLabelText('Image'), { target: { files: [picture] } });
    await dialog.findByRole('img', { name: 'Preview of the chosen image' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/news')).toHaveLength(1));
    const form = bodiesSentTo(fetchMock, 'POST /api/news')[0];
    expect(form).toBeInstanceOf(FormData);
    const data = form as FormData;
    expect(data.get('category')).toBe('Tournament');
    expect(data.get('title')).toBe('Nationals');
    expect(data.get('publishDate')).toBe('2025-09-01');
    expect(data.get('content')).toBe('Entries open.');
    expect(data.get('titleMs')).toBe('Kebangsaan');
    expect(data.get('contentMs')).toBe('');
    expect(data.get('status')).toBe('published');
    expect(data.get('newsImage')).toBe(picture);
    expect(await screen.findByText('“Nationals” was published.')).toBeInTheDocument();
  });

  it('edits by newsId and reports “Error saving news: …”', async () => {
    const { user, fetchMock } = setup({
      'PATCH /api/news/NEWS1700000000000': () => jsonResponse(500, { error: 'Disk full' }),
    });
    const table = within(await screen.findByRole('table'));
    await user.click(table.getByRole('button', { name: 'Edit Season opener' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit article' }));
    expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('General');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Error saving news: Disk full')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/news/NEWS1700000000000')).toHaveLength(1);
  });

  it('asks before deleting an article', async () => {
    const { user, fetchMock } = setup({
      'DELETE /api/news/NEWS1700000000000': () =>
        jsonResponse(200, { success: true, message: 'ok' }),
    });
    const table = within(await screen.findByRole('table'));
    await user.click(table.getByRole('button', { name: 'Delete Season opener' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete article?' }));
    expect(callsTo(fetchMock, 'DELETE /api/news/NEWS1700000000000')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete article' }));
    expect(await screen.findByText('“Season opener” was deleted.')).toBeInTheDocument();
  });
});

describe('Featured video', () => {
  it('shows the current video and refuses an empty URL', async () => {
    const { user, fetchMock } = setup();
    const region = within(await screen.findByRole('region', { name: 'Featured video' }));
    expect(await region.findByText('Highlights')).toBeInTheDocument();
    expect(region.getByText('https://www.youtube.com/embed/abc123DEF45')).toBeInTheDocument();

    await user.clear(region.getByLabelText('Video URL or embed code'));
    await user.click(region.getByRole('button', { name: 'Save video' }));
    expect(
      await region.findByText('Please enter a valid YouTube embed code or URL'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/featured-video')).toHaveLength(0);
  });

  it('saves a pasted embed snippet as its embed URL, or reports “Error saving video: …”', async () => {
    let fail = false;
    const { user, fetchMock } = setup({
      'GET /api/featured-video': () => jsonResponse(404, { error: 'No featured video' }),
      'POST /api/featured-video': ({ body }) =>
        fail
          ? jsonResponse(500, { error: 'Down' })
          : jsonResponse(200, { _id: 'v-2', ...(body as object) }),
    });
    const region = within(await screen.findByRole('region', { name: 'Featured video' }));
    expect(await region.findByText('No featured video yet.')).toBeInTheDocument();
    await user.type(region.getByLabelText('Title (English)'), 'Finals');
    await user.type(
      region.getByLabelText('Video URL or embed code'),
      '<iframe src="https://www.youtube.com/embed/abc123DEF45"></iframe>',
    );
    await user.click(region.getByRole('button', { name: 'Save video' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/featured-video')).toHaveLength(1));
    expect(bodiesSentTo(fetchMock, 'POST /api/featured-video')[0]).toMatchObject({
      title: 'Finals',
      videoUrl: expect.stringMatching(
        /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/abc123DEF45/,
      ),
    });

    fail = true;
    const refreshed = within(await screen.findByRole('region', { name: 'Featured video' }));
    await user.click(await refreshed.findByRole('button', { name: 'Save video' }));
    expect(await refreshed.findByText('Error saving video: Down')).toBeInTheDocument();
  });
});

describe('Update news: Bahasa Malaysia', () => {
  it('lists only the articles missing their BM translation when asked', async () => {
    const { user } = setup({
      'GET /api/news': () =>
        jsonResponse(200, [
          buildNews({
            _id: 'a',
            newsId: 'NEWS1',
            title: 'Translated',
            titleMs: 'Diterjemah',
            contentMs: 'Isi.',
          }),
          buildNews({ _id: 'b', newsId: 'NEWS2', title: 'Untranslated' }),
        ]),
    });
    const table = within(await screen.findByRole('table', { name: 'News articles' }));
    expect(table.getByRole('rowheader', { name: 'Translated' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', { name: 'Only items missing their BM translation' }),
    );
    expect(table.queryByRole('rowheader', { name: 'Translated' })).not.toBeInTheDocument();
    expect(table.getByRole('rowheader', { name: /^Untranslated/ })).toBeInTheDocument();
  });
});
