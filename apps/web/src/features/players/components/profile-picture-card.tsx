import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { CameraIcon, UserIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useImagePreview } from '@/hooks/use-image-preview';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useUploadProfilePicture } from '../api/upload-profile-picture';
import { checkImageFile } from '../utils/image-file';

/** The player's picture with an upload button (images only, under 5MB). */
export function ProfilePictureCard({ player }: { player: Player }) {
  const { players } = useMessages();
  const t = players.profile;
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture();
  const [pending, setPending] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const previewUrl = useImagePreview(pending);
  const src = previewUrl ?? player.profilePicture;

  const handleFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setSuccess(null);
    const problem = checkImageFile(file);
    if (problem) {
      setError(players.picture[problem]);
      return;
    }
    setError(null);
    setPending(file);
    try {
      await upload.mutateAsync({ playerId: player._id, file });
      setSuccess(t.uploadSuccess);
    } catch (uploadError) {
      setError(errorText(uploadError, { fallback: t.uploadFailed }));
    } finally {
      setPending(null);
    }
  };

  const isUploading = upload.isPending;

  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative size-32 overflow-hidden rounded-full bg-slate-100 ring-4 ring-white shadow-md sm:size-36">
        {src ? (
          <img
            src={src}
            alt={formatMessage(t.pictureAlt, { name: player.fullName })}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-400">
            <UserIcon className="size-12" />
            <span className="sr-only">{t.noPicture}</span>
          </div>
        )}
        {isUploading ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-8 border-4" />
          </div>
        ) : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void handleFile(event.target.files?.[0])}
        data-testid="profile-picture-input"
      />
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        disabled={isUploading}
        onClick={() => inputRef.current?.click()}
      >
        <CameraIcon className="size-4" />
        {isUploading ? t.uploading : player.profilePicture ? t.changePicture : t.uploadPicture}
      </Button>
      <p className="mt-2 text-xs text-slate-500">{players.picture.hint}</p>
      <div className="mt-3 w-full text-left">
        <FormAlert message={error} />
        <FormSuccess withIcon message={success} />
      </div>
    </div>
  );
}
