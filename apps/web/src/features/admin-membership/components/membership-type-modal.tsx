import { useState } from 'react';

import { FormModal } from '@/components/admin/form-modal';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { errorText } from '@/lib/error-text';
import { fieldErrors } from '@/lib/field-errors';
import { useMessages } from '@/lib/i18n';
import {
  AGE_BANDS,
  membershipTypeInputSchema,
  parseRinggit,
  type AgeBand,
  type DurationKind,
  type MembershipType,
} from '@app/shared/membership';

import { useSaveMembershipType } from '../api/membership-admin';

/** Add or edit a membership type: name, fee in RM (stored as sen), term length, age band. */
export function MembershipTypeModal({
  type,
  onClose,
  onSaved,
}: {
  type: MembershipType | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { membership, common } = useMessages();
  const t = membership.admin;
  const save = useSaveMembershipType();
  const [name, setName] = useState(type?.name ?? '');
  const [fee, setFee] = useState(type ? (type.feeSen / 100).toFixed(2) : '');
  const [kind, setKind] = useState<DurationKind>(type?.durationKind ?? 'months');
  const [months, setMonths] = useState(String(type?.durationMonths ?? 12));
  const [ageBand, setAgeBand] = useState<AgeBand>(type?.ageBand ?? 'adult');
  const [active, setActive] = useState(type?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  return (
    <FormModal
      title={type ? t.editTypeTitle : t.newTypeTitle}
      onClose={onClose}
      isBusy={save.isPending}
      error={
        save.error
          ? errorText(save.error, {
              fallback: membership.portal.failed,
              network: common.networkError,
            })
          : null
      }
      onSubmit={(event) => {
        event.preventDefault();
        const feeSen = parseRinggit(fee);
        const parsed = membershipTypeInputSchema.safeParse({
          name,
          feeSen: feeSen ?? Number.NaN,
          durationKind: kind,
          durationMonths: kind === 'months' ? Number(months) : null,
          ageBand,
          active,
        });
        if (!parsed.success || feeSen === null) {
          const next = fieldErrors(parsed.success ? [] : parsed.error.issues);
          if (feeSen === null) next.feeSen = t.typeFeeInvalid;
          setErrors(next);
          return;
        }
        setErrors({});
        save.mutate({ id: type?.id ?? null, input: parsed.data }, { onSuccess: onSaved });
      }}
    >
      <TextField
        label={t.typeName}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label={t.typeFee}
        hint={t.typeFeeHint}
        inputMode="decimal"
        value={fee}
        error={errors.feeSen}
        onChange={(e) => setFee(e.target.value)}
      />
      <SelectField
        label={t.typeDuration}
        value={kind}
        onChange={(e) => setKind(e.target.value as DurationKind)}
        options={[
          { value: 'months', label: t.typeDurationMonths },
          { value: 'calendar_year', label: t.typeDurationYear },
        ]}
      />
      {kind === 'months' ? (
        <TextField
          label={t.typeMonths}
          inputMode="numeric"
          value={months}
          error={errors.durationMonths}
          onChange={(e) => setMonths(e.target.value)}
        />
      ) : null}
      <SelectField
        label={t.typeAgeBand}
        value={ageBand}
        onChange={(e) => setAgeBand(e.target.value as AgeBand)}
        options={AGE_BANDS.map((band) => ({ value: band, label: membership.ageBands[band] }))}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
        />
        {t.typeActive}
      </label>
    </FormModal>
  );
}
