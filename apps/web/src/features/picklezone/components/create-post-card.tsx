import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { inputClass } from '@/components/ui/form/input-class';
import { TextField } from '@/components/ui/form/text-field';
import { CloseIcon } from '@/components/ui/icons';
import { ButtonSpinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useCreatePostForm } from '../hooks/use-create-post-form';

import { Avatar } from './avatar';
import { ImagePicker } from './image-picker';
import { LinkPreview } from './link-preview';

/** 'Create a post': text, up to 5 pictures, a link with its preview, and Post. */
export function CreatePostCard({ player }: { player: Player }) {
  const t = useMessages().picklezone.create;
  const headingId = useId();
  const contentId = useId();
  const state = useCreatePostForm();
  const { register, formState } = state.form;
  const contentError = formState.errors.content?.message;

  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h3 id={headingId} className="sr-only">
        {t.title}
      </h3>
      <form onSubmit={state.submit} noValidate aria-busy={state.isSubmitting} className="space-y-4">
        <div className="flex gap-3">
          <Avatar name={player.fullName} src={player.profilePicture} />
          <div className="min-w-0 flex-1">
            <label htmlFor={contentId} className="sr-only">
              {t.contentLabel}
            </label>
            <textarea
              id={contentId}
              rows={3}
              placeholder={formatMessage(t.contentPlaceholder, {
                name: player.fullName.split(' ')[0] ?? player.fullName,
              })}
              aria-invalid={contentError ? true : undefined}
              aria-describedby={contentError ? `${contentId}-error` : undefined}
              className={`${inputClass()} min-h-24 resize-y`}
              {...register('content')}
            />
            {contentError ? (
              <p id={`${contentId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
                {contentError}
              </p>
            ) : null}
          </div>
        </div>

        <ImagePicker
          images={state.images}
          onAdd={state.addImages}
          onRemove={state.removeImage}
          disabled={state.isSubmitting}
        />

        <div>
          <TextField
            label={t.linkLabel}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={t.linkPlaceholder}
            error={formState.errors.linkUrl?.message}
            trailing={() =>
              state.linkUrl ? (
                <button
                  type="button"
                  onClick={state.clearLink}
                  aria-label={t.removeLink}
                  className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700"
                >
                  <CloseIcon className="size-4" />
                </button>
              ) : null
            }
            {...register('linkUrl')}
          />
          <LinkPreview
            preview={state.preview}
            isWaiting={state.isPreviewWaiting}
            authorName={player.fullName}
          />
        </div>

        <FormAlert message={state.alert} />
        <FormSuccess message={state.isPosted ? t.posted : null} />

        <div className="flex justify-end border-t border-slate-100 pt-4">
          <Button type="submit" disabled={state.isSubmitting} className="w-full sm:w-auto">
            {state.isSubmitting ? <ButtonSpinner /> : null}
            {state.isSubmitting ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
