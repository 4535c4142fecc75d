/** Conversions of single values between proto3 JSON and the REST model, for the kind maps. */
import { invalidArgument } from "../errors.js";
import { durationOfMs, protoSeconds } from "../proxy-config/durations.js";
import type { FieldRule } from "./convert.js";

/** A proto3 JSON Duration (`"90s"`, `"0.500s"`) as a REST Duration; refused when negative or finer than a millisecond. */
export function durationToRest(value: unknown, path: string): string {
  const match = typeof value === "string" ? /^(\d+)(?:\.(\d{1,9}))?s$/.exec(value) : null;
  if (match === null) throw invalidArgument(path, "must be a non-negative duration");
  const fraction = (match[2] ?? "").padEnd(9, "0");
  if (!/^\d{3}0{6}$/.test(fraction)) throw invalidArgument(path, "must be a whole number of milliseconds (the API stores durations in milliseconds)");
  return durationOfMs(Number(match[1]) * 1000 + Number(fraction.slice(0, 3)));
}

/** A duration field. */
export function durationField(rest: string): FieldRule {
  return { rest, toRest: durationToRest, toProto: (value) => protoSeconds(value as string) };
}

/** An int64 field (a decimal string in proto3 JSON) held as a REST number. */
export function int64Field(rest: string): FieldRule {
  return {
    rest,
    toRest: (value, path) => {
      const number = Number(value);
      if (!Number.isSafeInteger(number)) throw invalidArgument(path, "must be an integer the API can hold (at most 2^53 - 1 in size)");
      return number;
    },
    toProto: (value) => String(value),
  };
}

/** A `StringList` message (`{values: [...]}`) held as a REST list of strings. */
export function stringListField(rest: string): FieldRule {
  return {
    rest,
    toRest: (value) => [...((value as { values?: string[] }).values ?? [])],
    toProto: (value) => ((value as string[]).length === 0 ? {} : { values: value }),
  };
}

/** An enum field: proto names against REST names (one proto name may stand for REST's "unset", `undefined`). */
export function enumField(rest: string, names: Readonly<Record<string, string | undefined>>): FieldRule {
  const back = new Map(Object.entries(names).map(([proto, value]) => [value, proto]));
  return {
    rest,
    toRest: (value, path) => {
      if (typeof value !== "string" || !(value in names)) throw invalidArgument(path, `must be one of ${Object.keys(names).join(", ")}`);
      return names[value];
    },
    toProto: (value) => back.get(value as string | undefined),
  };
}

/** A field whose value is an object with renamed members (`upstreamOauth2` against `upstreamOAuth2`). */
export function renamedMembers(value: unknown, renames: Readonly<Record<string, string>>): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(value)) out[renames[name] ?? name] = member;
  return out;
}
