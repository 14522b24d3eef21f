import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SIGNED_IN } from '@/testing/admin-fixtures';
import { pngFile } from '@/testing/image-files';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  type FetchHandler,
} from '@/testing/mock-fetch';
import { renderAdminApp } from '@/testing/render-admin-app';
import type { Affiliate, OfficeBearer } from '@app/shared/organisation';

const P = '11111111-1111-4111-8111-111111111111';
const S = '22222222-2222-4222-8222-222222222222';
const J = '33333333-3333-4333-8333-333333333333';
const STAMP = '2026-01-01T00:00:00.000Z';

const bearers: OfficeBearer[] = [
  {
    _id: P,
    group: 'executive',
    role: 'President',
    roleMs: 'Presiden',
    name: 'Ahmad Zulkifli Hassan',
    order: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
  },
  {
    _id: S,
    group: 'advisors',
    role: 'Advisor',
    roleMs: '',
    name: 'Dato’ Kamal Ariffin',
    order: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
  },
];

const johor: Affiliate = {
  _id: J,
  name: 'Johor Pickleball Association',
  state: 'Johor',
  website: 'https://johor.example.org',
  logo: '/uploads/affiliates/j.webp',
  createdAt: STAMP,
  updatedAt: STAMP,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(section: string, handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/admin/me': SIGNED_IN,
    'GET /api/office-bearers': () => jsonResponse(200, bearers),
    'GET /api/affiliates': () => jsonResponse(200, [johor]),
    ...handlers,
  });
  return { ...renderAdminApp(`/admin/dashboard?section=${section}`), fetchMock };
}

describe('Organisation chart (admin)', () => {
  it('lists office-bearers under their group and flags a role without its Malay', async () => {
    setup('manage-organisation');
    const executive = await screen.findByRole('region', { name: 'Executive Committee' });
    expect(within(executive).getByText('Ahmad Zulkifli Hassan')).toBeInTheDocument();
    expect(within(executive).getByText(/President · Presiden/)).toBeInTheDocument();
    const advisors = screen.getByRole('region', { name: 'Advisors' });
    expect(within(advisors).getByText('BM translation missing')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Heads of Bureau' })).toBeNull();
  });

  it('checks the form, then sends group, role in both languages, name and order as JSON', async () => {
    const created: OfficeBearer = {
      ...bearers[0]!,
      _id: J,
      group: 'heads',
      role: 'Head of Tournaments',
      roleMs: 'Ketua Kejohanan',
      name: 'Rajesh a/l Subramaniam',
      order: 2,
    };
    const { user, fetchMock } = setup('manage-organisation', {
      'POST /api/office-bearers': () => jsonResponse(201, created),
    });
    await user.click(await screen.findByRole('button', { name: 'Add office-bearer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New office-bearer' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please choose a group')).toBeInTheDocument();
    expect(dialog.getByText('Role is required')).toBeInTheDocument();
    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/office-bearers')).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Group'), 'Heads of Bureau');
    await user.type(dialog.getByLabelText('Role (English)'), 'Head of Tournaments');
    await user.type(dialog.getByLabelText('Role (Bahasa Malaysia)'), 'Ketua Kejohanan');
    await user.type(dialog.getByLabelText('Name'), 'Rajesh a/l Subramaniam');
    await user.type(dialog.getByLabelText('Order in group'), '2');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('“Rajesh a/l Subramaniam” was added.')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/office-bearers')).toEqual([
      {
        group: 'heads',
        role: 'Head of Tournaments',
        roleMs: 'Ketua Kejohanan',
        name: 'Rajesh a/l Subramaniam',
        order: 2,
      },
    ]);
  });

  it('shows the server’s refusal in the form and asks before removing', async () => {
    const { user, fetchMock } = setup('manage-organisation', {
      [`PUT /api/office-bearers/${P}`]: () =>
        jsonResponse(400, { error: 'Name must be at most 120 characters' }),
      [`DELETE /api/office-bearers/${S}`]: () =>
        jsonResponse(200, { success: true, message: 'Office-bearer removed' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ahmad Zulkifli Hassan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit office-bearer' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Ahmad Zulkifli Hassan');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Name must be at most 120 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Dato’ Kamal Ariffin' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove office-bearer?' }));
    expect(callsTo(fetchMock, `DELETE /api/office-bearers/${S}`)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('“Dato’ Kamal Ariffin” was removed.')).toBeInTheDocument();
  });
  it('keeps what was typed when the server cannot be reached, and saves on the next try', async () => {
    let reachable = false;
    const { user, fetchMock } = setup('manage-organisation', {
      [`PUT /api/office-bearers/${P}`]: () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return jsonResponse(200, { ...bearers[0], name: 'Ahmad Zulkifli bin Hassan' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ahmad Zulkifli Hassan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit office-bearer' }));
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Ahmad Zulkifli bin Hassan');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Unable to connect to server. Please try again later.'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toHaveValue('Ahmad Zulkifli bin Hassan');

    reachable = true;
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit office-bearer' })).not.toBeInTheDocument(),
    );
    expect(bodiesSentTo(fetchMock, `PUT /api/office-bearers/${P}`).at(-1)).toMatchObject({
      name: 'Ahmad Zulkifli bin Hassan',
    });
  });
});

describe('Affiliates (admin)', () => {
  it('lists each affiliate with its logo, state and website', async () => {
    setup('manage-affiliates');
    const list = within(await screen.findByRole('list', { name: 'Affiliates' }));
    expect(list.getByRole('img', { name: 'Logo of Johor Pickleball Association' })).toHaveAttribute(
      'src',
      '/uploads/affiliates/j-640.webp',
    );
    expect(list.getByText('https://johor.example.org')).toBeInTheDocument();
  });

  it('needs a logo for a new affiliate and sends it with the fields as multipart', async () => {
    const { user, fetchMock } = setup('manage-affiliates', {
      'POST /api/affiliates': () =>
        jsonResponse(201, {
          ...johor,
          _id: P,
          name: 'Kelab Pickleball Alor Setar',
          state: 'Kedah',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add affiliate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New affiliate' }));
    await user.type(dialog.getByLabelText('Name'), 'Kelab Pickleball Alor Setar');
    await user.selectOptions(dialog.getByLabelText('State'), 'Kedah');
    await user.type(dialog.getByLabelText('Website'), 'not a site');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('Website must be a web address starting with https://'),
    ).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Website'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('A logo is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/affiliates')).toHaveLength(0);

    const logo = pngFile('logo.png');
    fireEvent.change(dialog.getByLabelText('Logo'), { target: { files: [logo] } });
    await dialog.findByRole('img', { name: 'Preview of the chosen image' });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/affiliates')).toHaveLength(1));
    const form = bodiesSentTo(fetchMock, 'POST /api/affiliates')[0] as FormData;
    expect(form.get('name')).toBe('Kelab Pickleball Alor Setar');
    expect(form.get('state')).toBe('Kedah');
    expect(form.get('website')).toBe('');
    expect(form.get('affiliateLogo')).toBe(logo);
    expect(await screen.findByText('“Kelab Pickleball Alor Setar” was added.')).toBeInTheDocument();
  });

  it('keeps the current logo when editing without choosing another', async () => {
    const { user, fetchMock } = setup('manage-affiliates', {
      [`PATCH /api/affiliates/${J}`]: () =>
        jsonResponse(200, { ...johor, name: 'Persatuan Pickleball Negeri Johor' }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Edit Johor Pickleball Association' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit affiliate' }));
    expect(dialog.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', johor.logo);
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Persatuan Pickleball Negeri Johor');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, `PATCH /api/affiliates/${J}`)).toHaveLength(1));
    const form = bodiesSentTo(fetchMock, `PATCH /api/affiliates/${J}`)[0] as FormData;
    expect(form.get('name')).toBe('Persatuan Pickleball Negeri Johor');
    expect(form.get('affiliateLogo')).toBeNull();
  });
});
