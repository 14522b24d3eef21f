import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { generate } from 'otplib';

import type { StaffRole } from '@app/shared/staff';

import { E2E_ADMIN } from '../playwright.config';

import { currentServer, expect, type APIRequestContext, type Page } from './fixtures';

/**
 * Staff for the browser tests, kept beside the server's data (a new run starts empty): the
 * first super admin's authenticator and API session, and one account per role, created the way
 * the association creates them (invitation mail → accept).
 */
interface Authenticator {
  secret: string;
  lastStep: number;
  recoveryCodes: string[];
}
interface State {
  superAdmin?: Authenticator & { token: string };
  accounts: Partial<
    Record<StaffRole, { username: string; password: string; auth?: Authenticator }>
  >;
}

/** Kept in the worker's server's data directory: a new run starts empty. */
const stateFile = () => path.join(currentServer().dataDir, 'e2e-staff.json');
export const STAFF_PASSWORD = 'e2e-staff-password-123';

async function load(): Promise<State> {
  try {
    return JSON.parse(await readFile(stateFile(), 'utf8')) as State;
  } catch {
    return { accounts: {} };
  }
}
const save = (state: State) => writeFile(stateFile(), JSON.stringify(state, null, 2));

const STEP_MS = 30_000;

/** The previous step's code is used only while it stays valid for this long (a slow page). */
const PREVIOUS_STEP_MARGIN_MS = 10_000;

/**
 * A code nobody has used yet. The server accepts the codes of one step either side of its own
 * (an authenticator's clock a little off) and each step once, so three codes are free in every
 * step: the previous step's (while enough of this step remains), this step's and the next's.
 * Only a fourth sign-in within one step waits, until the clock enters the last step used.
 */
export async function nextCode(auth: Authenticator): Promise<string> {
  const nowMs = Date.now();
  const now = Math.floor(nowMs / STEP_MS);
  const previousIsSafe = (now + 1) * STEP_MS - nowMs > PREVIOUS_STEP_MARGIN_MS;
  let step = Math.max(previousIsSafe ? now - 1 : now, auth.lastStep + 1);
  if (step > now + 1) {
    // Both usable steps are spent: wait until the clock enters the last one used.
    await new Promise((r) => setTimeout(r, (step - 1) * STEP_MS - Date.now() + 200));
    step = Math.max(Math.floor(Date.now() / STEP_MS), auth.lastStep + 1);
  }
  auth.lastStep = step;
  return generate({ secret: auth.secret, epoch: step * 30 });
}

async function json<T>(res: { json(): Promise<unknown> }) {
  return (await res.json()) as T;
}

/** An API session of the first super admin (set up with two-factor on first use). */
export async function superAdminApi(request: APIRequestContext) {
  const state = await load();
  if (state.superAdmin) {
    const me = await request.get('/api/admin/me', {
      headers: { authorization: `Bearer ${state.superAdmin.token}` },
    });
    if (me.ok()) return { authorization: `Bearer ${state.superAdmin.token}` };
  }
  const login = await json<Record<string, unknown>>(
    await request.post('/api/admin/login', { data: E2E_ADMIN }),
  );
  let token: string;
  if (login.twoFactorRequired) {
    const auth = state.superAdmin!;
    const signedIn = await request.post('/api/admin/login/two-factor', {
      data: { challenge: login.challenge, code: await nextCode(auth) },
    });
    token = (await json<{ token: string }>(signedIn)).token;
    state.superAdmin = { ...auth, token };
  } else {
    token = login.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const setup = await json<{ secret: string }>(
      await request.post('/api/admin/two-factor/setup', { headers, data: {} }),
    );
    const auth: Authenticator = { secret: setup.secret, lastStep: 0, recoveryCodes: [] };
    const enabled = await request.post('/api/admin/two-factor/enable', {
      headers,
      data: { code: await nextCode(auth) },
    });
    expect(enabled.status()).toBe(200);
    auth.recoveryCodes = (await json<{ recoveryCodes: string[] }>(enabled)).recoveryCodes;
    state.superAdmin = { ...auth, token };
  }
  await save(state);
  return { authorization: `Bearer ${token}` };
}

/** One of the first super admin's recovery codes, never handed out twice. */
export async function superAdminRecoveryCode(): Promise<string> {
  const state = await load();
  const code = state.superAdmin!.recoveryCodes.pop()!;
  await save(state);
  return code;
}

/** The link in the newest mail to `to` (the mail is written to the server's data directory). */
export async function mailLinkTo(to: string, pattern: RegExp): Promise<string> {
  const dir = path.join(currentServer().dataDir, 'mail');
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
      f.endsWith('.json'),
    );
    for (const file of files.sort().reverse()) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
        to: string;
        text: string;
      };
      const match = mail.to === to ? pattern.exec(mail.text) : null;
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** A staff account holding one role, invited by the super admin and accepted by mail. */
export async function staffAccount(request: APIRequestContext, role: StaffRole) {
  const existing = (await load()).accounts[role];
  if (existing) return existing;
  const headers = await superAdminApi(request);
  const email = `e2e-${role.replace('_', '-')}@staff.example.test`;
  const invited = await request.post('/api/admin/staff/invitations', {
    headers,
    data: { email, fullName: `E2E ${role}`, roles: [role] },
  });
  expect(invited.status()).toBe(201);
  const link = await mailLinkTo(email, /https?:\/\/\S+\/admin\/invitation\?token=\S+/);
  const token = new URL(link).searchParams.get('token')!;
  const account = { username: `e2e.${role.replace('_', '.')}`, password: STAFF_PASSWORD };
  const accepted = await request.post('/api/admin/invitations/accept', {
    data: { token, ...account },
  });
  expect(accepted.status()).toBe(200);
  const state = await load();
  state.accounts[role] = account;
  await save(state);
  return account;
}

/**
 * Signs a staff member in through the page, answering what the page asks: the code from their
 * authenticator, or — the first time, for a role that requires it — setting one up.
 */
export async function signInStaff(page: Page, role: StaffRole) {
  const account = await staffAccount(page.request, role);
  // Setting up accounts may have signed the super admin in on this context: start afresh.
  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const enrol = page.getByRole('heading', { name: 'Set up two-factor sign-in' });
  const code = page.getByLabel('Authentication code');
  const dashboard = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(enrol.or(code).or(dashboard).first()).toBeVisible();
  const state = await load();
  if (await enrol.isVisible()) {
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const auth: Authenticator = { secret, lastStep: 0, recoveryCodes: [] };
    await page.getByLabel('Authentication code').fill(await nextCode(auth));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    auth.recoveryCodes = await codes.allTextContents();
    state.accounts[role] = { ...account, auth };
    await save(state);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
  } else if (await code.isVisible()) {
    const auth = state.accounts[role]!.auth!;
    await code.fill(await nextCode(auth));
    await save(state);
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(dashboard).toBeVisible();
  return account;
}
