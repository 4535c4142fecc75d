/**
 * The API's Durations (`^([0-9]+(y|w|d|h|m|s|ms))+$`) in the forms the proxy reads: Go durations for
 * its options (no `d`, `w`, `y`: a day is 24 h, a week 168 h, a year 365 days), seconds for the
 * protobuf durations of health checks, and integer milliseconds for the OpenTelemetry timeouts.
 */
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000, y: 31_536_000_000 };

/** Milliseconds of an API Duration; throws `TypeError` for anything else. */
export function durationMs(duration: string): number {
  if (!/^([0-9]+(y|w|d|h|ms|m|s))+$/.test(duration)) throw new TypeError(`not a Duration: ${duration}`);
  let total = 0;
  for (const [, amount, unit] of duration.matchAll(/([0-9]+)(ms|y|w|d|h|m|s)/g)) total += Number(amount) * UNIT_MS[unit!]!;
  return total;
}

/** A Go duration (`1h30m`, `24h`, `500ms`, `0s`) of the same length. */
export function goDuration(duration: string): string {
  return durationOfMs(durationMs(duration));
}

/** A whole number of milliseconds as a duration both Go and the API read (`1h30m`, `1s500ms`, `0s`). */
export function durationOfMs(ms: number): string {
  let rest = ms;
  if (rest === 0) return "0s";
  let out = "";
  for (const [unit, size] of [
    ["h", 3_600_000],
    ["m", 60_000],
    ["s", 1000],
    ["ms", 1],
  ] as const) {
    const amount = Math.floor(rest / size);
    if (amount > 0) out += `${amount}${unit}`;
    rest -= amount * size;
  }
  return out;
}

/** A protobuf JSON duration: seconds, with a fraction when needed (`90s`, `0.5s`). */
export function protoSeconds(duration: string): string {
  const ms = durationMs(duration);
  return `${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(3).replace(/0+$/, "")}s`;
}
