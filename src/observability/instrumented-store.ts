/**
 * A store whose calls are counted when they fail (by error code, for `/metrics`) and, with a tracer,
 * traced: one client span per call, named `accessplane.store.<call>`, with the kind (and the number of
 * ops of a commit). Record contents and ids never go into a span.
 */
import { isAccessPlaneError } from "../errors.js";
import type { Store } from "../store/port.js";
import type { Metrics } from "./metrics.js";
import { inSpan, type TracerLike } from "./tracing.js";
import { passedThrough } from "../store/pass-through.js";

/** OpenTelemetry's `SpanKind.CLIENT`. */
const CLIENT = 2;

/** `store` with its failures counted in `metrics` and, with `tracer`, its calls traced. */
export function instrumentedStore(store: Store, metrics: Metrics, tracer: TracerLike | undefined): Store {
  const call = <T>(name: string, attributes: Record<string, string | number>, run: () => Promise<T>): Promise<T> => {
    const counted = () =>
      run().catch((error: unknown) => {
        metrics.storeError(isAccessPlaneError(error) ? error.code : "unknown");
        throw error;
      });
    return tracer === undefined ? counted() : inSpan(tracer, `accessplane.store.${name}`, { kind: CLIENT, attributes }, counted);
  };
  return {
    get: (kind, scope, id) => call("get", { "accessplane.store.kind": kind }, () => store.get(kind, scope, id)),
    getMany: (kind, scope, ids) => call("getMany", { "accessplane.store.kind": kind }, () => store.getMany(kind, scope, ids)),
    list: (kind, scope, query) => call("list", { "accessplane.store.kind": kind }, () => store.list(kind, scope, query)),
    commit: (batch) => call("commit", { "accessplane.store.ops": batch.ops.length }, () => store.commit(batch)),
    close: () => store.close(),
    ...passedThrough(store),
  };
}
