import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPost, postsResponse } from '@/testing/factories/posts';
import { callsTo, jsonResponse } from '@/testing/mock-fetch';
import { mockSignedIn, renderPicklezone } from '@/testing/render-picklezone';
import { POST_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS } from '@app/shared/posts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST = buildPost();
const REPORT_KEY = `POST /api/posts/${POST._id}/report`;

async function openReport(answer: () => Response) {
  const fetchMock = mockSignedIn({
    'GET /api/posts': () => postsResponse([POST]),
    [REPORT_KEY]: answer,
  });
  const view = renderPicklezone();
  await view.user.click(await screen.findByRole('button', { name: 'Report' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Report post' }));
  return { ...view, fetchMock, dialog };
}

describe('report modal', () => {
  it('offers every reason with its label and requires one', async () => {
    const { dialog, user, fetchMock } = await openReport(() => jsonResponse(201, {}));
    const group = within(dialog.getByRole('group', { name: 'Reason for reporting' }));
    expect(group.getAllByRole('radio')).toHaveLength(REPORT_REASONS.length);
    for (const reason of REPORT_REASONS) {
      expect(group.getByRole('radio', { name: REPORT_REASON_LABELS[reason] })).not.toBeChecked();
    }
    await user.click(dialog.getByRole('button', { name: 'Submit report' }));
    expect(await dialog.findByText(POST_MESSAGES.noReason)).toBeInTheDocument();
    expect(callsTo(fetchMock, REPORT_KEY)).toHaveLength(0);
  });

  it('sends the reason and details, then thanks the player', async () => {
    const { dialog, user, fetchMock } = await openReport(() =>
      jsonResponse(201, { success: true, message: 'Reported' }),
    );
    await user.click(dialog.getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(dialog.getByLabelText('Details (optional)'), 'Rude replies to juniors');
    await user.click(dialog.getByRole('button', { name: 'Submit report' }));

    expect(
      await dialog.findByText('Thank you. Your report has been sent to the moderators.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, REPORT_KEY)[0]?.body).toEqual({
      reason: 'harassment',
      details: 'Rude replies to juniors',
    });
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's 409 text, and 'Failed to report post' without one", async () => {
    let answer = () => jsonResponse(409, { error: POST_MESSAGES.alreadyReported });
    const { dialog, user } = await openReport(() => answer());
    await user.click(dialog.getByRole('radio', { name: 'Spam' }));
    await user.click(dialog.getByRole('button', { name: 'Submit report' }));
    expect(await dialog.findByText(POST_MESSAGES.alreadyReported)).toBeInTheDocument();

    answer = () => new Response(null, { status: 500 });
    await user.click(dialog.getByRole('button', { name: 'Submit report' }));
    expect(await dialog.findByText('Failed to report post')).toBeInTheDocument();
  });
});
