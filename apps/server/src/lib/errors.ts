import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorDetail } from '@app/shared/errors';

/** The one error type services throw; the error handler turns it into the wire body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
  }

  toBody(): ErrorBody {
    return {
      error: this.message,
      code: this.code,
      ...(this.details?.length ? { details: this.details } : {}),
    };
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError('VALIDATION_FAILED', message, { details });
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
export const unavailable = (
  message = 'Service temporarily unavailable. Please try again shortly.',
) => new AppError('UNAVAILABLE', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
