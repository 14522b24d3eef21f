import { useEffect, useState } from 'react';

import type { Player } from '@app/shared/players';

import { useRegistrationForm } from '../hooks/use-registration-form';

import { RegistrationModal } from './registration-modal';
import { RegistrationSuccess } from './registration-success';

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
  const [registered, setRegistered] = useState<{ player: Player; isSignedIn: boolean } | null>(
    null,
  );

  // A new registration hides the previous success message.
  useEffect(() => {
    if (open) setRegistered(null);
  }, [open]);

  const handleRegistered = (player: Player, { isSignedIn }: { isSignedIn: boolean }) => {
    registration.resetAll();
    onClose();
    setRegistered({ player, isSignedIn });
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
        <RegistrationSuccess
          fullName={registered.player.fullName}
          isSignedIn={registered.isSignedIn}
          onDismiss={() => setRegistered(null)}
        />
      ) : null}
    </>
  );
}
