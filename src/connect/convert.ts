/**
 * Between a ConfigService message (in its proto3 JSON form) and the REST model of the same entity.
 *
 * A kind's map names, for each proto field the REST model has, the REST field and the two conversions;
 * the proto fields it has not are kept as they came (`configServiceFields` of the record). A proto value
 * whose conversion back would differ in proto terms (`5400s` stored as `1h30m`, an explicitly set
 * default, a field left unset where REST needs a value) is kept too, as a *shadow*: a read gives it
 * back as long as the REST value is still what it converted to, so that what a client wrote reads back
 * byte for byte, and a REST write that changes the field wins. docs/config-service.md has the tables.
 */
import { isDeepStrictEqual } from "node:util";
import { AccessPlaneError, invalidArgument } from "../errors.js";
import type { ConfigServiceFields } from "../store/records.js";

/** One mapped field: its REST name and the conversions (a proto value of `undefined` means "absent"). */
export interface FieldRule {
  rest: string;
  /** The REST value of a proto JSON value; throws `invalid_argument` (at `path`) for one REST cannot hold. */
  toRest: (value: unknown, path: string) => unknown;
  /** The proto JSON value of a REST value (`undefined`: leave the field out). */
  toProto: (value: unknown) => unknown;
}

/** How one kind of entity converts. */
export interface KindMap {
  /** What the entity is called in errors. */
  what: string;
  /** Mapped fields, by proto JSON name. */
  fields: Readonly<Record<string, FieldRule>>;
  /** Fields the server sets (ignored on writes; refused in an update mask). */
  readOnly: ReadonlySet<string>;
  /** Secrets the REST model has no field for: refused when set (they would have to be stored in the clear). */
  refused: Readonly<Record<string, string>>;
  /**
   * Secrets among the mapped fields (the vendor's "sensitive" ones): never in a response, and kept
   * when a write leaves them out.
   */
  sensitive: readonly string[];
  /** REST values a write gets for mapped fields the message leaves out (REST requires them). */
  restDefaults?: Readonly<Record<string, unknown>>;
}

/** The same value: proto fields and their conversions, compared as JSON data. */
const same: Omit<FieldRule, "rest"> = { toRest: (value) => value, toProto: (value) => value };

/** A field with the same name and value in both models. */
function sameField(rest: string): FieldRule {
  return { rest, ...same };
}

/** Fields with the same names and values in both models. */
export function sameFields(...names: string[]): Record<string, FieldRule> {
  return Object.fromEntries(names.map((name) => [name, sameField(name)]));
}

/** A proto value as the REST model's, with what of it must be kept apart. */
interface RestForm {
  /** The REST write fields the message sets (or that REST needs, from `restDefaults`). */
  rest: Record<string, unknown>;
  /** Unmapped fields and shadows, by proto JSON name (`null`: a mapped field the message left unset). */
  kept: ConfigServiceFields;
}

/** Whether a proto JSON value is empty (what proto3 leaves out). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === false || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}

/** The REST form of a message's proto JSON. */
export function toRestForm(map: KindMap, json: Record<string, unknown>): RestForm {
  const rest: Record<string, unknown> = {};
  const kept: ConfigServiceFields = {};
  for (const [name, value] of Object.entries(json)) {
    if (map.readOnly.has(name)) continue;
    const refusal = map.refused[name];
    if (refusal !== undefined) {
      if (isEmpty(value)) continue;
      throw invalidArgument(`/${name}`, refusal);
    }
    const rule = map.fields[name];
    if (rule === undefined) {
      kept[name] = value;
      continue;
    }
    const converted = rule.toRest(value, `/${name}`);
    rest[rule.rest] = converted;
    if (converted === undefined || !isDeepStrictEqual(rule.toProto(converted), value)) kept[name] = value;
  }
  const defaults = map.restDefaults ?? {};
  for (const [name, rule] of Object.entries(map.fields)) {
    if (name in json || !(rule.rest in defaults)) continue;
    rest[rule.rest] = defaults[rule.rest];
    if (rule.toProto(defaults[rule.rest]) !== undefined) kept[name] = null;
  }
  return { rest, kept };
}

/** The proto JSON of an entity from its REST form and the fields kept apart. */
export function toProtoJson(map: KindMap, rest: Record<string, unknown>, kept: ConfigServiceFields = {}): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  const defaults = map.restDefaults ?? {};
  for (const [name, rule] of Object.entries(map.fields)) {
    const value = rest[rule.rest];
    const shadow = kept[name];
    if (shadow === null) {
      // Left unset by the ConfigService write: unset while REST still holds the value it filled in.
      if (isDeepStrictEqual(value, defaults[rule.rest])) continue;
    } else if (shadow !== undefined && shadowHolds(rule, shadow, value)) {
      json[name] = shadow;
      continue;
    }
    if (value === undefined) continue;
    const converted = rule.toProto(value);
    if (converted !== undefined) json[name] = converted;
  }
  for (const [name, value] of Object.entries(kept)) if (!(name in map.fields) && value !== null) json[name] = value;
  return json;
}

/** A response's JSON without the kind's secrets. */
export function withoutSensitive(map: KindMap, json: Record<string, unknown>): Record<string, unknown> {
  const out = { ...json };
  for (const name of map.sensitive) delete out[name];
  return out;
}

/** The REST write with each secret the message left out taken from the stored entity (`current`, read with its secrets). */
export function keepingSecrets(map: KindMap, rest: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> {
  const out = { ...rest };
  for (const name of map.sensitive) {
    const field = map.fields[name]?.rest;
    if (field !== undefined && out[field] === undefined && current[field] !== undefined) out[field] = current[field];
  }
  return out;
}

/** Whether a shadow still stands for the REST value (it converts to it). */
function shadowHolds(rule: FieldRule, shadow: unknown, value: unknown): boolean {
  try {
    return isDeepStrictEqual(rule.toRest(shadow, ""), value);
  } catch {
    return false;
  }
}

/**
 * The proto JSON a masked update writes: the current entity's, with each field the mask names taken
 * from the message (or cleared when the message leaves it out). Paths are proto field names
 * (snake_case), top-level; `invalid_argument` for one the message has not, or one the server sets.
 */
export function applyUpdateMask(
  kind: { what: string; readOnly: ReadonlySet<string> },
  current: Record<string, unknown>,
  update: Record<string, unknown>,
  paths: readonly string[],
  jsonNameOf: (protoName: string) => string | undefined,
): Record<string, unknown> {
  const merged = { ...current };
  for (const path of paths) {
    const name = jsonNameOf(path);
    if (name === undefined) {
      throw new AccessPlaneError(
        "invalid_argument",
        `update_mask names ${JSON.stringify(path.slice(0, 128))}, which is not a top-level field of the ${kind.what}`,
      );
    }
    if (kind.readOnly.has(name)) throw new AccessPlaneError("invalid_argument", `update_mask names ${path}, which the server sets`);
    if (name in update) merged[name] = update[name];
    else delete merged[name];
  }
  return merged;
}
