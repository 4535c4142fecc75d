import type { Store } from "./port.js";

/**
 * What a store wrapper hands on unchanged from the store it wraps: the kinds version, watching, the
 * shared failure counts, the change mark and the scope digest, each only when the wrapped store has it.
 */
export function passedThrough(
  store: Store,
): Pick<Store, "kindsVersion" | "watch" | "watchedKinds" | "failureCounts" | "changeMark" | "readChangeMark" | "scopeDigest"> {
  return {
    ...(store.kindsVersion === undefined ? {} : { kindsVersion: store.kindsVersion }),
    ...(store.watch === undefined ? {} : { watch: store.watch.bind(store) }),
    ...(store.watchedKinds === undefined ? {} : { watchedKinds: store.watchedKinds }),
    ...(store.failureCounts === undefined ? {} : { failureCounts: store.failureCounts }),
    ...(store.changeMark === undefined ? {} : { changeMark: store.changeMark.bind(store) }),
    ...(store.readChangeMark === undefined ? {} : { readChangeMark: store.readChangeMark.bind(store) }),
    ...(store.scopeDigest === undefined ? {} : { scopeDigest: store.scopeDigest.bind(store) }),
  };
}
