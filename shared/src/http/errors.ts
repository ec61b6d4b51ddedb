/** The one error body every API error uses: `{ error: { code, message, fields?, requestId? } }`. */
export type ApiErrorCode =
  | 'VALIDATION_ERROR'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'TWO_FACTOR_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'SERVICE_BUSY'
  | 'INTERNAL_ERROR';

export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    fields?: Record<string, string>;
    requestId?: string;
  };
}

export const MAX_BODY_BYTES = 64 * 1024;

/** The header CloudFront (a viewer-request function) and the local web server set to the visitor's IP. */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/**
 * The header CloudFront (and the local web server) adds to every API request with a secret value
 * the API checks, so the API answers only requests that came through the site: its own public
 * address cannot be used to forge the visitor address or to skip CloudFront's protections.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
