import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { FormError } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { apiRequest } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n';
import { jsonResponse, mockFetch, networkFailure, type FetchHandler } from '@/testing/mock-fetch';

import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

afterEach(() => vi.unstubAllGlobals());

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  city: z.string(),
});
type Values = z.input<typeof schema>;

/** A form built the one way: useForm + zodResolver, submitted through useFormSubmit. */
function CourtForm({
  options = {},
  onSaved = () => {},
}: {
  options?: Partial<FormSubmitOptions<Values>>;
  onSaved?: () => void;
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '', city: '' } });
  const { submit, formError } = useFormSubmit(form, { fallback: 'Could not save', ...options });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        await apiRequest('/api/courts', { method: 'POST', json: values });
        onSaved();
      })}
    >
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="City" error={errors.city?.message} {...form.register('city')} />
      <FormError message={formError} />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(
  handler: FetchHandler,
  props: Parameters<typeof CourtForm>[0] = {},
): ReturnType<typeof mockFetch> {
  const fetchMock = mockFetch({ 'POST /api/courts': handler });
  render(
    <I18nProvider>
      <CourtForm {...props} />
    </I18nProvider>,
  );
  return fetchMock;
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dewan Bandaraya');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Ipoh');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('useFormSubmit', () => {
  it('checks the schema first and sends nothing while a field is wrong', async () => {
    const fetchMock = renderForm(() => jsonResponse(201, {}));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server’s details on their fields and focuses the first', async () => {
    renderForm(() =>
      jsonResponse(400, {
        error: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: [
          { path: 'city', message: 'City must be at most 80 characters' },
          { path: 'name', message: 'Name is already taken' },
        ],
      }),
    );
    const user = userEvent.setup();
    await fillAndSave(user);

    const city = screen.getByRole('textbox', { name: 'City' });
    expect(await screen.findByText('City must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByText('Name is already taken')).toBeInTheDocument();
    expect(city).toHaveFocus();
    expect(city).toHaveAttribute('aria-invalid', 'true');
    // Placed on the fields: no form-level message repeats it.
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it('shows a detail for no field of the form as the form’s message', async () => {
    renderForm(() =>
      jsonResponse(400, {
        error: 'Kind is not allowed',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'kind', message: 'Kind is not allowed' }],
      }),
    );
    const user = userEvent.setup();
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kind is not allowed');
  });

  it('shows the network message when the server is unreachable and keeps what was typed', async () => {
    renderForm(networkFailure);
    const user = userEvent.setup();
    await fillAndSave(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to server. Please try again later.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Dewan Bandaraya');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Ipoh');
  });

  it('shows the server’s own text, or the fallback when it gave none, in the form’s sentence', async () => {
    let answer = jsonResponse(409, { error: 'That court exists', code: 'CONFLICT' });
    renderForm(() => answer, {
      options: { wrap: (message, source) => `Not saved (${source}): ${message}` },
    });
    const user = userEvent.setup();
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved (server): That court exists',
    );

    answer = new Response('<html>Bad gateway</html>', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved (fallback): Could not save')).toBeInTheDocument();
  });

  it('places a failure by status on its field', async () => {
    renderForm(() => jsonResponse(401, { error: 'Name is not yours', code: 'UNAUTHENTICATED' }), {
      options: { fieldForStatus: { 401: 'name' } },
    });
    const user = userEvent.setup();
    await fillAndSave(user);
    expect(await screen.findByText('Name is not yours')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('clears the last failure when a later save succeeds', async () => {
    let isUp = false;
    const onSaved = vi.fn();
    renderForm(() => (isUp ? jsonResponse(201, { ok: true }) : networkFailure()), { onSaved });
    const user = userEvent.setup();
    await fillAndSave(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect');

    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
