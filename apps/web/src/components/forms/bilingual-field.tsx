import {
  get,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

import { TextField } from '@/components/ui/form/text-field';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

/** What a bilingual field reads of its form. */
type BilingualForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'watch' | 'formState'
>;

/** One language's side of a translated field: its registered input, error and current value. */
function sideOf<T extends FieldValues>(form: BilingualForm<T>, name: Path<T>) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const value = form.watch(name) as unknown;
  return {
    field: form.register(name) as UseFormRegisterReturn,
    error: error?.message,
    value: typeof value === 'string' ? value : '',
  };
}

/**
 * A translated field in an admin form: its English and its Bahasa Malaysia side by side (one
 * above the other on a phone), labelled "Title (English)" / "Title (Bahasa Malaysia)", the Malay
 * marked "BM translation missing" while it is empty and the English is not. The Malay field of
 * `title` is `titleMs`. The English is
 * required when the field is; the Malay is always optional.
 */
export function BilingualField<T extends FieldValues>({
  form,
  name,
  label,
  required = false,
  rows,
  hint,
}: {
  form: BilingualForm<T>;
  /** The English field; its Malay is `<name>Ms`. */
  name: Path<T>;
  label: string;
  required?: boolean;
  /** A multi-line field of this many rows; a single line when absent. */
  rows?: number;
  /** The English field's hint. */
  hint?: string;
}) {
  const c = useMessages().adminContent.common;
  const english = sideOf(form, name);
  const malay = sideOf(form, `${name}Ms` as Path<T>);
  const isMissing = english.value.trim() !== '' && malay.value.trim() === '';
  const sides = [
    {
      key: 'en',
      label: formatMessage(c.inEnglish, { field: label }),
      side: english,
      required,
      hint,
    },
    {
      key: 'ms',
      label: formatMessage(c.inMalay, { field: label }),
      side: malay,
      required: false,
      hint: rows ? undefined : c.malayHint,
      lang: 'ms',
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sides.map(({ key, side, ...props }) => (
        <div key={key}>
          {rows ? (
            <TextareaField
              density="comfortable"
              rows={rows}
              className={rows <= 3 ? '[&_textarea]:min-h-20' : undefined}
              error={side.error}
              {...props}
              {...side.field}
            />
          ) : (
            <TextField
              density="comfortable"
              autoComplete="off"
              error={side.error}
              {...props}
              {...side.field}
            />
          )}
          {key === 'ms' && isMissing ? <TranslationMissingBadge className="mt-1" /> : null}
        </div>
      ))}
    </div>
  );
}

/** The "BM translation missing" mark beside a field or a list item. */
export function TranslationMissingBadge({ className = '' }: { className?: string }) {
  const t = useMessages().adminContent.common;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ${className}`}
    >
      {t.translationMissing}
    </span>
  );
}
