import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

import type { RegistrationFormValues } from '../hooks/use-registration-form';

import { CheckboxField } from './checkbox-field';

const LINK_CLASS = 'font-semibold text-brand-700 underline hover:text-brand-900';

/**
 * The terms checkbox; both documents open in a new tab so the form is not lost. `alertId`: the
 * modal's alert is stating the problem, so no inline error repeats it.
 */
export function RegistrationTermsField({ alertId }: { alertId?: string }) {
  const { players, common } = useMessages();
  const t = players.registration;
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormValues>();

  const newTab = <span className="sr-only"> {common.opensInNewTab}</span>;

  return (
    <CheckboxField
      required
      error={alertId ? undefined : errors.termsAccepted?.message}
      externalErrorId={alertId}
      label={
        <>
          {t.termsBefore}
          <Link
            to={paths.termsAndConditions}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK_CLASS}
          >
            {t.termsLink}
            {newTab}
          </Link>
          {t.termsBetween}
          <Link
            to={paths.privacyPolicy}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK_CLASS}
          >
            {t.privacyLink}
            {newTab}
          </Link>
          {t.termsAfter}
        </>
      }
      {...register('termsAccepted')}
    />
  );
}
