import {
  AFFILIATE_LOGO_MESSAGES,
  saveAffiliateInputSchema,
  type SaveOfficeBearerInput,
} from '@app/shared/organisation';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, notFound } from '../../lib/errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MediaService, ProcessedImage } from '../media/index';

import { toAffiliate, toOfficeBearer } from './organisation.presenter';
import type { AffiliatesRepository, OfficeBearersRepository } from './organisation.repository';

export interface OrganisationRepos {
  officeBearers: OfficeBearersRepository;
  affiliates: AffiliatesRepository;
}

/** The organisation chart and the affiliates: public lists, content editors change them. */
export function createOrganisationService(deps: {
  data: DataAccess<OrganisationRepos>;
  media: MediaService;
  invalidate: InvalidateCache;
}) {
  const { data, media, invalidate } = deps;
  const bearers = data.repos.officeBearers;
  const affiliates = data.repos.affiliates;
  return {
    async listOfficeBearers() {
      return (await bearers.list()).map(toOfficeBearer);
    },
    async createOfficeBearer(input: SaveOfficeBearerInput) {
      const row = await bearers.insert(officeBearerValues(input));
      noteAudit({ targetType: 'office_bearers', targetId: row.id, after: row });
      await invalidate('organisation');
      return toOfficeBearer(row);
    },
    async updateOfficeBearer(id: string, input: SaveOfficeBearerInput) {
      const existing = await bearers.findById(id);
      if (!existing) throw notFound('Office-bearer');
      const row = await bearers.update(id, officeBearerValues(input));
      if (!row) throw notFound('Office-bearer');
      noteAudit({ targetType: 'office_bearers', targetId: id, before: existing, after: row });
      await invalidate('organisation');
      return toOfficeBearer(row);
    },
    async removeOfficeBearer(id: string) {
      const row = await bearers.remove(id);
      if (!row) throw notFound('Office-bearer');
      noteAudit({ targetType: 'office_bearers', targetId: id, before: row });
      await invalidate('organisation');
      return { success: true as const, message: 'Office-bearer removed' };
    },

    async listAffiliates() {
      return (await affiliates.list()).map(toAffiliate);
    },
    async createAffiliate(fields: Record<string, string>, logo: ProcessedImage | undefined) {
      const input = parseInput(saveAffiliateInputSchema, fields);
      if (!logo) throw badRequest(AFFILIATE_LOGO_MESSAGES.required);
      const stored = await media.store('affiliates', logo);
      try {
        const row = await affiliates.insert({ ...input, logoUrl: stored.url });
        noteAudit({ targetType: 'affiliates', targetId: row.id, after: row });
        await invalidate('organisation');
        return toAffiliate(row);
      } catch (err) {
        await media.remove(stored.url);
        throw err;
      }
    },
    async updateAffiliate(
      id: string,
      fields: Record<string, string>,
      logo: ProcessedImage | undefined,
    ) {
      const existing = await affiliates.findById(id);
      if (!existing) throw notFound('Affiliate');
      const input = parseInput(saveAffiliateInputSchema, fields);
      const stored = logo ? await media.store('affiliates', logo) : undefined;
      // A failed save keeps no new logo file behind.
      const row = await affiliates
        .update(id, { ...input, ...(stored ? { logoUrl: stored.url } : {}) })
        .catch(async (err: unknown) => {
          if (stored) await media.remove(stored.url);
          throw err;
        });
      if (!row) {
        if (stored) await media.remove(stored.url);
        throw notFound('Affiliate');
      }
      noteAudit({ targetType: 'affiliates', targetId: id, before: existing, after: row });
      await invalidate('organisation');
      if (stored) await media.remove(existing.logoUrl);
      return toAffiliate(row);
    },
    async removeAffiliate(id: string) {
      const row = await affiliates.remove(id);
      if (!row) throw notFound('Affiliate');
      noteAudit({ targetType: 'affiliates', targetId: id, before: { name: row.name } });
      await invalidate('organisation');
      await media.remove(row.logoUrl);
      return { success: true as const, message: 'Affiliate removed' };
    },
  };
}

function officeBearerValues(input: SaveOfficeBearerInput) {
  return {
    group: input.group,
    role: input.role,
    roleMs: input.roleMs,
    name: input.name,
    position: input.order,
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
