import type { OperationResult } from "../operation.js";

/** 200 with a body, and the ETag of a single object when its version is given. */
export function ok(body: unknown, version?: number): OperationResult {
  return version === undefined ? { status: 200, body } : { status: 200, body, version };
}

/** 201 with the created object. */
export function created(body: unknown, version?: number): OperationResult {
  return version === undefined ? { status: 201, body } : { status: 201, body, version };
}

/** 204 with no body. */
export function noContent(): OperationResult {
  return { status: 204 };
}

/** 200 with a bare array; `X-Total-Count` when the total is known. */
export function list(items: unknown[], total?: number): OperationResult {
  return total === undefined ? { status: 200, body: items } : { status: 200, body: items, headers: { "X-Total-Count": String(total) } };
}

/**
 * 200 with one page of a list. `X-Total-Count` is sent when it costs nothing (the page is not full, so
 * the total is offset + items), or when the caller asked for it with `Prefer: count=exact`.
 */
export function page(items: unknown[], offset: number, limit: number, total: number | undefined): OperationResult {
  if (total !== undefined) return list(items, total);
  if (items.length < limit && (items.length > 0 || offset === 0)) return list(items, offset + items.length);
  return list(items);
}

/** The organization id of an organization operation (one whose path has `{organizationId}`). */
export function orgOf(ctx: { readonly params: { readonly organizationId: string } }): string {
  return ctx.params.organizationId;
}
