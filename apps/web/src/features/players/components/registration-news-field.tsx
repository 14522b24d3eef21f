import { useFormContext } from 'react-hook-form';

import { useMessages } from '@/lib/i18n';

import type { RegistrationFormValues } from '../hooks/use-registration-form';

import { CheckboxField } from './checkbox-field';

/** Association news: an opt-in, unticked until the player ticks it (issue 16, consents). */
export function RegistrationNewsField() {
  const { players } = useMessages();
  const { register } = useFormContext<RegistrationFormValues>();
  return <CheckboxField label={players.registration.newsOptIn} {...register('newsOptIn')} />;
}
