import { z } from 'zod';

// ── Types and colours (spec §2, §9; api-compat.md) ────────────────────────────────────────────

export const TOURNAMENT_TYPES = ['local', 'state', 'national', 'international'] as const;
export const tournamentTypeSchema = z.enum(TOURNAMENT_TYPES, { error: 'Please select a type' });
export type TournamentType = z.infer<typeof tournamentTypeSchema>;

export const TYPE_COLORS = {
  local: 'green',
  state: 'red',
  national: 'blue',
  international: 'orange',
} as const satisfies Record<TournamentType, string>;
export type TournamentColor = (typeof TYPE_COLORS)[TournamentType];
export const tournamentColorSchema = z.enum(['green', 'red', 'blue', 'orange']);

export function colorForType(type: TournamentType): TournamentColor {
  return TYPE_COLORS[type];
}

const CLASSIFICATION_TYPES: Readonly<Record<string, TournamentType>> = {
  district: 'local',
  divisional: 'local',
  state: 'state',
  national: 'national',
  international: 'international',
};

/**
 * The portal's classification as our type, case-insensitively and ignoring surrounding spaces:
 * District or Divisional → local, State → state, National → national, International →
 * international, anything else (or nothing) → local.
 */
export function typeFromClassification(classification: string | null | undefined): TournamentType {
  const key = (classification ?? '').trim().toLowerCase();
  return Object.hasOwn(CLASSIFICATION_TYPES, key)
    ? (CLASSIFICATION_TYPES[key] ?? 'local')
    : 'local';
}

export const SCORING_FORMATS = ['traditional', 'rally'] as const;
export const DEFAULT_EVENT_TYPE = 'Open';
