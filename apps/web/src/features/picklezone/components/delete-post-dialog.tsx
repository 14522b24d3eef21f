import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';

import { useDeletePost } from '../api/delete-post';

export interface DeletePostDialogProps {
  postId: string;
  open: boolean;
  onClose: () => void;
}

/** Confirmation before an own post is deleted (spec §5). */
export function DeletePostDialog({ postId, open, onClose }: DeletePostDialogProps) {
  const t = useMessages().picklezone.remove;
  const deletePost = useDeletePost();
  const [error, setError] = useState<string | null>(null);

  const handleClose = () => {
    if (deletePost.isPending) return;
    setError(null);
    onClose();
  };

  const handleConfirm = () => {
    setError(null);
    deletePost.mutate(postId, {
      // On success the post leaves the cache, and this dialog with it.
      onError: (cause) => setError(errorText(cause, { fallback: t.failed })),
    });
  };

  return (
    <Modal
      open={open}
      onClose={handleClose}
      title={t.title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={handleClose}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={handleConfirm} disabled={deletePost.isPending}>
            {deletePost.isPending ? <ButtonSpinner /> : null}
            {deletePost.isPending ? t.deleting : t.confirm}
          </Button>
        </>
      }
    >
      <p>{t.body}</p>
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
