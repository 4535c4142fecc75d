import { randomFillSync } from "node:crypto";
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
  const next = monotonicFactory(bufferedRandom());
  return () => next(clock().getTime());
}

/**
 * Random numbers in [0, 1) for the ids' random part, one cryptographically random byte each, drawn
 * from a buffer refilled 4 KiB at a time (ulid's default asks the system for every character). A byte
 * over 256 picks one of the 32 characters uniformly.
 */
function bufferedRandom(): () => number {
  const pool = new Uint8Array(4096);
  let at = pool.length;
  return () => {
    if (at === pool.length) {
      randomFillSync(pool);
      at = 0;
    }
    return pool[at++]! / 256;
  };
}

/** The system clock. */
export const systemClock: Clock = () => new Date();
