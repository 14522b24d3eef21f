import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { DATA_EXPORT_TTL_DAYS, type DataExport, type StaffDataExport } from '@app/shared/privacy';

import { noteAudit } from '../../lib/audit-trail';
import { conflict, notFound } from '../../lib/errors';
import type { FileCipher } from '../../lib/personal-data/file-cipher';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MailApi, MailOutboxRepository } from '../mail/index';
import type { MediaService } from '../media/index';
import type { ThrottleService } from '../throttle/index';

import { exportReadyMail } from './data-export.mail';
import {
  jsonArray,
  jsonDocument,
  jsonObjectOfArrays,
  writeZip,
  type ZipEntry,
} from './data-export.zip';
import type { DataExportRow, DataExportsRepository } from './data-exports.repository';
import type { Cursor, PersonalDataRepository } from './personal-data.repository';

export interface DataExportRepos {
  dataExports: DataExportsRepository;
  personalData: PersonalDataRepository;
  mailOutbox: MailOutboxRepository;
}

const DAY = 86_400_000;
/** A builder that stopped reporting for this long is presumed dead; another process retries. */
const STALE_MS = 15 * 60_000;
const MAX_ATTEMPTS = 3;
const BATCH = 200;
/** The JSON files; each counts as one item of progress, like each image. */
const JSON_FILES = 7;
/** Exports a player may ask for in a day (a repeat click on an open one does not count). */
export const DATA_EXPORTS_PER_DAY = 3;

const tooManyExports = (minutes: number) =>
  `You can ask for your data ${DATA_EXPORTS_PER_DAY} times a day. Try again in ${
    minutes >= 60
      ? `${Math.ceil(minutes / 60)} hour${minutes > 60 ? 's' : ''}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`
  }.`;

function toDataExport(row: DataExportRow): DataExport {
  const progress =
    row.status === 'ready' || row.status === 'downloaded'
      ? 100
      : row.itemsTotal > 0
        ? Math.min(99, Math.floor((row.itemsDone / row.itemsTotal) * 100))
        : 0;
  return {
    _id: row.id,
    status: row.status,
    progress,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadedAt: row.downloadedAt?.toISOString() ?? null,
  };
}

interface ExportImage {
  url: string;
  /** Its path in the zip: images/profile.webp, images/posts/<post id>-<n>.webp. */
  name: string;
}

async function* keyset<T extends Cursor>(
  fetch: (cursor: Cursor | null, limit: number) => Promise<T[]>,
): AsyncIterable<T[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await fetch(cursor, BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * "Download my data" (issue 16): a request queues a job; a worker builds the zip by streaming
 * (batches of rows, one image at a time) into `exportsDir`, sealed with the data key on the
 * way (the zip holds the full IC: no clear copy at rest), mails the owner, and the owner
 * downloads it, decrypted as it streams, once within 7 days. Three requests a day per player.
 */
export function createDataExportService(deps: {
  data: DataAccess<DataExportRepos>;
  media: MediaService;
  mail: MailApi;
  icCipher: IcCipher;
  fileCipher: FileCipher;
  /** Counts requests per player and day. */
  throttle: Pick<ThrottleService, 'assertAllowed' | 'record'>;
  exportsDir: string;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  now?: () => Date;
  /** Called after a request is queued (kicks the worker). */
  onQueued?: () => void;
}) {
  const { data, media } = deps;
  const repos = data.repos;
  const now = deps.now ?? (() => new Date());
  /** Sealed zips; `<id>.zip` (clear) only for exports built before sealing, served as they are. */
  const sealedKey = (id: string) => `${id}.zip.enc`;
  const fileOf = (fileKey: string) => path.join(deps.exportsDir, fileKey);
  /** The export's id binds each sealed chunk to its file (the cipher's associated data). */
  const context = (id: string) => `data_exports:${id}`;
  const dailyRule = (playerId: string) => ({
    bucket: 'data-export:player',
    key: playerId,
    limit: DATA_EXPORTS_PER_DAY,
    windowMs: DAY,
  });

  function entries(playerId: string, images: ExportImage[]): ZipEntry[] {
    const pd = repos.personalData;
    const json = (name: string, load: () => Promise<unknown>): ZipEntry => ({
      name,
      open: () => jsonDocument(load),
    });
    const imageEntries = images.map(({ url, name }): ZipEntry => ({
      name,
      compress: false,
      async *open() {
        const image = await media.read(url);
        if (image) yield image.bytes;
      },
    }));
    return [
      json('profile.json', async () => {
        const p = await pd.player(playerId);
        if (!p) throw new Error('player gone');
        return {
          memberId: p.playerId,
          fullName: p.fullName,
          username: p.username,
          email: p.email,
          phoneNumber: p.phoneNumber,
          gender: p.gender,
          icNumber:
            p.icCiphertext && p.icKeyId
              ? deps.icCipher.open({ icCiphertext: p.icCiphertext, icKeyId: p.icKeyId })
              : null,
          dateOfBirth: p.dateOfBirth,
          address: {
            line1: p.addressLine1,
            line2: p.addressLine2,
            city: p.city,
            state: p.state,
          },
          duprId: p.duprId,
          duprRating: p.duprRating,
          accountStatus: p.status,
          profilePicture: p.profilePicture
            ? `images/profile.${p.profilePicture.slice(p.profilePicture.lastIndexOf('.') + 1)}`
            : null,
          registeredAt: p.createdAt,
          updatedAt: p.updatedAt,
        };
      }),
      json('memberships.json', () => pd.memberships(playerId)),
      json('messages.json', () => pd.messages(playerId)),
      {
        name: 'posts.json',
        open: () =>
          jsonObjectOfArrays({
            posts: () => jsonArray(keyset((c, n) => pd.postsBatch(playerId, c, n))),
            comments: () => jsonArray(keyset((c, n) => pd.commentsBatch(playerId, c, n))),
            likes: () => jsonArray(keyset((c, n) => pd.likesBatch(playerId, c, n))),
          }),
      },
      json('enrolments.json', () => pd.enrolments(playerId)),
      json('consents.json', async () => {
        const p = await pd.player(playerId);
        const guardian = await pd.guardian(playerId);
        return {
          termsAndPrivacyVersionAccepted: p?.policyVersionAccepted ?? null,
          associationNews: p?.marketingOptIn ?? false,
          guardianConsentAt: p?.guardianConsentAt ?? null,
          // The parent or guardian who consented (a player who registered aged 13–17).
          guardian: guardian
            ? {
                fullName: guardian.fullName,
                icNumber: deps.icCipher.open(guardian),
                phoneNumber: guardian.contact,
                consentedAt: guardian.consentedAt,
              }
            : null,
          membershipRemindersOptOut: p?.membershipRemindersOptOut ?? false,
          ledger: await pd.consents(playerId),
        };
      }),
      json('sessions.json', () => pd.sessions(playerId)),
      ...imageEntries,
    ];
  }

  /** The player's picture, then every post's pictures, oldest first (URLs only, in batches). */
  async function imagesOf(playerId: string): Promise<ExportImage[]> {
    const player = await repos.personalData.player(playerId);
    const images: ExportImage[] = [];
    const extension = (url: string) => url.slice(url.lastIndexOf('.') + 1).toLowerCase();
    if (player?.profilePicture)
      images.push({
        url: player.profilePicture,
        name: `images/profile.${extension(player.profilePicture)}`,
      });
    for await (const batch of keyset((c, n) => repos.personalData.postsBatch(playerId, c, n)))
      for (const post of batch)
        for (const [i, url] of post.imageUrls.entries())
          images.push({ url, name: `images/posts/${post.id}-${i + 1}.${extension(url)}` });
    return images;
  }

  async function build(job: DataExportRow) {
    await mkdir(deps.exportsDir, { recursive: true });
    const images = await imagesOf(job.playerId);
    const total = JSON_FILES + images.length;
    let done = 0;
    let reported = 0;
    await repos.dataExports.setProgress(job.id, 0, total);
    const fileKey = sealedKey(job.id);
    const seal = () => deps.fileCipher.encrypt(context(job.id));
    const bytes = await writeZip(
      fileOf(fileKey),
      entries(job.playerId, images),
      () => {
        done += 1;
        // A progress write every 2 % or so, not one per image.
        if (done - reported >= Math.max(1, Math.floor(total / 50))) {
          reported = done;
          void repos.dataExports.setProgress(job.id, done, total).catch(() => undefined);
        }
      },
      seal,
    );
    const expiresAt = new Date(now().getTime() + DATA_EXPORT_TTL_DAYS * DAY);
    await data.withTransaction(async (tx) => {
      const ready = await tx.dataExports.markReady(job.id, {
        fileKey,
        bytes,
        expiresAt,
      });
      const player = await tx.personalData.player(job.playerId);
      if (ready && player) await tx.mailOutbox.insert(exportReadyMail(deps, player, expiresAt));
    });
    deps.mail.kick();
  }

  return {
    /**
     * Queues an export (or returns the one already queued or being built). New exports are
     * limited per player and day (429); the one-open-export index keeps parallel requests to one.
     */
    async request(playerId: string): Promise<DataExport> {
      const rule = dailyRule(playerId);
      let row = await repos.dataExports.findOpen(playerId);
      if (!row) {
        await deps.throttle.assertAllowed([rule], tooManyExports);
        const queued = await repos.dataExports.insertQueued(playerId);
        if (queued) await deps.throttle.record([rule]);
        row = queued ?? (await repos.dataExports.findOpen(playerId));
      }
      if (!row) throw conflict('An export is already being prepared');
      noteAudit({
        action: 'privacy.export-requested',
        targetType: 'players',
        targetId: playerId,
        detail: { exportId: row.id },
      });
      deps.onQueued?.();
      return toDataExport(row);
    },

    /** The newest exports of all players (staff: Data Requests). */
    async listRecent(): Promise<StaffDataExport[]> {
      return (await repos.dataExports.listRecent(100)).map(({ export: row, player }) => ({
        _id: row.id,
        player: { _id: player.id, playerId: player.playerId, fullName: player.fullName },
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        readyAt: row.readyAt?.toISOString() ?? null,
        downloadedAt: row.downloadedAt?.toISOString() ?? null,
      }));
    },

    async list(playerId: string): Promise<DataExport[]> {
      return (await repos.dataExports.listForPlayer(playerId, 5)).map(toDataExport);
    },

    /**
     * The zip for its owner, once: the row is marked downloaded before the first byte goes out,
     * the file is decrypted as it streams (each chunk checked before it is sent) and removed when
     * the response ends. Anyone else's id, a second attempt or an expired export is "not found".
     */
    async download(playerId: string, id: string) {
      const row = await repos.dataExports.claimDownload(id, playerId, now());
      if (!row?.fileKey) throw notFound('Export');
      noteAudit({
        action: 'privacy.export-downloaded',
        targetType: 'players',
        targetId: playerId,
        detail: { exportId: row.id },
      });
      const file = fileOf(row.fileKey);
      const source = createReadStream(file);
      const remove = () => void rm(file, { force: true });
      if (!row.fileKey.endsWith('.enc')) {
        source.once('close', remove);
        return { stream: source as Readable, bytes: row.bytes, createdAt: row.createdAt };
      }
      const stream = deps.fileCipher.decrypt(context(row.id));
      source.once('error', (err) => stream.destroy(err));
      stream.once('close', () => {
        source.destroy();
        remove();
      });
      source.pipe(stream);
      return { stream: stream as Readable, bytes: row.bytes, createdAt: row.createdAt };
    },

    /** One worker poll: build the next queued export. Returns how many it built. */
    async buildNext(): Promise<number> {
      const staleBefore = new Date(now().getTime() - STALE_MS);
      await repos.dataExports.failExhausted(staleBefore, MAX_ATTEMPTS);
      const job = await data.withTransaction((tx) =>
        tx.dataExports.claimNext(staleBefore, MAX_ATTEMPTS),
      );
      if (!job) return 0;
      try {
        await build(job);
      } catch (err) {
        await rm(`${fileOf(sealedKey(job.id))}.partial`, { force: true });
        if (job.attempts >= MAX_ATTEMPTS)
          await repos.dataExports.markFailed(job.id, 'The export could not be built');
        else await repos.dataExports.markFailed(job.id, String(err));
        throw err;
      }
      return 1;
    },

    /** Expires exports past their 7 days and removes files no live export needs. */
    async sweep(): Promise<number> {
      const expired = await repos.dataExports.expireDue(now());
      const live = await repos.dataExports.liveFileKeys();
      let removed = 0;
      const files = await readdir(deps.exportsDir).catch(() => [] as string[]);
      for (const name of files) {
        if (name.endsWith('.partial') || live.has(name)) continue;
        await rm(path.join(deps.exportsDir, name), { force: true });
        removed += 1;
      }
      return expired.length + removed;
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
