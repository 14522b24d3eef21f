import type { Admin } from '@app/shared/admins';

import type { AdminRow } from '../../db/schema/index';

export function toAdmin(row: AdminRow): Admin {
  return {
    _id: row.id,
    username: row.username,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
