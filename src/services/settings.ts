/**
 * Cluster settings: full replacement (PUT) and JSON Patch, both validated as complete settings, with the
 * proxy's rules of docs/proxy-rules.md, section 3 on top of the types.
 */
import { IDENTITY_PROVIDER_NAME } from "./route-rules.js";
import type { Settings, SettingsFields } from "../domain/entities.js";
import type { PatchOperation, SettingsWrite } from "../domain/requests.js";
import { SETTINGS_KEY_PAIR_FIELDS, SETTINGS_KIND, type SettingsInput } from "../kinds/settings.js";
import { AccessPlaneError, invalidDetails, notFound, type ErrorDetail } from "../errors.js";
import { unversioned, type Stored } from "../store/port.js";
import type { SettingsRecord } from "../store/records.js";
import { escapePointer } from "../validation/json-pointer.js";
import type { ConfigChanges } from "../config/config-changes.js";
import { EntityWrites } from "../config/entity-writes.js";
import type { Actor, ConfigServiceReadOptions, ConfigServiceWriteOptions, ServiceContext } from "./context.js";
import { newCookieSecret } from "./settings-defaults.js";

/** How settings are read back. */
export interface SettingsReadOptions extends ConfigServiceReadOptions {
  /**
   * Include the secrets (`cookieSecret`, `identityProviderClientSecret`), as the API does for callers
   * whose role may write them. Off by default.
   */
  withSecrets?: boolean;
}

/**
 * Stored settings as the API shows them. The secrets are shown only `withSecrets`; `codecType`, which
 * the hosted schema requires, is "" when unset (the proxy's default).
 */
function toSettings(record: SettingsRecord, withSecrets = false, withConfigServiceFields = false): Settings {
  const { orgId: _orgId, clusterId: _clusterId, namespaceId: _namespaceId, configServiceFields, ...stored } = unversioned(record);
  const source = stored as Record<string, unknown>;
  const secrets: readonly string[] = SETTINGS_KIND.secrets;
  const wire: Record<string, unknown> = {};
  for (const key in source) if (!secrets.includes(key)) wire[key] = source[key];
  wire.codecType = stored.codecType ?? "";
  // The secrets, when asked for, after every other field.
  if (withSecrets) for (const name of secrets) if (source[name] !== undefined) wire[name] = source[name];
  if (withConfigServiceFields && configServiceFields !== undefined) wire.configServiceFields = configServiceFields;
  return wire as unknown as Settings;
}

function presented(record: Stored<SettingsRecord>, options: SettingsReadOptions): { settings: Settings; version: number } {
  return { settings: toSettings(record, options.withSecrets, options.withConfigServiceFields), version: record.version };
}

const LOG_LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal", "panic", "", "warning", "critical", "off", "none", "disabled"]);
const SAME_SITE = new Set(["", "strict", "lax", "none"]);
/** Addresses the proxy listens on: the host may be empty (`:443`). */
const LISTEN_ADDRESS_FIELDS = ["address", "httpRedirectAddr", "metricsAddress", "sshAddress"] as const;
/** Addresses the proxy connects to: the host is needed. */
const DESTINATION_ADDRESS_FIELDS = ["tracingDatadogAddress", "tracingJaegerAgentEndpoint"] as const;
const URL_FIELDS = [
  "authenticateServiceUrl",
  "identityProviderUrl",
  "tracingJaegerCollectorEndpoint",
  "tracingZipkinEndpoint",
  "otelExporterOtlpEndpoint",
] as const;

/** The proxy's rules for workload identity providers (its config.proto): names, issuers unique, audiences, no `none` or HMAC. */
function identityProviderProblems(providers: SettingsFields["identityProviders"]): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const issuers = new Map<string, string>();
  for (const [name, provider] of Object.entries(providers ?? {})) {
    const at = `/identityProviders/${escapePointer(name)}`;
    if (!IDENTITY_PROVIDER_NAME.test(name))
      details.push({ path: at, message: "a provider's name is lower-case letters, digits, '.', '_' and '-' (the proxy lower-cases the keys of its file)" });
    if (!isUrlWithHost(provider.issuer)) details.push({ path: `${at}/issuer`, message: "must be a URL with a scheme and a host" });
    const other = issuers.get(provider.issuer);
    if (other !== undefined)
      details.push({ path: `${at}/issuer`, message: `the provider ${JSON.stringify(other)} has this issuer already: issuers are unique` });
    issuers.set(provider.issuer, name);
    if (provider.jwksUrl !== undefined && provider.jwksUrl !== "" && !isUrlWithHost(provider.jwksUrl)) {
      details.push({ path: `${at}/jwksUrl`, message: "must be a URL with a scheme and a host" });
    }
    (provider.supportedAlgs ?? []).forEach((alg, index) => {
      if (alg.toLowerCase() === "none" || /^HS/i.test(alg)) {
        details.push({
          path: `${at}/supportedAlgs/${index}`,
          message: "none and HMAC (HS*) algorithms are refused: a workload token must be signed with a key pair",
        });
      }
    });
  }
  return details;
}

/** Whether `value` is `host:port` with a port of 1–65535 (the host may be empty; IPv6 in brackets). */
function isHostPort(value: string, hostRequired: boolean): boolean {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[^:[\]\s/]*):(\d{1,5})$/.exec(value);
  if (match === null) return false;
  const port = Number(match[2]);
  return port >= 1 && port <= 65535 && (!hostRequired || match[1] !== "");
}

function isUrlWithHost(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol.length > 1 && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * The settings of each cluster: a configuration kind, so every change goes into the cluster's draft
 * changeset. Reached as `plane.services.settings`.
 *
 * @example
 * ```ts
 * await plane.services.settings.patch(orgId, clusterId, [{ op: "replace", path: "/logLevel", value: "debug" }], actor);
 * ```
 */
export interface SettingsService {
  /**
   * The settings of a cluster of the organization, as the API shows them, with their version. The
   * secrets are left out unless asked for (`withSecrets`, as the API does for callers who may write
   * them).
   */
  get(orgId: string, clusterId: string, options?: SettingsReadOptions): Promise<{ settings: Settings; version: number }>;
  /**
   * Replaces every write field. The secrets are never returned, so an omitted `cookieSecret` or
   * `identityProviderClientSecret` keeps the current one (send `""` to clear the client secret).
   */
  update(
    orgId: string,
    clusterId: string,
    body: SettingsInput,
    actor: Actor,
    expectedVersion?: number,
    options?: SettingsReadOptions & ConfigServiceWriteOptions,
  ): Promise<{ settings: Settings; version: number }>;
  /**
   * Applies a JSON Patch to the write fields, all or nothing; the result must be complete, valid
   * settings. An empty patch changes nothing (no new version, no activity). A removed `cookieSecret`
   * is replaced by a new random one.
   */
  patch(
    orgId: string,
    clusterId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
    options?: SettingsReadOptions,
  ): Promise<{ settings: Settings; version: number }>;
}

/** Implements {@link SettingsService} (internal: the control plane constructs it). */
export class DefaultSettingsService implements SettingsService {
  private readonly writes: EntityWrites<"settings", SettingsWrite>;

  constructor(
    private readonly ctx: ServiceContext,
    changes: ConfigChanges,
  ) {
    this.writes = new EntityWrites(ctx, changes, {
      kind: SETTINGS_KIND,
      check: (_orgId, _tree, write, current) => this.checkSemantics(current!, write),
      fields: (write) => {
        const fields: SettingsFields = { ...write };
        // An empty `codecType` is the proxy's default, stored as no value (responses show it as "").
        if (fields.codecType === "") delete fields.codecType;
        // The proxy needs a cookie secret: a write that leaves none (and found none to keep) gets a new one.
        if (fields.cookieSecret === undefined) fields.cookieSecret = newCookieSecret();
        return fields;
      },
    });
  }

  async get(orgId: string, clusterId: string, options: SettingsReadOptions = {}): Promise<{ settings: Settings; version: number }> {
    return presented(await this.record(orgId, clusterId), options);
  }

  /**
   * The cluster of a settings record (`settingsId`), or of a namespace (`namespaceId`): the cluster it
   * is in, or the one cluster below it. For the ConfigService, which finds settings by either.
   */
  async clusterOf(orgId: string, by: { settingsId: string } | { namespaceId: string }): Promise<string> {
    if ("settingsId" in by) {
      const record = await this.ctx.store.get("settings", orgId, by.settingsId);
      if (record === undefined) throw notFound("settings");
      return record.clusterId;
    }
    const tree = await this.ctx.reads.tree(orgId);
    if (tree.get(by.namespaceId) === undefined) throw notFound("namespace");
    const clusters = tree.clustersOf(by.namespaceId);
    if (clusters.length === 1) return clusters[0]!;
    throw new AccessPlaneError(
      "failed_precondition",
      clusters.length === 0 ? "no cluster is in or below this namespace" : `${clusters.length} clusters are below this namespace: name one of them`,
    );
  }

  /** The stored settings of a cluster, secrets and all. */
  private async record(orgId: string, clusterId: string): Promise<Stored<SettingsRecord>> {
    if ((await this.ctx.store.get("cluster", orgId, clusterId)) === undefined) throw notFound("cluster");
    const settings = (await this.ctx.store.list("settings", orgId, { where: { clusterId }, limit: 1 })).items[0];
    if (settings === undefined) throw notFound("settings");
    return settings;
  }

  async update(
    orgId: string,
    clusterId: string,
    body: SettingsInput,
    actor: Actor,
    expectedVersion?: number,
    options: SettingsReadOptions & ConfigServiceWriteOptions = {},
  ): Promise<{ settings: Settings; version: number }> {
    const { record } = await this.writes.replace(orgId, () => this.record(orgId, clusterId), body, actor, expectedVersion, options);
    return presented(record, options);
  }

  async patch(
    orgId: string,
    clusterId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
    options: SettingsReadOptions = {},
  ): Promise<{ settings: Settings; version: number }> {
    const { record } = await this.writes.patch(orgId, () => this.record(orgId, clusterId), patch, actor, expectedVersion);
    return presented(record, options);
  }

  /** The proxy's rules that types cannot express; every offending field is reported. */
  private async checkSemantics(current: SettingsRecord, fields: SettingsWrite): Promise<void> {
    const details: ErrorDetail[] = [];
    const add = (field: string, message: string) => details.push({ path: `/${field}`, message });
    details.push(...identityProviderProblems(fields.identityProviders));
    if (!LOG_LEVELS.has(fields.logLevel)) add("logLevel", "must be one of trace, debug, info, warn, error, fatal, panic");
    if (fields.proxyLogLevel !== undefined && !LOG_LEVELS.has(fields.proxyLogLevel)) {
      add("proxyLogLevel", "must be one of trace, debug, info, warn, error, fatal, panic");
    }
    if (fields.cookieSameSite !== undefined && !SAME_SITE.has(fields.cookieSameSite.toLowerCase())) {
      add("cookieSameSite", 'must be "", strict, lax or none');
    }
    for (const [list, hostRequired] of [
      [LISTEN_ADDRESS_FIELDS, false],
      [DESTINATION_ADDRESS_FIELDS, true],
    ] as const) {
      for (const field of list) {
        const value = fields[field];
        if (value !== undefined && value !== "" && !isHostPort(value, hostRequired)) {
          add(field, `must be ${hostRequired ? "host:port" : "[host]:port"} with a port from 1 to 65535`);
        }
      }
    }
    for (const field of URL_FIELDS) {
      const value = fields[field];
      if (value !== undefined && value !== "" && !isUrlWithHost(value)) add(field, "must be a URL with a scheme and a host");
    }
    if (fields.cookieSecret !== undefined && Buffer.from(fields.cookieSecret, "base64").length !== 32) {
      add("cookieSecret", "must be the base64 encoding of 32 random bytes");
    }
    for (const field of SETTINGS_KEY_PAIR_FIELDS) {
      const id = fields[field];
      if (id === undefined || id === "") continue;
      const keyPair = await this.ctx.store.get("keyPair", current.orgId, id);
      // Visible from the cluster: in its namespace or the organization's root above it.
      if (keyPair === undefined || (keyPair.namespaceId !== current.namespaceId && keyPair.namespaceId !== current.orgId)) {
        add(field, "no key pair with this id is visible from the cluster");
      }
    }
    if (details.length > 0) throw invalidDetails("settings", details);
  }
}
