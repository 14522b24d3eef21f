import { z } from 'zod';

export interface FormInputContext {
  /** A field's text cannot be read (an amount that is not RM): this message goes on it. */
  invalid: (field: string, message: string) => void;
}

/**
 * The schema of a form whose inputs hold text where the request body holds something else (an
 * amount in RM sent as sen). `toInput` turns the inputs into the body; then the shared schema
 * the server checks that body with checks it, and its messages land on the fields. A field
 * `toInput` could not read keeps the form's own message instead. Every problem shows at once.
 */
export function formSchema<Values, S extends z.ZodType>(
  shared: S,
  toInput: (values: Values, ctx: FormInputContext) => unknown,
) {
  return z.custom<Values>().transform((values, ctx): z.output<S> => {
    const unreadable = new Set<string>();
    const input = toInput(values, {
      invalid: (field, message) => {
        unreadable.add(field);
        ctx.addIssue({ code: 'custom', message, path: [field] });
      },
    });
    const result = shared.safeParse(input);
    if (result.success && unreadable.size === 0) return result.data;
    for (const issue of result.error?.issues ?? []) {
      // An issue of the whole body (a union none of whose forms fit) is about the field that
      // could not be read, when there is one.
      const field = issue.path[0];
      if (field === undefined ? unreadable.size > 0 : unreadable.has(String(field))) continue;
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
}
