/**
 * The 25 RPCs of the ConfigService, each the REST operation it stands for: the same services, rules,
 * changesets, activity and quotas, with the messages converted by the kind maps (kinds.ts).
 */
import { create, fromJson, toJson, type DescMessage, type JsonObject, type MessageShape } from "@bufbuild/protobuf";
import type { ServiceImpl } from "@connectrpc/connect";
import type { CertificateInfo, KeyPair, Policy, Route, ServiceAccount, Settings } from "../domain/entities.js";
import type { ConfigListQuery, PatchOperation } from "../domain/requests.js";
import { AccessPlaneError, invalidArgument } from "../errors.js";
import type { InternalServices } from "../services/services.js";
import type { ConfigServiceFields } from "../store/records.js";
import { applyUpdateMask, keepingSecrets, toProtoJson, toRestForm, withoutSensitive, type KindMap } from "./convert.js";
import {
  ConfigService,
  GetServerInfoResponseSchema,
  KeyPairSchema,
  ListAvailableLogFieldsResponseSchema,
  PolicySchema,
  RouteSchema,
  ServerType,
  ServiceAccountSchema,
  SettingsSchema,
} from "./gen/pomerium/config/config_pb.js";
import { callOf, type ConfigServiceCaller } from "./call.js";
import { loadYaml, POLICY_MAP, ROUTE_MAP, SETTINGS_MAP } from "./kinds.js";
import { joined } from "../domain/joined.js";
import { ACCESS_LOG_FIELDS, AUTHORIZE_LOG_FIELDS, DEFAULT_ACCESS_LOG_FIELDS, DEFAULT_AUTHORIZE_LOG_FIELDS } from "./log-fields.js";

type WithKept<T> = T & { configServiceFields?: ConfigServiceFields };

/** A message as proto3 JSON (lowerCamelCase names, defaults left out). */
function jsonOf<Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc> | undefined, what: string): Record<string, unknown> {
  if (message === undefined) throw invalidArgument("", `the request has no ${what}`);
  return toJson(schema, message) as Record<string, unknown>;
}

/** A message from proto3 JSON. */
function messageOf<Desc extends DescMessage>(schema: Desc, json: Record<string, unknown>): MessageShape<Desc> {
  return fromJson(schema, json as JsonObject);
}

/** The JSON name of a top-level field of a message, by its proto name. */
function jsonNames(schema: DescMessage): (name: string) => string | undefined {
  const names = new Map(schema.fields.map((field) => [field.name, field.jsonName]));
  return (name) => names.get(name);
}

/** An entity reference as the proto's `EntityInfo`. */
function entityInfo(ref: { id: string; name: string; updatedAt: string }): Record<string, unknown> {
  return { id: ref.id, name: ref.name, modifiedAt: ref.updatedAt };
}

/** The fields the server sets on every entity. */
function stamps(entity: { id: string; createdAt: string; updatedAt: string }): Record<string, unknown> {
  return { id: entity.id, createdAt: entity.createdAt, modifiedAt: entity.updatedAt };
}

/**
 * REST fields of `current` that no proto field maps to (a ConfigService write cannot name them, so it
 * keeps them). Read-only ones among them are dropped by the service's write, as from any REST body.
 */
function restOnlyFields(map: KindMap, current: object): Record<string, unknown> {
  const mapped = new Set(Object.values(map.fields).map((rule) => rule.rest));
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(current)) {
    if (!mapped.has(name) && name !== "configServiceFields") kept[name] = value;
  }
  return kept;
}

/** The proto JSON an update writes: the whole message, or with a mask the current entity with the masked fields replaced. */
function updatedJson(
  map: KindMap,
  schema: DescMessage,
  current: Record<string, unknown>,
  update: Record<string, unknown>,
  mask: { paths: string[] } | undefined,
): Record<string, unknown> {
  if (mask === undefined || mask.paths.length === 0) return update;
  return applyUpdateMask(map, current, update, mask.paths, jsonNames(schema));
}

/** A route as the proto's JSON, with its secrets (for an update to start from). */
function routeJson(route: WithKept<Route>): Record<string, unknown> {
  return joined(toProtoJson(ROUTE_MAP, route as unknown as Record<string, unknown>, route.configServiceFields), stamps(route), {
    assignedPolicies: route.policies.map(entityInfo),
    enforcedPolicies: route.enforcedPolicies.map(entityInfo),
  });
}

function policyJson(policy: WithKept<Policy>): Record<string, unknown> {
  return joined(toProtoJson(POLICY_MAP, policy as unknown as Record<string, unknown>, policy.configServiceFields), stamps(policy), {
    assignedRoutes: policy.routes.map(entityInfo),
    enforcedRoutes: policy.enforcedRoutes.map(entityInfo),
  });
}

/**
 * A route as a response shows it: without its secrets. Responses come from reads without secrets, which
 * leave out the REST model's (the MCP upstream's nested client secret included); the kind's sensitive
 * fields are taken out too, as for settings.
 */
function routeMessage(route: WithKept<Route>) {
  return messageOf(RouteSchema, withoutSensitive(ROUTE_MAP, routeJson(route)));
}

/** Settings as a response shows them: without their secrets. */
function settingsMessage(settings: WithKept<Settings>, clusterId: string) {
  return messageOf(SettingsSchema, withoutSensitive(SETTINGS_MAP, settingsJson(settings, clusterId)));
}

function settingsJson(settings: WithKept<Settings>, clusterId: string): Record<string, unknown> {
  return joined(toProtoJson(SETTINGS_MAP, settings as unknown as Record<string, unknown>, settings.configServiceFields), stamps(settings), {
    namespaceId: clusterId,
    clusterId,
  });
}

/** What a key pair's certificates say, in the proto's shape. */
function certificateInfoJson(info: CertificateInfo): Record<string, unknown> {
  return {
    version: String(info.version),
    serial: info.serial,
    issuer: info.issuer,
    subject: info.subject,
    notBefore: info.notBefore,
    notAfter: info.notAfter,
    keyUsage: { ...info.keyUsage, serverAuth: info.extKeyUsage.serverAuth, clientAuth: info.extKeyUsage.clientAuth },
    dnsNames: info.dnsNames,
    emailAddresses: info.emailAddresses,
    ipAddresses: info.ipAddresses,
    uris: info.uris,
    permittedDnsDomainsCritical: info.permittedDnsDomainsCritical,
    permittedDnsDomains: info.permittedDnsDomains,
    excludedDnsDomains: info.excludedDnsDomains,
    permittedIpRanges: info.permittedIpRanges,
    excludedIpRanges: info.excludedIpRanges,
    permittedEmailAddresses: info.permittedEmailAddresses,
    excludedEmailAddresses: info.excludedEmailAddresses,
    permittedUriDomains: info.permittedUriDomains,
    excludedUriDomains: info.excludedUriDomains,
  };
}

/** Fields of key pair and service account messages the server sets, and those a service account write takes. */
const KEY_PAIR_READ_ONLY: ReadonlySet<string> = new Set(["id", "createdAt", "modifiedAt", "status", "origin", "certificateInfo"]);
const SERVICE_ACCOUNT_READ_ONLY: ReadonlySet<string> = new Set(["id", "namespaceId", "createdAt", "modifiedAt", "accessedAt"]);
const SERVICE_ACCOUNT_WRITABLE: ReadonlySet<string> = new Set(["originatorId", "description", "userId", "expiresAt"]);

function keyPairJson(keyPair: KeyPair): Record<string, unknown> {
  return joined(stamps(keyPair), {
    namespaceId: keyPair.namespaceId,
    ...(keyPair.originatorId === undefined ? {} : { originatorId: keyPair.originatorId }),
    name: keyPair.name,
    ...(keyPair.certificate === undefined ? {} : { certificate: Buffer.from(keyPair.certificate, "utf8").toString("base64") }),
    status: keyPair.status === "ready" ? "KEY_PAIR_STATUS_READY" : "KEY_PAIR_STATUS_PENDING",
    origin: keyPair.origin === "user" ? "KEY_PAIR_ORIGIN_USER" : "KEY_PAIR_ORIGIN_SYSTEM",
    certificateInfo: keyPair.certificateInfo.map(certificateInfoJson),
  });
}

/** A key pair message as the REST write (PEM bytes as text). */
function keyPairWrite(json: Record<string, unknown>): Record<string, unknown> {
  const write: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(json)) {
    if (name === "namespaceId" || name === "name" || name === "originatorId") write[name] = value;
    else if (name === "certificate" || name === "key") write[name] = Buffer.from(value as string, "base64").toString("utf8");
    else if (!KEY_PAIR_READ_ONLY.has(name)) {
      throw invalidArgument(`/${name}`, "this key pair field cannot be written");
    }
  }
  return write;
}

function serviceAccountJson(account: ServiceAccount, clusterId: string): Record<string, unknown> {
  return joined(stamps(account), {
    namespaceId: clusterId,
    ...(account.originatorId === undefined ? {} : { originatorId: account.originatorId }),
    ...(account.description === "" ? {} : { description: account.description }),
    userId: account.userId,
    ...(account.expiresAt === undefined ? {} : { expiresAt: account.expiresAt }),
  });
}

/** The list filter keys the ConfigService takes, and what each is in the REST model. */
const FILTER_KEYS = new Set(["namespace_id", "cluster_id", "originator_id", "name", "query"]);

/** A list request's `filter`, checked: string values of known keys only. */
function listFilter(filter: JsonObject | undefined): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (!FILTER_KEYS.has(key)) throw invalidArgument(`/filter/${key}`, `is not a filter of this list (${[...FILTER_KEYS].join(", ")})`);
    if (typeof value !== "string") throw invalidArgument(`/filter/${key}`, "must be a string");
    out[key] = value;
  }
  return out;
}

/** Proto field names a list may order by, as the REST model's. */
const ORDER_FIELDS: Readonly<Record<string, string>> = { id: "id", name: "name", created_at: "createdAt", modified_at: "updatedAt", from: "from" };

/** `order_by` (`"name asc"`, `"modified_at desc"`) as a REST `orderBy`. */
function orderBy(text: string | undefined, allowed: readonly string[]): string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  return text
    .split(",")
    .map((part) => {
      const [field = "", direction = "asc", extra] = part.trim().split(/\s+/);
      const rest = ORDER_FIELDS[field];
      if (rest === undefined || !allowed.includes(field) || extra !== undefined || !/^(asc|desc)$/i.test(direction)) {
        throw invalidArgument("/orderBy", `cannot order by ${JSON.stringify(part.trim().slice(0, 64))}: use ${allowed.join(", ")} with asc or desc`);
      }
      return direction.toLowerCase() === "desc" ? `-${rest}` : rest;
    })
    .join(",");
}

/** A list request as a REST list query of the organization's configuration. */
function configListQuery(
  orgId: string,
  request: { offset?: bigint; limit?: bigint; filter?: JsonObject; orderBy?: string },
  orderable: readonly string[],
): ConfigListQuery {
  const filter = listFilter(request.filter);
  const items: { field: string; operator: string; value: string }[] = [];
  if (filter.originator_id !== undefined) items.push({ field: "originatorId", operator: "is", value: filter.originator_id });
  if (filter.name !== undefined) items.push({ field: "name", operator: "is", value: filter.name });
  const restFilter =
    items.length > 0 || filter.query !== undefined ? { items, ...(filter.query === undefined ? {} : { quickFilterValues: [filter.query] }) } : undefined;
  const order = orderBy(request.orderBy, orderable);
  return {
    namespaceId: filter.namespace_id ?? filter.cluster_id ?? orgId,
    includeDescendants: filter.namespace_id === undefined,
    ...(request.offset === undefined ? {} : { offset: safeNumber(request.offset, "offset") }),
    ...(request.limit === undefined || request.limit === 0n ? {} : { limit: safeNumber(request.limit, "limit") }),
    ...(order === undefined ? {} : { orderBy: order }),
    ...(restFilter === undefined ? {} : { filter: JSON.stringify(restFilter) }),
  };
}

function safeNumber(value: bigint, name: string): number {
  if (value > 0xffff_ffffn) throw invalidArgument(`/${name}`, "is too large");
  return Number(value);
}

/** The count a list answers with: the store's when it counted, else what it returned after the offset. */
function totalOf(query: ConfigListQuery, result: { items: unknown[]; total?: number }): bigint {
  return BigInt(result.total ?? (query.offset ?? 0) + result.items.length);
}

/**
 * An update as a read, a merge and a write that names the version it read: run again when the entity
 * changed in between (so no concurrent write is overwritten), and `aborted` after a few tries.
 */
async function readMergeWrite<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof AccessPlaneError && error.code === "precondition_failed")) throw error;
      if (tries >= 3) throw new AccessPlaneError("conflict", `the ${what} kept changing while it was being updated: try again`);
    }
  }
}

function requireId(id: string, what: string): string {
  if (id === "") throw invalidArgument("/id", `the ${what} id is required`);
  return id;
}

/** The implementation of every RPC over the services. */
export function configServiceImplementation(services: InternalServices, version: string): ServiceImpl<typeof ConfigService> {
  const yamlReady = loadYaml();
  // Responses never carry secrets (the vendor's servers strip its "sensitive" fields); an update reads
  // the entity with them, so that a write that leaves one out keeps it.
  const reading = { withSecrets: false, withConfigServiceFields: true } as const;
  const readingAll = { withSecrets: true, withConfigServiceFields: true } as const;
  const writeOptions = (kept: ConfigServiceFields) =>
    joined<typeof reading & { configServiceFields: ConfigServiceFields }>(reading, { configServiceFields: kept });

  /** The settings of the cluster a GetSettings/UpdateSettings names. */
  async function settingsCluster(caller: ConfigServiceCaller, by: { id?: string; clusterId?: string; namespaceId?: string }): Promise<string> {
    if (by.clusterId !== undefined && by.clusterId !== "") return by.clusterId;
    if (by.id !== undefined && by.id !== "") return services.settings.clusterOf(caller.orgId, { settingsId: by.id });
    if (by.namespaceId !== undefined && by.namespaceId !== "") return services.settings.clusterOf(caller.orgId, { namespaceId: by.namespaceId });
    throw invalidArgument("", "name the settings by id, cluster_id or namespace_id");
  }

  /** The clusters a service-account or settings list covers. */
  async function clustersOf(caller: ConfigServiceCaller, filter: Partial<Record<string, string>>): Promise<string[]> {
    if (filter.cluster_id !== undefined) return [filter.cluster_id];
    if (filter.namespace_id !== undefined) return [await services.settings.clusterOf(caller.orgId, { namespaceId: filter.namespace_id })];
    return (await services.clusters.list(caller.orgId)).map((cluster) => cluster.id);
  }

  /** Takes a policy out of every route that lists it (each route's write checks the version it read). */
  async function detachPolicy(caller: ConfigServiceCaller, policyId: string): Promise<void> {
    await services.policies.get(caller.orgId, policyId);
    const filter = JSON.stringify({ items: [{ field: "assigned", operator: "is", value: policyId }] });
    const { items } = await services.routes.list(caller.orgId, { namespaceId: caller.orgId, includeDescendants: true, filter });
    for (const route of items) {
      if (!route.policyIds.includes(policyId)) continue;
      const { version } = await services.routes.get(caller.orgId, route.id);
      const policyIds = route.policyIds.filter((id) => id !== policyId);
      await services.routes.patch(caller.orgId, route.id, [{ op: "replace", path: "/policyIds", value: policyIds }], caller.actor, version);
    }
  }

  return {
    async getServerInfo() {
      return create(GetServerInfoResponseSchema, { serverType: ServerType.ZERO, version });
    },

    async listAvailableLogFields(_request, context) {
      await callOf(context.values).caller("read");
      return create(ListAvailableLogFieldsResponseSchema, {
        availableAccessLogFields: [...ACCESS_LOG_FIELDS],
        availableAuthorizeLogFields: [...AUTHORIZE_LOG_FIELDS],
        defaultAccessLogFields: [...DEFAULT_ACCESS_LOG_FIELDS],
        defaultAuthorizeLogFields: [...DEFAULT_AUTHORIZE_LOG_FIELDS],
      });
    },

    // Routes.
    async createRoute(request, context) {
      const caller = await callOf(context.values).caller("configure");
      const form = toRestForm(ROUTE_MAP, jsonOf(RouteSchema, request.route, "route"));
      const { route } = await services.routes.create(caller.orgId, form.rest as never, caller.actor, writeOptions(form.kept));
      return { route: routeMessage(route) };
    },
    async getRoute(request, context) {
      const caller = await callOf(context.values).caller("read");
      const { route } = await services.routes.get(caller.orgId, requireId(request.id, "route"), reading);
      return { route: routeMessage(route) };
    },
    async updateRoute(request, context) {
      const caller = await callOf(context.values).caller("configure");
      return readMergeWrite("route", async () => {
        const update = jsonOf(RouteSchema, request.route, "route");
        const id = requireId((update.id as string | undefined) ?? "", "route");
        const { route: current, version } = await services.routes.get(caller.orgId, id, readingAll);
        const json = updatedJson(ROUTE_MAP, RouteSchema, routeJson(current), update, request.updateMask);
        const form = toRestForm(ROUTE_MAP, json);
        const stored = current as unknown as Record<string, unknown>;
        const body = joined(restOnlyFields(ROUTE_MAP, current), keepingSecrets(ROUTE_MAP, form.rest, stored));
        const { route } = await services.routes.update(caller.orgId, id, body as never, caller.actor, version, writeOptions(form.kept));
        return { route: routeMessage(route) };
      });
    },
    async deleteRoute(request, context) {
      const caller = await callOf(context.values).caller("configure");
      await services.routes.delete(caller.orgId, requireId(request.id, "route"), caller.actor);
      return {};
    },
    async listRoutes(request, context) {
      const caller = await callOf(context.values).caller("read");
      const query = configListQuery(caller.orgId, request, ["id", "name", "from", "created_at", "modified_at"]);
      const result = await services.routes.list(caller.orgId, query, query.limit !== undefined, reading);
      return { routes: result.items.map(routeMessage), totalCount: totalOf(query, result) };
    },

    // Policies.
    async createPolicy(request, context) {
      const caller = await callOf(context.values).caller("configure");
      await yamlReady;
      const form = toRestForm(POLICY_MAP, jsonOf(PolicySchema, request.policy, "policy"));
      const { policy } = await services.policies.create(caller.orgId, form.rest as never, caller.actor, writeOptions(form.kept));
      return { policy: messageOf(PolicySchema, policyJson(policy)) };
    },
    async getPolicy(request, context) {
      const caller = await callOf(context.values).caller("read");
      const { policy } = await services.policies.get(caller.orgId, requireId(request.id, "policy"), { withConfigServiceFields: true });
      return { policy: messageOf(PolicySchema, policyJson(policy)) };
    },
    async updatePolicy(request, context) {
      const caller = await callOf(context.values).caller("configure");
      return readMergeWrite("policy", async () => {
        await yamlReady;
        const update = jsonOf(PolicySchema, request.policy, "policy");
        const id = requireId((update.id as string | undefined) ?? "", "policy");
        const { policy: current, version } = await services.policies.get(caller.orgId, id, { withConfigServiceFields: true });
        const json = updatedJson(POLICY_MAP, PolicySchema, policyJson(current), update, request.updateMask);
        const form = toRestForm(POLICY_MAP, json);
        const body = joined(restOnlyFields(POLICY_MAP, current), form.rest);
        const { policy } = await services.policies.update(caller.orgId, id, body as never, caller.actor, version, writeOptions(form.kept));
        return { policy: messageOf(PolicySchema, policyJson(policy)) };
      });
    },
    async deletePolicy(request, context) {
      const caller = await callOf(context.values).caller("configure");
      const id = requireId(request.id, "policy");
      if (request.removeFromAnyAssignedRoutes) await detachPolicy(caller, id);
      await services.policies.delete(caller.orgId, id, caller.actor);
      return {};
    },
    async listPolicies(request, context) {
      const caller = await callOf(context.values).caller("read");
      const query = configListQuery(caller.orgId, request, ["id", "name", "created_at", "modified_at"]);
      const result = await services.policies.list(caller.orgId, query, query.limit !== undefined, { withConfigServiceFields: true });
      return { policies: result.items.map((policy) => messageOf(PolicySchema, policyJson(policy))), totalCount: totalOf(query, result) };
    },

    // Key pairs.
    async createKeyPair(request, context) {
      const caller = await callOf(context.values).caller("configure");
      const write = keyPairWrite(jsonOf(KeyPairSchema, request.keyPair, "key pair"));
      const { keyPair } = await services.keyPairs.create(caller.orgId, write as never, caller.actor);
      return { keyPair: messageOf(KeyPairSchema, keyPairJson(keyPair)) };
    },
    async getKeyPair(request, context) {
      const caller = await callOf(context.values).caller("read");
      const { keyPair } = await services.keyPairs.get(caller.orgId, requireId(request.id, "key pair"));
      return { keyPair: messageOf(KeyPairSchema, keyPairJson(keyPair)) };
    },
    async updateKeyPair(request, context) {
      const caller = await callOf(context.values).caller("configure");
      return readMergeWrite("key pair", async () => {
        const update = jsonOf(KeyPairSchema, request.keyPair, "key pair");
        const id = requireId((update.id as string | undefined) ?? "", "key pair");
        const { keyPair: current, version } = await services.keyPairs.get(caller.orgId, id);
        const mask = request.updateMask?.paths ?? [];
        let json = update;
        if (mask.length > 0) {
          // The key is never read back, so a mask that leaves it out keeps it (the REST write does).
          const base = keyPairJson(current);
          delete base.certificate;
          json = applyUpdateMask({ what: "key pair", readOnly: KEY_PAIR_READ_ONLY }, base, update, mask, jsonNames(KeyPairSchema));
          if (!mask.includes("certificate") && current.certificate !== undefined)
            json.certificate = Buffer.from(current.certificate, "utf8").toString("base64");
        }
        const { keyPair } = await services.keyPairs.update(caller.orgId, id, keyPairWrite(json) as never, caller.actor, version);
        return { keyPair: messageOf(KeyPairSchema, keyPairJson(keyPair)) };
      });
    },
    async deleteKeyPair(request, context) {
      const caller = await callOf(context.values).caller("configure");
      await services.keyPairs.delete(caller.orgId, requireId(request.id, "key pair"), caller.actor);
      return {};
    },
    async listKeyPairs(request, context) {
      const caller = await callOf(context.values).caller("read");
      const query = configListQuery(caller.orgId, request, ["id", "name", "created_at", "modified_at"]);
      const result = await services.keyPairs.list(caller.orgId, query, query.limit !== undefined);
      return { keyPairs: result.items.map((keyPair) => messageOf(KeyPairSchema, keyPairJson(keyPair))), totalCount: totalOf(query, result) };
    },

    // Service accounts.
    async createServiceAccount(request, context) {
      const caller = await callOf(context.values).caller("configure");
      const json = jsonOf(ServiceAccountSchema, request.serviceAccount, "service account");
      const clusterId = (json.namespaceId as string | undefined) ?? context.requestHeader.get("namespace-id") ?? context.requestHeader.get("cluster-id") ?? "";
      if (clusterId === "") throw invalidArgument("/namespaceId", "the service account's namespace (its cluster's) is required");
      const write = serviceAccountWrite(json);
      const { serviceAccount } = await services.serviceAccounts.create(caller.orgId, clusterId, write, caller.actor);
      const { token, ...account } = serviceAccount;
      return { serviceAccount: messageOf(ServiceAccountSchema, serviceAccountJson(account, clusterId)), jwt: token };
    },
    async getServiceAccount(request, context) {
      const caller = await callOf(context.values).caller("read");
      const id = requireId(request.id, "service account");
      const clusterId = await services.serviceAccounts.clusterOf(caller.orgId, id);
      const { serviceAccount } = await services.serviceAccounts.get(caller.orgId, clusterId, id);
      return { serviceAccount: messageOf(ServiceAccountSchema, serviceAccountJson(serviceAccount, clusterId)) };
    },
    async updateServiceAccount(request, context) {
      const caller = await callOf(context.values).caller("configure");
      return readMergeWrite("service account", async () => {
        const update = jsonOf(ServiceAccountSchema, request.serviceAccount, "service account");
        const id = requireId((update.id as string | undefined) ?? "", "service account");
        const clusterId = await services.serviceAccounts.clusterOf(caller.orgId, id);
        const { serviceAccount: current, version } = await services.serviceAccounts.get(caller.orgId, clusterId, id);
        const mask = request.updateMask?.paths ?? [];
        const json =
          mask.length === 0
            ? update
            : applyUpdateMask(
                { what: "service account", readOnly: SERVICE_ACCOUNT_READ_ONLY },
                serviceAccountJson(current, clusterId),
                update,
                mask,
                jsonNames(ServiceAccountSchema),
              );
        const write = serviceAccountWrite(json);
        const patch: PatchOperation[] = [
          { op: "replace", path: "/userId", value: write.userId },
          { op: "replace", path: "/description", value: write.description },
          write.expiresAt === undefined ? { op: "remove", path: "/expiresAt" } : { op: "replace", path: "/expiresAt", value: write.expiresAt },
          write.originatorId === undefined ? { op: "remove", path: "/originatorId" } : { op: "replace", path: "/originatorId", value: write.originatorId },
        ].filter((op) => op.op === "replace" || (current as unknown as Record<string, unknown>)[op.path.slice(1)] !== undefined) as PatchOperation[];
        const { serviceAccount } = await services.serviceAccounts.patch(caller.orgId, clusterId, id, patch, caller.actor, version);
        const { token } = await services.serviceAccounts.token(caller.orgId, clusterId, id);
        return { serviceAccount: messageOf(ServiceAccountSchema, serviceAccountJson(serviceAccount, clusterId)), jwt: token };
      });
    },
    async deleteServiceAccount(request, context) {
      const caller = await callOf(context.values).caller("configure");
      const id = requireId(request.id, "service account");
      await services.serviceAccounts.delete(caller.orgId, await services.serviceAccounts.clusterOf(caller.orgId, id), id, caller.actor);
      return {};
    },
    async listServiceAccounts(request, context) {
      const caller = await callOf(context.values).caller("read");
      const filter = listFilter(request.filter);
      const accounts: Record<string, unknown>[] = [];
      for (const clusterId of await clustersOf(caller, filter)) {
        const { items } = await services.serviceAccounts.list(caller.orgId, clusterId);
        for (const account of items) {
          if (filter.originator_id !== undefined && account.originatorId !== filter.originator_id) continue;
          if (filter.query !== undefined && !`${account.userId} ${account.description}`.toLowerCase().includes(filter.query.toLowerCase())) continue;
          accounts.push(serviceAccountJson(account, clusterId));
        }
      }
      return { serviceAccounts: page(accounts, request).map((json) => messageOf(ServiceAccountSchema, json)), totalCount: BigInt(accounts.length) };
    },

    // Settings.
    async getSettings(request, context) {
      const caller = await callOf(context.values).caller("read");
      const clusterId = await settingsCluster(caller, { [request.for.case ?? "id"]: request.for.value });
      const { settings } = await services.settings.get(caller.orgId, clusterId, reading);
      return { settings: settingsMessage(settings, clusterId) };
    },
    async updateSettings(request, context) {
      const caller = await callOf(context.values).caller("configure");
      return readMergeWrite("settings", async () => {
        const update = jsonOf(SettingsSchema, request.settings, "settings");
        const clusterId = await settingsCluster(caller, {
          id: update.id as string | undefined,
          clusterId: update.clusterId as string | undefined,
          namespaceId: update.namespaceId as string | undefined,
        });
        const { settings: current, version } = await services.settings.get(caller.orgId, clusterId, readingAll);
        const json = updatedJson(SETTINGS_MAP, SettingsSchema, settingsJson(current, clusterId), update, request.updateMask);
        const form = toRestForm(SETTINGS_MAP, json);
        const stored = current as unknown as Record<string, unknown>;
        const body = joined(restOnlyFields(SETTINGS_MAP, current), keepingSecrets(SETTINGS_MAP, form.rest, stored));
        const options = writeOptions(form.kept);
        const { settings } = await services.settings.update(caller.orgId, clusterId, body as never, caller.actor, version, options);
        return { settings: settingsMessage(settings, clusterId) };
      });
    },
    async listSettings(request, context) {
      const caller = await callOf(context.values).caller("read");
      const filter = listFilter(request.filter);
      const all: [Settings, string][] = [];
      for (const clusterId of await clustersOf(caller, filter)) {
        const { settings } = await services.settings.get(caller.orgId, clusterId, reading);
        if (filter.originator_id !== undefined && settings.originatorId !== filter.originator_id) continue;
        all.push([settings, clusterId]);
      }
      return { settings: page(all, request).map(([settings, clusterId]) => settingsMessage(settings, clusterId)), totalCount: BigInt(all.length) };
    },
  };
}

/** A service account message as the REST write. */
function serviceAccountWrite(json: Record<string, unknown>): { userId: string; description: string; expiresAt?: string; originatorId?: string } {
  for (const name of Object.keys(json)) {
    if (!SERVICE_ACCOUNT_WRITABLE.has(name) && !SERVICE_ACCOUNT_READ_ONLY.has(name)) {
      throw invalidArgument(`/${name}`, "this service account field cannot be written");
    }
  }
  return {
    userId: (json.userId as string | undefined) ?? "",
    description: (json.description as string | undefined) ?? "",
    ...(json.expiresAt === undefined ? {} : { expiresAt: json.expiresAt as string }),
    ...(json.originatorId === undefined ? {} : { originatorId: json.originatorId as string }),
  };
}

/** One page of a list held in memory. */
function page<T>(items: T[], request: { offset?: bigint; limit?: bigint }): T[] {
  const offset = request.offset === undefined ? 0 : safeNumber(request.offset, "offset");
  const limit = request.limit === undefined || request.limit === 0n ? items.length : safeNumber(request.limit, "limit");
  return items.slice(offset, offset + limit);
}
