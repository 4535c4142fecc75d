/**
 * KINDS carries a version that stores record: changing the kinds without a new version fails here,
 * and the control plane refuses a store made for another version, saying what to do.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createControlPlane, isAccessPlaneError, silentLogger } from "accessplane";
import { KINDS, KINDS_VERSION, type Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { createSqliteStore, SCHEMA_VERSION } from "accessplane/sqlite";
import { POSTGRES_SCHEMA_VERSION } from "accessplane/postgres";

/**
 * What KINDS was at each version, as a digest of its JSON. A change to KINDS must come with a new
 * KINDS_VERSION, migrations in the SQLite and PostgreSQL stores, and a new line here.
 */
const KINDS_AT: Record<number, string> = {
  3: "16324124374b3bd0329c18762181dff00ecd7828803900888bf635aff5c4b692",
  // Every indexed field's type declared (KindSpec.types), and the kinds counted per scope (KindSpec.counted).
  4: "be61e5c7c030219777347fc593f85267c051c9c8423bffb23c02214bcb300dc4",
  // Policy test suites (policyTestSuite), a configuration kind; approval policies (approvalPolicy); the
  // activity stream's outbox (outbox).
  5: "2f4b3db746d718d9963667757289aaf2ea1c366931517e07ba4a02ef4dc4013f",
  // Filters may be nested (KindSpec.filters): the route's upstream tunnel's SSH policy.
  6: "7f141a732a9a9dd4ea77778b18a94b5d346754b229036c79e7e50d762089b533",
  // Sparse fields (KindSpec.sparse): the route's key pairs, the settings' key pairs, a changeset's draftOf.
  7: "29ca77a78a4443c25bcb719cc035bedb0e3f361f0a0762a868267acc68c7240e",
};

describe("the version of the record kinds", () => {
  it("changes whenever KINDS changes", () => {
    const digest = createHash("sha256").update(JSON.stringify(KINDS)).digest("hex");
    expect(KINDS_AT[KINDS_VERSION], `KINDS changed (digest ${digest}): bump KINDS_VERSION, migrate the stores, record the digest`).toBe(digest);
  });

  it("is the version the bundled stores' schemas are made for, and what they report", async () => {
    expect(SCHEMA_VERSION).toBe(KINDS_VERSION);
    expect(POSTGRES_SCHEMA_VERSION).toBe(KINDS_VERSION);
    const memory = createMemoryStore();
    const sqlite = createSqliteStore({ filename: ":memory:" });
    expect([memory.kindsVersion, sqlite.kindsVersion]).toEqual([KINDS_VERSION, KINDS_VERSION]);
    await Promise.all([memory.close(), sqlite.close()]);
  });

  it("refuses a store made for an older or newer version, and takes one that says nothing as current", async () => {
    for (const [made, advice] of [
      [KINDS_VERSION - 1, /migrate the store/],
      [KINDS_VERSION + 1, /upgrade accessplane/],
    ] as const) {
      const inner = createMemoryStore();
      const store: Store = { ...bind(inner), kindsVersion: made };
      const refused = await createControlPlane({ backgroundSweep: false, store, logger: silentLogger }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isAccessPlaneError(refused, "failed_precondition"), String(refused)).toBe(true);
      expect((refused as Error).message).toMatch(new RegExp(`version ${made} of the record kinds`));
      expect((refused as Error).message).toMatch(advice);
      await inner.close();
    }
    const silent = createMemoryStore();
    const { kindsVersion: _unsaid, ...rest } = bind(silent);
    const plane = await createControlPlane({ backgroundSweep: false, store: rest, logger: silentLogger });
    expect(await plane.bootstrap({ clusterDomain: "example.com" })).toBeDefined();
    await silent.close();
  });
});

/** A store's methods as a plain object (as a third-party store would be). */
function bind(store: Store): Store {
  return {
    get: store.get.bind(store),
    getMany: store.getMany.bind(store),
    list: store.list.bind(store),
    commit: store.commit.bind(store),
    close: store.close.bind(store),
    kindsVersion: store.kindsVersion,
  };
}
