import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { TestProviders } from '@/testing/test-utils';

import { Modal } from './modal';

function Harness({ withNested = false }: { withNested?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [isNestedOpen, setNestedOpen] = useState(false);
  return (
    <TestProviders>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <Modal
        open={isOpen}
        onClose={() => setOpen(false)}
        title="Confirm deletion"
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Delete</button>
          </>
        }
      >
        <p>Are you sure?</p>
        {withNested ? (
          <button type="button" onClick={() => setNestedOpen(true)}>
            Open nested
          </button>
        ) : null}
        <Modal open={isNestedOpen} onClose={() => setNestedOpen(false)} title="Nested dialog">
          <p>Inner</p>
        </Modal>
      </Modal>
    </TestProviders>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog that takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm deletion' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const del = screen.getByRole('button', { name: 'Delete' });

    expect(close).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(del).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(del).toHaveFocus();
  });

  it('closes on Escape, unlocks scroll and returns focus to the opener', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('scroll');
    expect(opener).toHaveFocus();
    document.body.style.overflow = '';
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await user.click(screen.getByText('Are you sure?'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <TestProviders>
        <Modal open onClose={onClose} title="Hello">
          body
        </Modal>
      </TestProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps scroll locked until the last nested modal closes, and Escape closes only the top one', async () => {
    const user = userEvent.setup();
    render(<Harness withNested />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const nestedOpener = screen.getByRole('button', { name: 'Open nested' });
    await user.click(nestedOpener);
    expect(screen.getByRole('dialog', { name: 'Nested dialog' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Nested dialog' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm deletion' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(nestedOpener).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});
