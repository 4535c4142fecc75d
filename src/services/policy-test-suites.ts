/**
 * Policy test suites: cases a team states of its access rules, kept in a namespace like policies and
 * written through changesets like every configuration kind. Every apply of a cluster the suite's
 * namespace belongs to runs them on the configuration it is about to make, and fails when a case fails
 * (docs/policy-tests.md).
 */
import type { PolicyTestCase, PolicyTestSuite, PolicyTestSuiteWrite } from "../domain/policy-tests.js";
import type { ConfigListQuery, PatchOperation } from "../domain/requests.js";
import { invalidDetails, notFound, type ErrorDetail } from "../errors.js";
import { POLICY_TEST_SUITE_KIND } from "../kinds/policy-test-suite.js";
import { unversioned, type Stored } from "../store/port.js";
import type { PolicyRecord, PolicyTestSuiteRecord, RouteRecord } from "../store/records.js";
import type { ConfigChanges } from "../config/config-changes.js";
import { EntityWrites, recordById, type Written } from "../config/entity-writes.js";
import { listConfigView } from "./config-list.js";
import type { ListFields } from "./list-filter.js";
import type { Actor, ServiceContext } from "./context.js";
import { UNKNOWN_NAMESPACE, type NamespaceTree } from "./namespace-tree.js";

/** A policy test suite write as the services take it: `description` may be left out (""). */
export type PolicyTestSuiteInput = Omit<PolicyTestSuiteWrite, "description"> & { description?: string };

function toSuite(record: PolicyTestSuiteRecord): PolicyTestSuite {
  const { orgId: _orgId, ...fields } = unversioned(record);
  return fields;
}

const SUITE_LIST_FIELDS: ListFields<PolicyTestSuite> = {
  id: { kind: "string", get: (s) => s.id, exact: true, stored: true },
  name: { kind: "string", get: (s) => s.name, quick: true, stored: true },
  originatorId: { kind: "string", get: (s) => s.originatorId, exact: true, stored: true },
  updatedAt: { kind: "date", get: (s) => s.updatedAt },
  createdAt: { kind: "date", get: (s) => s.createdAt },
};

/**
 * Reads a JSON Pointer (RFC 6901) in a document; `undefined` when it names nothing. Not fast-json-patch's
 * `getValueByPointer`: that one follows inherited properties (`/toString` would name a rule) and throws
 * past a missing member.
 */
function atPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const raw of pointer.split("/").slice(1)) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) node = /^(0|[1-9]\d*)$/.test(segment) ? node[Number(segment)] : undefined;
    else if (node !== null && typeof node === "object") node = Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * Policy test suites. Reached as `plane.services.policyTestSuites`; the changesets service runs them
 * (`test`, and every apply).
 *
 * @example
 * ```ts
 * const { suite } = await plane.services.policyTestSuites.create(orgId, {
 *   namespaceId: clusterId,
 *   name: "staff only",
 *   cases: [
 *     { name: "staff get in", host: "wiki.example.com", request: { user: { id: "ana", email: "ana@example.com" } }, expect: "allow" },
 *     { name: "others are refused", host: "wiki.example.com", request: { user: { id: "eve", email: "eve@example.net" } }, expect: "forbidden" },
 *   ],
 * }, actor);
 * // Run on the cluster's draft before applying it:
 * const [draft] = (await plane.services.changesets.list(orgId, { clusterId, status: "pending" })).items;
 * const report = await plane.services.changesets.test(orgId, draft!.id);
 * console.log(suite.id, report.failed, report.coverage);
 * ```
 */
export interface PolicyTestSuiteService {
  /** Suites of a namespace (and below it with `includeDescendants`). */
  list(orgId: string, query: ConfigListQuery, count?: boolean): Promise<{ items: PolicyTestSuite[]; total?: number }>;
  get(orgId: string, suiteId: string): Promise<{ suite: PolicyTestSuite; version: number }>;
  /**
   * Creates a suite; `invalid_argument` naming each case whose route is not in the suite's namespace or
   * below it, or whose `decidedBy` names a policy the route cannot see or a rule its PPL lacks;
   * `already_exists` when the namespace has a suite of that name.
   */
  create(orgId: string, body: PolicyTestSuiteInput, actor: Actor): Promise<{ suite: PolicyTestSuite; version: number }>;
  /** Replaces every write field of a suite (checked as a create). */
  update(
    orgId: string,
    suiteId: string,
    body: PolicyTestSuiteInput,
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ suite: PolicyTestSuite; version: number }>;
  /** Applies a JSON Patch to the write fields, all or nothing; the result is checked like a PUT. */
  patch(
    orgId: string,
    suiteId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ suite: PolicyTestSuite; version: number }>;
  delete(orgId: string, suiteId: string, actor: Actor, expectedVersion?: number): Promise<void>;
}

/** What a suite's cases name, read beside the namespace tree. */
interface Named {
  routes: Map<string, RouteRecord>;
  policies: Map<string, PolicyRecord>;
}

/** Implements {@link PolicyTestSuiteService} (internal: the control plane constructs it). */
export class DefaultPolicyTestSuiteService implements PolicyTestSuiteService {
  private readonly writes: EntityWrites<"policyTestSuite", PolicyTestSuiteWrite, void, Named>;

  constructor(
    private readonly ctx: ServiceContext,
    changes: ConfigChanges,
  ) {
    this.writes = new EntityWrites(ctx, changes, {
      kind: POLICY_TEST_SUITE_KIND,
      read: (orgId, write) => this.named(orgId, write.cases),
      check: (_orgId, tree, write, _current, named) => this.check(tree, write, named),
    });
  }

  async list(orgId: string, query: ConfigListQuery, count = false): Promise<{ items: PolicyTestSuite[]; total?: number }> {
    const tree = await this.ctx.reads.tree(orgId);
    return listConfigView(this.ctx.store, "policyTestSuite", orgId, tree, query, count, async (records) => records.map(toSuite), SUITE_LIST_FIELDS);
  }

  async get(orgId: string, suiteId: string): Promise<{ suite: PolicyTestSuite; version: number }> {
    return present({ record: await this.require(orgId, suiteId) });
  }

  async create(orgId: string, body: PolicyTestSuiteInput, actor: Actor): Promise<{ suite: PolicyTestSuite; version: number }> {
    return present(await this.writes.create(orgId, body, actor));
  }

  async update(
    orgId: string,
    suiteId: string,
    body: PolicyTestSuiteInput,
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ suite: PolicyTestSuite; version: number }> {
    const current = recordById(suiteId, () => this.require(orgId, suiteId));
    return present(await this.writes.replace(orgId, current, body, actor, expectedVersion));
  }

  async patch(
    orgId: string,
    suiteId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ suite: PolicyTestSuite; version: number }> {
    return present(
      await this.writes.patch(
        orgId,
        recordById(suiteId, () => this.require(orgId, suiteId)),
        patch,
        actor,
        expectedVersion,
      ),
    );
  }

  async delete(orgId: string, suiteId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await this.writes.delete(
      orgId,
      recordById(suiteId, () => this.require(orgId, suiteId)),
      actor,
      expectedVersion,
    );
  }

  /** The routes and policies the cases name, each read once. */
  private async named(orgId: string, cases: readonly PolicyTestCase[]): Promise<Named> {
    const routeIds = [...new Set(cases.flatMap((c) => (c.routeId === undefined ? [] : [c.routeId])))];
    const policyIds = [...new Set(cases.flatMap((c) => (c.decidedBy === undefined ? [] : [c.decidedBy.policyId])))];
    const [routes, policies] = await Promise.all([
      Promise.all(routeIds.map((id) => this.ctx.store.get("route", orgId, id))),
      Promise.all(policyIds.map((id) => this.ctx.store.get("policy", orgId, id))),
    ]);
    return {
      routes: new Map(routes.flatMap((r) => (r === undefined ? [] : [[r.id, r] as const]))),
      policies: new Map(policies.flatMap((p) => (p === undefined ? [] : [[p.id, p] as const]))),
    };
  }

  /** Every problem of the suite at once: its namespace, duplicate case names, and what each case names. */
  private check(tree: NamespaceTree, write: PolicyTestSuiteWrite, named: Named): void {
    if (tree.empty) throw notFound("organization");
    const details: ErrorDetail[] = [];
    if (tree.get(write.namespaceId) === undefined) details.push(UNKNOWN_NAMESPACE);
    const names = new Set<string>();
    write.cases.forEach((testCase, index) => {
      const at = `/cases/${index}`;
      if (names.has(testCase.name)) details.push({ path: `${at}/name`, message: `a case of this suite is already named "${testCase.name}"` });
      names.add(testCase.name);
      if ((testCase.routeId === undefined) === (testCase.host === undefined)) {
        details.push({ path: at, message: "name the route by routeId, or by host (and path) as the proxy finds it; not both" });
      }
      const route = testCase.routeId === undefined ? undefined : named.routes.get(testCase.routeId);
      if (testCase.routeId !== undefined) {
        if (route === undefined) details.push({ path: `${at}/routeId`, message: `no route ${testCase.routeId} in the organization` });
        else if (tree.get(write.namespaceId) !== undefined && !tree.isVisibleFrom(write.namespaceId, route.namespaceId)) {
          details.push({ path: `${at}/routeId`, message: `route "${route.name}" is not in the suite's namespace or below it (another cluster's route?)` });
        }
      }
      if (testCase.decidedBy !== undefined) {
        const { policyId, rule } = testCase.decidedBy;
        const policy = named.policies.get(policyId);
        if (policy === undefined) details.push({ path: `${at}/decidedBy/policyId`, message: `no policy ${policyId} in the organization` });
        else {
          const visibleFrom = route?.namespaceId ?? write.namespaceId;
          if (tree.get(visibleFrom) !== undefined && !tree.isVisibleFrom(policy.namespaceId, visibleFrom)) {
            details.push({ path: `${at}/decidedBy/policyId`, message: `policy "${policy.name}" is not visible where the case's route is` });
          }
          if (atPointer(policy.ppl, rule) === undefined) {
            details.push({ path: `${at}/decidedBy/rule`, message: `policy "${policy.name}" has no rule at ${rule}` });
          }
        }
      }
    });
    if (details.length > 0) throw invalidDetails("policy test suite", details);
  }

  private async require(orgId: string, suiteId: string): Promise<Stored<PolicyTestSuiteRecord>> {
    const record = await this.ctx.store.get("policyTestSuite", orgId, suiteId);
    if (record === undefined) throw notFound("policy test suite");
    return record;
  }
}

function present({ record }: Written<PolicyTestSuiteRecord, unknown>): { suite: PolicyTestSuite; version: number } {
  return { suite: toSuite(record), version: record.version };
}
