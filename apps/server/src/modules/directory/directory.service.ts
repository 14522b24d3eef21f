import { malaysiaTodayIso } from '@app/shared/calendar';
import {
  CERTIFIED_KINDS,
  DIRECTORY_MAX_PHOTOS,
  DIRECTORY_OWNERS,
  DIRECTORY_PAGE_SIZE,
  saveDirectoryEntryInputSchema,
  type DirectoryKind,
  type DirectoryQuery,
} from '@app/shared/directory';
import { searchTerms } from '@app/shared/search-text';
import type { StaffRole } from '@app/shared/staff';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { DataAccess } from '../../lib/unit-of-work';
import { parseInput } from '../../lib/validation';
import type { MediaService, ProcessedImage } from '../media/index';

import { toDirectoryEntry } from './directory.presenter';
import type { DirectoryRepository } from './directory.repository';

export interface DirectoryRepos {
  directory: DirectoryRepository;
}

export interface StaffActor {
  adminId: string;
  roles: readonly StaffRole[];
}

const entryNotFound = () => notFound('Directory entry');

/**
 * The directory: public lists (coaches and referees only while certified and consenting) and
 * staff upkeep, each kind by its owners (tournament officers venues and referees, content
 * editors coaches and clubs, a super admin all).
 */
export function createDirectoryService(deps: {
  data: DataAccess<DirectoryRepos>;
  media: MediaService;
  now: () => Date;
}) {
  const repo = deps.data.repos.directory;

  function assertOwns(actor: StaffActor, kind: DirectoryKind) {
    if (actor.roles.includes('super_admin') || actor.roles.includes(DIRECTORY_OWNERS[kind])) return;
    throw forbidden(
      kind === 'venue' || kind === 'referee'
        ? 'Venues and referees are kept by tournament officers'
        : 'Coaches and clubs are kept by content editors',
    );
  }

  async function owned(actor: StaffActor, id: string) {
    const row = isUuid(id) ? await repo.find(id) : null;
    if (!row) throw entryNotFound();
    assertOwns(actor, row.kind);
    return row;
  }

  return {
    async list(query: DirectoryQuery, forStaff = false) {
      const { rows, total } = await repo.page(
        {
          kind: query.kind,
          state: query.state,
          terms: searchTerms(query.q),
          publicOn: forStaff ? undefined : malaysiaTodayIso(deps.now()),
          missingMs: forStaff && query.missingMs,
        },
        DIRECTORY_PAGE_SIZE,
        query.offset ?? 0,
      );
      return { items: rows.map(toDirectoryEntry), total };
    },

    async get(id: string) {
      const row = isUuid(id) ? await repo.find(id) : null;
      const today = malaysiaTodayIso(deps.now());
      const isListed =
        row &&
        (!CERTIFIED_KINDS.includes(row.kind) ||
          (row.consent &&
            row.certificationLevel !== '' &&
            (!row.certificationExpiresOn || row.certificationExpiresOn >= today)));
      if (!row || !isListed) throw entryNotFound();
      return toDirectoryEntry(row);
    },

    async create(actor: StaffActor, body: unknown) {
      const input = parseInput(saveDirectoryEntryInputSchema, body);
      assertOwns(actor, input.kind);
      const row = await repo.insert(input);
      noteAudit({ targetType: 'directory', targetId: row.id, after: row });
      return toDirectoryEntry(row);
    },

    async update(actor: StaffActor, id: string, body: unknown) {
      const before = await owned(actor, id);
      const input = parseInput(saveDirectoryEntryInputSchema.partial(), body);
      if (input.kind && input.kind !== before.kind) assertOwns(actor, input.kind);
      const row = await repo.update(id, input);
      if (!row) throw entryNotFound();
      noteAudit({ targetType: 'directory', targetId: id, before, after: row });
      return toDirectoryEntry(row);
    },

    async remove(actor: StaffActor, id: string) {
      const before = await owned(actor, id);
      await repo.remove(id);
      noteAudit({ targetType: 'directory', targetId: id, before });
      await Promise.allSettled(before.photos.map((url) => deps.media.remove(url)));
      return { success: true as const, message: 'Directory entry deleted' };
    },

    async addPhoto(actor: StaffActor, id: string, image: ProcessedImage | undefined) {
      const before = await owned(actor, id);
      if (!image) throw badRequest('Please select a valid image file');
      if (before.photos.length >= DIRECTORY_MAX_PHOTOS)
        throw badRequest(`At most ${DIRECTORY_MAX_PHOTOS} photos per entry`);
      const stored = await deps.media.store('directory', image);
      const row = await repo.update(id, { photos: [...before.photos, stored.url] });
      return toDirectoryEntry(row!);
    },

    async removePhoto(actor: StaffActor, id: string, index: number) {
      const before = await owned(actor, id);
      const url = before.photos[index];
      if (url === undefined) throw notFound('Photo');
      const row = await repo.update(id, { photos: before.photos.filter((_, i) => i !== index) });
      await deps.media.remove(url);
      return toDirectoryEntry(row!);
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
