/** How the HTTP layer answers each error code of the library: the status of the response. */
import type { ErrorCode } from "./error-codes.js";

/** The HTTP status of each error code. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  quota_exceeded: 403,
  not_found: 404,
  method_not_allowed: 405,
  already_exists: 409,
  conflict: 409,
  failed_precondition: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  resource_exhausted: 429,
  internal: 500,
  unavailable: 503,
};
