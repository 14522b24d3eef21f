import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import { bodiesSentTo, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderPlayerApp } from '@/testing/render-player-app';
import type { CorrectionRequest } from '@app/shared/privacy';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = buildPlayer();

describe('privacy & data: correct my data', () => {
  it('checks the request, sends it, and lists it as waiting with its due date', async () => {
    let mine: CorrectionRequest[] = [];
    window.localStorage.setItem('playerLoggedIn', 'true');
    const fetchMock = mockFetch({
      'GET /api/players/me': () => jsonResponse(200, PLAYER),
      [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
      'GET /api/players/me/data-exports': () => jsonResponse(200, []),
      'GET /api/players/me/consents': () =>
        jsonResponse(200, {
          policyVersion: '2026-11-22',
          acceptedVersion: '2026-11-22',
          needsAcceptance: false,
          marketingOptIn: true,
          history: [],
        }),
      'GET /api/players/me/corrections': () => jsonResponse(200, mine),
      'POST /api/players/me/corrections': ({ body }) => {
        const input = body as { field: 'icNumber'; reason: string };
        mine = [
          {
            _id: 'c1',
            field: input.field,
            value: '******-**-1234',
            reason: input.reason,
            status: 'pending',
            decisionNote: null,
            createdAt: '2026-11-25T02:00:00.000Z',
            dueOn: '2026-12-16',
            decidedAt: null,
          },
        ];
        return jsonResponse(201, mine[0]);
      },
    });
    const { user } = renderPlayerApp('/player/dashboard?tab=privacy');
    const card = within(
      (await screen.findByRole('heading', { name: 'Correct my data' })).closest('section')!,
    );
    await user.selectOptions(card.getByLabelText('What needs correcting'), 'icNumber');
    await user.type(card.getByLabelText('The correct value'), '12345');
    await user.type(card.getByLabelText('Why it needs correcting'), 'Typo at registration');
    await user.click(card.getByRole('button', { name: 'Send request' }));
    expect(await card.findByText('Please enter a valid 12-digit IC number')).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/me/corrections')).toHaveLength(0);

    await user.clear(card.getByLabelText('The correct value'));
    await user.type(card.getByLabelText('The correct value'), '880314101234');
    await user.click(card.getByRole('button', { name: 'Send request' }));
    expect(
      await card.findByText('Request sent. A membership officer will answer by 16 December 2026.'),
    ).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, 'POST /api/players/me/corrections')).toEqual([
      { field: 'icNumber', value: '880314101234', reason: 'Typo at registration' },
    ]);
    expect(
      await card.findByText('I/C number (and date of birth): ******-**-1234'),
    ).toBeInTheDocument();
    expect(
      card.getByText(/Waiting for an answer · answer due by 16 December 2026/),
    ).toBeInTheDocument();
  });

  it('asks for a gender or DUPR rating correction from the profile’s link, with its own input', async () => {
    const sent: unknown[] = [];
    window.localStorage.setItem('playerLoggedIn', 'true');
    mockFetch({
      'GET /api/players/me': () => jsonResponse(200, PLAYER),
      [`GET /api/players/${PLAYER._id}/messages`]: () => jsonResponse(200, []),
      'GET /api/players/me/data-exports': () => jsonResponse(200, []),
      'GET /api/players/me/consents': () =>
        jsonResponse(200, {
          policyVersion: '2026-11-22',
          acceptedVersion: '2026-11-22',
          needsAcceptance: false,
          marketingOptIn: true,
          history: [],
        }),
      'GET /api/players/me/corrections': () =>
        jsonResponse(200, [
          {
            _id: 'c0',
            field: 'gender',
            value: 'Male',
            reason: 'Recorded wrongly',
            status: 'pending',
            decisionNote: null,
            createdAt: '2026-11-25T02:00:00.000Z',
            dueOn: '2026-12-16',
            decidedAt: null,
          },
        ]),
      'POST /api/players/me/corrections': ({ body }) => {
        sent.push(body);
        return jsonResponse(201, {
          _id: 'c1',
          ...(body as object),
          status: 'pending',
          decisionNote: null,
          createdAt: '2026-11-25T02:00:00.000Z',
          dueOn: '2026-12-16',
          decidedAt: null,
        });
      },
    });
    // The Edit Profile link: `correct=gender` chooses the field.
    const { user } = renderPlayerApp('/player/dashboard?tab=privacy&correct=gender');
    const card = within(
      (await screen.findByRole('heading', { name: 'Correct my data' })).closest('section')!,
    );
    expect(card.getByLabelText('What needs correcting')).toHaveValue('gender');
    const gender = card.getByRole('combobox', { name: 'The correct value' });
    expect(
      within(gender)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose', 'Male', 'Female']);
    expect(await card.findByText('Gender: Male')).toBeInTheDocument();

    // A rating: a number input; a value out of range is refused before anything is sent.
    await user.selectOptions(card.getByLabelText('What needs correcting'), 'duprRating');
    const rating = card.getByRole('spinbutton', { name: 'The correct value' });
    await user.type(rating, '9');
    await user.type(card.getByLabelText('Why it needs correcting'), 'My DUPR ID is D-42');
    await user.click(card.getByRole('button', { name: 'Send request' }));
    expect(await card.findByText('DUPR rating must be between 0 and 8')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.clear(rating);
    await user.type(rating, '3.125');
    await user.click(card.getByRole('button', { name: 'Send request' }));
    await card.findByText(/Request sent/);
    expect(sent).toEqual([{ field: 'duprRating', value: '3.125', reason: 'My DUPR ID is D-42' }]);
  });
});
