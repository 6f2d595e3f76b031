/**
 * product §8 error normalisation: every failed API call becomes one {@link ApiError} with a message, a label,
 * a severity and the HTTP status, in this one place.
 */

import type { AppError } from '../../machines/types';

/** §8 label per status (400 badRequest … 503 serviceUnavailable, else internalServerError): machines/types.ts. */
export type ErrorLabel = AppError['label'];

/** §8 severity: 4xx is a warning, everything else (5xx, network failure, malformed answer) is danger. */
export type ErrorSeverity = AppError['severity'];

/** The normalised error shape read by machines and views (product §8), declared in machines/types.ts. */
export type { AppError };

/** An Error that carries the normalised {@link AppError} fields, so `catch (e)` code and machines read one shape. */
export class ApiError extends Error implements AppError {
  readonly messageKey?: string;
  readonly label: ErrorLabel;
  readonly severity: ErrorSeverity;
  readonly status: number;
  readonly code?: string;

  constructor(error: AppError) {
    super(error.message || error.messageKey || 'error.unexpected');
    this.name = 'ApiError';
    this.message = error.message;
    if (error.messageKey !== undefined) this.messageKey = error.messageKey;
    this.label = error.label;
    this.severity = error.severity;
    this.status = error.status;
    if (error.code !== undefined) this.code = error.code;
  }
}

/** §8 label for an HTTP status. */
function labelFor(status: number): ErrorLabel {
  switch (status) {
    case 400:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    case 503:
      return 'serviceUnavailable';
    default:
      return 'internalServerError';
  }
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Turns any error body (parsed JSON, raw text, HTML, nothing) into an {@link AppError}.
 * Message precedence (§8): errors[0].description, else message, else detail, else the `error.unexpected` key.
 * Never throws, whatever `body` is.
 */
function normalizeError(status: number, body: unknown): AppError {
  const severity: ErrorSeverity = status >= 400 && status < 500 ? 'warning' : 'danger';
  const label = labelFor(status);
  let message: string | undefined;
  let code: string | undefined;
  if (body !== null && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const errors = Array.isArray(record.errors) ? (record.errors as unknown[]) : [];
    const first = errors[0];
    if (first !== null && typeof first === 'object') {
      message = nonEmptyString((first as Record<string, unknown>).description);
      code = nonEmptyString((first as Record<string, unknown>).code);
    }
    message ??= nonEmptyString(record.message) ?? nonEmptyString(record.detail);
  }
  const error: AppError = message
    ? { message, label, severity, status }
    : { message: '', messageKey: 'error.unexpected', label, severity, status };
  if (code !== undefined) error.code = code;
  return error;
}

/** True for the rejection an aborted fetch produces (the backdrop's Cancel, leaving a state). */
function isAbortError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
}

/** Wraps any thrown value (network failure, malformed JSON, a bug) as an {@link ApiError}; aborts pass through. */
function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || isAbortError(error)) return error;
  return new ApiError({
    message: '',
    messageKey: 'error.unexpected',
    label: 'internalServerError',
    severity: 'danger',
    status: 0,
  });
}

/** Result of an openapi-fetch call. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws an {@link ApiError} (§8) for a non-2xx answer,
 * a network failure or an unreadable body. Aborts are rethrown unchanged so callers can tell them apart.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  if (!result.response.ok || result.error !== undefined) {
    throw new ApiError(normalizeError(result.response.status, result.error));
  }
  return result.data as T;
}
