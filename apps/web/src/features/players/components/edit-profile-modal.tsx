import { useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useUpdatePlayerProfile } from '../api/update-player-profile';
import { useEditProfileForm } from '../hooks/use-edit-profile-form';

import { EditProfileFields } from './edit-profile-fields';

export interface EditProfileModalProps {
  player: Player;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit Profile (spec §5): the profile fields; member ID, status and I/C are shown only. */
export function EditProfileModal({ open, ...props }: EditProfileModalProps) {
  // Mounted per opening, so the form always starts from the current profile.
  return open ? <EditProfileDialog {...props} /> : null;
}

function EditProfileDialog({ player, onClose, onSaved }: Omit<EditProfileModalProps, 'open'>) {
  const { players } = useMessages();
  const t = players.editProfile;
  const formId = useId();
  const form = useEditProfileForm(player);
  const update = useUpdatePlayerProfile();
  const alertRef = useRef<HTMLDivElement>(null);
  const isSaving = form.formState.isSubmitting;
  // The alert names the failure even when the server's details went on their fields.
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.failed,
    network: t.failed,
    messageWithFields: true,
    messageRef: alertRef,
  });

  const onSubmit = submit(async (input) => {
    await update.mutateAsync({ playerId: player._id, input });
    onSaved();
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title}
      size="lg"
      footer={
        <>
          <div className="w-full">
            <FormAlert ref={alertRef} message={formError} />
          </div>
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isSaving}>
            {isSaving ? <ButtonSpinner /> : null}
            {isSaving ? t.saving : t.save}
          </Button>
        </>
      }
    >
      <EditProfileFields id={formId} player={player} form={form} onSubmit={onSubmit} />
    </Modal>
  );
}
