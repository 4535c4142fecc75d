/**
 * Key pairs: a certificate chain and its private key. The key is write-only: it is checked, stored
 * (sealed when `secrets` is configured) and handed to the proxy through the applied configuration,
 * but never returned, logged or recorded in the activity log.
 */
import { compareScalars } from "../store/kind-rules.js";
import type { CertificateInfo, KeyPair } from "../domain/entities.js";
import type { ConfigListQuery, KeyPairWrite, PatchOperation } from "../domain/requests.js";
import { KEY_PAIR_KIND, toKeyPair } from "../kinds/key-pair.js";
import { checkKeyPair } from "../certificates/key-pair.js";
import { leafCoversHost, routeHost } from "../certificates/hosts.js";
import { AccessPlaneError, invalidArgument, notFound } from "../errors.js";
import type { Stored } from "../store/port.js";
import type { KeyPairRecord } from "../store/records.js";
import type { ConfigChanges } from "../config/config-changes.js";
import { EntityWrites, recordById, patchedWrite } from "../config/entity-writes.js";
import { listConfigView } from "./config-list.js";
import type { ListFields } from "./list-filter.js";
import type { Actor, ServiceContext } from "./context.js";
import { UNKNOWN_NAMESPACE, type NamespaceTree } from "./namespace-tree.js";
import { readReferrers, subjectOf } from "../config/references.js";

/**
 * The fields key pairs filter and order on (the hosted API's), read from the leaf certificate:
 * `issuer` and `subject` are its common names, `isCertificateAuthority` whether it may sign
 * certificates, `isClientCertificate` whether it is for client authentication; `cluster` the ids of the
 * clusters the key pair belongs to.
 */
function keyPairListFields(clustersOf: (keyPair: KeyPair) => string[]): ListFields<KeyPair> {
  const leaf = (k: KeyPair) => k.certificateInfo[0];
  return {
    id: { kind: "string", get: (k) => k.id, exact: true, stored: true },
    name: { kind: "string", get: (k) => k.name, quick: true, stored: true },
    originatorId: { kind: "string", get: (k) => k.originatorId, exact: true, stored: true },
    status: { kind: "string", get: (k) => k.status },
    issuer: { kind: "string", get: (k) => leaf(k)?.issuer.commonName, quick: true },
    subject: { kind: "string", get: (k) => leaf(k)?.subject.commonName, quick: true },
    notAfter: { kind: "date", get: (k) => leaf(k)?.notAfter },
    isCertificateAuthority: { kind: "boolean", get: (k) => leaf(k)?.keyUsage.certSign === true },
    isClientCertificate: { kind: "boolean", get: (k) => leaf(k)?.extKeyUsage.clientAuth === true },
    cluster: { kind: "strings", get: clustersOf, exact: true },
    updatedAt: { kind: "date", get: (k) => k.updatedAt },
    createdAt: { kind: "date", get: (k) => k.createdAt },
  };
}

/** A stored key pair as the services hand it out: the API's shape (no private key) and its version. */
function shown(record: Stored<KeyPairRecord>): { keyPair: KeyPair; version: number } {
  return { keyPair: toKeyPair(record), version: record.version };
}

/**
 * Key pairs: certificate chains with their private keys, which are write-only (no method returns
 * one). Reached as `plane.services.keyPairs`.
 *
 * @example
 * ```ts
 * const { keyPair } = await plane.services.keyPairs.create(orgId, { namespaceId: clusterId, name: "wildcard", certificate, key }, actor);
 * ```
 */
export interface KeyPairService {
  /** Key pairs of a namespace (and below it with `includeDescendants`). */
  list(orgId: string, query: ConfigListQuery, count?: boolean): Promise<{ items: KeyPair[]; total?: number }>;
  /** One key pair as the API shows it: its certificate information, never its private key. */
  get(orgId: string, keyPairId: string): Promise<{ keyPair: KeyPair; version: number }>;
  /** Creates a key pair from a certificate chain and/or a private key (origin `user`). */
  create(orgId: string, body: KeyPairWrite, actor: Actor): Promise<{ keyPair: KeyPair; version: number }>;
  /** Replaces the write fields; an omitted `certificate` or `key` keeps the stored one. */
  update(orgId: string, keyPairId: string, body: KeyPairWrite, actor: Actor, expectedVersion?: number): Promise<{ keyPair: KeyPair; version: number }>;
  /**
   * Applies a JSON Patch to the write fields, all or nothing. The key is never in the patched
   * document: it may only be set by `add`/`replace` on `/key`, and no operation may read it.
   */
  patch(
    orgId: string,
    keyPairId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ keyPair: KeyPair; version: number }>;
  /** Deletes a key pair; `failed_precondition` while a route or a cluster's settings reference it. */
  delete(orgId: string, keyPairId: string, actor: Actor, expectedVersion?: number): Promise<void>;
  /**
   * Key pairs visible from the route's namespace whose leaf certificate covers the host of the
   * route's `from`, newest `notAfter` first.
   */
  forRoute(orgId: string, routeId: string): Promise<KeyPair[]>;
}

/** Implements {@link KeyPairService} (internal: the control plane constructs it). */
export class DefaultKeyPairService implements KeyPairService {
  private readonly writes: EntityWrites<"keyPair", KeyPairWrite, CertificateInfo[]>;

  constructor(
    private readonly ctx: ServiceContext,
    changes: ConfigChanges,
  ) {
    this.writes = new EntityWrites(ctx, changes, {
      kind: KEY_PAIR_KIND,
      // A PUT without a chain keeps the stored one, as it keeps the key (a secret).
      keptWhenOmitted: ["certificate"],
      check: (orgId, tree, write, current) => this.check(orgId, tree, write, current),
      fields: (write, certificateInfo, current) => ({
        namespaceId: write.namespaceId,
        name: write.name ?? (current === undefined ? (certificateInfo[0]?.subject.commonName ?? "") : current.name),
        origin: current?.origin ?? "user",
        certificateInfo,
        ...optional(write),
      }),
      patched: (current, patch) => patchedKeyPair(current, patch),
      checkDelete: (orgId, id) => {
        const referrers = readReferrers(this.ctx.store, orgId, "keyPair", id, 3);
        return (tree, current) => this.requireUnreferenced(referrers, tree, current);
      },
    });
  }

  async list(orgId: string, query: ConfigListQuery, count = false): Promise<{ items: KeyPair[]; total?: number }> {
    const tree = await this.ctx.reads.tree(orgId);
    const clusters = (keyPair: KeyPair) => tree.clustersOf(keyPair.namespaceId);
    return listConfigView(this.ctx.store, "keyPair", orgId, tree, query, count, async (records) => records.map(toKeyPair), keyPairListFields(clusters));
  }

  async get(orgId: string, keyPairId: string): Promise<{ keyPair: KeyPair; version: number }> {
    return shown(await this.require(orgId, keyPairId));
  }

  /** The stored key pair, private key included: for the services' own use, never handed out. */
  private async require(orgId: string, keyPairId: string): Promise<Stored<KeyPairRecord>> {
    const found = await this.ctx.store.get("keyPair", orgId, keyPairId);
    if (found === undefined) throw notFound("key pair");
    return found;
  }

  async create(orgId: string, body: KeyPairWrite, actor: Actor): Promise<{ keyPair: KeyPair; version: number }> {
    return shown((await this.writes.create(orgId, body, actor)).record);
  }

  async update(orgId: string, keyPairId: string, body: KeyPairWrite, actor: Actor, expectedVersion?: number): Promise<{ keyPair: KeyPair; version: number }> {
    const current = recordById(keyPairId, () => this.require(orgId, keyPairId));
    return shown((await this.writes.replace(orgId, current, body, actor, expectedVersion)).record);
  }

  async patch(
    orgId: string,
    keyPairId: string,
    patch: readonly PatchOperation[],
    actor: Actor,
    expectedVersion?: number,
  ): Promise<{ keyPair: KeyPair; version: number }> {
    return shown(
      (
        await this.writes.patch(
          orgId,
          recordById(keyPairId, () => this.require(orgId, keyPairId)),
          patch,
          actor,
          expectedVersion,
        )
      ).record,
    );
  }

  async delete(orgId: string, keyPairId: string, actor: Actor, expectedVersion?: number): Promise<void> {
    await this.writes.delete(
      orgId,
      recordById(keyPairId, () => this.require(orgId, keyPairId)),
      actor,
      expectedVersion,
    );
  }

  async forRoute(orgId: string, routeId: string): Promise<KeyPair[]> {
    const route = await this.ctx.store.get("route", orgId, routeId);
    if (route === undefined) throw notFound("route");
    const host = routeHost(route.from);
    if (host === undefined) return [];
    const tree = await this.ctx.reads.treeForWrite(orgId);
    const visible = await this.ctx.store.list("keyPair", orgId, { where: { namespaceId: tree.ancestorsAndSelf(route.namespaceId) } });
    return visible.items
      .filter((kp) => kp.certificateInfo[0] !== undefined && leafCoversHost(kp.certificateInfo[0], host))
      .sort((a, b) => compareScalars(b.certificateInfo[0]!.notAfter, a.certificateInfo[0]!.notAfter) || compareScalars(a.id, b.id))
      .map(toKeyPair);
  }

  /**
   * The namespace exists, the chain and key are valid and belong together (their certificate
   * information, reused when a write leaves both as they were), and a moved key pair is named by nothing.
   */
  private async check(orgId: string, tree: NamespaceTree, input: KeyPairWrite, current: Stored<KeyPairRecord> | undefined): Promise<CertificateInfo[]> {
    requireNamespace(tree, input.namespaceId);
    const unchanged = current !== undefined && (input.certificate ?? "") === (current.certificate ?? "") && (input.key ?? "") === (current.key ?? "");
    const certificateInfo = unchanged ? current.certificateInfo : checkKeyPair(input.certificate, input.key).certificateInfo;
    if (current !== undefined && input.namespaceId !== current.namespaceId) {
      await this.requireUnreferenced(readReferrers(this.ctx.store, orgId, "keyPair", current.id, 3), tree, current, "moved");
    }
    return certificateInfo;
  }

  /** A key pair that records name (any kind's key-pair references) can be neither deleted nor moved. */
  private async requireUnreferenced(
    referrers: ReturnType<typeof readReferrers>,
    tree: NamespaceTree,
    keyPair: KeyPairRecord,
    action = "deleted",
  ): Promise<void> {
    const groups = await referrers(tree, keyPair.namespaceId);
    const users = [...new Set(groups.flatMap(({ kind, records }) => records.map((record) => subjectOf(kind, record))))];
    if (users.length > 0) {
      throw new AccessPlaneError("failed_precondition", `the key pair cannot be ${action} while ${users.join(", ")} reference it`);
    }
  }
}

/**
 * The write a JSON Patch makes of a key pair. The key is never in the patched document: it may only be
 * set, by `add` or `replace` of `/key`, and no operation may read it.
 */
function patchedKeyPair(current: KeyPairRecord, patch: readonly PatchOperation[]): KeyPairWrite {
  let key = current.key;
  const rest: PatchOperation[] = [];
  patch.forEach((op, index) => {
    if (op.path !== "/key") return rest.push(op);
    if (op.op !== "add" && op.op !== "replace") throw invalidArgument(`/${index}/op`, "the key can only be set, with add or replace");
    if (typeof op.value !== "string") throw invalidArgument(`/${index}/value`, "the key must be a PEM string");
    key = op.value;
  });
  const input = patchedWrite(KEY_PAIR_KIND, current, rest);
  return { ...input, ...(key !== undefined ? { key } : {}) };
}

function requireNamespace(tree: NamespaceTree, namespaceId: string): void {
  if (tree.empty) throw notFound("organization");
  if (tree.get(namespaceId) === undefined) throw invalidArgument(UNKNOWN_NAMESPACE.path, UNKNOWN_NAMESPACE.message);
}

/** The optional write fields that are set. */
function optional(input: KeyPairWrite): Pick<KeyPairRecord, "certificate" | "key" | "originatorId"> {
  return {
    ...(input.certificate !== undefined && input.certificate !== "" ? { certificate: input.certificate } : {}),
    ...(input.key !== undefined && input.key !== "" ? { key: input.key } : {}),
    ...(input.originatorId !== undefined ? { originatorId: input.originatorId } : {}),
  };
}
