/** What the conformance tests share: records, ops, scopes and the assertion of an error code. */
import assert from "node:assert/strict";
import { AccessPlaneError } from "../errors.js";
import { compareScalars, scalar, storeOrder } from "../store/kind-rules.js";
import { GLOBAL_SCOPE, KINDS, ops, type Kind, type KindSpec, type Store, type WriteOp } from "../store/port.js";

/** Declares one test that gets a fresh store (behind the storage contract's checks) and closes it after. */
export type WithStore = (name: string, body: (store: Store) => Promise<void>) => void;

/**
 * The order a store's `list` must give records for `orderBy` (the storage contract): each key's
 * values compared by {@link compareStoredValues}, ties broken by `id` in the direction of the last key.
 * A store's tests can compare what it lists with this.
 */
export function orderLikeAStore<T extends { id: string }>(records: readonly T[], orderBy: readonly { field: string; descending?: boolean }[]): T[] {
  return [...records].sort(storeOrder(orderBy, (record, field) => (record as Record<string, unknown>)[field]));
}

/**
 * How the storage contract orders two values of a sort key: null or missing first, numbers before
 * text, text by Unicode code point (U+FFFF before U+1D11E, unlike JavaScript's default sort), booleans
 * as 0 and 1.
 */
export function compareStoredValues(a: unknown, b: unknown): number {
  return compareScalars(scalar(a), scalar(b));
}

export const ORG_A = "org-a";
export const ORG_B = "org-b";

export type AnyRecord = Record<string, unknown> & { id: string };

export function record(id: string, fields: Record<string, unknown> = {}): AnyRecord {
  return { id, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z", ...fields };
}

/** The fields of a record that sets `field` to `value`: a nested filter's (`a.b`) in its nested objects. */
export function fieldAt(field: string, value: unknown): Record<string, unknown> {
  return field
    .split(".")
    .reverse()
    .reduce<unknown>((inner, part) => ({ [part]: inner }), value) as Record<string, unknown>;
}

export function insert(kind: Kind, scope: string, rec: AnyRecord): WriteOp {
  return ops.insert(kind, scope, rec as never);
}
export function update(kind: Kind, scope: string, rec: AnyRecord, version: number): WriteOp {
  return ops.update(kind, scope, rec as never, version);
}

export function scopeOf(kind: Kind, org = ORG_A): string {
  return (KINDS[kind] as KindSpec).scope === "global" ? GLOBAL_SCOPE : org;
}

export async function rejectsWith(promise: Promise<unknown>, code: string): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AccessPlaneError, `expected an AccessPlaneError, got ${String(error)}`);
    assert.equal(error.code, code);
    return true;
  });
}
