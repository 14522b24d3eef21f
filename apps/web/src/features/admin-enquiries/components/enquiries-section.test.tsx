import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => vi.unstubAllGlobals());

const enquiry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  _id: 'e1',
  topic: 'membership',
  name: 'Nurul Aina',
  email: 'nurul@example.my',
  message: 'How do I renew my membership?',
  language: 'en',
  status: 'new',
  assigneeId: null,
  assigneeName: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  replies: [],
  ...overrides,
});
const page = (items: unknown[], counts = { new: 1, replied: 2, closed: 3 }) => ({
  items,
  total: items.length,
  counts,
  assignees: [
    { _id: 'a1', name: 'Siti Officer' },
    { _id: 'a2', name: 'Ravi Editor' },
  ],
});

describe('Enquiry inbox', () => {
  it('lists new enquiries with counts per status, and filters by status, topic and assignee', async () => {
    const seen: string[] = [];
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/enquiries': ({ url }) => {
        seen.push(url.search);
        return jsonResponse(
          200,
          page(url.searchParams.get('status') === 'closed' ? [] : [enquiry()]),
        );
      },
    });
    const { user } = renderAdminApp('/admin/dashboard?section=enquiry');
    expect(await screen.findByText('How do I renew my membership?')).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Show enquiries' });
    expect(within(filters).getByRole('button', { name: 'New 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).getByRole('button', { name: 'All 6' })).toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Closed 3' }));
    expect(await screen.findByText('No closed enquiries.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Media');
    await user.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    expect(seen.at(-1)).toBe('?offset=0&status=closed&topic=media&mine=true');
  });

  it('assigns, replies by mail and closes from the dialog, showing each outcome', async () => {
    let current = enquiry();
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/enquiries': () => jsonResponse(200, page([current])),
      'PATCH /api/admin/enquiries/e1': ({ body: sent }) => {
        const body = sent as Record<string, string | null>;
        current = {
          ...current,
          ...(body.assigneeId !== undefined
            ? { assigneeId: body.assigneeId, assigneeName: 'Siti Officer' }
            : {}),
          ...(body.status ? { status: body.status } : {}),
        };
        return jsonResponse(200, current);
      },
      'POST /api/admin/enquiries/e1/replies': () => {
        current = {
          ...current,
          status: 'replied',
          replies: [
            {
              _id: 'r1',
              body: 'Renew from the portal.',
              authorName: 'Siti Officer',
              createdAt: '2026-11-21T02:00:00.000Z',
            },
          ],
        };
        return jsonResponse(200, current);
      },
    });
    const { user } = renderAdminApp('/admin/dashboard?section=enquiry');
    await user.click(await screen.findByRole('button', { name: 'Open enquiry from Nurul Aina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry from Nurul Aina' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned to' }), 'a1');
    expect(await screen.findByText('Assigned to Siti Officer.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Write a reply first.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/enquiries/e1/replies')).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reply to nurul@example.my/ }),
      'Renew from the portal.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to nurul@example.my.')).toBeInTheDocument();
    expect(within(dialog).getByText('Renew from the portal.')).toBeInTheDocument();
    expect(within(dialog).getByText('Replied')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close enquiry' }));
    expect(await screen.findByText('Enquiry closed.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when a change fails', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/enquiries': () => jsonResponse(200, page([enquiry()])),
      'PATCH /api/admin/enquiries/e1': () =>
        jsonResponse(400, { error: 'Choose an active staff member', code: 'VALIDATION_FAILED' }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=enquiry');
    await user.click(await screen.findByRole('button', { name: 'Open enquiry from Nurul Aina' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigned to' }), 'a2');
    expect(await within(dialog).findByText('Choose an active staff member')).toBeInTheDocument();
  });
});
