/**
 * The ASN.1 packages, loaded when the first certificate or key is read: they are about half the cold
 * import time of the library, and most processes never read one. (They resolve to their CommonJS
 * builds either way, so `require` loads the very modules an import would.)
 */
import { createRequire } from "node:module";

/** A module loaded by `require` on first use, then kept. */
export function lazyModule<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= createRequire(import.meta.url)(name) as T);
}
