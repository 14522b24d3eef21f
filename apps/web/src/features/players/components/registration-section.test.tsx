import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildPlayer } from '@/testing/factories/players';
import {
  bodiesSentTo,
  callsTo,
  jsonResponse,
  mockFetch,
  networkFailure,
} from '@/testing/mock-fetch';
import {
  ADULT_IC,
  fillRegistration,
  findRegistrationDialog,
  icForAge,
  openRegistration,
  registrationAlert,
  registrationDialog,
  submitRegistration,
} from '@/testing/registration-helpers';
import { renderPlayerApp } from '@/testing/render-player-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const available = () => jsonResponse(200, { exists: false });
const taken = () => jsonResponse(200, { exists: true });
const registered = () => jsonResponse(201, buildPlayer());

describe('registration modal: I/C number', () => {
  it('formats the I/C number 6-2-4 as it is typed and shows the age read-only', async () => {
    mockFetch({ 'POST /api/players/check-ic': available });
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));

    const ic = dialog.getByLabelText('I/C number');
    const age = dialog.getByLabelText('Age');
    expect(ic).toHaveAttribute('maxLength', '14');
    expect(age).toHaveAttribute('readOnly');

    await user.type(ic, '90a01');
    expect(ic).toHaveValue('9001');
    expect(age).toHaveValue('');

    await user.type(ic, '0110');
    expect(ic).toHaveValue('900101-10');
    expect(age).not.toHaveValue('');
    expect(Number((age as HTMLInputElement).value)).toBeGreaterThanOrEqual(36);

    await user.type(ic, '5555999');
    expect(ic).toHaveValue('900101-10-5555');
  });

  it('checks availability only at 12 digits and shows the taken (error) state', async () => {
    const fetchMock = mockFetch({ 'POST /api/players/check-ic': taken });
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));
    const ic = dialog.getByLabelText('I/C number');

    await user.type(ic, '90010110555');
    expect(callsTo(fetchMock, 'POST /api/players/check-ic')).toHaveLength(0);

    await user.type(ic, '5');
    expect(await dialog.findByText('This I/C number is already registered')).toBeInTheDocument();
    expect(ic).toHaveAttribute('aria-invalid', 'true');
    expect(ic).toHaveAccessibleDescription(/This I\/C number is already registered/);
    expect(callsTo(fetchMock, 'POST /api/players/check-ic')).toHaveLength(1);
    // The number travels in the body, never in a URL (URLs end up in logs).
    expect(bodiesSentTo(fetchMock, 'POST /api/players/check-ic')).toEqual([{ icNumber: ADULT_IC }]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(ADULT_IC))).toBe(false);

    // Fewer than 12 digits again: back to the neutral state.
    await user.type(ic, '{Backspace}');
    expect(dialog.queryByText('This I/C number is already registered')).not.toBeInTheDocument();
    expect(ic).not.toHaveAttribute('aria-invalid');
  });

  it('shows the available (success) state', async () => {
    mockFetch({ 'POST /api/players/check-ic': available });
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));
    await user.type(dialog.getByLabelText('I/C number'), ADULT_IC);

    expect(await dialog.findByText('This I/C number is available')).toBeInTheDocument();
    expect(dialog.getByLabelText('I/C number')).not.toHaveAttribute('aria-invalid');
  });

  it('falls back to no state when the check fails', async () => {
    mockFetch({ 'POST /api/players/check-ic': networkFailure });
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));
    await user.type(dialog.getByLabelText('I/C number'), ADULT_IC);

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(dialog.queryByText('This I/C number is available')).not.toBeInTheDocument();
    expect(dialog.queryByText('This I/C number is already registered')).not.toBeInTheDocument();
  });
});

describe('registration modal: ages', () => {
  it('refuses players under 13 inline and disables Register', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));
    await user.type(dialog.getByLabelText('I/C number'), icForAge(12));

    expect(dialog.getByLabelText('Age')).toHaveValue('12');
    expect(dialog.getByText('You must be at least 13 years old to register')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Register' })).toBeDisabled();
    expect(dialog.queryByRole('checkbox', { name: /parent or legal guardian/ })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/players/check-ic')).toHaveLength(0);
  });

  it('asks for guardian consent from 13 to 17, requires it and sends it', async () => {
    const ic = icForAge(13);
    const fetchMock = mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': registered,
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user, { icNumber: ic });
    const dialog = within(registrationDialog());
    const consent = dialog.getByRole('checkbox', { name: /parent or legal guardian/ });

    await submitRegistration(user);
    expect(
      await dialog.findByText('Players under 18 need the consent of a parent or guardian'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/players/register')).toHaveLength(0);

    await user.click(consent);
    await submitRegistration(user);
    // The parent or guardian is named too: name, I/C number and phone (issue 39).
    expect(
      await dialog.findByText('Enter the name of your parent or guardian'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/players/register')).toHaveLength(0);
    await user.type(dialog.getByLabelText(/Parent or guardian’s full name/), 'Ahmad bin Abdullah');
    await user.type(dialog.getByLabelText(/Parent or guardian’s I\/C number/), '780412105511');
    expect(dialog.getByLabelText(/Parent or guardian’s I\/C number/)).toHaveValue('780412-10-5511');
    await user.type(dialog.getByLabelText(/Parent or guardian’s phone number/), '019-876 5432');
    await submitRegistration(user);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/players/register')).toHaveLength(1));
    const form = callsTo(fetchMock, 'POST /api/players/register')[0]?.body as FormData;
    expect(form.get('guardianConsent')).toBe('true');
    expect(form.get('parentGuardianName')).toBe('Ahmad bin Abdullah');
    expect(form.get('parentGuardianIcNumber')).toBe('780412-10-5511');
    expect(form.get('parentGuardianContact')).toBe('019-876 5432');
  });

  it('hides the consent for adults and does not send it', async () => {
    mockFetch({ 'POST /api/players/check-ic': available });
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));
    await user.type(dialog.getByLabelText('I/C number'), icForAge(18));
    expect(dialog.getByLabelText('Age')).toHaveValue('18');
    expect(dialog.queryByRole('checkbox', { name: /parent or legal guardian/ })).toBeNull();
    expect(dialog.queryByLabelText(/Parent or guardian’s full name/)).toBeNull();
  });
});

describe('registration modal: submit', () => {
  it("alerts 'Passwords do not match!' and sends nothing", async () => {
    const fetchMock = mockFetch({ 'POST /api/players/check-ic': available });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user, { password: 'secret123', confirmPassword: 'secret124' });
    await submitRegistration(user);

    const dialog = within(registrationDialog());
    await waitFor(() => expect(registrationAlert()).toHaveTextContent('Passwords do not match!'));
    expect(registrationAlert()).toHaveAttribute('role', 'alert');
    expect(callsTo(fetchMock, 'POST /api/players/register')).toHaveLength(0);
    expect(dialog.getByLabelText('Full name')).toHaveValue('Aisyah Rahman');
    // Said once (by the alert), which also describes the invalid field.
    expect(dialog.getAllByText('Passwords do not match!')).toHaveLength(1);
    const confirm = dialog.getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match!');

    // Fixing the field clears the alert.
    await user.type(confirm, '{Backspace}3');
    await waitFor(() => expect(registrationAlert()).toBeEmptyDOMElement());
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it("alerts 'Please accept the terms and privacy policy!' and sends nothing", async () => {
    const fetchMock = mockFetch({ 'POST /api/players/check-ic': available });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user, { acceptTerms: false });
    await submitRegistration(user);

    await waitFor(() =>
      expect(registrationAlert()).toHaveTextContent('Please accept the terms and privacy policy!'),
    );
    expect(callsTo(fetchMock, 'POST /api/players/register')).toHaveLength(0);
  });

  it('links the terms and the privacy policy in new tabs', async () => {
    mockFetch({});
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));
    const terms = dialog.getByRole('link', { name: /Terms and Conditions/ });
    const privacy = dialog.getByRole('link', { name: /Privacy Policy/ });
    expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('re-checks the I/C number on submit and blocks a registered one with the spec alert', async () => {
    let exists = false;
    const fetchMock = mockFetch({
      'POST /api/players/check-ic': () => jsonResponse(200, { exists }),
      'POST /api/players/register': registered,
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    const dialog = within(registrationDialog());
    expect(await dialog.findByText('This I/C number is available')).toBeInTheDocument();

    exists = true; // someone registered it meanwhile
    await submitRegistration(user);

    await dialog.findByText(/A player with this I\/C number already exists/);
    expect(registrationAlert()).toHaveTextContent(
      'This I/C number is already registered. A player with this I/C number already exists in our system. If you believe this is an error, please contact support.',
    );
    expect(callsTo(fetchMock, 'POST /api/players/register')).toHaveLength(0);
    expect(dialog.getByText('This I/C number is already registered')).toBeInTheDocument();
  });

  it('shows the duplicate alert when the server refuses the I/C number', async () => {
    mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': () =>
        jsonResponse(400, { error: 'IC number already registered', code: 'CONFLICT' }),
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    await submitRegistration(user);

    expect(
      await within(registrationDialog()).findByText(
        /This I\/C number is already registered\. A player with this I\/C number/,
      ),
    ).toBeInTheDocument();
  });

  it('sends multipart fields as in the contract, then resets, closes and welcomes the player', async () => {
    const fetchMock = mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': registered,
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    const dialog = within(registrationDialog());
    await user.type(dialog.getByLabelText('DUPR rating (optional)'), '3.25');
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(dialog.getByLabelText('Profile picture (optional)'), picture);
    const news = dialog.getByRole('checkbox', { name: /Send association news/ });
    expect(news).not.toBeChecked();
    await user.click(news);
    await submitRegistration(user);

    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(
      screen.getByText('Welcome to the Malaysia Pickleball Association, Aisyah Rahman.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Player Login' })).toHaveAttribute(
      'href',
      '/player/login',
    );

    const [call] = callsTo(fetchMock, 'POST /api/players/register');
    const form = call?.body as FormData;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      fullName: 'Aisyah Rahman',
      gender: 'Female',
      icNumber: ADULT_IC,
      email: 'aisyah@example.com',
      phoneNumber: '012-345 6789',
      addressLine1: '12 Jalan Ampang',
      addressLine2: '',
      city: 'Kuala Lumpur',
      state: 'Selangor',
      username: 'aisyah',
      password: 'secret123',
      confirmPassword: 'secret123',
      termsAccepted: 'true',
      newsOptIn: 'true',
      // The page's language: the player's mail and portal will be in it.
      language: 'en',
      duprRating: '3.25',
    });
    expect((form.get('profilePicture') as File).name).toBe('me.png');

    // The form was reset: reopening shows empty fields.
    await openRegistration(user);
    expect(within(registrationDialog()).getByLabelText('Full name')).toHaveValue('');
    expect(within(registrationDialog()).getByLabelText('I/C number')).toHaveValue('');
  });

  it('shows the server message and keeps everything typed', async () => {
    mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': () =>
        jsonResponse(400, { error: 'Username already taken', code: 'CONFLICT' }),
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    await submitRegistration(user);

    const dialog = within(registrationDialog());
    await waitFor(() =>
      expect(registrationAlert()).toHaveTextContent('Registration failed: Username already taken'),
    );
    expect(dialog.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Full name')).toHaveValue('Aisyah Rahman');
    expect(dialog.getByLabelText('Password')).toHaveValue('secret123');
    expect(dialog.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it("says 'Registration service unavailable (502)' when the answer is not JSON", async () => {
    mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    await submitRegistration(user);

    expect(
      await within(registrationDialog()).findByText('Registration service unavailable (502)'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Registration failed' for an error without text", async () => {
    mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': () => jsonResponse(500, {}),
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    await submitRegistration(user);

    await waitFor(() => expect(registrationAlert()).toHaveTextContent(/^Registration failed$/));
  });

  it("shows 'Registering…' and disables the button while the call is under way", async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    await submitRegistration(user);

    const button = await within(registrationDialog()).findByRole('button', {
      name: 'Registering…',
    });
    expect(button).toBeDisabled();
    answer(jsonResponse(201, buildPlayer()));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
  });

  it('signs the new player in and says so, in the page (covering nothing)', async () => {
    const player = buildPlayer({ fullName: 'Aisyah Rahman' });
    const fetchMock = mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': () => jsonResponse(201, player),
      'POST /api/players/login': () =>
        jsonResponse(200, {
          token: 'not-kept',
          player: { ...player, id: player._id },
        }),
      'GET /api/players/me': () => jsonResponse(200, player),
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    await submitRegistration(user);

    const success = await screen.findByTestId('registration-success');
    expect(success).toHaveTextContent('Registration successful!');
    expect(success).toHaveTextContent('You are signed in');
    expect(success).toHaveFocus();
    expect(success.className).not.toMatch(/\bfixed\b/);
    expect(screen.getByRole('region', { name: 'Become a registered player' })).toContainElement(
      success,
    );
    expect(within(success).getByRole('link', { name: 'Go to My portal' })).toHaveAttribute(
      'href',
      '/player/dashboard',
    );
    expect(bodiesSentTo(fetchMock, 'POST /api/players/login')).toEqual([
      { username: 'aisyah', password: expect.any(String) },
    ]);
    expect(window.localStorage.getItem('playerLoggedIn')).toBe('true');
    window.localStorage.clear();
  });

  it('tells the player to sign in when signing in after registering fails', async () => {
    mockFetch({
      'POST /api/players/check-ic': available,
      'POST /api/players/register': registered,
      'POST /api/players/login': () => jsonResponse(503, { error: 'Busy' }),
    });
    const { user } = renderPlayerApp('/');
    await openRegistration(user);
    await fillRegistration(user);
    await submitRegistration(user);
    const success = await screen.findByTestId('registration-success');
    expect(success).toHaveTextContent('You can now sign in to your player portal.');
    expect(within(success).getByRole('link', { name: 'Go to Player Login' })).toBeInTheDocument();
  });

  it('keeps the draft when the modal is closed and reopened', async () => {
    mockFetch({});
    const { user } = renderPlayerApp('/');
    const dialog = within(await openRegistration(user));
    await user.type(dialog.getByLabelText('Full name'), 'Aisyah');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openRegistration(user);
    expect(within(registrationDialog()).getByLabelText('Full name')).toHaveValue('Aisyah');
  });
});

describe('registration modal: profile picture', () => {
  it('accepts only images under 5MB', async () => {
    mockFetch({});
    const { user } = renderPlayerApp('/', { userOptions: { applyAccept: false } });
    const dialog = within(await openRegistration(user));
    const input = dialog.getByLabelText('Profile picture (optional)');

    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByText('Please select a valid image file')).toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await dialog.findByText('File size must be less than 5MB')).toBeInTheDocument();

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await dialog.findByRole('img', { name: /Preview of the selected/ })).toBeInTheDocument();
    expect(dialog.queryByText('File size must be less than 5MB')).not.toBeInTheDocument();
  });
});

describe('/#register', () => {
  it('opens the registration modal and clears the hash', async () => {
    mockFetch({});
    const { router } = renderPlayerApp('/#register');

    expect(await findRegistrationDialog()).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
  });

  it('the home page has a registration section with a button that opens the modal', async () => {
    mockFetch({});
    const { user } = renderPlayerApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Become a registered player' }),
    ).toBeInTheDocument();
    await openRegistration(user);
    expect(registrationDialog()).toBeInTheDocument();
  });
});
