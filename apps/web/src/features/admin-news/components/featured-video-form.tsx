import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { BilingualField } from '@/components/forms/bilingual-field';
import { Button } from '@/components/ui/button';
import { FormError, FormSuccess } from '@/components/ui/form/form-messages';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { saveFeaturedVideoInputSchema, type FeaturedVideo } from '@app/shared/content';

import { useAdminFeaturedVideo } from '../api/get-featured-video';
import { useSaveFeaturedVideo } from '../api/save-featured-video';

function FeaturedVideoFields({ video }: { video: FeaturedVideo | null }) {
  const { adminContent } = useMessages();
  const t = adminContent.video;
  const save = useSaveFeaturedVideo();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(saveFeaturedVideoInputSchema),
    defaultValues: {
      title: video?.title ?? '',
      description: video?.description ?? '',
      titleMs: video?.titleMs ?? '',
      descriptionMs: video?.descriptionMs ?? '',
      videoUrl: video?.videoUrl ?? '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: adminContent.common.unknownError,
    wrap: (message) => formatMessage(t.saveFailed, { message }),
  });

  const onSubmit = submit(async (input) => {
    setSaved(null);
    await save.mutateAsync(input);
    setSaved(t.saved);
  });

  const isBusy = isSubmitting || save.isPending;

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isBusy} className="space-y-4">
      <BilingualField form={form} name="title" label={t.fields.title} required />
      <BilingualField form={form} name="description" label={t.fields.description} rows={3} />
      <TextareaField
        density="comfortable"
        label={t.fields.videoUrl}
        hint={t.fields.videoUrlHint}
        required
        rows={3}
        spellCheck={false}
        className="[&_textarea]:min-h-20 [&_textarea]:font-mono [&_textarea]:text-sm"
        error={errors.videoUrl?.message}
        {...register('videoUrl')}
      />
      <FormError message={formError} />
      <FormSuccess message={saved} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <ButtonSpinner /> : null}
          {isBusy ? adminContent.common.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

/** The home page's featured video: the current one and the form that replaces it. */
export function FeaturedVideoForm() {
  const { adminContent, common } = useMessages();
  const t = adminContent.video;
  const current = useAdminFeaturedVideo();

  return (
    <section
      aria-labelledby="featured-video-title"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="featured-video-title" className="text-lg font-semibold text-slate-900">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </div>
      {current.isPending ? (
        <div role="status" className="flex items-center gap-3 py-6 text-slate-600">
          <Spinner className="size-5 border-2" />
        </div>
      ) : current.isError ? (
        <div className="space-y-3">
          <FormError
            message={errorText(current.error, {
              network: common.networkError,
              fallback: adminContent.common.unknownError,
            })}
          />
          <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
            {common.retry}
          </Button>
        </div>
      ) : (
        <>
          <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t.current}
            </p>
            {current.data ? (
              <>
                <p className="mt-1 font-semibold text-slate-900">{current.data.title}</p>
                <p className="mt-0.5 break-all font-mono text-xs text-slate-600">
                  {current.data.videoUrl}
                </p>
              </>
            ) : (
              <p className="mt-1 text-slate-600">{t.none}</p>
            )}
          </div>
          <FeaturedVideoFields key={current.data?._id ?? 'none'} video={current.data} />
        </>
      )}
    </section>
  );
}
