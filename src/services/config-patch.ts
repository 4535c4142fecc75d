/**
 * A JSON Patch of a configuration entity, the same for every kind: the patch document checked, applied
 * to the document the kind's descriptor gives (its write fields as a client reads them) under the
 * kind's rules (read-only fields untouched, secrets never read), then read as a write of the kind.
 */
import type { TypedConfigKind } from "../kinds/index.js";
import { patchRules } from "../kinds/descriptor.js";
import { validatePatchDocument } from "../validation/generated/validators.js";
import { validated } from "../validation/report.js";
import { applyJsonPatch } from "./json-patch.js";

/** The write `patch` makes of `record`; `invalid_argument` (or `failed_precondition`, a failed `test`) naming the problem. */
export function patchedWrite<R extends object, W>(kind: TypedConfigKind<R, W>, record: R, patch: unknown): W {
  const operations = validated(validatePatchDocument(patch), "JSON Patch");
  const patched = applyJsonPatch(kind.patchDocument(record), operations, patchRules(kind));
  kind.afterPatch?.(patched);
  return validated(kind.write.validate(patched), `patched ${kind.write.what}`);
}
