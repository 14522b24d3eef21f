import { formSchema } from '@/lib/form-schema';
import { reasonInputSchema } from '@app/shared/membership';

/** The shared schema over the reason; too short, the form says what the reason is for. */
export function reasonFormSchema(tooShort: string) {
  return formSchema(reasonInputSchema, (values: { reason: string }, { invalid }) => {
    if (values.reason.trim().length < 3) invalid('reason', tooShort);
    return values;
  });
}
