import { z } from 'zod';

import { optionalString, type EnvOf } from './env-fields';

/** Who runs the site: the association's names and its data protection officer. */
export const associationEnvShape = {
  ASSOCIATION_NAME: z.string().trim().min(1).default('Malaysia Pickleball Association'),
  /** The association's name in Bahasa Malaysia (mail and documents for Malay readers). */
  ASSOCIATION_NAME_MS: z.string().trim().min(1).default('Persatuan Pickleball Malaysia'),
  DPO_EMAIL: optionalString.refine(
    (v) => v === undefined || z.email().safeParse(v.trim()).success,
    {
      message: 'DPO_EMAIL must be an e-mail address',
    },
  ),
};

export type AssociationEnv = EnvOf<typeof associationEnvShape>;

export interface AssociationConfig {
  associationName: string;
  associationNameMs: string;
  /** The data protection officer's address, shown on the privacy policy (PDPA 2024). */
  dpoEmail: string | undefined;
}

export function toAssociationConfig(e: AssociationEnv): AssociationConfig {
  return {
    associationName: e.ASSOCIATION_NAME,
    associationNameMs: e.ASSOCIATION_NAME_MS,
    dpoEmail: e.DPO_EMAIL?.trim(),
  };
}
