import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';

import { NetworkError } from '@/lib/api-client';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { ageFromIc } from '@app/shared/birth-date';
import type { Player, RegisterPlayerInput } from '@app/shared/players';

import { checkIcNumberQueryOptions } from '../api/check-ic-number';
import { RegistrationError, useRegisterPlayer } from '../api/register-player';
import { ageGroup } from '../utils/age-group';

import type { RegistrationFormState, RegistrationFormValues } from './use-registration-form';

/** Server texts that belong to one field (api-compat.md); the alert still names them. */
const FIELD_FOR_SERVER_ERROR: Record<string, keyof RegistrationFormValues> = {
  'Email already registered': 'email',
  'Username already taken': 'username',
};

const FORM_FIELDS = new Set<string>([
  'fullName',
  'gender',
  'icNumber',
  'email',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'username',
  'password',
  'confirmPassword',
  'duprId',
  'duprRating',
  'termsAccepted',
  'guardianConsent',
  'newsOptIn',
]);

/** 'mismatch' and 'terms' are the spec's validation alerts; 'server' any call outcome. */
export type RegistrationAlertKind = 'mismatch' | 'terms' | 'server';

interface AlertState {
  kind: RegistrationAlertKind;
  message: string;
  /** Server outcomes take focus; validation alerts leave it on the first invalid field. */
  shouldFocus: boolean;
}

/**
 * Submit logic of the registration modal: spec §5 alerts on invalid input, the IC re-check, the
 * multipart call and the spec §8 outcome texts. Nothing typed is cleared unless it succeeds.
 */
export function useRegistrationSubmit(
  { form, profilePicture }: RegistrationFormState,
  onRegistered: (player: Player) => void,
) {
  const { players, common } = useMessages();
  const t = players.registration;
  const queryClient = useQueryClient();
  const registerPlayer = useRegisterPlayer();
  const [alert, setAlert] = useState<AlertState | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (alert?.shouldFocus) alertRef.current?.focus();
  }, [alert]);

  const showServerAlert = (message: string) =>
    setAlert({ kind: 'server', message, shouldFocus: true });

  const handleInvalid = (errors: FieldErrors<RegistrationFormValues>) => {
    // The spec's two alerts, in the old form's order; other problems show under their fields.
    if (errors.confirmPassword) {
      setAlert({ kind: 'mismatch', message: t.passwordsMismatch, shouldFocus: false });
    } else if (errors.termsAccepted) {
      setAlert({ kind: 'terms', message: t.termsRequired, shouldFocus: false });
    } else {
      setAlert(null);
    }
  };

  const handleFailure = (error: unknown) => {
    if (error instanceof NetworkError) {
      showServerAlert(formatMessage(t.failedWithMessage, { message: common.networkError }));
      return;
    }
    if (!(error instanceof RegistrationError)) {
      showServerAlert(t.failed);
      return;
    }
    const { failure } = error;
    if (failure.kind === 'duplicateIc') {
      queryClient.setQueryData(
        checkIcNumberQueryOptions(form.getValues('icNumber')).queryKey,
        true,
      );
      showServerAlert(t.duplicateIc);
      return;
    }
    if (failure.kind === 'unavailable') {
      showServerAlert(formatMessage(t.serviceUnavailable, { status: failure.status }));
      return;
    }
    for (const detail of failure.details) {
      if (FORM_FIELDS.has(detail.path)) {
        form.setError(detail.path as keyof RegistrationFormValues, {
          type: 'server',
          message: detail.message,
        });
      }
    }
    const field = failure.message ? FIELD_FOR_SERVER_ERROR[failure.message] : undefined;
    if (field && failure.message)
      form.setError(field, { type: 'server', message: failure.message });
    showServerAlert(
      failure.message ? formatMessage(t.failedWithMessage, { message: failure.message }) : t.failed,
    );
  };

  const handleValid = async (input: RegisterPlayerInput) => {
    setAlert(null);
    let isTaken = false;
    try {
      isTaken = await queryClient.fetchQuery({
        ...checkIcNumberQueryOptions(input.icNumber),
        staleTime: 0,
      });
    } catch {
      // The check could not run: go on, the server refuses duplicates anyway.
      isTaken = false;
    }
    if (isTaken) {
      showServerAlert(t.duplicateIc);
      return;
    }
    try {
      const player = await registerPlayer.mutateAsync({
        input,
        profilePicture,
        includeGuardianConsent: ageGroup(ageFromIc(input.icNumber)) === 'minor',
      });
      setAlert(null);
      // That IC is taken now: no cached "available" answer may outlive the registration.
      queryClient.removeQueries({ queryKey: ['players', 'check-ic'] });
      onRegistered(player);
    } catch (error) {
      handleFailure(error);
    }
  };

  // A validation alert lasts as long as its problem: fixing the field clears it.
  const { errors } = form.formState;
  const isStale =
    (alert?.kind === 'mismatch' && !errors.confirmPassword) ||
    (alert?.kind === 'terms' && !errors.termsAccepted);
  const shown = alert && !isStale ? alert : null;

  return {
    onSubmit: form.handleSubmit(handleValid, handleInvalid),
    alert: shown?.message ?? null,
    alertKind: shown?.kind ?? null,
    alertRef,
  };
}
