import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderWithRouter } from '@/testing/test-utils';

import { ContactPage } from './contact-page';

afterEach(() => vi.unstubAllGlobals());

const TICKET = '1764000000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Topic/ }), 'Tournaments');
  await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Lim Wei Jie');
  await user.type(screen.getByRole('textbox', { name: /Your e-mail/ }), 'weijie@example.my');
  await user.type(
    screen.getByRole('textbox', { name: /Message/ }),
    'Can our club host a state ranking event next year?',
  );
}

describe('Contact us', () => {
  it('sends topic, name, e-mail and message with the form’s ticket and an empty honeypot', async () => {
    const fetchMock = mockFetch({
      'GET /api/enquiries/ticket': () => jsonResponse(200, { ticket: TICKET }),
      'POST /api/enquiries': () =>
        jsonResponse(201, {
          success: true,
          message: 'Thank you — we have received your enquiry and will reply by e-mail.',
        }),
    });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const user = userEvent.setup();
    renderWithRouter(<ContactPage />, '/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    // The honeypot is out of sight and out of the tab order.
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const confirmation = await screen.findByText(/we have received your enquiry/);
    // Focus and scroll move to the confirmation.
    await waitFor(() => expect(document.activeElement).toContainElement(confirmation));
    expect(scrolled.mock.contexts[0]).toBe(document.activeElement);
    expect(bodiesSentTo(fetchMock, 'POST /api/enquiries')).toEqual([
      {
        topic: 'tournaments',
        name: 'Lim Wei Jie',
        email: 'weijie@example.my',
        message: 'Can our club host a state ranking event next year?',
        language: 'en',
        website: '',
        ticket: TICKET,
      },
    ]);
    expect(screen.getByRole('button', { name: 'Send another enquiry' })).toBeInTheDocument();
  });

  it("fills in a signed-in player's name and e-mail", async () => {
    window.localStorage.setItem('playerLoggedIn', 'true');
    mockFetch({
      'GET /api/enquiries/ticket': () => jsonResponse(200, { ticket: TICKET }),
      'GET /api/players/me': () =>
        jsonResponse(200, buildPlayer({ fullName: 'Nurul Aisyah', email: 'aisyah@example.my' })),
    });
    renderWithRouter(<ContactPage />, '/contact');
    expect(await screen.findByDisplayValue('Nurul Aisyah')).toHaveAccessibleName(/Your name/);
    expect(screen.getByRole('textbox', { name: /Your e-mail/ })).toHaveValue('aisyah@example.my');
    window.localStorage.clear();
  });

  it('checks the fields before sending', async () => {
    const fetchMock = mockFetch({
      'GET /api/enquiries/ticket': () => jsonResponse(200, { ticket: TICKET }),
    });
    const user = userEvent.setup();
    renderWithRouter(<ContactPage />, '/contact');
    await user.type(await screen.findByRole('textbox', { name: /Your e-mail/ }), 'nope');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Please choose a topic')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/enquiries')).toEqual([]);
  });

  it('keeps what was typed and shows the server’s reason when it refuses', async () => {
    mockFetch({
      'GET /api/enquiries/ticket': () => jsonResponse(200, { ticket: TICKET }),
      'POST /api/enquiries': () =>
        jsonResponse(429, {
          error: 'Too many enquiries from this network. Try again in 12 minutes.',
          code: 'RATE_LIMITED',
        }),
    });
    const user = userEvent.setup();
    renderWithRouter(<ContactPage />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many enquiries from this network. Try again in 12 minutes.',
    );
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Can our club host a state ranking event next year?',
    );
  });

  it('renews a form left open too long, keeping the message, and sends it on the next try', async () => {
    let tickets = 0;
    const fetchMock = mockFetch({
      'GET /api/enquiries/ticket': () => {
        tickets += 1;
        return jsonResponse(200, { ticket: `${TICKET}${tickets}` });
      },
      'POST /api/enquiries': ({ body }) =>
        (body as { ticket: string }).ticket.endsWith('1')
          ? jsonResponse(400, {
              error: 'This form has expired. Please reload the page and send your enquiry again.',
              code: 'VALIDATION_FAILED',
            })
          : jsonResponse(201, { success: true, message: 'Thank you' }),
    });
    const user = userEvent.setup();
    renderWithRouter(<ContactPage />, '/contact');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the form was renewed');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Can our club host a state ranking event next year?',
    );
    await waitFor(() => expect(tickets).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Thank you')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/enquiries')).toHaveLength(2);
  });
});
