import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { BilingualField } from '@/components/forms/bilingual-field';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';
import {
  CERTIFIED_KINDS,
  DIRECTORY_MAX_PHOTOS,
  saveDirectoryEntryInputSchema,
  type DirectoryEntry,
  type DirectoryKind,
} from '@app/shared/directory';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import { useChangeEntryPhoto } from '../api/change-entry-photo';
import { useSaveDirectoryEntry } from '../api/save-directory-entry';

/** Names, places and contacts: one language. */
const TEXT_FIELDS = ['name', 'city', 'address', 'mapUrl', 'phone', 'email'] as const;

/** The body of a save; the kind is the section's and is added by the call. */
const entryFormSchema = saveDirectoryEntryInputSchema.omit({ kind: true });

/** Create or edit one entry; photos once it exists (each through the upload pipeline). */
export function EntryFormModal({
  kind,
  entry,
  onClose,
  onSaved,
}: {
  kind: DirectoryKind;
  entry: DirectoryEntry | null;
  onClose: () => void;
  onSaved: (entry: DirectoryEntry, created: boolean) => void;
}) {
  const { admin, common } = useMessages();
  const t = admin.directory;
  const save = useSaveDirectoryEntry(kind);
  const photos = useChangeEntryPhoto(kind);
  const [current, setCurrent] = useState(entry);
  const form = useForm({
    resolver: zodResolver(entryFormSchema),
    defaultValues: {
      name: entry?.name ?? '',
      state: (entry?.state ?? '') as (typeof MALAYSIAN_STATES)[number],
      city: entry?.city ?? '',
      address: entry?.address ?? '',
      mapUrl: entry?.mapUrl ?? '',
      phone: entry?.phone ?? '',
      email: entry?.email ?? '',
      openingHours: entry?.openingHours ?? '',
      openingHoursMs: entry?.openingHoursMs ?? '',
      courtsIndoor: String(entry?.courtsIndoor ?? 0),
      courtsOutdoor: String(entry?.courtsOutdoor ?? 0),
      certificationLevel: entry?.certificationLevel ?? '',
      certificationLevelMs: entry?.certificationLevelMs ?? '',
      certificationExpiresOn: entry?.certificationExpiresOn ?? '',
      consent: entry?.consent ?? false,
      verified: entry?.verified ?? false,
      description: entry?.description ?? '',
      descriptionMs: entry?.descriptionMs ?? '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, { fallback: t.failed });
  const isPerson = CERTIFIED_KINDS.includes(kind);

  // Saved, the dialog stays open on the entry: its photos can be added now.
  const onSubmit = submit(async (input) => {
    const saved = await save.mutateAsync({ ...(current ? { id: current._id } : {}), input });
    setCurrent(saved);
    onSaved(saved, !current);
  });

  const photoError = photos.error
    ? errorText(photos.error, { fallback: t.failed, network: common.networkError })
    : null;
  return (
    <FormModal
      title={current ? t.editTitle(current.name) : t.addTitle[kind]}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isSubmitting || save.isPending}
      size="xl"
      error={formError ?? photoError}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((key) => (
          <TextField
            key={key}
            density="comfortable"
            label={t.fields[key]}
            {...(key === 'mapUrl' ? { hint: t.mapHint } : {})}
            required={key === 'name'}
            error={errors[key]?.message}
            {...register(key)}
          />
        ))}
        <SelectField
          density="comfortable"
          label={t.fields.state}
          placeholder={t.chooseState}
          required
          error={errors.state?.message}
          options={MALAYSIAN_STATES.map((value) => ({ value, label: value }))}
          {...register('state')}
        />
        {kind === 'venue' ? (
          <>
            <TextField
              density="comfortable"
              type="number"
              min={0}
              max={200}
              label={t.fields.courtsIndoor}
              error={errors.courtsIndoor?.message}
              {...register('courtsIndoor')}
            />
            <TextField
              density="comfortable"
              type="number"
              min={0}
              max={200}
              label={t.fields.courtsOutdoor}
              error={errors.courtsOutdoor?.message}
              {...register('courtsOutdoor')}
            />
          </>
        ) : null}
        {isPerson ? (
          <>
            <TextField
              density="comfortable"
              type="date"
              label={t.fields.certificationExpiresOn}
              error={errors.certificationExpiresOn?.message}
              {...register('certificationExpiresOn')}
            />
            <label className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2">
              <input type="checkbox" className="mt-0.5 size-4" {...register('consent')} />
              {t.fields.consent}
            </label>
          </>
        ) : null}
        <label className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-4" {...register('verified')} />
          {t.fields.verified}
        </label>
      </div>
      {/* What players read on the entry's page: in Malay on a Malay page when all of it is. */}
      {isPerson ? (
        <BilingualField form={form} name="certificationLevel" label={t.fields.certificationLevel} />
      ) : null}
      <BilingualField form={form} name="openingHours" label={t.fields.openingHours} />
      <BilingualField form={form} name="description" label={t.fields.description} rows={3} />

      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t.photos}</legend>
        {current ? (
          <>
            <ul className="grid grid-cols-3 gap-2">
              {current.photos.map((url, index) => (
                <li key={url} className="relative">
                  <img
                    src={url}
                    alt={t.photoOf(current.name, index + 1)}
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={photos.isPending}
                    onClick={() =>
                      photos.mutate({ id: current._id, index }, { onSuccess: setCurrent })
                    }
                  >
                    {t.removePhoto(index + 1)}
                  </Button>
                </li>
              ))}
            </ul>
            {current.photos.length < DIRECTORY_MAX_PHOTOS ? (
              <label className="mt-3 block text-sm font-medium text-slate-800">
                {t.addPhoto}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  disabled={photos.isPending}
                  className="mt-1 block text-sm"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) photos.mutate({ id: current._id, file }, { onSuccess: setCurrent });
                    e.target.value = '';
                  }}
                />
              </label>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-slate-600">{t.photosAfterSave}</p>
        )}
      </fieldset>
    </FormModal>
  );
}
