import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { buildReport, hoursAgo } from '@/testing/factories/reports';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { Report } from '@app/shared/posts';

const spam = buildReport({
  _id: 'r-1',
  details: 'Posted the same advert five times today.',
  post: { imageUrls: ['/u/1.jpg', '/u/2.jpg', '/u/3.jpg', '/u/4.jpg', '/u/5.jpg', '/u/6.jpg'] },
});
const harassment = buildReport({
  _id: 'r-2',
  reason: 'harassment',
  post: { _id: 'p-2' },
  status: 'resolved',
  reporterName: 'Siti Noor',
  createdAt: hoursAgo(30),
  resolvedAt: hoursAgo(1),
});
const gone = buildReport({
  _id: 'r-3',
  reason: 'other',
  reporterName: 'Kumar Raj',
  post: { _id: null, deleted: true, content: '' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(reports: () => Report[], handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/reports': () => jsonResponse(200, reports()),
    ...handlers,
  });
  const app = renderAdminApp('/admin/dashboard?section=report');
  return { ...app, fetchMock };
}

const filterButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Filter reports by status' })).getByRole('button', {
    name,
  });

describe('Report section', () => {
  it('lists every report with its post, counts per filter and actions only when pending', async () => {
    const { fetchMock } = setup(() => [spam, harassment, gone]);
    const card = within(await screen.findByRole('article', { name: 'Spam' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reported posts' })).toBeInTheDocument();

    expect(filterButton(/^All/)).toHaveTextContent('All 3');
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton(/^Pending/)).toHaveTextContent('Pending 2');
    expect(filterButton(/^Resolved/)).toHaveTextContent('Resolved 1');
    expect(callsTo(fetchMock, 'GET /api/reports')[0]!.url.search).toBe('');

    expect(card.getByText('Reported by Aina Rahman')).toBeInTheDocument();
    expect(card.getByText('2 hours ago')).toBeInTheDocument();
    expect(card.getByText('Pending')).toBeInTheDocument();
    expect(card.getByText('Posted the same advert five times today.')).toBeInTheDocument();
    expect(card.getByText('Post by Lim Wei')).toBeInTheDocument();
    expect(card.getByText('Cheap paddles, click my link!')).toBeInTheDocument();
    const pictures = card.getAllByRole('img');
    expect(pictures).toHaveLength(4);
    expect(pictures[0]).toHaveAttribute('src', '/u/1.jpg');
    expect(pictures[0]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]).toHaveAccessibleName('Picture 1 of the reported post');
    expect(card.getByText('+2')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Mark the report of the post/ })).toHaveTextContent(
      'Mark resolved',
    );
    expect(card.getByRole('button', { name: /^Delete the post/ })).toHaveTextContent('Delete post');

    const resolved = within(screen.getByRole('article', { name: 'Harassment or bullying' }));
    expect(resolved.getByText('Resolved')).toBeInTheDocument();
    expect(resolved.getByText('Resolved · 1 hour ago')).toBeInTheDocument();
    // Only the moderator's block action: nothing left to resolve.
    expect(resolved.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Block Lim Wei from posting',
    ]);

    const deleted = within(screen.getByRole('article', { name: 'Other' }));
    expect(deleted.getByText('Post deleted')).toBeInTheDocument();
    expect(deleted.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Block Lim Wei from posting',
      'Mark resolved',
    ]);
  });

  it('groups the reports of one post in one card, with the count, every reason and the link', async () => {
    const second = buildReport({
      _id: 'r-4',
      reason: 'inappropriate',
      reporterName: 'Siti Noor',
      details: 'Links to a scam shop.',
      createdAt: hoursAgo(1),
      post: {
        link: { url: 'https://paddles.example.com/sale', title: 'Paddle sale', domain: 'x' },
      },
    });
    const first = { ...spam, post: { ...spam.post!, link: second.post!.link } };
    const { user, fetchMock } = setup(() => [second, first], {
      'PUT /api/reports/r-4/resolve': () => jsonResponse(200, second),
    });
    const card = within(await screen.findByRole('article', { name: '2 reports' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(filterButton(/^All/)).toHaveTextContent('All 1');
    const reasons = within(card.getByRole('list', { name: 'Reports of this post' }));
    expect(reasons.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(
        /^Inappropriate content · Reported by Siti Noor · .*Links to a scam shop\.$/,
      ),
      expect.stringMatching(/^Spam · Reported by Aina Rahman · .*Posted the same advert/),
    ]);
    const link = card.getByRole('link', { name: /Paddle sale/ });
    expect(link).toHaveAttribute('href', 'https://paddles.example.com/sale');
    expect(card.getByText('https://paddles.example.com/sale')).toBeInTheDocument();

    // One resolve for the post: the server resolves every report of it.
    await user.click(
      card.getByRole('button', { name: 'Mark the 2 reports of the post by Lim Wei resolved' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Mark the reports resolved?' }),
    );
    expect(dialog.getByText(/Every pending report of the post by Lim Wei/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/reports/r-4/resolve')).toHaveLength(1));
  });

  it('filters by status and shows a per-filter empty state', async () => {
    const { user } = setup(() => [harassment]);
    await screen.findByRole('article', { name: 'Harassment or bullying' });

    await user.click(filterButton(/^Pending/));
    expect(filterButton(/^Pending/)).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton(/^All/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('No pending reports. All caught up!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(filterButton(/^Resolved/));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('says when there are no reports at all', async () => {
    setup(() => []);
    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(filterButton(/^All/)).toHaveTextContent('All 0');
  });

  it('shows a load failure with Retry', async () => {
    let fail = true;
    const { user } = setup(() => [spam], {
      'GET /api/reports': () =>
        fail ? jsonResponse(500, { error: 'Database down' }) : jsonResponse(200, [spam]),
    });
    expect(await screen.findByText('Failed to load reports: Database down')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Spam' })).toBeInTheDocument();
  });

  it('marks a report resolved after confirmation and reloads the list', async () => {
    let current = spam;
    const { user, fetchMock } = setup(() => [current], {
      'PUT /api/reports/r-1/resolve': () => {
        current = { ...spam, status: 'resolved', resolvedAt: new Date().toISOString() };
        return jsonResponse(200, current);
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Spam' }));

    await user.click(card.getByRole('button', { name: /^Mark the report of the post/ }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Mark the reports resolved?' }));
    expect(
      dialog.getByText(/Every pending report of the post by Lim Wei will be marked resolved/),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/reports/r-1/resolve')).toHaveLength(0);

    await user.click(card.getByRole('button', { name: /^Mark the report of the post/ }));
    dialog = within(await screen.findByRole('dialog', { name: 'Mark the reports resolved?' }));
    await user.click(dialog.getByRole('button', { name: 'Mark resolved' }));

    expect(await screen.findByText('Report marked resolved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/reports/r-1/resolve')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(filterButton(/^Pending/)).toHaveTextContent('Pending 0'));
    expect(
      card.queryByRole('button', { name: /Mark the report of the post/ }),
    ).not.toBeInTheDocument();
  });

  it('shows “Failed to resolve report” when the call fails', async () => {
    const { user } = setup(() => [spam], {
      'PUT /api/reports/r-1/resolve': () => jsonResponse(500, { error: 'Boom' }),
    });
    const card = within(await screen.findByRole('article', { name: 'Spam' }));
    await user.click(card.getByRole('button', { name: /^Mark the report of the post/ }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Mark the reports resolved?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Mark resolved' }));

    const alert = await screen.findByText('Failed to resolve report');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the reported post as admin after confirmation', async () => {
    const { user, fetchMock } = setup(() => [spam], {
      'DELETE /api/posts/p-1': () => jsonResponse(200, { success: true, message: 'Deleted' }),
    });
    const card = within(await screen.findByRole('article', { name: 'Spam' }));
    await user.click(card.getByRole('button', { name: /^Delete the post/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete post?' }));
    expect(dialog.getByText(/The post by Lim Wei will be deleted for everyone/)).toBeVisible();
    expect(callsTo(fetchMock, 'DELETE /api/posts/p-1')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete post' }));

    expect(
      await screen.findByText('Post deleted. Its reports were marked resolved.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'DELETE /api/posts/p-1')).toEqual([{ isAdmin: true }]);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/reports')).toHaveLength(2));
  });

  it('shows “Failed to delete post” when the delete fails', async () => {
    const { user } = setup(() => [spam], {
      'DELETE /api/posts/p-1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Spam' }));
    await user.click(card.getByRole('button', { name: /^Delete the post/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete post?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete post' }));

    const alert = await screen.findByText('Failed to delete post');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(card.getByRole('button', { name: /^Delete the post/ })).toBeInTheDocument();
  });
});

describe('Report section: moderation of the author and comments', () => {
  it('deletes a comment after confirmation and blocks the author with a reason', async () => {
    const report = buildReport({
      post: { comments: [{ _id: 'c-1', fullName: 'Rude Person', comment: 'You are all losers' }] },
    });
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/reports': () => jsonResponse(200, [report]),
      'DELETE /api/posts/p-1/comments/c-1': () =>
        jsonResponse(200, { success: true, message: 'Comment deleted' }),
      'PUT /api/players/player-9/posting-block': () =>
        jsonResponse(200, { success: true, message: 'Lim Wei can no longer post or comment' }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=report');
    await user.click(await screen.findByText('Comments (1)'));
    await user.click(screen.getByRole('button', { name: 'Delete the comment by Rude Person' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/posts/p-1/comments/c-1')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Block Lim Wei from posting' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Lim Wei from posting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block from posting' }));
    expect(
      await within(dialog).findByText('Please give a reason for the block (the player sees it)'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Repeated insults');
    expect(within(dialog).getByLabelText('For how long')).toHaveValue('forever');
    await user.selectOptions(within(dialog).getByLabelText('For how long'), 'd7');
    await user.click(within(dialog).getByRole('button', { name: 'Block from posting' }));
    expect(await screen.findByText('Lim Wei can no longer post or comment')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'PUT /api/players/player-9/posting-block')).toEqual([
      { blocked: true, reason: 'Repeated insults', days: 7 },
    ]);
  });
});
