import { useState, type FormEvent } from 'react';

import { FormModal } from '@/components/admin/form-modal';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';
import {
  CERTIFIED_KINDS,
  DIRECTORY_MAX_PHOTOS,
  type DirectoryEntry,
  type DirectoryKind,
} from '@app/shared/directory';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import { useChangeEntryPhoto } from '../api/change-entry-photo';
import { useSaveDirectoryEntry } from '../api/save-directory-entry';

const TEXT_FIELDS = [
  'name',
  'city',
  'address',
  'mapUrl',
  'phone',
  'email',
  'openingHours',
] as const;

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
  onSaved: (entry: DirectoryEntry) => void;
}) {
  const { admin, common } = useMessages();
  const t = admin.directory;
  const save = useSaveDirectoryEntry(kind);
  const photos = useChangeEntryPhoto(kind);
  const [current, setCurrent] = useState(entry);
  const [values, setValues] = useState<Record<string, string | boolean>>({
    name: entry?.name ?? '',
    state: entry?.state ?? '',
    city: entry?.city ?? '',
    address: entry?.address ?? '',
    mapUrl: entry?.mapUrl ?? '',
    phone: entry?.phone ?? '',
    email: entry?.email ?? '',
    openingHours: entry?.openingHours ?? '',
    courtsIndoor: String(entry?.courtsIndoor ?? 0),
    courtsOutdoor: String(entry?.courtsOutdoor ?? 0),
    certificationLevel: entry?.certificationLevel ?? '',
    certificationExpiresOn: entry?.certificationExpiresOn ?? '',
    consent: entry?.consent ?? false,
    verified: entry?.verified ?? false,
    description: entry?.description ?? '',
    descriptionMs: entry?.descriptionMs ?? '',
  });
  const set = (key: string, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const isPerson = CERTIFIED_KINDS.includes(kind);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { ...(current ? { id: current._id } : {}), input: values },
      {
        onSuccess: (saved) => {
          setCurrent(saved);
          onSaved(saved);
        },
      },
    );
  }

  const error = save.error ?? photos.error;
  return (
    <FormModal
      title={current ? t.editTitle(current.name) : t.addTitle[kind]}
      onClose={onClose}
      onSubmit={submit}
      isBusy={save.isPending}
      size="xl"
      error={error ? errorText(error, { fallback: t.failed, network: common.networkError }) : null}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((key) => (
          <TextField
            key={key}
            density="comfortable"
            label={t.fields[key]}
            {...(key === 'mapUrl' ? { hint: t.mapHint } : {})}
            required={key === 'name'}
            value={String(values[key])}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
        <SelectField
          density="comfortable"
          label={t.fields.state}
          placeholder={t.chooseState}
          required
          value={String(values.state)}
          onChange={(e) => set('state', e.target.value)}
          options={MALAYSIAN_STATES.map((value) => ({ value, label: value }))}
        />
        {kind === 'venue' ? (
          <>
            <TextField
              density="comfortable"
              type="number"
              min={0}
              max={200}
              label={t.fields.courtsIndoor}
              value={String(values.courtsIndoor)}
              onChange={(e) => set('courtsIndoor', e.target.value)}
            />
            <TextField
              density="comfortable"
              type="number"
              min={0}
              max={200}
              label={t.fields.courtsOutdoor}
              value={String(values.courtsOutdoor)}
              onChange={(e) => set('courtsOutdoor', e.target.value)}
            />
          </>
        ) : null}
        {isPerson ? (
          <>
            <TextField
              density="comfortable"
              label={t.fields.certificationLevel}
              value={String(values.certificationLevel)}
              onChange={(e) => set('certificationLevel', e.target.value)}
            />
            <TextField
              density="comfortable"
              type="date"
              label={t.fields.certificationExpiresOn}
              value={String(values.certificationExpiresOn)}
              onChange={(e) => set('certificationExpiresOn', e.target.value)}
            />
            <label className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={Boolean(values.consent)}
                onChange={(e) => set('consent', e.target.checked)}
              />
              {t.fields.consent}
            </label>
          </>
        ) : null}
        <label className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={Boolean(values.verified)}
            onChange={(e) => set('verified', e.target.checked)}
          />
          {t.fields.verified}
        </label>
      </div>
      <TextareaField
        label={t.fields.description}
        rows={3}
        value={String(values.description)}
        onChange={(e) => set('description', e.target.value)}
      />
      <TextareaField
        label={t.fields.descriptionMs}
        rows={3}
        value={String(values.descriptionMs)}
        onChange={(e) => set('descriptionMs', e.target.value)}
      />

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
