import { monotonicFactory } from "ulid";

/** Makes new identifiers: opaque, URL-safe and sortable by creation time. */
export type IdGenerator = () => string;

/** Gives the current time. Injected so tests can control time. */
export type Clock = () => Date;

/**
 * The default id generator: ULIDs (26 characters of Crockford base32), monotonic within one
 * millisecond, so ids sort in creation order.
 */
export function createIdGenerator(clock: Clock = () => new Date()): IdGenerator {
  const next = monotonicFactory();
  return () => next(clock().getTime());
}

/** The system clock. */
export const systemClock: Clock = () => new Date();
