import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { enquiryQuerySchema } from '@app/shared/enquiries';
import { listPlayersQuerySchema } from '@app/shared/players';

import { useSearchText } from './use-search-text';
import { useUrlFilters, type UrlFilters } from './use-url-filters';

const inboxFilters = enquiryQuerySchema.pick({ status: true, topic: true, mine: true });
const playerFilters = listPlayersQuerySchema.pick({ q: true, status: true, offset: true });

type Inbox = UrlFilters<ReturnType<typeof inboxFilters.parse>>;
type Players = UrlFilters<ReturnType<typeof playerFilters.parse>>;

function renderAt<T>(url: string, useHook: () => T) {
  const seen: { current: T | null } = { current: null };
  function Probe() {
    seen.current = useHook();
    return null;
  }
  const router = createMemoryRouter([{ path: '/admin/dashboard', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search, hook: () => seen.current! };
}

const inboxAt = (url: string) =>
  renderAt<Inbox>(url, () => useUrlFilters(inboxFilters, { defaults: { status: 'new' } }));
const playersAt = (url: string) =>
  renderAt<Players>(url, () => useUrlFilters(playerFilters, { pageKey: 'offset' }));

describe('useUrlFilters', () => {
  it('reads the filters from the URL through the shared schema and writes them back', () => {
    const { hook, search } = inboxAt(
      '/admin/dashboard?section=enquiry&status=replied&topic=media&mine=true',
    );
    expect(hook().values).toEqual({ status: 'replied', topic: 'media', mine: true });

    act(() => hook().set({ topic: 'coaching', mine: false }));
    expect(hook().values).toEqual({ status: 'replied', topic: 'coaching', mine: false });
    // `section` and the other filters stay; the default (mine off) is not written.
    expect(search().toString()).toBe('section=enquiry&status=replied&topic=coaching');
  });

  it('ignores values the schema refuses (they fall back to the default and are never sent)', () => {
    const { hook, search } = playersAt(
      '/admin/dashboard?section=manage-players&status=deleted&offset=-20&q=ais&utm=x',
    );
    expect(hook().values).toEqual({ q: 'ais', status: undefined, offset: undefined });

    act(() => hook().set({ status: 'bogus' as never }));
    expect(search().has('status')).toBe(false);
    // Keys outside the schema are neither read nor touched.
    expect(search().get('utm')).toBe('x');
    expect(search().get('section')).toBe('manage-players');
  });

  it('adds a history entry for a chosen filter (Back undoes it) and replaces it for typing', async () => {
    const { hook, router, search } = playersAt('/admin/dashboard?section=manage-players');
    act(() => hook().set({ status: 'suspended' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(search().get('status')).toBe('suspended');

    act(() => hook().set({ q: 'a' }, { replace: true }));
    act(() => hook().set({ q: 'ais' }, { replace: true }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(hook().values.q).toBe('ais');

    // Typing added no entry of its own: one Back leaves the whole step, chosen filter and text.
    await act(() => router.navigate(-1));
    expect(search().toString()).toBe('section=manage-players');
    expect(hook().values).toEqual({ q: undefined, status: undefined, offset: undefined });
  });

  it('starts again at the first page when a filter changes, not when the page does', () => {
    const { hook, search } = playersAt('/admin/dashboard?section=manage-players&offset=40&q=ai');
    expect(hook().values.offset).toBe(40);

    act(() => hook().set({ offset: 60 }));
    expect(search().toString()).toBe('section=manage-players&offset=60&q=ai');

    act(() => hook().set({ status: 'active' }));
    expect(search().has('offset')).toBe(false);
    expect(hook().values.offset).toBeUndefined();
  });

  it('writes "all" for no filter where the list opens filtered, and clears to the defaults', () => {
    const { hook, search } = inboxAt('/admin/dashboard?section=enquiry');
    expect(hook().values.status).toBe('new');

    act(() => hook().set({ status: undefined }));
    expect(search().get('status')).toBe('all');
    expect(hook().values.status).toBeUndefined();

    act(() => hook().set({ status: 'new', topic: 'media' }));
    expect(search().toString()).toBe('section=enquiry&topic=media');

    act(() => hook().clear());
    expect(search().toString()).toBe('section=enquiry');
    expect(hook().values).toEqual({ status: 'new', topic: undefined, mine: false });
  });

  it("drops a section's filters when the dashboard switches section", async () => {
    const { hook, router, search } = inboxAt(
      '/admin/dashboard?section=enquiry&status=closed&mine=true',
    );
    // The sidebar's links name only the section (adminSectionPath).
    await act(() => router.navigate('/admin/dashboard?section=report'));
    expect(search().toString()).toBe('section=report');
    expect(hook().values).toEqual({ status: 'new', topic: undefined, mine: false });
  });
});

describe('useSearchText', () => {
  function SearchBox() {
    const filters = useUrlFilters(playerFilters, { pageKey: 'offset' });
    const search = useSearchText(
      filters.values.q ?? '',
      (q) => filters.set({ q }, { replace: true }),
      50,
    );
    return (
      <input
        aria-label="Search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
    );
  }

  it('commits the trimmed text after a pause in typing, replacing the history entry', async () => {
    const router = createMemoryRouter([{ path: '/', element: <SearchBox /> }], {
      initialEntries: ['/?offset=20'],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), ' ais ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(router.state.location.search).toBe('?q=ais');
    expect(router.state.historyAction).toBe('REPLACE');

    await act(() => router.navigate('/?q=badrul'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('badrul');
  });
});
