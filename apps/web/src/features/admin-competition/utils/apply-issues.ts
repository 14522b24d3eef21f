import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/** Puts a shared schema's issues on the form's fields (field names are the schema's paths). */
export function applyIssues<T extends FieldValues>(
  error: z.ZodError,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): void {
  let focused = false;
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const field = fields.includes(path) ? path : fields.find((f) => path.startsWith(`${f}.`));
    if (!field) continue;
    setError(field as Path<T>, { message: issue.message }, { shouldFocus: !focused });
    focused = true;
  }
}
