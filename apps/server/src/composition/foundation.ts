import path from 'node:path';

import type { FastifyBaseLogger } from 'fastify';

import { createDataAccess } from '../db/unit-of-work';
import { createClock } from '../lib/clock';
import { createFileCipher } from '../lib/personal-data/file-cipher';
import { createIcCipher } from '../lib/personal-data/ic-cipher';
import { createValueCipher } from '../lib/personal-data/value-cipher';
import { createResponseCache } from '../lib/response-cache';
import { createMailer } from '../modules/mail/index';
import { createLocalDiskStorage } from '../modules/media/index';
import { createRepositories } from '../repositories';

import type { AppDeps } from './app-deps';

/**
 * What every module is built from: repositories behind a unit of work, the cross-process event
 * bus and the cache of public lists it keeps coherent, the IC, file and value ciphers, the mailer,
 * upload storage and the clock (the last three unless the caller gives its own).
 */
export function createFoundation(log: FastifyBaseLogger, deps: AppDeps) {
  const { config, database } = deps;
  const data = createDataAccess(database.db, createRepositories);
  const icCipher = createIcCipher(deps.dataKeys);
  const fileCipher = createFileCipher(deps.dataKeys);
  /** Other short secrets sealed with the data key (authenticator secrets). */
  const valueCipher = createValueCipher(deps.dataKeys);
  const bus = database.createEventBus((err) => log.warn({ err }, 'event bus error'));
  const cache = createResponseCache({ bus, log });
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailDir: path.join(config.dataDir, 'mail'),
      siteUrl: config.siteUrl,
    });
  const storage = deps.storage ?? createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const clock = deps.clock ?? createClock();
  /** Who the mails come from and where their links point. */
  const mailSite = {
    associationName: config.associationName,
    associationNameMs: config.associationNameMs,
    siteUrl: config.siteUrl,
  };
  return {
    config,
    log,
    data,
    icCipher,
    fileCipher,
    valueCipher,
    bus,
    cache,
    mailer,
    storage,
    clock,
    mailSite,
  };
}

export type Foundation = ReturnType<typeof createFoundation>;
