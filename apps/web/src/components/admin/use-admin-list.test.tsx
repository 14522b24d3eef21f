import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n';

import { AdminSection } from './admin-section';
import { AdminTable } from './admin-table';
import { RowActions } from './row-actions';
import { useAdminList } from './use-admin-list';

interface Court {
  id: string;
  name: string;
}

const KEY = ['test', 'courts'];
const COURTS: Court[] = [
  { id: 'c1', name: 'Centre court' },
  { id: 'c2', name: 'Court two' },
];

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function CourtsSection({
  remove,
  deleteErrorIn,
}: {
  remove: (court: Court) => Promise<unknown>;
  deleteErrorIn?: 'notice' | 'dialog';
}) {
  const courts = useQuery({ queryKey: KEY, queryFn: () => Promise.resolve(COURTS) });
  const list = useAdminList<Court>({
    listKey: KEY,
    getId: (court) => court.id,
    getName: (court) => court.name,
    remove,
    messages: {
      created: '“{name}” was added.',
      updated: '“{name}” was saved.',
      deleted: '“{name}” was deleted.',
      deleteFailed: (error) => `Could not delete: ${String((error as Error).message)}`,
    },
    deleteErrorIn,
  });
  const items = courts.data ?? [];
  return (
    <AdminSection
      titleId="courts"
      title="Courts"
      list={list}
      add={{ label: 'Add court' }}
      editor={(court) => (
        <div role="dialog" aria-label={court ? `Edit ${court.name}` : 'New court'}>
          <button
            type="button"
            onClick={() => list.saved(court ?? { id: 'c3', name: 'Court three' }, !court)}
          >
            Save
          </button>
        </div>
      )}
      deleteDialog={{
        title: 'Delete court?',
        confirm: 'Delete court',
        pending: 'Deleting…',
        body: 'Delete “{name}” for good?',
      }}
      query={courts}
      isEmpty={items.length === 0}
      loadingText="Loading courts…"
      loadFailedText="Failed to load courts"
      emptyText="No courts yet"
    >
      <AdminTable
        caption="Courts list"
        items={items}
        getKey={(court) => court.id}
        columns={[
          { header: 'Name', isRowHeader: true, className: 'font-semibold', cell: (c) => c.name },
          {
            header: 'Actions',
            isHeaderHidden: true,
            align: 'end',
            cell: (court) => (
              <RowActions
                name={court.name}
                onEdit={() => list.open(court)}
                onDelete={() => list.askDelete(court)}
              />
            ),
          },
        ]}
      />
    </AdminSection>
  );
}

function renderSection(props: Parameters<typeof CourtsSection>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider>
      <QueryClientProvider client={client}>
        <CourtsSection {...props} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

const listed = () =>
  within(screen.getByRole('table', { name: 'Courts list' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('useAdminList with the admin kit', () => {
  it('removes a deleted row at once, before the server answers, and says so after', async () => {
    const call = deferred();
    const remove = vi.fn(() => call.promise);
    const user = renderSection({ remove });
    expect(await screen.findByRole('heading', { name: 'Courts' })).toBeInTheDocument();
    await screen.findByText('Centre court');

    await user.click(screen.getByRole('button', { name: 'Delete Centre court' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete court?' }));
    expect(dialog.getByText('Delete “Centre court” for good?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete court' }));
    await waitFor(() => expect(listed()).toEqual(['Court two']));
    expect(remove).toHaveBeenCalledWith(COURTS[0]);

    call.resolve({ success: true });
    expect(await screen.findByText('“Centre court” was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the row back when the server refuses, with the error in the notice', async () => {
    const call = deferred();
    const user = renderSection({ remove: () => call.promise });
    await screen.findByText('Court two');
    await user.click(screen.getByRole('button', { name: 'Delete Court two' }));
    await user.click(screen.getByRole('button', { name: 'Delete court' }));
    await waitFor(() => expect(listed()).toEqual(['Centre court']));

    call.reject(new Error('in use by a tournament'));
    expect(await screen.findByText('Could not delete: in use by a tournament')).toBeInTheDocument();
    expect(listed()).toEqual(['Centre court', 'Court two']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can keep the dialog open with the error, to retry', async () => {
    const remove = vi
      .fn<(court: Court) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('busy'))
      .mockResolvedValueOnce({ success: true });
    const user = renderSection({ remove, deleteErrorIn: 'dialog' });
    await screen.findByText('Court two');
    await user.click(screen.getByRole('button', { name: 'Delete Court two' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete court?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete court' }));
    expect(await dialog.findByText('Could not delete: busy')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['Centre court', 'Court two']));

    await user.click(dialog.getByRole('button', { name: 'Delete court' }));
    expect(await screen.findByText('“Court two” was deleted.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('opens the form for a new or an existing item and says what was saved', async () => {
    const user = renderSection({ remove: vi.fn() });
    await screen.findByText('Court two');
    const table = screen.getByRole('table', { name: 'Courts list' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Court two' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add court' }));
    await user.click(within(screen.getByRole('dialog', { name: 'New court' })).getByText('Save'));
    expect(await screen.findByText('“Court three” was added.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Court two' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit Court two' })).getByText('Save'),
    );
    expect(await screen.findByText('“Court two” was saved.')).toBeInTheDocument();
  });
});

describe('useAdminList with a paged list', () => {
  function PagedSection({ remove }: { remove: (court: Court) => Promise<unknown> }) {
    const page = useQuery({
      queryKey: ['test', 'page'],
      queryFn: () => Promise.resolve({ items: COURTS, total: 12 }),
    });
    const list = useAdminList<Court>({
      listKey: ['test', 'page'],
      getId: (court) => court.id,
      getName: (court) => court.name,
      remove,
      messages: { deleted: '“{name}” was deleted.', deleteFailed: 'Could not delete.' },
    });
    return (
      <AdminSection
        list={list}
        deleteDialog={{ title: 'Delete court?', confirm: 'Delete court', body: '{name}' }}
        query={page}
        isEmpty={false}
      >
        <p>{`${page.data?.items.length ?? 0} of ${page.data?.total ?? 0}`}</p>
        {page.data?.items.map((court) => (
          <button key={court.id} type="button" onClick={() => list.askDelete(court)}>
            {`Delete ${court.name}`}
          </button>
        ))}
      </AdminSection>
    );
  }

  it("takes the item off the page at once and tells the server's reason when refused", async () => {
    const call = deferred();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nProvider>
        <QueryClientProvider client={client}>
          <PagedSection remove={() => call.promise} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Court two' }));
    await user.click(screen.getByRole('button', { name: 'Delete court' }));
    expect(await screen.findByText('1 of 11')).toBeInTheDocument();

    call.reject(new ApiError(409, 'Court two has bookings', 'CONFLICT'));
    expect(
      (await screen.findByText('Court two has bookings')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(await screen.findByText('2 of 12')).toBeInTheDocument();
  });
});
