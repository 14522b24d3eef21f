import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { I18nProvider } from '@/lib/i18n';

import { AdminSection } from './admin-section';
import { ConfirmDialog } from './confirm-dialog';
import { RowActions } from './row-actions';
import { useCrudSection } from './use-crud-section';

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
  const list = useQuery({ queryKey: KEY, queryFn: () => Promise.resolve(COURTS) });
  const crud = useCrudSection<Court>({
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
  const courts = list.data ?? [];
  return (
    <AdminSection
      titleId="courts"
      title="Courts"
      add={{ label: 'Add court', onClick: crud.startCreate }}
      notice={crud.notice}
      onDismissNotice={crud.clearNotice}
      query={list}
      isEmpty={courts.length === 0}
      loadingText="Loading courts…"
      loadFailedText="Failed to load courts"
      emptyText="No courts yet"
      emptyIcon={() => null}
      dialogs={
        <ConfirmDialog
          open={crud.pendingDelete !== null}
          title="Delete court?"
          confirmLabel="Delete court"
          pendingLabel="Deleting…"
          isPending={crud.isDeleting}
          error={crud.deleteError}
          onConfirm={crud.confirmDelete}
          onCancel={crud.cancelDelete}
        >
          <p>{crud.pendingDelete?.name}</p>
        </ConfirmDialog>
      }
    >
      <ul aria-label="Courts list">
        {courts.map((court) => (
          <li key={court.id}>
            {court.name}
            <RowActions
              name={court.name}
              onEdit={() => crud.startEdit(court)}
              onDelete={() => crud.askDelete(court)}
            />
          </li>
        ))}
      </ul>
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
  within(screen.getByRole('list', { name: 'Courts list' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('useCrudSection with the admin kit', () => {
  it('removes a deleted row at once, before the server answers, and says so after', async () => {
    const call = deferred();
    const remove = vi.fn(() => call.promise);
    const user = renderSection({ remove });
    expect(await screen.findByRole('heading', { name: 'Courts' })).toBeInTheDocument();
    await screen.findByText('Centre court');

    await user.click(screen.getByRole('button', { name: 'Delete Centre court' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete court?' }));
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
});
