import type { ProgramKind } from '@app/shared/content';

/** `/api/courses`, `/api/clinics/{id}`… */
export const programPath = (kind: ProgramKind, id?: string) =>
  id ? `/api/${kind}/${encodeURIComponent(id)}` : `/api/${kind}`;
