import { useMutation } from '@tanstack/react-query';

import { apiRequest, ApiError } from '@/lib/api-client';
import { serverText } from '@/lib/error-text';
import { messageLocale } from '@/lib/format-message';
import { sharedText } from '@/lib/shared-messages';
import type { ErrorDetail } from '@app/shared/errors';
import {
  playerSchema,
  REGISTRATION_CONFLICT_MESSAGES,
  type Player,
  type RegisterPlayerInput,
} from '@app/shared/players';

/**
 * The field a registration clash names (api-compat.md: `error` only, no `details`), in either
 * language the server may answer in.
 */
export function conflictField(
  message: string | null,
): keyof typeof REGISTRATION_CONFLICT_MESSAGES | undefined {
  if (!message) return undefined;
  return (
    Object.keys(REGISTRATION_CONFLICT_MESSAGES) as (keyof typeof REGISTRATION_CONFLICT_MESSAGES)[]
  ).find((field) => {
    const text = REGISTRATION_CONFLICT_MESSAGES[field];
    return message === text || message === sharedText(text);
  });
}

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
    // A minor's parent or guardian (the same field names as the previous frontend's).
    ['parentGuardianName', includeGuardianConsent ? input.parentGuardianName : undefined],
    ['parentGuardianIcNumber', includeGuardianConsent ? input.parentGuardianIcNumber : undefined],
    ['parentGuardianContact', includeGuardianConsent ? input.parentGuardianContact : undefined],
    ['newsOptIn', input.newsOptIn ? 'true' : 'false'],
    // The page's language: the player's mail and portal will be in it.
    ['language', messageLocale()],
    ['duprId', input.duprId],
    ['duprRating', input.duprRating],
  ];
  for (const [name, value] of fields) {
    if (value !== undefined) form.append(name, String(value));
  }
  if (profilePicture) form.append('profilePicture', profilePicture);
  return form;
}

/**
 * POST /api/players/register (multipart), through the shared API client. Errors are
 * RegistrationError (the server answered) or NetworkError (it could not be reached).
 */
export async function registerPlayer(request: RegisterPlayerRequest): Promise<Player> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('/api/players/register', {
      method: 'POST',
      form: buildRegistrationFormData(request),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (!error.isApiAnswer) {
      throw new RegistrationError({ kind: 'unavailable', status: error.status });
    }
    const message = serverText(error);
    if (conflictField(message) === 'icNumber') throw new RegistrationError({ kind: 'duplicateIc' });
    throw new RegistrationError({
      kind: 'rejected',
      status: error.status,
      message,
      details: error.details,
    });
  }
  const player = playerSchema.safeParse(body);
  // A 2xx that is not the player (e.g. a proxy's page): the registration cannot be confirmed.
  if (!player.success) throw new RegistrationError({ kind: 'unavailable', status: 200 });
  return player.data;
}

export function useRegisterPlayer() {
  return useMutation({ mutationFn: registerPlayer });
}
