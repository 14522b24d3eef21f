export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** Signed in, but this person must set up two-factor sign-in before anything else. */
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /** The same payment reference was recorded for this member lately: confirm to record again. */
  'DUPLICATE_PAYMENT_REFERENCE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each error code (house-style §4). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE_PAYMENT_REFERENCE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The wire body of every error response (api-compat.md). */
export interface ErrorBody {
  error: string;
  code?: ErrorCode;
  details?: ErrorDetail[];
}
