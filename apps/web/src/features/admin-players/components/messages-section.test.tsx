import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import {
  buildHistoryItem,
  buildListedPlayer,
  playersPageResponse,
} from '@/testing/factories/players';
import { bodiesSentTo, jsonResponse, mockFetch, type FetchHandler } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const aisyah = buildListedPlayer({
  _id: 'p-aisyah',
  fullName: 'Aisyah Rahman',
  username: 'aisyah',
});
const badrul = buildListedPlayer({
  _id: 'p-badrul',
  fullName: 'Badrul Hisham',
  username: 'badrul',
});
const BROADCAST_AT = '2025-03-02T10:00:00.000Z';

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/messages': () => jsonResponse(200, []),
    'GET /api/players': ({ url }) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const matches = [aisyah, badrul].filter((p) => p.fullName.toLowerCase().includes(q));
      return playersPageResponse(matches);
    },
    ...handlers,
  });
  const app = renderAdminApp('/admin/dashboard?section=messages');
  return { ...app, fetchMock };
}

async function historySection() {
  return within(
    (await screen.findByRole('heading', { name: 'Sent messages' })).closest('section')!,
  );
}

function composeSection() {
  return within(screen.getByRole('heading', { name: 'New message' }).closest('section')!);
}

describe('Messages: history', () => {
  it('groups messages with the same subject and time into one card listing each recipient', async () => {
    const history = [
      buildHistoryItem({
        subject: 'AGM notice',
        createdAt: BROADCAST_AT,
        playerName: 'Aisyah Rahman',
        playerUsername: 'aisyah',
        read: true,
      }),
      buildHistoryItem({
        subject: 'AGM notice',
        createdAt: BROADCAST_AT,
        playerName: 'Badrul Hisham',
        playerUsername: 'badrul',
      }),
      buildHistoryItem({
        subject: 'Fees due',
        createdAt: '2025-03-01T10:00:00.000Z',
        playerName: 'Chong Wei',
      }),
    ];
    const { fetchMock } = setup({ 'GET /api/messages': () => jsonResponse(200, history) });
    const section = await historySection();

    const cards = await section.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const agm = within(cards[0]!);
    expect(agm.getByRole('heading', { name: 'AGM notice' })).toBeInTheDocument();
    const recipients = within(agm.getByRole('list', { name: 'Recipients' }));
    expect(recipients.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Aisyah Rahman (aisyah)',
      'Badrul Hisham (badrul)',
    ]);
    expect(agm.getByText('To 2 players')).toBeInTheDocument();
    expect(agm.getByText('1 of 2 read')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('To 1 player')).toBeInTheDocument();

    const [call] = fetchMock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/messages'),
    );
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('limit')).toBe('50');
  });

  it('cuts the preview at 150 characters and collapses long recipient lists', async () => {
    const longText = 'x'.repeat(200);
    const history = Array.from({ length: 7 }, (_, i) =>
      buildHistoryItem({
        subject: 'Broadcast',
        createdAt: BROADCAST_AT,
        message: longText,
        playerName: `Member ${i + 1}`,
      }),
    );
    const { user } = setup({ 'GET /api/messages': () => jsonResponse(200, history) });
    const section = await historySection();

    expect(await section.findByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
    const recipients = () => within(section.getByRole('list', { name: 'Recipients' }));
    expect(recipients().getAllByRole('listitem')).toHaveLength(5);

    const more = section.getByRole('button', { name: 'and 2 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(recipients().getAllByRole('listitem')).toHaveLength(7);
    expect(section.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the empty state', async () => {
    setup();
    const section = await historySection();
    expect(await section.findByText('No messages sent yet.')).toBeInTheDocument();
  });

  it('shows the error state with Retry', async () => {
    setup({ 'GET /api/messages': () => jsonResponse(500, { error: 'x' }) });
    const section = await historySection();
    expect(await section.findByText('Failed to load sent messages')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Messages: compose', () => {
  it('asks for a player and for subject and message before sending anything', async () => {
    const { fetchMock, user } = setup();
    await historySection();
    const compose = composeSection();

    await user.click(compose.getByRole('radio', { name: 'A specific player' }));
    await user.click(compose.getByRole('button', { name: 'Send message' }));

    expect(await compose.findByText('Please select a player')).toBeInTheDocument();
    expect(compose.getByText('Please fill in both subject and message')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends to a player picked by searching, then refreshes the history', async () => {
    let history = [] as ReturnType<typeof buildHistoryItem>[];
    const { fetchMock, user } = setup({
      'GET /api/messages': () => jsonResponse(200, history),
      'POST /api/players/p-badrul/send-message': ({ body }) => {
        const { subject, message } = body as { subject: string; message: string };
        history = [buildHistoryItem({ subject, message, playerName: 'Badrul Hisham' })];
        return jsonResponse(200, { success: true, message: 'Message sent successfully!' });
      },
    });
    await historySection();
    const compose = composeSection();

    await user.click(compose.getByRole('radio', { name: 'A specific player' }));
    await user.type(compose.getByRole('combobox', { name: 'Player' }), 'badr');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('q=badr'))).toBe(true),
    );
    await user.click(await compose.findByRole('option', { name: /Badrul Hisham/ }));
    expect(compose.getByText('Selected player')).toBeInTheDocument();

    await user.type(compose.getByLabelText('Subject'), '  Court booking ');
    await user.type(compose.getByLabelText('Message'), 'Your court is confirmed.');
    // The Malay version, for a player who reads Malay.
    await user.type(compose.getByLabelText('Subject (Bahasa Malaysia)'), 'Tempahan gelanggang');
    await user.type(
      compose.getByLabelText('Message (Bahasa Malaysia)'),
      'Gelanggang anda telah disahkan.',
    );
    await user.click(compose.getByRole('button', { name: 'Send message' }));

    expect(await compose.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/p-badrul/send-message')).toEqual([
      {
        subject: 'Court booking',
        message: 'Your court is confirmed.',
        subjectMs: 'Tempahan gelanggang',
        messageMs: 'Gelanggang anda telah disahkan.',
      },
    ]);
    expect(compose.getByLabelText('Subject')).toHaveValue('');
    const section = await historySection();
    expect(await section.findByRole('heading', { name: 'Court booking' })).toBeInTheDocument();
  });

  it('broadcasts to all players in one call and shows the counts', async () => {
    const { fetchMock, user } = setup({
      'POST /api/players/all/send-message': () =>
        jsonResponse(200, { success: true, sent: 1200, failed: 0, message: 'Sent' }),
    });
    await historySection();
    const compose = composeSection();

    expect(compose.getByRole('radio', { name: /All players/ })).toBeChecked();
    await user.type(compose.getByLabelText('Subject'), 'Season opener');
    await user.type(compose.getByLabelText('Message'), 'See you on court!');
    await user.click(compose.getByRole('button', { name: 'Send message' }));

    expect(await compose.findByText('Sent to 1200 players, 0 failed')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/all/send-message')).toHaveLength(1);
  });

  it('tells the sender how many players a broadcast skipped because they opted out', async () => {
    const { user } = setup({
      'POST /api/players/all/send-message': () =>
        jsonResponse(200, { success: true, sent: 900, failed: 0, skipped: 100, message: 'Sent' }),
    });
    await historySection();
    const compose = composeSection();
    await user.type(compose.getByLabelText('Subject'), 'Season opener');
    await user.type(compose.getByLabelText('Message'), 'See you on court!');
    await user.click(compose.getByRole('button', { name: 'Send message' }));
    expect(
      await compose.findByText(
        'Sent to 900 players, 0 failed. 100 players opted out of association news and did not get it.',
      ),
    ).toBeInTheDocument();
  });
});
