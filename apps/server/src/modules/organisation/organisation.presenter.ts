import type { Affiliate, OfficeBearer } from '@app/shared/organisation';

import type { AffiliateRow, OfficeBearerRow } from '../../db/schema/index';

export function toOfficeBearer(row: OfficeBearerRow): OfficeBearer {
  return {
    _id: row.id,
    group: row.group,
    role: row.role,
    roleMs: row.roleMs,
    name: row.name,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAffiliate(row: AffiliateRow): Affiliate {
  return {
    _id: row.id,
    name: row.name,
    state: row.state,
    website: row.website,
    logo: row.logoUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
