import { z } from 'zod';

export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  enrolmentRequired: 'Set up two-factor sign-in to continue',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  notStarted: 'Start the set-up again: scan a new QR code',
  requiredForRole: 'Your role requires two-factor sign-in; it cannot be turned off',
} as const;

/** A 6-digit code from the authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A recovery code as shown ("abcde-fghij"): case and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Enter one of your recovery codes, like abcde-12345'));

/** The second step of signing in: the challenge from the first step and one code. */
export const twoFactorSignInInputSchema = z.union(
  [
    z.object({ challenge: z.string().min(1).max(200), code: totpCodeSchema }),
    z.object({ challenge: z.string().min(1).max(200), recoveryCode: recoveryCodeSchema }),
  ],
  { message: 'Enter the 6-digit code from your authenticator app' },
);
export type TwoFactorSignInInput = z.infer<typeof twoFactorSignInInputSchema>;

/** Answer to a password that was right when a second factor is still needed. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code (a data: URL). */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const enableTwoFactorInputSchema = z.object({ code: totpCodeSchema });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const disableTwoFactorInputSchema = z.object({
  password: z.string().min(1, 'Password is required').max(1024),
});
