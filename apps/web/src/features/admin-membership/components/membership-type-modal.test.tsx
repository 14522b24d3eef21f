import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  bodiesSentTo,
  jsonResponse,
  mockFetch,
  networkFailure,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { TestProviders } from '@/testing/test-utils';
import type { MembershipType } from '@app/shared/membership';

import { MembershipTypeModal } from './membership-type-modal';

afterEach(() => vi.unstubAllGlobals());

const FAMILY: MembershipType = {
  id: '6f1c1c1e-3a55-4d8e-9a3e-0d6b2c9e1a01',
  name: 'Family',
  nameMs: 'Keluarga',
  feeSen: 12050,
  durationKind: 'calendar_year',
  durationMonths: null,
  ageBand: 'adult',
  active: true,
  refundRule: { rule: 'none' as const, until: null, percent: null },
};

function renderModal(save: FetchHandler, type: MembershipType | null = null) {
  const fetchMock = mockFetch({
    'POST /api/admin/membership/types': save,
    [`PUT /api/admin/membership/types/${FAMILY.id}`]: save,
  });
  const onSaved = vi.fn();
  render(
    <TestProviders>
      <MembershipTypeModal type={type} onClose={() => {}} onSaved={onSaved} />
    </TestProviders>,
  );
  return { fetchMock, onSaved, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe('MembershipTypeModal', () => {
  it('sends the fee typed in RM as sen, and a calendar-year term without months', async () => {
    const { fetchMock, onSaved, user, dialog } = renderModal(() => jsonResponse(201, FAMILY));
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Family');
    await user.type(within(dialog).getByLabelText(/Fee \(RM\)/), 'RM 120.5');
    await user.selectOptions(within(dialog).getByLabelText('Term length'), 'To 31 December');
    expect(within(dialog).queryByLabelText('Months')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(FAMILY, true));
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/membership/types')).toEqual([
      {
        name: 'Family',
        nameMs: '',
        feeSen: 12050,
        durationKind: 'calendar_year',
        durationMonths: null,
        ageBand: 'adult',
        active: true,
        refundRule: { rule: 'none', until: null, percent: null },
      },
    ]);
  });

  it('sets a refund rule: a full refund until a date needs the date, a share needs its percent', async () => {
    const { fetchMock, onSaved, user, dialog } = renderModal(() => jsonResponse(201, FAMILY));
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Family');
    await user.type(within(dialog).getByLabelText(/Fee \(RM\)/), '120.50');
    expect(within(dialog).getByLabelText('Refund rule')).toHaveValue('none');
    await user.selectOptions(
      within(dialog).getByLabelText('Refund rule'),
      'Full refund until a date',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the last day a refund is given')).toBeVisible();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/membership/types')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Refund rule'), 'A share is refunded');
    await user.type(within(dialog).getByLabelText('Share refunded (%)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/membership/types')).toEqual([
      expect.objectContaining({ refundRule: { rule: 'percentage', until: null, percent: 50 } }),
    ]);
  });

  it('shows the name in English and Bahasa Malaysia side by side, and saves both', async () => {
    const { fetchMock, onSaved, user, dialog } = renderModal(() => jsonResponse(200, FAMILY), {
      ...FAMILY,
      nameMs: '',
    });
    const english = within(dialog).getByLabelText('Name (English)');
    const malay = within(dialog).getByLabelText('Name (Bahasa Malaysia)');
    expect(english).toHaveValue('Family');
    // One row of two columns (one above the other on a phone).
    const row = english.closest('.grid')!;
    expect(row).toContainElement(malay);
    expect(row).toHaveClass('md:grid-cols-2');
    expect(malay).toHaveAttribute('lang', 'ms');
    expect(within(dialog).getByText('BM translation missing')).toBeInTheDocument();

    await user.type(malay, 'Keluarga');
    expect(within(dialog).queryByText('BM translation missing')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(FAMILY, false));
    expect(bodiesSentTo(fetchMock, `PUT /api/admin/membership/types/${FAMILY.id}`)).toEqual([
      expect.objectContaining({ name: 'Family', nameMs: 'Keluarga', feeSen: 12050 }),
    ]);
  });

  it('shows every problem at once: the fee in the form’s words, the rest in the schema’s', async () => {
    const { fetchMock, user, dialog } = renderModal(() => jsonResponse(201, FAMILY));
    await user.type(within(dialog).getByLabelText('Name (English)'), 'F');
    await user.type(within(dialog).getByLabelText(/Fee \(RM\)/), '12.345');
    await user.clear(within(dialog).getByLabelText('Months'));
    await user.type(within(dialog).getByLabelText('Months'), '61');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Enter an amount in RM with at most two decimals'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('A term lasts at most 60 months')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name (English)')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a fee online payment cannot take (issue 39): 0 is free, else RM 2.00 or more', async () => {
    const { fetchMock, user, dialog } = renderModal(() => jsonResponse(201, FAMILY));
    expect(
      within(dialog).getByText(/at least RM 2\.00, the least an online payment can be/),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Cheap');
    await user.type(within(dialog).getByLabelText(/Fee \(RM\)/), '1.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Fee must be 0 (free) or at least RM 2.00: online payment cannot take less',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('edits a type, keeps what was typed when the server cannot be reached', async () => {
    const { onSaved, user, dialog } = renderModal(networkFailure, FAMILY);
    expect(within(dialog).getByLabelText(/Fee \(RM\)/)).toHaveValue('120.50');
    await user.clear(within(dialog).getByLabelText('Name (English)'));
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Family plus');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to connect to server. Please try again later.',
    );
    expect(within(dialog).getByLabelText('Name (English)')).toHaveValue('Family plus');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts the server’s detail on the fee', async () => {
    const { user, dialog } = renderModal(() =>
      jsonResponse(400, {
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'feeSen', message: 'Fee must be at most RM 100,000.00' }],
      }),
    );
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Family');
    await user.type(within(dialog).getByLabelText(/Fee \(RM\)/), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Fee must be at most RM 100,000.00'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Fee \(RM\)/)).toHaveFocus();
  });
});
