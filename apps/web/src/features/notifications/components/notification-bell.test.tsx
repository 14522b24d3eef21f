import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { I18nProvider, registerMessages } from '@/lib/i18n';
import { ms as msMessages } from '@/messages/ms/index';
import { FakeWebSocket } from '@/testing/fake-websocket';
import { callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { NotificationBell } from './notification-bell';
import { NotificationSettingsCard } from './notification-settings-card';

const AT = new Date(Date.now() - 5 * 60_000).toISOString();

describe('the bell', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the live unread count, lists the notices and marks them read', async () => {
    let unread = 3;
    const fetchMock = mockFetch({
      'GET /api/players/me/notifications': () =>
        jsonResponse(200, {
          unread,
          items: [
            {
              id: 'n1',
              type: 'like',
              count: 5,
              data: { postId: 'p1' },
              read: unread === 0,
              at: AT,
            },
            {
              id: 'n2',
              type: 'comment',
              count: 1,
              data: { actor: 'Kumar' },
              read: unread === 0,
              at: AT,
            },
            {
              id: 'n3',
              type: 'report_outcome',
              count: 1,
              data: { outcome: 'removed' },
              read: unread === 0,
              at: AT,
            },
          ],
        }),
      'POST /api/players/me/notifications/read-all': () => {
        unread = 0;
        return jsonResponse(200, { unread: 0 });
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<NotificationBell />);

    expect(FakeWebSocket.latest?.url).toMatch(/\/api\/notifications\/ws$/);
    act(() => FakeWebSocket.latest!.receive({ type: 'unread', count: 3 }));
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('bell-count')).toHaveTextContent('3');
    act(() => FakeWebSocket.latest!.receive({ type: 'unread', count: 4 }));
    expect(screen.getByTestId('bell-count')).toHaveTextContent('4');

    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText('5 people liked your post')).toBeInTheDocument();
    expect(within(panel).getByText('Kumar commented on your post')).toBeInTheDocument();
    expect(
      within(panel).getByText('Thanks for your report: we removed the post'),
    ).toBeInTheDocument();
    expect(within(panel).getAllByText('Unread:', { exact: false })).toHaveLength(3);

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/players/me/notifications/read-all')).toHaveLength(1),
    );
    act(() => FakeWebSocket.latest!.receive({ type: 'unread', count: 0 }));
    expect(screen.queryByTestId('bell-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('tournament entry notices: their words and the My Tournaments link, in English and Malay', async () => {
    const entryNotices = [
      ['e1', 'entry_partner_request', { actor: 'Ahmad' }],
      ['e2', 'entry_offer', {}],
      ['e3', 'entry_lapsed', { actor: 'Siti', outcome: 'declined' }],
      ['e4', 'entry_lapsed', { outcome: 'lapsed' }],
      ['e5', 'entry_flagged', {}],
    ] as const;
    mockFetch({
      'GET /api/players/me/notifications': () =>
        jsonResponse(200, {
          unread: 5,
          items: entryNotices.map(([id, type, data]) => ({
            id,
            type,
            count: 1,
            data: {
              ...data,
              title: 'Perak Open: Mixed doubles · Open',
              titleMs: 'Perak Open: Beregu campuran · Terbuka',
            },
            read: false,
            at: AT,
          })),
        }),
    });
    const user = userEvent.setup();
    const english = renderWithRouter(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const en = [
      'Ahmad entered you as doubles partner: Perak Open: Mixed doubles · Open',
      'A place is offered to you: Perak Open: Mixed doubles · Open',
      'Siti declined your doubles entry: Perak Open: Mixed doubles · Open',
      'Your partner did not confirm in time: Perak Open: Mixed doubles · Open',
      "Your entry no longer meets the division's rules: Perak Open: Mixed doubles · Open",
    ];
    for (const text of en) {
      const link = (await within(panel).findByText(text)).closest('a')!;
      expect(link).toHaveAttribute('href', '/player/dashboard?tab=tournaments');
    }
    expect(within(panel).queryByText(/course|kursus/i)).not.toBeInTheDocument();
    english.unmount();

    registerMessages(msMessages, 'ms');
    renderWithRouter(
      <I18nProvider locale="ms">
        <NotificationBell />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: /^Pemberitahuan/ }));
    const ms = screen.getByRole('region', { name: 'Pemberitahuan' });
    for (const text of [
      'Ahmad mendaftarkan anda sebagai pasangan beregu: Perak Open: Beregu campuran · Terbuka',
      'Satu tempat ditawarkan kepada anda: Perak Open: Beregu campuran · Terbuka',
      'Siti menolak penyertaan beregu anda: Perak Open: Beregu campuran · Terbuka',
      'Pasangan anda tidak mengesahkan dalam masa: Perak Open: Beregu campuran · Terbuka',
      'Penyertaan anda tidak lagi memenuhi syarat bahagian: Perak Open: Beregu campuran · Terbuka',
    ]) {
      const link = (await within(ms).findByText(text)).closest('a')!;
      expect(link).toHaveAttribute('href', '/player/dashboard?tab=tournaments');
    }
  });

  it('never says "nothing new" beside unread inbox messages: it links to them, in English and Malay', async () => {
    mockFetch({
      'GET /api/players/me/notifications': () =>
        jsonResponse(200, { unread: 0, items: [], unreadMessages: 7 }),
    });
    const user = userEvent.setup();
    const english = renderWithRouter(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const link = await within(panel).findByRole('link', {
      name: /7 unread messages in your Inbox/,
    });
    expect(link).toHaveAttribute('href', '/player/dashboard?tab=inbox');
    expect(panel).not.toHaveTextContent('Nothing new');
    expect(panel).toHaveTextContent('No other notifications.');
    await user.click(link);
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    english.unmount();

    registerMessages(msMessages, 'ms');
    renderWithRouter(
      <I18nProvider locale="ms">
        <NotificationBell />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: /^Pemberitahuan/ }));
    const ms = screen.getByRole('region', { name: 'Pemberitahuan' });
    expect(
      await within(ms).findByRole('link', { name: /7 mesej belum dibaca dalam Peti Masuk anda/ }),
    ).toHaveAttribute('href', '/player/dashboard?tab=inbox');
    expect(ms).not.toHaveTextContent('Tiada yang baharu');
  });

  it('says nothing is new only when the inbox has nothing unread either', async () => {
    mockFetch({
      'GET /api/players/me/notifications': () =>
        jsonResponse(200, { unread: 0, items: [], unreadMessages: 0 }),
    });
    const user = userEvent.setup();
    renderWithRouter(<NotificationBell />);
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findByText(/^Nothing new\./)).toBeInTheDocument();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('reconnects after the connection drops', async () => {
    vi.useFakeTimers();
    mockFetch({});
    renderWithRouter(<NotificationBell />);
    expect(FakeWebSocket.instances).toHaveLength(1);
    act(() => FakeWebSocket.latest!.fireClose());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.useRealTimers();
  });
});

describe('notification settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the chosen channels; membership, offers and partner requests always come by e-mail', async () => {
    const fetchMock = mockFetch({
      'GET /api/players/me/notification-settings': () =>
        jsonResponse(200, {
          message: 'in_app',
          comment: 'in_app',
          like: 'in_app',
          report_outcome: 'in_app',
          waitlist_offer: 'email',
          partner_request: 'email',
          membership: 'email',
          entry_partner_request: 'email',
          entry_offer: 'email',
          entry_lapsed: 'email',
          entry_flagged: 'email',
        }),
      'PUT /api/players/me/notification-settings': ({ body }) =>
        jsonResponse(200, {
          ...(body as object),
          waitlist_offer: 'email',
          partner_request: 'email',
          membership: 'email',
          entry_partner_request: 'email',
          entry_offer: 'email',
          entry_lapsed: 'email',
          entry_flagged: 'email',
        }),
    });
    const user = userEvent.setup();
    renderWithRouter(<NotificationSettingsCard />);
    const likes = await screen.findByLabelText('Likes on my posts');
    await user.selectOptions(likes, 'off');
    await user.selectOptions(screen.getByLabelText('Comments on my posts'), 'email');
    // Membership, offers, partner requests, and the four tournament entry notices.
    expect(screen.getAllByText('Always by e-mail')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'PUT /api/players/me/notification-settings');
    expect(sent!.body).toEqual({
      message: 'in_app',
      comment: 'email',
      like: 'off',
      report_outcome: 'in_app',
    });
  });
});
