import type { FieldIssueCode } from '../domain/field-issues';

/** Every error code the API answers with, and its HTTP status (docs/product.md#the-api). The client translates these codes. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  WEAK_PASSWORD: 400,
  WRONG_PASSWORD: 400,
  // A well-formed upload whose file cannot be taken: every bad row is listed in `errors`, nothing was stored.
  IMPORT_REFUSED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  DEFAULT_READ_ONLY: 403,
  ADMIN_EXISTS: 403,
  NOT_FOUND: 404,
  RESET_LINK_INVALID: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  DUPLICATE_SKU: 409,
  EMAIL_TAKEN: 409,
  CANNOT_DELETE_SELF: 409,
  LAST_ADMIN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** Per field: an English message for people reading the API, and a code (and limit) the client translates. */
  errors?: { path: string; message: string; code?: FieldIssueCode; limit?: number }[];
}

/** The one error type: handlers throw it and the single error handler maps it to the error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: ErrorBody['errors'];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { errors?: ErrorBody['errors']; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.code = code;
    this.errors = extra.errors;
    this.headers = extra.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
