import { currentTotp } from '../src/modules/two-factor/index';

async function post(
  base: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Signs a staff member in over HTTP as a person would: password; then, for a role that
 * requires two-factor, the authenticator set-up (first sign-in) or a recovery code (later
 * ones). Returns the bearer header and, after a set-up, the recovery codes.
 */
export async function signInStaff(
  base: string,
  credentials: { username: string; password: string },
  recoveryCode?: string,
) {
  const first = await post(base, '/api/admin/login', credentials);
  if (first.twoFactorRequired) {
    if (!recoveryCode) throw new Error('two-factor is on: pass a recovery code');
    const signedIn = await post(base, '/api/admin/login/two-factor', {
      challenge: first.challenge,
      recoveryCode,
    });
    return { headers: { authorization: `Bearer ${String(signedIn.token)}` }, recoveryCodes: [] };
  }
  const headers = { authorization: `Bearer ${String(first.token)}` };
  if (!(first.admin as { mustEnrolTwoFactor: boolean }).mustEnrolTwoFactor)
    return { headers, recoveryCodes: [] as string[] };
  const setup = await post(base, '/api/admin/two-factor/setup', {}, headers);
  const enabled = await post(
    base,
    '/api/admin/two-factor/enable',
    { code: await currentTotp(String(setup.secret)) },
    headers,
  );
  return { headers, recoveryCodes: enabled.recoveryCodes as string[] };
}
