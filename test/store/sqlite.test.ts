import BetterSqlite3 from "better-sqlite3";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AccessPlaneError } from "accessplane";
import { ops } from "accessplane/store";
import { createSqliteStore, SCHEMA_VERSION } from "accessplane/sqlite";
import { changesetOf, routeOf } from "../support/records.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "accessplane-sqlite-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The tables and indexes (b-trees) whose pages `commit` wrote to the write-ahead log, read from the
 * log's frame headers after emptying it.
 */
async function treesWritten(store: { database: unknown }, filename: string, commit: () => Promise<unknown>): Promise<Set<string>> {
  const db = store.database as BetterSqlite3.Database;
  db.pragma("wal_checkpoint(TRUNCATE)");
  await commit();
  const pageSize = db.pragma("page_size", { simple: true }) as number;
  const log = readFileSync(`${filename}-wal`);
  const pages = new Map((db.prepare("SELECT pageno, name FROM dbstat").all() as { pageno: number; name: string }[]).map((row) => [row.pageno, row.name]));
  const names = new Set<string>();
  for (let at = 32; at + 24 + pageSize <= log.length; at += 24 + pageSize) names.add(pages.get(log.readUInt32BE(at)) ?? "(free)");
  return names;
}

/**
 * Asserts that a route list filtered by the field of `column` (`f_<column>`), as the store writes it
 * (an equality; a "one of" alone, which orders by `+id` and says IS NOT NULL), uses the field's index.
 */
function expectRouteListsUse(store: { database: unknown }, column: string): void {
  const db = store.database as BetterSqlite3.Database;
  for (const filter of [`f_${column} = ? ORDER BY id`, `f_${column} IN (SELECT value FROM json_each(?)) AND f_${column} IS NOT NULL ORDER BY +id`]) {
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT version, data FROM k_route WHERE scope = ? AND ${filter}`).all("o", "x") as { detail: string }[];
    expect(plan.map((row) => row.detail).join(" ")).toMatch(new RegExp(`USING INDEX i_route_by_${column}\\b`));
  }
}

const policy = (id: string, name: string) => ({ id, createdAt: "t", updatedAt: "t", orgId: "o", namespaceId: "ns", name }) as never;

describe("SQLite store", () => {
  it("sets WAL, synchronous=FULL, a short busy_timeout and secure_delete on every open, and records the schema version", async () => {
    const filename = join(dir, "nested", "dir", "a.db");
    for (let open = 0; open < 2; open++) {
      const store = createSqliteStore({ filename, busyTimeoutMs: 1234 });
      expect(store.database.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(store.database.pragma("synchronous", { simple: true })).toBe(2);
      // SQLite's own (blocking) wait is a short slice; the rest of the 1234 ms is waited asynchronously.
      expect(store.database.pragma("busy_timeout", { simple: true })).toBe(20);
      expect(store.database.pragma("secure_delete", { simple: true })).toBe(1);
      const versions = store.database.prepare("SELECT version FROM schema_version ORDER BY version").all();
      expect(versions).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => ({ version: i + 1 })));
      await store.close();
    }
  });

  it("refuses a database written by a newer schema version, without changing it", async () => {
    const filename = join(dir, "future.db");
    await createSqliteStore({ filename }).close();
    const raw = new BetterSqlite3(filename);
    raw.prepare("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)").run(SCHEMA_VERSION + 1, "later");
    raw.close();
    expect(() => createSqliteStore({ filename })).toThrow(/newer than this library/);
  });

  it("upgrades a version 3 database in place: version 4 counts the records of counted kinds that are there", async () => {
    const filename = join(dir, "v3.db");
    const first = createSqliteStore({ filename });
    await first.commit({ ops: [ops.insert("policy", "o", policy("p1", "one")), ops.insert("policy", "o", policy("p2", "two"))] });
    await first.close();
    // What version 3 left: no counts, three version rows.
    const raw = new BetterSqlite3(filename);
    raw.exec("DROP TABLE scope_counts; DELETE FROM schema_version WHERE version > 3");
    raw.close();
    const store = createSqliteStore({ filename });
    expect((await store.list("policy", "o", { limit: 0, count: true })).total).toBe(2);
    await store.commit({ ops: [ops.delete("policy", "o", "p1", 1)] });
    expect((await store.list("policy", "o", { limit: 0, count: true })).total).toBe(1);
    await store.close();
  });

  it("upgrades a version 5 database in place: a nested filter's column is added and filled from the records, and lists use its index", async () => {
    const filename = join(dir, "v5.db");
    const route = (id: string, sshPolicyId?: string) =>
      ({ id, createdAt: "t", updatedAt: "t", orgId: "o", namespaceId: "ns", name: id, ...(sshPolicyId ? { upstreamTunnel: { sshPolicyId } } : {}) }) as never;
    const first = createSqliteStore({ filename });
    await first.commit({ ops: [ops.insert("route", "o", route("tunnel", "ssh")), ops.insert("route", "o", route("plain"))] });
    await first.close();
    // What version 5 left: no column (nor index) for the tunnel's policy, five version rows.
    const raw = new BetterSqlite3(filename);
    raw.exec(
      `DROP INDEX i_route_by_upstreamTunnel__sshPolicyId; ALTER TABLE k_route DROP COLUMN f_upstreamTunnel__sshPolicyId; DELETE FROM schema_version WHERE version > 5`,
    );
    raw.close();
    const store = createSqliteStore({ filename });
    expect(store.database.prepare("SELECT max(version) AS v FROM schema_version").get()).toEqual({ v: SCHEMA_VERSION });
    expect((await store.list("route", "o", { where: { "upstreamTunnel.sshPolicyId": "ssh" } })).items.map((r) => r.id)).toEqual(["tunnel"]);
    // Only the records that set it are in its index; an equality and a "one of" both use it.
    expect(
      store.database
        .prepare("SELECT count(*) AS n FROM k_route INDEXED BY i_route_by_upstreamTunnel__sshPolicyId WHERE f_upstreamTunnel__sshPolicyId IS NOT NULL")
        .get(),
    ).toEqual({ n: 1 });
    expectRouteListsUse(store, "upstreamTunnel__sshPolicyId");
    await store.close();
  });

  it("upgrades a version 6 database in place: the indexes of sparse fields are made again holding only the records that set them", async () => {
    const filename = join(dir, "v6.db");
    const first = createSqliteStore({ filename });
    await first.commit({ ops: [ops.insert("route", "o", routeOf("mtls", { tlsClientKeyPairId: "kp" })), ops.insert("route", "o", routeOf("plain"))] });
    await first.close();
    // What version 6 left: the same indexes holding every record, six version rows.
    const raw = new BetterSqlite3(filename);
    raw.exec(`DROP INDEX i_route_by_tlsClientKeyPairId; CREATE INDEX "i_route_by_tlsClientKeyPairId" ON "k_route" (scope, "f_tlsClientKeyPairId", id)`);
    raw.exec(`DROP INDEX i_changeset_unique_draftOf; CREATE UNIQUE INDEX "i_changeset_unique_draftOf" ON "k_changeset" (scope, "f_draftOf")`);
    raw.exec(`DELETE FROM schema_version WHERE version > 6`);
    raw.close();
    const store = createSqliteStore({ filename });
    expect(store.database.prepare("SELECT max(version) AS v FROM schema_version").get()).toEqual({ v: SCHEMA_VERSION });
    const definition = (name: string) => (store.database.prepare("SELECT sql FROM sqlite_schema WHERE name = ?").get(name) as { sql: string }).sql;
    expect(definition("i_route_by_tlsClientKeyPairId")).toMatch(/WHERE "f_tlsClientKeyPairId" IS NOT NULL$/);
    expect(definition("i_changeset_unique_draftOf")).toMatch(/WHERE "f_draftOf" IS NOT NULL$/);
    expect((await store.list("route", "o", { where: { tlsClientKeyPairId: "kp" } })).items.map((r) => r.id)).toEqual(["mtls"]);
    expect((await store.list("route", "o", { where: { tlsClientKeyPairId: ["kp", "other"] } })).items.map((r) => r.id)).toEqual(["mtls"]);
    // A draft's key is still unique; changesets without one are not constrained.
    await store.commit({
      ops: [
        ops.insert("changeset", "o", changesetOf("d1", "c")),
        ops.insert("changeset", "o", changesetOf("a1")),
        ops.insert("changeset", "o", changesetOf("a2")),
      ],
    });
    await expect(store.commit({ ops: [ops.insert("changeset", "o", changesetOf("d2", "c"))] })).rejects.toMatchObject({ code: "already_exists" });
    expectRouteListsUse(store, "tlsClientKeyPairId");
    await store.close();
    // Opened again, nothing is made again: SQLite's schema cookie moves with every CREATE and DROP.
    const cookie = () => {
      const db = new BetterSqlite3(filename);
      const found = db.pragma("schema_version", { simple: true });
      db.close();
      return found;
    };
    const before = cookie();
    await createSqliteStore({ filename }).close();
    expect(cookie()).toBe(before);
  });

  it("has an index for every filter, used by list queries", async () => {
    const store = createSqliteStore({ filename: join(dir, "idx.db") });
    const plan = store.database
      .prepare(`EXPLAIN QUERY PLAN SELECT version, data FROM k_activity WHERE scope = ? AND f_entityId = ? ORDER BY id DESC LIMIT 50`)
      .all("o", "e") as { detail: string }[];
    expect(plan.map((row) => row.detail).join(" ")).toMatch(/USING INDEX i_activity_by_entityId/);
    const routePlan = store.database
      .prepare(`EXPLAIN QUERY PLAN SELECT version, data FROM k_route WHERE scope = ? AND f_namespaceId = ? ORDER BY id LIMIT 50 OFFSET 10`)
      .all("o", "n") as { detail: string }[];
    expect(routePlan.map((row) => row.detail).join(" ")).not.toMatch(/TEMP B-TREE/);
    await store.close();
  });

  it("an update writes only the indexes and list rows whose values change: no page of the others enters the log", async () => {
    const filename = join(dir, "pages.db");
    const store = createSqliteStore({ filename });
    const route = (i: number, extra: object = {}) =>
      ({ ...(policy(`r${i}`, `route-${i}`) as object), createdAt: `2026-01-01T00:00:${i % 60}Z`, updatedAt: "u0", policyIds: ["p1", "p2"], ...extra }) as never;
    await store.commit({ ops: Array.from({ length: 300 }, (_, i) => ops.insert("route", "o", route(i))) });
    const written = (commit: () => Promise<unknown>) => treesWritten(store, filename, commit);
    // The data and one sort key change; the namespace, the name, the key pairs and the policies do not.
    const kept = await written(() => store.commit({ ops: [ops.update("route", "o", route(7, { updatedAt: "u1", from: "https://x" }), 1)] }));
    expect(kept).toContain("k_route");
    expect(kept).toContain("i_route_by_namespaceId_order_updatedAt");
    for (const untouched of [
      "i_route_by_namespaceId",
      "i_route_unique_namespaceId_name",
      "i_route_by_namespaceId_order_createdAt",
      "i_route_by_tlsClientKeyPairId",
      "m_route_policyIds",
      "i_m_route_policyIds_id",
    ]) {
      expect(kept).not.toContain(untouched);
    }
    // A name and one policy change: their index and list rows are written, and read back.
    const moved = await written(() =>
      store.commit({ ops: [ops.update("route", "o", route(7, { updatedAt: "u1", name: "zz-renamed", policyIds: ["p2", "p3"] }), 2)] }),
    );
    expect(moved).toContain("i_route_unique_namespaceId_name");
    expect(moved).toContain("m_route_policyIds");
    expect(moved).not.toContain("i_route_by_namespaceId_order_updatedAt");
    const ids = async (where: object) => (await store.list("route", "o", { where })).items.map((r) => r.id);
    expect(await ids({ policyIds: "p3" })).toEqual(["r7"]);
    expect(await ids({ policyIds: "p1" })).not.toContain("r7");
    expect(await ids({ policyIds: "p2" })).toContain("r7");
    expect((await store.list("route", "o", { where: { namespaceId: "ns" }, orderBy: [{ field: "name" }] })).items.at(-1)?.id).toBe("r7");
    await store.close();
  });

  it("a record that leaves a sparse field unset writes no page of that field's index", async () => {
    const filename = join(dir, "sparse.db");
    const store = createSqliteStore({ filename });
    await store.commit({ ops: Array.from({ length: 300 }, (_, i) => ops.insert("route", "o", policy(`r${i}`, `route-${i}`))) });
    const written = await treesWritten(store, filename, () => store.commit({ ops: [ops.insert("route", "o", policy("new", "new-route"))] }));
    expect(written).toContain("i_route_by_namespaceId");
    for (const sparse of ["i_route_by_tlsClientKeyPairId", "i_route_by_tlsCustomCaKeyPairId", "i_route_by_tlsDownstreamClientCaKeyPairId"]) {
      expect(written).not.toContain(sparse);
    }
    await store.close();
  });

  it("backs up through the backup API to a file that opens with everything in it", async () => {
    const store = createSqliteStore({ filename: join(dir, "live.db") });
    await store.commit({ ops: [ops.insert("policy", "o", policy("p1", "a"))] });
    const copy = join(dir, "backups", "copy.db");
    await store.backup(copy);
    await store.commit({ ops: [ops.insert("policy", "o", policy("p2", "b"))] });
    const restored = createSqliteStore({ filename: copy });
    expect((await restored.list("policy", "o")).items.map((p) => p.id)).toEqual(["p1"]);
    await restored.close();
    await store.close();
  });

  it("two connections to one file: exactly one of two racing writers wins", async () => {
    const filename = join(dir, "shared.db");
    const a = createSqliteStore({ filename });
    const b = createSqliteStore({ filename });
    await a.commit({ ops: [ops.insert("policy", "o", policy("p", "start"))] });
    const results = await Promise.allSettled([
      a.commit({ ops: [ops.update("policy", "o", policy("p", "from-a"), 1)] }),
      b.commit({ ops: [ops.update("policy", "o", policy("p", "from-b"), 1)] }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason as AccessPlaneError).code).toBe("conflict");
    expect((await b.get("policy", "o", "p"))?.version).toBe(2);
    await a.close();
    await b.close();
  });

  it("reads started together read one snapshot; a commit of its own ends it, another connection's is seen from the next turn", async () => {
    const filename = join(dir, "snapshot.db");
    const store = createSqliteStore({ filename });
    await store.commit({ ops: [ops.insert("policy", "o", policy("a", "a1")), ops.insert("policy", "o", policy("b", "b1"))] });
    const other = new BetterSqlite3(filename);
    try {
      // Two reads started in one stretch of synchronous work, as a write's or a request's are, with
      // another connection's commit landing between them: both read the snapshot the first one opened.
      const markBefore = store.changeMark!();
      const first = store.get("policy", "o", "a");
      other.prepare("UPDATE k_policy SET version = version + 1, data = json_set(data, '$.name', 'b2') WHERE scope = 'o' AND id = 'b'").run();
      // The change mark read there vouches for that snapshot: it has not moved (answers kept under it
      // are computed from what these reads return).
      expect(store.changeMark!()).toBe(markBefore);
      const second = store.get("policy", "o", "b");
      expect((await first)?.name).toBe("a1");
      expect(await second).toMatchObject({ name: "b1", version: 1 });
      // The next read, after the turn, sees that commit, and the mark has moved.
      expect(store.changeMark!()).not.toBe(markBefore);
      expect(await store.get("policy", "o", "b")).toMatchObject({ name: "b2", version: 2 });
      // A commit of the store's own, started after reads in the same stretch, ends their snapshot:
      // it lands, and a read started after it sees it.
      const before = store.get("policy", "o", "a");
      const committed = store.commit({ ops: [ops.update("policy", "o", policy("a", "a2"), 1)] });
      const after = store.get("policy", "o", "a");
      expect((await before)?.name).toBe("a1");
      await expect(committed).resolves.toMatchObject({ versions: [2] });
      expect(await after).toMatchObject({ name: "a2", version: 2 });
      // Nothing is left open: the other connection can write, and a checkpoint takes the whole log.
      other.prepare("UPDATE k_policy SET version = version + 1 WHERE scope = 'o' AND id = 'b'").run();
      expect(other.pragma("wal_checkpoint(TRUNCATE)", { simple: false })).toEqual([{ busy: 0, log: 0, checkpointed: 0 }]);
    } finally {
      other.close();
      await store.close();
    }
  });

  it("a write blocked by another process past busy_timeout is unavailable, with a retry hint", async () => {
    const filename = join(dir, "busy.db");
    const store = createSqliteStore({ filename, busyTimeoutMs: 50 });
    const other = new BetterSqlite3(filename);
    other.exec("BEGIN IMMEDIATE");
    try {
      const error = await store.commit({ ops: [ops.insert("policy", "o", policy("p", "x"))] }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AccessPlaneError);
      expect((error as AccessPlaneError).code).toBe("unavailable");
      expect((error as AccessPlaneError).retryAfterSeconds).toBe(1);
      expect((error as AccessPlaneError).message).not.toMatch(/INSERT|SELECT|k_policy/);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    await store.commit({ ops: [ops.insert("policy", "o", policy("p", "x"))] });
    await store.close();
  });

  it("a write waiting for another process's lock does not freeze the process: reads are served meanwhile", async () => {
    const filename = join(dir, "waiting.db");
    const store = createSqliteStore({ filename, busyTimeoutMs: 10_000 });
    await store.commit({ ops: [ops.insert("policy", "o", policy("a", "a"))] });
    const other = new BetterSqlite3(filename);
    other.exec("BEGIN IMMEDIATE");
    // The write waits for the lock. Were the wait blocking, the read below could not run before it
    // and the lock could not be released from here: the write would fail at its deadline.
    const write = store.commit({ ops: [ops.insert("policy", "o", policy("b", "b"))] });
    expect((await store.get("policy", "o", "a"))?.name).toBe("a");
    other.exec("COMMIT");
    other.close();
    await expect(write).resolves.toMatchObject({ versions: [1] });
    expect((await store.list("policy", "o")).items.map((p) => p.id)).toEqual(["a", "b"]);
    await store.close();
  });

  it("a full disk refuses writes with 503-style unavailable saying storage is full; reads keep working", async () => {
    const filename = join(dir, "full.db");
    const store = createSqliteStore({ filename });
    await store.commit({ ops: [ops.insert("policy", "o", policy("first", "first"))] });
    // The database may not grow: the next pages cannot be written, as on a full disk.
    const pages = store.database.pragma("page_count", { simple: true }) as number;
    store.database.pragma(`max_page_count = ${pages}`);
    let error: unknown;
    for (let i = 0; i < 1000 && error === undefined; i++) {
      error = await store
        .commit({ ops: [ops.insert("policy", "o", { ...(policy(`p${i}`, `p${i}`) as object), description: "x".repeat(4000) } as never)] })
        .then(
          () => undefined,
          (e: unknown) => e,
        );
    }
    expect(error).toBeInstanceOf(AccessPlaneError);
    expect((error as AccessPlaneError).code).toBe("unavailable");
    expect((error as AccessPlaneError).message).toMatch(/storage is full/);
    expect((await store.get("policy", "o", "first"))?.name).toBe("first");
    await store.close();
  });
});
