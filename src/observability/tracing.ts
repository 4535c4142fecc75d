/**
 * Tracing through OpenTelemetry, without depending on it: the application passes a tracer of its own
 * `@opentelemetry/api` (`trace.getTracer("accessplane")`, an optional peer dependency) and configures
 * its SDK itself; the library only opens spans on it. The types below are the part of the API's
 * `Tracer` and `Span` it calls, so the application's tracer fits them as it is.
 */

/** Attribute values a span takes. */
export type SpanAttributeValue = string | number | boolean;

/** The part of OpenTelemetry's `Span` the library calls. */
export interface SpanLike {
  setAttribute(key: string, value: SpanAttributeValue): unknown;
  updateName(name: string): unknown;
  setStatus(status: { code: number; message?: string }): unknown;
  recordException(exception: Error | string): void;
  end(): void;
}

/** The part of OpenTelemetry's `SpanOptions` the library sets. */
export interface SpanOptionsLike {
  /** 0 internal, 1 server, 2 client (OpenTelemetry's `SpanKind`). */
  kind?: number;
  attributes?: Record<string, SpanAttributeValue>;
}

/**
 * The part of OpenTelemetry's `Tracer` the library calls: `trace.getTracer("accessplane")` of
 * `@opentelemetry/api` is one.
 */
export interface TracerLike {
  startActiveSpan<F extends (span: SpanLike) => unknown>(name: string, options: SpanOptionsLike, fn: F): ReturnType<F>;
}

/** OpenTelemetry's `SpanStatusCode.ERROR`. */
const STATUS_ERROR = 2;

/**
 * Runs `fn` in a span named `name` (the active span while it runs, so spans opened inside are its
 * children), ended when `fn` settles; a rejection is recorded on it. Without a tracer, just `fn`.
 */
export function inSpan<T>(tracer: TracerLike | undefined, name: string, options: SpanOptionsLike, fn: (span: SpanLike | undefined) => Promise<T>): Promise<T> {
  if (tracer === undefined) return fn(undefined);
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: STATUS_ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks a span as failed (a 5xx answer, an apply that failed) without an exception. */
export function markFailed(span: SpanLike | undefined, message: string): void {
  span?.setStatus({ code: STATUS_ERROR, message });
}
