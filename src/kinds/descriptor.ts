/**
 * A configuration kind's descriptor: what the engines that handle every kind alike need to know of
 * one (the changeset engine, the applied configuration, the encrypting store, JSON Patch, the activity
 * log), declared once beside the kind instead of in each engine. A kind's service reads its own
 * descriptor too. Descriptors import nothing from the services, so the engines depend on them and not
 * on the services (see docs/design.md, "Configuration kinds").
 */
import { unversioned } from "../store/port.js";
import type { ConfigRecordKind, OrganizationRecord } from "../store/records.js";
import type { WriteShape } from "../validation/write-input.js";

/** The activity log's entity type of each configuration kind. */
export type ConfigEntityType = "policy" | "route" | "key_pair" | "settings" | "service_account" | "policy_test_suite";

/**
 * A field of a kind's records that names entities of another kind (of the same organization): a
 * route's policies and key pairs, the settings' key pairs. Every such field is declared, so the engines
 * that follow references (the apply's checks, the applied records' `refs`, the deletion checks,
 * rejects) read them from here.
 */
export interface Reference {
  /** The field, as a path (`["upstreamTunnel", "sshPolicyId"]` for a nested one). */
  readonly path: readonly string[];
  /** The store kind of what it names. */
  readonly to: "policy" | "keyPair";
  /** Whether it holds a list of ids (else one id, "" or absent when unset). */
  readonly list?: boolean;
  /** What the field is, in messages (`the upstream tunnel's SSH policy`); by default its path. */
  readonly label?: string;
}

/** How the apply's checks name a record in a failure message. */
export interface CheckedSubject {
  /** The record, as a message's subject (`route "web"`, `the settings`). */
  readonly name: string;
  /** Whether `name` takes a plural verb. */
  readonly plural?: boolean;
  /** Who must see what it names (`it`, `the cluster`). */
  readonly sees: string;
}

/** What the engines read of any configuration kind (the registry holds these). */
export interface ConfigKind {
  /** Its entity type in the activity log and in changeset entries. */
  readonly entityType: ConfigEntityType;
  /** The store kind its records are kept as. */
  readonly recordKind: ConfigRecordKind;
  /**
   * Where the applied configuration holds copies of its records: `list`, an array under `as` (one
   * element per entity of the cluster); `single`, one object under `as` (the cluster's settings);
   * `undefined`, nowhere of its own (policies are embedded in the routes that name them).
   */
  readonly applied: { readonly as: string; readonly shape: "list" | "single" } | undefined;
  /**
   * A cluster's records of the kind, as an apply reads and checks them: kept under `as` in the
   * configuration's records (and in the whole-configuration headers of schema version 2), one
   * (`single`) or a list in id order, found by the cluster's namespaces (`namespaceId`: its own, those
   * above and below it) or by its id (`clusterId`).
   */
  readonly ofCluster: { readonly as: string; readonly shape: "list" | "single"; readonly by: "namespaceId" | "clusterId" };
  /**
   * Its secret fields: write-only over the API, masked in the activity log, never read by a JSON
   * Patch, kept when a write leaves them out, and sealed at rest when `secrets` is configured.
   */
  readonly secrets: readonly string[];
  /** Secret fields nested in objects, as paths (treated like `secrets`). */
  readonly nestedSecrets: readonly (readonly string[])[];
  /**
   * Where `activityData` shows whether a secret (by its path) is set: by default `<name>Set` beside it
   * (a key pair shows `hasKey`). A secret replaced by another value shows there in the entry's diff.
   */
  secretShownAt?(path: readonly string[]): readonly string[];
  /** The fields that name other entities: every one the apply checks, indexes and follows. */
  readonly references: readonly Reference[];
  /**
   * The requests a record matches, as one comparable string, for kinds of which no two records of a
   * cluster may match the same requests (routes).
   */
  matcher?(record: object): string;
  /** How a failure message of the apply names a record of a kind with references or a matcher. */
  subject?(record: object): CheckedSubject;
  /** The organization's quota that limits how many records of the kind it keeps, and its name in messages. */
  readonly quota?: { readonly field: keyof OrganizationRecord["quotas"]; readonly label: string };
  /**
   * How a write body of the kind is read, over HTTP and from direct calls alike: its generated
   * validator, its name in errors, the fields of a response that a write ignores (`readOnly`, so a read
   * can be written back, and that no JSON Patch may touch), and the wire contract's lenient defaults.
   */
  readonly write: WriteShape<unknown>;
  /** What the activity log keeps of a record: its data without the store's fields or any secret. */
  activityData(record: object): Record<string, unknown>;
  /** The document a JSON Patch of the kind works on: a record's write fields as a client reads them. */
  patchDocument(record: object): Record<string, unknown>;
  /** Reads a patched document as a write would (before it is validated), when the kind needs to. */
  readonly afterPatch?: (document: Record<string, unknown>) => void;
}

/**
 * One configuration kind, typed by its stored record `R` and its write body `W`: the fields it names are
 * fields of `R`, and its write shape reads a `W`.
 */
export interface TypedConfigKind<R extends object, W = unknown> extends ConfigKind {
  readonly secrets: readonly (keyof R & string)[];
  readonly references: readonly (Reference & { readonly path: readonly [keyof R & string, ...string[]] })[];
  matcher?(record: R): string;
  subject?(record: R): CheckedSubject;
  readonly write: WriteShape<W>;
  activityData(record: R): Record<string, unknown>;
  patchDocument(record: R): Record<string, unknown>;
}

/** What a JSON Patch of a kind may not do: touch its read-only fields, or read its secrets. */
export function patchRules(kind: ConfigKind): { readOnly: readonly string[]; secret: readonly string[]; nestedSecrets: readonly (readonly string[])[] } {
  return { readOnly: kind.write.readOnly ?? [], secret: kind.secrets, nestedSecrets: kind.nestedSecrets };
}

/**
 * A record's write fields: without the store's fields (`id`, timestamps, version), the organization it
 * is kept under, and the ConfigService's own fields (which no REST write names).
 */
export function storedWriteFields(record: { orgId: string }): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, orgId: _o, configServiceFields: _f, ...fields } = unversioned(record) as Record<string, unknown>;
  return fields;
}

/** A record's own data, for its activity entry: without the store's version and the organization it is kept under. */
export function recordData(record: { orgId: string }): Record<string, unknown> {
  const { orgId: _orgId, ...data } = unversioned(record);
  return data;
}

/**
 * `data` with each of `secrets` left out and shown after the other fields as `<name>Set`: whether it
 * is set (not empty). A secret that is not there is shown as not set, or (`absent: "omit"`) not at all.
 */
export function secretsShownAsSet(data: Record<string, unknown>, secrets: readonly string[], absent: "not set" | "omit"): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) if (!secrets.includes(name)) shown[name] = value;
  for (const name of secrets) {
    const value = data[name];
    if (value !== undefined || absent === "not set") shown[`${name}Set`] = value !== undefined && value !== "";
  }
  return shown;
}

/** The path of the flag `activityData` shows a secret of `kind` as (see {@link ConfigKind.secretShownAt}). */
export function secretFlagPath(kind: Pick<ConfigKind, "secrets" | "secretShownAt">, path: readonly string[]): readonly string[] {
  return kind.secretShownAt?.(path) ?? [...path.slice(0, -1), `${path[path.length - 1]!}Set`];
}
