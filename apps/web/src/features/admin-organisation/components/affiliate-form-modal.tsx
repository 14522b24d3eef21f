import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { ImageField, useImageChoice } from '@/components/forms/image-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useMessages } from '@/lib/i18n';
import {
  AFFILIATE_LOGO_MESSAGES,
  saveAffiliateInputSchema,
  type Affiliate,
  type SaveAffiliateFormValues,
  type SaveAffiliateInput,
} from '@app/shared/organisation';
import { MALAYSIAN_STATES } from '@app/shared/players/constants';

import { useSaveAffiliate } from '../api/save-affiliate';

export interface AffiliateFormModalProps {
  affiliate: Affiliate | null;
  onClose: () => void;
  onSaved: (affiliate: Affiliate, created: boolean) => void;
}

/** Add or edit an affiliate: name, state, website and its logo (required for a new one). */
export function AffiliateFormModal({ affiliate, onClose, onSaved }: AffiliateFormModalProps) {
  const { adminContent } = useMessages();
  const t = adminContent.affiliates;
  const save = useSaveAffiliate();
  const logo = useImageChoice(AFFILIATE_LOGO_MESSAGES);
  const [logoMissing, setLogoMissing] = useState(false);
  const form = useForm<SaveAffiliateFormValues, unknown, SaveAffiliateInput>({
    resolver: zodResolver(saveAffiliateInputSchema),
    defaultValues: {
      name: affiliate?.name ?? '',
      state: (affiliate?.state ?? '') as SaveAffiliateFormValues['state'],
      website: affiliate?.website ?? '',
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: affiliate ? t.updateFailed : t.createFailed,
  });

  const onSubmit = submit(async (input) => {
    if (logo.error || logo.isChecking) return;
    if (!affiliate && !logo.file) {
      setLogoMissing(true);
      return;
    }
    const saved = await save.mutateAsync({ id: affiliate?._id, input, logo: logo.file });
    onSaved(saved, !affiliate);
  });

  return (
    <FormModal
      title={affiliate ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isSubmitting || save.isPending}
      error={formError ?? (logoMissing && !logo.file ? AFFILIATE_LOGO_MESSAGES.required : null)}
      size="xl"
    >
      <TextField
        density="comfortable"
        label={t.fields.name}
        required
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        density="comfortable"
        label={t.fields.state}
        placeholder={t.fields.statePlaceholder}
        required
        error={errors.state?.message}
        options={MALAYSIAN_STATES.map((value) => ({ value, label: value }))}
        {...register('state')}
      />
      <TextField
        density="comfortable"
        type="url"
        inputMode="url"
        label={t.fields.website}
        hint={t.fields.websiteHint}
        error={errors.website?.message}
        {...register('website')}
      />
      <ImageField
        label={t.fields.logo}
        hint={affiliate ? t.fields.logoKeepHint : t.fields.logoHint}
        currentUrl={affiliate?.logo ?? null}
        choice={logo}
        fit="contain"
      />
    </FormModal>
  );
}
