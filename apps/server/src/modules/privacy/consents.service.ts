import type { Consents } from '@app/shared/privacy';

import { conflict, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';

import type { ConsentsRepository } from './consents.repository';

export interface ConsentsRepos {
  consents: ConsentsRepository;
}

/**
 * The player's consents (issue 16): which Terms and Privacy Policy version they accepted and
 * when, and whether staff broadcasts may reach them. Every change is a new ledger row.
 */
export function createConsentsService(deps: {
  data: DataAccess<ConsentsRepos>;
  policyVersion: () => Promise<string>;
}) {
  const repo = deps.data.repos.consents;

  async function get(playerId: string): Promise<Consents> {
    const [current, history, policyVersion] = await Promise.all([
      repo.current(playerId),
      repo.history(playerId),
      deps.policyVersion(),
    ]);
    if (!current) throw notFound('Player');
    return {
      policyVersion,
      acceptedVersion: current.policyVersionAccepted,
      needsAcceptance: current.policyVersionAccepted !== policyVersion,
      marketingOptIn: current.marketingOptIn,
      history: history.map((r) => ({
        kind: r.kind,
        version: r.version,
        granted: r.granted,
        source: r.source,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  return {
    get,

    /** Accepts the version the player was shown; a stale page (the policy changed since) is 409. */
    async acceptPolicy(playerId: string, version: string, ip: string) {
      const current = await deps.policyVersion();
      if (version !== current)
        throw conflict('The Terms and Privacy Policy changed again. Please read the new version.');
      await deps.data.withTransaction((repos) =>
        repos.consents.record({
          playerId,
          kind: 'policy',
          version,
          granted: true,
          source: 'portal prompt',
          ip,
        }),
      );
      return get(playerId);
    },

    async setMarketing(playerId: string, optIn: boolean, ip: string) {
      await deps.data.withTransaction((repos) =>
        repos.consents.record({
          playerId,
          kind: 'marketing',
          version: null,
          granted: optIn,
          source: 'privacy settings',
          ip,
        }),
      );
      return get(playerId);
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
