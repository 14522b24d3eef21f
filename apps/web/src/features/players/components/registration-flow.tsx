import { useEffect, useState } from 'react';

import type { Player } from '@app/shared/players';

import { useRegistrationForm } from '../hooks/use-registration-form';

import { RegistrationModal } from './registration-modal';
import { RegistrationSuccessToast } from './registration-success-toast';

export interface RegistrationFlowProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The registration modal and its success message, loaded on the first open (the section keeps
 * it mounted afterwards, so a draft survives closing and reopening the modal).
 */
export function RegistrationFlow({ open, onClose }: RegistrationFlowProps) {
  const registration = useRegistrationForm();
  const [registered, setRegistered] = useState<Player | null>(null);

  // A new registration hides the previous success message.
  useEffect(() => {
    if (open) setRegistered(null);
  }, [open]);

  const handleRegistered = (player: Player) => {
    registration.resetAll();
    onClose();
    setRegistered(player);
  };

  return (
    <>
      <RegistrationModal
        open={open}
        onClose={onClose}
        state={registration}
        onRegistered={handleRegistered}
      />
      {registered ? (
        <RegistrationSuccessToast
          fullName={registered.fullName}
          onDismiss={() => setRegistered(null)}
        />
      ) : null}
    </>
  );
}
