import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults every authenticator app uses: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** One step either side, for clocks a little out and codes typed near the end of their step. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// URL apps scan, and the same as an SVG QR code (a data: URL). */
export async function totpEnrolment(secret: string, issuer: string, account: string) {
  const otpauthUrl = generateURI({ issuer, label: account, secret });
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The 30-s step a code belongs to, or null when it is not valid now. */
export async function totpTimeStep(secret: string, code: string): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    period: PERIOD,
  });
  if (!result.valid || !('timeStep' in result)) return null;
  return result.timeStep;
}

/** The current code (tests and the fake authenticator in browser tests). */
export const currentTotp = (secret: string, epochSeconds?: number) =>
  generate({ secret, ...(epochSeconds === undefined ? {} : { epoch: epochSeconds }) });
