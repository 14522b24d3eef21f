import { apiRequest } from '@/lib/api-client';
import type { ProgramKind } from '@app/shared/content';

import { programPath } from './program-path';

/** `DELETE /api/{kind}/{id}`. */
export function deleteProgram(kind: ProgramKind, id: string) {
  return apiRequest<{ success: boolean; message: string }>(programPath(kind, id), {
    method: 'DELETE',
  });
}
