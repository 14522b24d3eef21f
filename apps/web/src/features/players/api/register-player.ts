import { useMutation } from '@tanstack/react-query';

import { NetworkError } from '@/lib/api-client';
import type { ErrorDetail } from '@app/shared/errors';
import { playerSchema, type Player, type RegisterPlayerInput } from '@app/shared/players';

/** The server's text for a duplicate IC (api-compat.md). */
export const DUPLICATE_IC_ERROR = 'IC number already registered';

/** Why a registration failed, in the terms of spec §8. */
export type RegistrationFailure =
  | { kind: 'duplicateIc' }
  /** The answer was not JSON (e.g. a proxy's HTML error page). */
  | { kind: 'unavailable'; status: number }
  /** A JSON error; `message` is its `error` (or `message`) text, when it has one. */
  | { kind: 'rejected'; status: number; message: string | null; details: ErrorDetail[] };

export class RegistrationError extends Error {
  readonly failure: RegistrationFailure;

  constructor(failure: RegistrationFailure) {
    super(failure.kind);
    this.name = 'RegistrationError';
    this.failure = failure;
  }
}

export interface RegisterPlayerRequest {
  input: RegisterPlayerInput;
  profilePicture: File | null;
  /** Only players aged 13–17 send the consent. */
  includeGuardianConsent: boolean;
}

/** The multipart body, field names as in docs/api/players.md. */
export function buildRegistrationFormData({
  input,
  profilePicture,
  includeGuardianConsent,
}: RegisterPlayerRequest): FormData {
  const form = new FormData();
  const fields: [string, string | number | undefined][] = [
    ['fullName', input.fullName],
    ['gender', input.gender],
    ['icNumber', input.icNumber],
    ['email', input.email],
    ['phoneNumber', input.phoneNumber],
    ['addressLine1', input.addressLine1],
    ['addressLine2', input.addressLine2 ?? ''],
    ['city', input.city],
    ['state', input.state],
    ['username', input.username],
    ['password', input.password],
    ['confirmPassword', input.confirmPassword],
    ['termsAccepted', 'true'],
    ['guardianConsent', includeGuardianConsent && input.guardianConsent ? 'true' : undefined],
    ['duprId', input.duprId],
    ['duprRating', input.duprRating],
  ];
  for (const [name, value] of fields) {
    if (value !== undefined) form.append(name, String(value));
  }
  if (profilePicture) form.append('profilePicture', profilePicture);
  return form;
}

function readErrorBody(body: unknown): { message: string | null; details: ErrorDetail[] } {
  if (typeof body !== 'object' || body === null) return { message: null, details: [] };
  const { error, message, details } = body as Record<string, unknown>;
  const text = typeof error === 'string' ? error : typeof message === 'string' ? message : null;
  return {
    message: text || null,
    details: Array.isArray(details) ? (details as ErrorDetail[]) : [],
  };
}

/**
 * POST /api/players/register (multipart). Errors are RegistrationError (the server answered)
 * or NetworkError (it could not be reached).
 */
export async function registerPlayer(request: RegisterPlayerRequest): Promise<Player> {
  let response: Response;
  try {
    response = await fetch('/api/players/register', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: buildRegistrationFormData(request),
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    throw new RegistrationError({ kind: 'unavailable', status: response.status });
  }

  if (!response.ok) {
    if (body === undefined)
      throw new RegistrationError({ kind: 'unavailable', status: response.status });
    const { message, details } = readErrorBody(body);
    if (message === DUPLICATE_IC_ERROR) throw new RegistrationError({ kind: 'duplicateIc' });
    throw new RegistrationError({ kind: 'rejected', status: response.status, message, details });
  }
  return playerSchema.parse(body);
}

export function useRegisterPlayer() {
  return useMutation({ mutationFn: registerPlayer });
}
