/**
 * The one error type of the library. Services and stores throw it; the HTTP layer maps its code to a
 * status (`ERROR_STATUS`, in `src/error-status.ts`) and writes `{error, code, details?}`.
 */

import { ERROR_STATUS } from "./error-status.js";
import type { ErrorCode } from "./error-codes.js";

export type { ErrorCode } from "./error-codes.js";

/** One offending value of a request: its JSON Pointer and what is wrong with it. */
export interface ErrorDetail {
  /** JSON Pointer (RFC 6901) of the offending value, `""` for the whole body. */
  path: string;
  message: string;
}

/**
 * An error with a code the API knows. Its message is shown to callers, so it must never contain a
 * secret, PEM text, a token, SQL or a stack trace.
 *
 * @example
 * ```ts
 * throw new AccessPlaneError("not_found", "route not found");
 * ```
 */
export class AccessPlaneError extends Error {
  override readonly name: string = "AccessPlaneError";
  /** Machine-readable code; decides the HTTP status. */
  readonly code: ErrorCode;
  /** For validation failures: every offending value. */
  readonly details: readonly ErrorDetail[] | undefined;
  /** Seconds after which a retry may succeed (`429`, `503`). */
  readonly retryAfterSeconds: number | undefined;
  /** For `method_not_allowed`: the methods the path does allow (the `Allow` header). */
  readonly allow: readonly string[] | undefined;
  /** For `unauthenticated`: the `WWW-Authenticate` challenge (RFC 6750), saying what was wrong with the token sent. */
  readonly challenge: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: readonly ErrorDetail[]; retryAfterSeconds?: number; allow?: readonly string[]; challenge?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.allow = options.allow;
    this.challenge = options.challenge;
  }

  /** The HTTP status the API answers this error with. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** True when `error` is an {@link AccessPlaneError}, optionally with the given code. */
export function isAccessPlaneError(error: unknown, code?: ErrorCode): error is AccessPlaneError {
  return error instanceof AccessPlaneError && (code === undefined || error.code === code);
}

/** A 400 with one detail. */
export function invalidArgument(path: string, message: string): AccessPlaneError {
  return new AccessPlaneError("invalid_argument", `${path || "body"}: ${message}`, {
    details: [{ path, message }],
  });
}

/** A 400 listing every offending value; the message names the first five. */
export function invalidDetails(what: string, details: readonly ErrorDetail[]): AccessPlaneError {
  const summary = details
    .slice(0, 5)
    .map((d) => `${d.path || "/"}: ${d.message}`)
    .join("; ");
  const more = details.length > 5 ? `; and ${details.length - 5} more` : "";
  return new AccessPlaneError("invalid_argument", `invalid ${what}: ${summary}${more}`, { details });
}

/** A 404 that does not say whether the thing exists elsewhere. */
export function notFound(what: string): AccessPlaneError {
  return new AccessPlaneError("not_found", `${what} not found`);
}

/** 405 for `method` at a path that takes the `allow`ed methods (the `Allow` header). */
export function methodNotAllowed(method: string, allow: readonly string[]): AccessPlaneError {
  return new AccessPlaneError("method_not_allowed", `${method} is not allowed here`, { allow });
}

/** A message of many problems: the first ten, and how many more there were. */
export function summarizeProblems(problems: readonly string[]): string {
  const shown = problems.slice(0, 10).join("; ");
  return problems.length > 10 ? `${shown}; and ${problems.length - 10} more` : shown;
}
