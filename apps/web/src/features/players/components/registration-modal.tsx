import { useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import { ageFromIc } from '@app/shared/birth-date';
import type { Player } from '@app/shared/players';

import type { RegistrationFormState } from '../hooks/use-registration-form';
import { useRegistrationSubmit } from '../hooks/use-registration-submit';
import { ageGroup } from '../utils/age-group';

import { RegistrationForm } from './registration-form';

export interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
  state: RegistrationFormState;
  onRegistered: (player: Player, outcome: { isSignedIn: boolean }) => void;
}

/** The home page's registration modal (spec §2, §5); the alert and buttons stay in view. */
export function RegistrationModal({ open, onClose, state, onRegistered }: RegistrationModalProps) {
  const { players } = useMessages();
  const t = players.registration;
  const formId = useId();
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  const alertId = useId();
  const { onSubmit, alert, alertKind, alertRef } = useRegistrationSubmit(state, onRegistered);
  const { control, formState } = state.form;
  const icNumber = useWatch({ control, name: 'icNumber' });
  const isUnderAge = ageGroup(ageFromIc(icNumber)) === 'under-age';
  const isSubmitting = formState.isSubmitting;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.modalTitle}
      size="lg"
      initialFocusRef={firstFieldRef}
      footer={
        <>
          <div className="w-full">
            <FormAlert ref={alertRef} id={alertId} message={alert} testId="registration-alert" />
          </div>
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting || isUnderAge}>
            {isSubmitting ? <ButtonSpinner /> : null}
            {isSubmitting ? t.submitting : t.submit}
          </Button>
        </>
      }
    >
      <RegistrationForm
        id={formId}
        state={state}
        onSubmit={onSubmit}
        isSubmitting={isSubmitting}
        firstFieldRef={firstFieldRef}
        alertId={alertId}
        alertKind={alertKind}
      />
    </Modal>
  );
}
