// One error type for every failed call: code from the backend (error[0].message,
// error_description.result, or OAuth `error`), a Chinese message, and the HTTP status.
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    /** error[0].value or the OAuth error_description, for screens that need it */
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK = 'NETWORK_ERROR';
export const SCHEMA = 'SCHEMA_ERROR';
export const ACCESS_DENIED = 'ACCESS_DENIED';

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
