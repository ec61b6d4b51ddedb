import type { ApiErrorCode } from '@app/shared/http/errors';

/** Errors the handler wrapper turns into HTTP answers; anything else becomes a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, 'VALIDATION_ERROR', message, fields);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, 'BAD_REQUEST', message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Not authenticated') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have access to this resource') {
    super(403, 'FORBIDDEN', message);
  }
}

/** A super admin without two-factor sign-in, where it is required: the way on is setting it up. */
export class TwoFactorRequiredError extends HttpError {
  constructor(message: string) {
    super(403, 'TWO_FACTOR_REQUIRED', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, 'NOT_FOUND', message);
  }
}

/** What `read` gives, or null when it finds nothing (NotFoundError); any other failure stays one. */
export async function noneIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, 'CONFLICT', message, fields);
  }
}

/** It existed, and no longer does (a revoked certificate's PDF). */
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, 'GONE', message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor() {
    super(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as JSON (content-type application/json)');
  }
}

export class RateLimitedError extends HttpError {
  constructor(message = 'Too many requests. Please wait a minute and try again.') {
    super(429, 'RATE_LIMITED', message);
  }
}

/**
 * An AWS service asked us to slow down (after the SDK's own retries): nothing was written, and
 * the caller is told to try again shortly (the scheduling service retries a 503 by itself).
 */
export class ServiceBusyError extends HttpError {
  constructor() {
    super(503, 'SERVICE_BUSY', 'We are very busy right now. Please try again in a moment.');
  }
}

const BUSY_ERRORS = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);

export function isServiceBusy(error: unknown): boolean {
  return error instanceof Error && BUSY_ERRORS.has(error.name);
}
