import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { SIGNED_IN, TEST_ADMIN, UNAUTHENTICATED } from '@/testing/admin-fixtures';
import { bodiesSentTo, callsTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Sidebar labels (spec §2's sections, after the overview), in order, by group. */
const SIDEBAR_GROUPS = [
  ['', ['Overview']],
  [
    'Competition',
    [
      'Manage Tournaments',
      'Entries and divisions',
      'Entries',
      'Results',
      'Ranking rules',
      'Manage Venue',
    ],
  ],
  ['Members', ['Manage Players', 'Membership', 'Finance', 'Data Requests', 'Messages']],
  [
    'Content',
    [
      'Manage Courses',
      'Manage Clinics',
      'Manage Journey',
      'Manage Organisation',
      'Manage Affiliates',
      'Update News & Video',
    ],
  ],
  ['Community', ['Report', 'Enquiry']],
  ['Administration', ['Staff', 'Audit Log', 'Data Retention', 'Settings']],
] as const;

const OVERVIEW = () =>
  jsonResponse(200, { waiting: { enquiry: 0 }, membership: null, upcoming: [] });

async function findSidebar() {
  return screen.findByRole('navigation', { name: 'Admin sections' });
}

/** Every section link, shown or in a closed group. */
const allLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);

describe('admin dashboard (/admin/dashboard)', () => {
  it('shows a loading state while the session is checked', async () => {
    mockFetch({ 'GET /api/admin/me': () => new Promise<Response>(() => {}) });
    renderAdminApp('/admin/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('redirects to /admin when the server answers 401, even with the local flag set', async () => {
    window.localStorage.setItem('adminLoggedIn', 'true');
    mockFetch({ 'GET /api/admin/me': UNAUTHENTICATED });
    const { router } = renderAdminApp('/admin/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a retry state on a network failure instead of logging out', async () => {
    window.localStorage.setItem('adminLoggedIn', 'true');
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, router } = renderAdminApp('/admin/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(window.localStorage.getItem('adminLoggedIn')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findSidebar()).toBeInTheDocument();
  });

  it('lists every section in the sidebar by group, each group a disclosure opened by keyboard', async () => {
    mockFetch({ 'GET /api/admin/me': SIGNED_IN, 'GET /api/admin/overview': OVERVIEW });
    const { user } = renderAdminApp('/admin/dashboard');

    const nav = await findSidebar();
    expect(allLinks(nav)).toEqual(SIDEBAR_GROUPS.flatMap(([, labels]) => labels));
    // On the overview every group is closed: the sidebar fits, each group one button.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview']);
    const groups = within(nav).getAllByRole('button');
    expect(groups.map((b) => b.textContent)).toEqual(SIDEBAR_GROUPS.slice(1).map(([g]) => g));
    for (const button of groups) expect(button).toHaveAttribute('aria-expanded', 'false');

    const community = within(nav).getByRole('button', { name: 'Community' });
    community.focus();
    await user.keyboard('{Enter}');
    expect(community).toHaveAttribute('aria-expanded', 'true');
    const list = within(nav).getByRole('list', { name: 'Community' });
    expect(community).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Report', 'Enquiry']);
    await user.keyboard(' ');
    expect(community).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('list', { name: 'Community' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('badges the sections where something waits, and checks again when another section opens', async () => {
    let waiting = { enquiry: 3, report: 1, 'data-requests': 0 };
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/attention': () => jsonResponse(200, waiting),
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=settings');
    const nav = await findSidebar();

    // A closed group says what waits in it.
    const community = await within(nav).findByRole('button', { name: 'Community, 4 waiting' });
    await user.click(community);
    expect(await within(nav).findByRole('link', { name: 'Enquiry, 3 waiting' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Report, 1 waiting' })).toBeVisible();
    expect(community).toHaveAccessibleName('Community');
    // Nothing waits in Data Requests: no badge, the plain name.
    await user.click(within(nav).getByRole('button', { name: 'Members' }));
    expect(within(nav).getByRole('link', { name: 'Data Requests' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open admin menu (4 waiting)' })).toBeInTheDocument();

    waiting = { enquiry: 2, report: 0, 'data-requests': 0 };
    await user.click(within(nav).getByRole('link', { name: 'Staff' }));
    expect(await within(nav).findByRole('link', { name: 'Enquiry, 2 waiting' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Report' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open admin menu (2 waiting)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/attention')).toHaveLength(2);
  });

  it('shows no badges when the counts cannot be had', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/attention': () => jsonResponse(500, { error: 'Down' }),
      'GET /api/admin/enquiries': () =>
        jsonResponse(200, {
          items: [],
          total: 0,
          counts: { new: 0, replied: 0, closed: 0 },
          assignees: [],
        }),
    });
    renderAdminApp('/admin/dashboard?section=enquiry');
    const nav = await findSidebar();
    expect(await screen.findByText('No new enquiries. All caught up!')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Enquiry' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open admin menu' })).toBeInTheDocument();
  });

  it('shows a staff member only the sections their roles allow, whatever the URL asks for', async () => {
    mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, { ...TEST_ADMIN, roles: ['content_editor'], twoFactorRequired: false }),
      'GET /api/courses': () => jsonResponse(200, []),
    });
    renderAdminApp('/admin/dashboard?section=staff');
    const nav = await findSidebar();
    expect(allLinks(nav)).toEqual([
      'Overview',
      'Manage Venue',
      'Manage Courses',
      'Manage Clinics',
      'Manage Journey',
      'Manage Organisation',
      'Manage Affiliates',
      'Update News & Video',
      'Enquiry',
      'Settings',
    ]);
    expect(within(nav).queryByRole('button', { name: 'Members' })).not.toBeInTheDocument();
    // ?section=staff is not theirs: the overview is shown instead.
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('asks a staff member who must use two-factor to set it up before the dashboard', async () => {
    mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, { ...TEST_ADMIN, twoFactorEnabled: false, mustEnrolTwoFactor: true }),
      'POST /api/admin/two-factor/setup': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/MPA:mpa-admin?secret=JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
    });
    renderAdminApp('/admin/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('shows the set-up screen as soon as a request answers that two-factor is now required', async () => {
    let required = false;
    mockFetch({
      'GET /api/admin/me': () =>
        jsonResponse(200, {
          ...TEST_ADMIN,
          twoFactorEnabled: false,
          twoFactorRequired: required,
          mustEnrolTwoFactor: required,
        }),
      // A super admin turned on "Require two-factor for all staff" meanwhile.
      'GET /api/admin/overview': () => {
        required = true;
        return jsonResponse(403, {
          error: 'Set up two-factor sign-in to continue',
          code: 'TWO_FACTOR_ENROLMENT_REQUIRED',
        });
      },
      'POST /api/admin/two-factor/setup': () =>
        jsonResponse(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/MPA:mpa-admin?secret=JBSWY3DPEHPK3PXP',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
    });
    renderAdminApp('/admin/dashboard');
    // The dashboard first, then the overview's answer, then who is signed in again.
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('opens on the overview and switches sections via the URL, opening their group', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/overview': OVERVIEW,
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
    });
    const { user, router } = renderAdminApp('/admin/dashboard');

    const nav = await findSidebar();
    expect(screen.getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Nothing waits for you: all caught up.')).toBeInTheDocument();

    await act(() => router.navigate('/admin/dashboard?section=manage-tournament'));
    expect(within(nav).getByRole('button', { name: 'Competition' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByText('No tournaments found')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Administration' }));
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));

    expect(router.state.location.search).toBe('?section=settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Manage Tournaments' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it("drops a section's filters when another section opens, and Back brings them again", async () => {
    const requests: string[] = [];
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
      'GET /api/admin/enquiries': ({ url }) => {
        requests.push(url.search);
        return jsonResponse(200, {
          items: [],
          total: 0,
          counts: { new: 0, replied: 0, closed: 0 },
          assignees: [],
        });
      },
    });
    const { user, router } = renderAdminApp(
      '/admin/dashboard?section=manage-tournament&type=national&q=open',
    );
    const nav = await findSidebar();
    expect(await screen.findByRole('searchbox', { name: 'Search tournaments' })).toHaveValue(
      'open',
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('national');

    await user.click(within(nav).getByRole('button', { name: 'Community' }));
    await user.click(within(nav).getByRole('link', { name: 'Enquiry' }));
    expect(router.state.location.search).toBe('?section=enquiry');
    await waitFor(() => expect(requests).toEqual(['?offset=0&status=new']));

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('searchbox', { name: 'Search tournaments' })).toHaveValue(
      'open',
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('national');
  });

  it('opens the section named in a deep link: the directory, adding a venue', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
      'GET /api/admin/directory': () => jsonResponse(200, { items: [], total: 0 }),
      'POST /api/admin/directory': ({ body }) =>
        jsonResponse(201, {
          _id: 'd1',
          certificationLevel: '',
          certificationExpiresOn: null,
          consent: false,
          verified: false,
          descriptionMs: '',
          photos: [],
          updatedAt: '2026-11-01T00:00:00.000Z',
          city: '',
          address: '',
          mapUrl: '',
          phone: '',
          email: '',
          openingHours: '',
          description: '',
          ...(body as object),
          courtsIndoor: 0,
          courtsOutdoor: 0,
        }),
    });
    const { user } = renderAdminApp('/admin/dashboard?section=manage-venue');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Venue' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No venues yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a venue' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a venue' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Arena Bukit Jalil');
    await user.selectOptions(within(dialog).getByLabelText(/^State/), 'Kuala Lumpur');
    await user.type(within(dialog).getByLabelText(/^Map link/), 'geo:3.05,101.69');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Arena Bukit Jalil was saved.')).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, 'POST /api/admin/directory');
    expect(sent!.body).toMatchObject({
      kind: 'venue',
      name: 'Arena Bukit Jalil',
      state: 'Kuala Lumpur',
      mapUrl: 'geo:3.05,101.69',
    });
    // Saved: photos can now be added.
    expect(await within(dialog).findByLabelText(/Add a photo/)).toBeInTheDocument();
  });

  it('falls back to the overview for an unknown section id', async () => {
    mockFetch({ 'GET /api/admin/me': SIGNED_IN, 'GET /api/admin/overview': OVERVIEW });
    renderAdminApp('/admin/dashboard?section=nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });

  it('logout ends the server session, clears the flag and goes to /admin', async () => {
    window.localStorage.setItem('adminLoggedIn', 'true');
    let isSignedIn = true;
    const fetchMock = mockFetch({
      // After logout the session check never answers: the login form must show anyway, because
      // logout itself removed the hint flag.
      'GET /api/admin/me': () => (isSignedIn ? SIGNED_IN() : new Promise<Response>(() => {})),
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
      'POST /api/admin/logout': () => {
        isSignedIn = false;
        return jsonResponse(200, { success: true, message: 'Logged out' });
      },
    });
    const { user, router } = renderAdminApp('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('adminLoggedIn')).toBeNull();
  });

  it('stays on the dashboard and says so when logout cannot reach the server', async () => {
    window.localStorage.setItem('adminLoggedIn', 'true');
    const fetchMock = mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/admin/overview': OVERVIEW,
    });
    const { user, router } = renderAdminApp('/admin/dashboard');
    const logout = await screen.findByRole('button', { name: 'Logout' });
    // Let the default section finish loading before the network goes away.
    await screen.findByText('Nothing waits for you: all caught up.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await user.click(logout);

    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => a.textContent?.includes('Logout failed')),
      ).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(window.localStorage.getItem('adminLoggedIn')).toBe('true');
  });

  it('leaves for /admin when another admin call reports the session has ended', async () => {
    let isSignedIn = true;
    mockFetch({
      'GET /api/admin/me': () => (isSignedIn ? SIGNED_IN() : UNAUTHENTICATED()),
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
    });
    const { router, queryClient } = renderAdminApp('/admin/dashboard');
    await findSidebar();

    isSignedIn = false;
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: ['players'],
          queryFn: () => Promise.reject(new ApiError(401, 'Authentication required')),
        })
        .catch(() => undefined);
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('collapses the sidebar behind an accessible toggle on small screens', async () => {
    mockFetch({
      'GET /api/admin/me': SIGNED_IN,
      'GET /api/tournaments': () => jsonResponse(200, []),
      'GET /api/tournaments/deliveries': () => jsonResponse(200, []),
    });
    const { user } = renderAdminApp('/admin/dashboard');
    await findSidebar();

    const toggle = screen.getByRole('button', { name: 'Open admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close admin menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
