/**
 * The clock tests hand to control planes: it stands still until the test moves it, so nothing a test
 * asserts (a cache entry's age, a lease, a throttle window, a token's lifetime) depends on how fast the
 * machine runs. Time in a test passes only through `advance` and `set`.
 */
export interface TestClock {
  /** The clock, for `ControlPlaneOptions.clock`. */
  (): Date;
  /** The current reading in ms since the epoch. */
  ms(): number;
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void;
  /** Sets the clock to `at` (a Date, an ISO string or ms since the epoch). */
  set(at: Date | string | number): void;
}

/** A new still clock, reading `start` (by default the start of the current real second). */
export function testClock(start: Date | string | number = Math.floor(Date.now() / 1000) * 1000): TestClock {
  let now = toMs(start);
  const clock = (() => new Date(now)) as TestClock;
  clock.ms = () => now;
  clock.advance = (ms: number) => {
    if (!(ms >= 0)) throw new RangeError(`a test clock only moves forward (asked to move ${ms} ms)`);
    now += ms;
  };
  clock.set = (at) => {
    now = toMs(at);
  };
  return clock;
}

function toMs(at: Date | string | number): number {
  const ms = typeof at === "number" ? at : typeof at === "string" ? Date.parse(at) : at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`not a time: ${String(at)}`);
  return ms;
}
