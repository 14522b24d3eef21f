import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';

import { useFormSubmit } from '@/hooks/use-form-submit';
import { NetworkError } from '@/lib/api-client';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { ageFromIc } from '@app/shared/birth-date';
import type { Player, RegisterPlayerInput } from '@app/shared/players';

import { checkIcNumberQueryOptions } from '../api/check-ic-number';
import { loginPlayer, playerSignedIn } from '../api/login-player';
import { conflictField, RegistrationError, useRegisterPlayer } from '../api/register-player';
import { ageGroup } from '../utils/age-group';

import type { RegistrationFormState, RegistrationFormValues } from './use-registration-form';

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
  'parentGuardianName',
  'parentGuardianIcNumber',
  'parentGuardianContact',
  'newsOptIn',
]);

/** 'mismatch' and 'terms' are the spec's validation alerts; 'server' any call outcome. */
export type RegistrationAlertKind = 'mismatch' | 'terms' | 'server';

interface ValidationAlert {
  kind: 'mismatch' | 'terms';
  message: string;
}

/**
 * Submit logic of the registration modal: spec §5 alerts on invalid input, the IC re-check, the
 * multipart call and the spec §8 outcome texts. Nothing typed is cleared unless it succeeds.
 */
export function useRegistrationSubmit(
  { form, profilePicture }: RegistrationFormState,
  onRegistered: (player: Player, outcome: { isSignedIn: boolean }) => void,
) {
  const { players, common } = useMessages();
  const t = players.registration;
  const queryClient = useQueryClient();
  const registerPlayer = useRegisterPlayer();
  // The spec's validation alerts; they leave the focus on the first invalid field.
  const [validationAlert, setValidationAlert] = useState<ValidationAlert | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  /** Spec §8's outcome texts, all in the alert, which takes the focus. */
  const describeFailure = (error: unknown): string => {
    if (error instanceof NetworkError) {
      return formatMessage(t.failedWithMessage, { message: common.networkError });
    }
    if (!(error instanceof RegistrationError)) return t.failed;
    const { failure } = error;
    if (failure.kind === 'duplicateIc') {
      queryClient.setQueryData(
        checkIcNumberQueryOptions(form.getValues('icNumber')).queryKey,
        true,
      );
      return t.duplicateIc;
    }
    if (failure.kind === 'unavailable') {
      return formatMessage(t.serviceUnavailable, { status: failure.status });
    }
    // The server's details also go on their fields (the alert keeps the focus).
    for (const detail of failure.details) {
      if (FORM_FIELDS.has(detail.path)) {
        form.setError(detail.path as keyof RegistrationFormValues, {
          type: 'server',
          message: detail.message,
        });
      }
    }
    // A clash with an existing account (e-mail, username) goes on its field; the alert names it.
    const field = conflictField(failure.message);
    if (field && failure.message)
      form.setError(field, { type: 'server', message: failure.message });
    return failure.message
      ? formatMessage(t.failedWithMessage, { message: failure.message })
      : t.failed;
  };

  const { submit, formError, setFormError } = useFormSubmit(form, {
    fallback: t.failed,
    describe: describeFailure,
    messageRef: alertRef,
  });

  const handleInvalid = (errors: FieldErrors<RegistrationFormValues>) => {
    setFormError(null);
    // The spec's two alerts, in the old form's order; other problems show under their fields.
    if (errors.confirmPassword) {
      setValidationAlert({ kind: 'mismatch', message: t.passwordsMismatch });
    } else if (errors.termsAccepted) {
      setValidationAlert({ kind: 'terms', message: t.termsRequired });
    } else {
      setValidationAlert(null);
    }
  };

  const handleValid = async (input: RegisterPlayerInput) => {
    setValidationAlert(null);
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
    if (isTaken) throw new RegistrationError({ kind: 'duplicateIc' });
    const player = await registerPlayer.mutateAsync({
      input,
      profilePicture,
      includeGuardianConsent: ageGroup(ageFromIc(input.icNumber)) === 'minor',
    });
    // That IC is taken now: no cached "available" answer may outlive the registration.
    queryClient.removeQueries({ queryKey: ['players', 'check-ic'] });
    // Registered: sign in with what was just typed, so the player does not type it again. If
    // that fails (a busy server, an account waiting for its guardian), the message says to
    // sign in instead.
    const isSignedIn = await loginPlayer({ username: input.username, password: input.password })
      .then(async (answer) => {
        if ('twoFactorRequired' in answer) return false;
        await playerSignedIn(queryClient, answer);
        return true;
      })
      .catch(() => false);
    onRegistered(player, { isSignedIn });
  };

  // A validation alert lasts as long as its problem: fixing the field clears it.
  const { errors } = form.formState;
  const isStale =
    (validationAlert?.kind === 'mismatch' && !errors.confirmPassword) ||
    (validationAlert?.kind === 'terms' && !errors.termsAccepted);
  const shownValidation = validationAlert && !isStale ? validationAlert : null;
  const alertKind: RegistrationAlertKind | null = formError
    ? 'server'
    : (shownValidation?.kind ?? null);

  return {
    onSubmit: submit(handleValid, handleInvalid),
    alert: formError ?? shownValidation?.message ?? null,
    alertKind,
    alertRef,
  };
}
