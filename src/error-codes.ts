/** The error codes of the library, apart so that the HTTP status table and the error type both build on them. */

/** Machine-readable error codes of the API (see `docs/wire-contract.md`, "Errors"). */
export type ErrorCode =
  | "invalid_argument"
  | "unauthenticated"
  | "permission_denied"
  | "quota_exceeded"
  | "not_found"
  | "method_not_allowed"
  | "already_exists"
  | "conflict"
  | "failed_precondition"
  | "precondition_failed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "resource_exhausted"
  | "internal"
  | "unavailable";
