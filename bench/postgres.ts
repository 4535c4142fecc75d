/**
 * The benchmarks on PostgreSQL (`ACCESSPLANE_BENCH_POSTGRES_URL`, or this machine's server): each on a
 * schema of its own, dropped afterwards. Skipped with one line when no server answers.
 */
import pg from "pg";
import { createControlPlane, silentLogger, type ControlPlane } from "accessplane";
import { ops, type ActivityRecord, type RouteRecord, type Store } from "accessplane/store";
import { createPostgresStore, type PostgresStore } from "accessplane/postgres";
import { bootstrapped, SAME_CODE } from "./setup.js";

export interface BenchKit {
  compare(name: string, ours: () => unknown, baseline: () => unknown, target: { min?: number; max?: number }, warmCalls?: number): Promise<void>;
  record(name: string, ratio: number, detail: string): void;
  routeRecord(orgId: string, namespaceId: string, i: number, policyIds: string[]): RouteRecord;
  idTokenFor(plane: ControlPlane, refreshToken: string): Promise<string>;
  /** Median time of applying 10 route changes in a cluster of `size` routes (closes its plane). */
  medianApplyMs(store: Store, size: number, rounds: number): Promise<number>;
  /** A route write with auto-apply on in a cluster of 10 000 routes against one of 100, on stores `storeFor` makes. */
  autoApplyWriteRatio(label: string, storeFor: (size: number) => Store | Promise<Store>): Promise<void>;
  /** A route create with auto-apply on in an organization of 1 000 namespaces against one of 2, on stores `storeFor` makes. */
  namespaceScaleRatio(label: string, storeFor: (namespaces: number) => Store | Promise<Store>, max?: number): Promise<void>;
}

/** The PostgreSQL the benchmarks run on. */
export const BENCH_POSTGRES_URL =
  process.env.ACCESSPLANE_BENCH_POSTGRES_URL ?? process.env.ACCESSPLANE_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const URL_ = BENCH_POSTGRES_URL;

/** Runs `body` with a store on a fresh schema, dropped afterwards. */
export async function withSchema(name: string, body: (store: PostgresStore, schema: string) => Promise<void>): Promise<void> {
  const schema = `bench_${name}_${process.pid}`;
  const store = await createPostgresStore({ connectionString: URL_, schema });
  try {
    await body(store, schema);
  } finally {
    await store.close();
    const client = new pg.Client({ connectionString: URL_ });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}

/** A handle on a store whose close leaves it open (withSchema closes it), with its reads, commits and scope digest. */
function secondHandle(store: Store): Store {
  return {
    get: store.get.bind(store),
    getMany: store.getMany.bind(store),
    list: store.list.bind(store),
    commit: store.commit.bind(store),
    ...(store.scopeDigest === undefined ? {} : { scopeDigest: store.scopeDigest.bind(store) }),
    close: async () => {},
  };
}

/** Whether a server answers; says in one line why `what` is skipped when none does. */
export async function reachable(what = "PostgreSQL benchmarks"): Promise<boolean> {
  const client = new pg.Client({ connectionString: URL_, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    console.log(`${what} skipped: no server at ${new URL(URL_).host} (${error instanceof Error ? error.message : String(error)})`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The raw driver writing the rows a route create writes before its apply, on a schema holding the
 * store's tables, as hand-written code would: in one transaction, a statement each (the route, its
 * link rows, the activity entry and its link to the cluster's draft, the draft touched). Inserts the
 * draft, then returns one such create per call; `record(m)` gives the `m`th route (ids made unique here).
 */
export async function rawRouteCreates(
  raw: pg.Pool,
  schema: string,
  orgId: string,
  clusterId: string,
  policyIds: readonly string[],
  record: (m: number) => RouteRecord,
): Promise<() => Promise<void>> {
  const draftId = `raw-draft-${clusterId}`;
  const at = new Date().toISOString();
  const draft = {
    id: draftId,
    createdAt: at,
    updatedAt: at,
    orgId,
    clusterId,
    namespaceId: clusterId,
    status: "pending",
    failureMessage: "",
    draftOf: clusterId,
  };
  await raw.query(
    `INSERT INTO "${schema}".k_changeset (scope, id, version, data, "f_clusterId", f_status, "f_draftOf") VALUES ($1, $2, 1, $3, $4, 'pending', $5)`,
    [orgId, draftId, JSON.stringify(draft), `raw-${clusterId}`, `raw-${clusterId}`],
  );
  let m = 0;
  return async () => {
    const route = record(m++);
    route.id = `raw-${route.id}`;
    const entry = { id: `raw-act${m}`, entityId: route.id, changesetIds: [draftId] };
    const client = await raw.connect();
    try {
      await client.query("BEGIN");
      await client.query(
        `INSERT INTO "${schema}".k_route (scope, id, version, data, "f_namespaceId", f_name, "f_createdAt", "f_updatedAt") VALUES ($1, $2, 1, $3, $4, $5, $6, $6)`,
        [orgId, route.id, JSON.stringify(route), clusterId, `raw-${route.name}`, route.createdAt],
      );
      await client.query(`INSERT INTO "${schema}"."m_route_policyIds" (scope, value, id) SELECT $1, unnest($2::text[]), $3`, [orgId, policyIds, route.id]);
      await client.query(
        `INSERT INTO "${schema}".k_activity (scope, id, version, data, "f_activityType", "f_entityType", "f_entityId", "f_namespaceId", "f_userId") VALUES ($1, $2, 1, $3, 'create', 'route', $4, $5, 'u')`,
        [orgId, entry.id, JSON.stringify(entry), route.id, clusterId],
      );
      await client.query(`INSERT INTO "${schema}"."m_activity_changesetIds" (scope, value, id) VALUES ($1, $2, $3)`, [orgId, draftId, entry.id]);
      await client.query(`UPDATE "${schema}".k_changeset SET data = $1, version = version + 1 WHERE scope = $2 AND id = $3`, [
        JSON.stringify({ ...draft, updatedAt: new Date().toISOString() }),
        orgId,
        draftId,
      ]);
      await client.query("COMMIT");
    } finally {
      client.release();
    }
  };
}

/** The PostgreSQL benchmarks, as one function for `npm run bench -- postgres`. */
export function postgresBenchmarks(kit: BenchKit): () => Promise<void> {
  return async function postgres(): Promise<void> {
    if (!(await reachable())) return;

    // Create an entity with its activity entry, against the raw driver writing the same two rows
    // (every indexed column) in one transaction into the store's own tables.
    await withSchema("create", async (store, schema) => {
      const plane = await createControlPlane({ store, logger: silentLogger });
      const { boot, orgId, actor } = await bootstrapped(plane);
      const raw = new pg.Pool({ connectionString: URL_, max: 1 });
      let n = 0;
      let m = 0;
      const rawInsert = async () => {
        const i = m++;
        const at = new Date().toISOString();
        const ns = { id: `raw-ns${i}`, createdAt: at, updatedAt: at, orgId, parentId: orgId, name: `raw-${i}`, type: "regular" };
        const client = await raw.connect();
        try {
          await client.query("BEGIN");
          await client.query(`INSERT INTO "${schema}".k_namespace (scope, id, version, data, "f_parentId", f_name) VALUES ($1, $2, 1, $3, $4, $5)`, [
            orgId,
            ns.id,
            JSON.stringify(ns),
            orgId,
            ns.name,
          ]);
          await client.query(
            `INSERT INTO "${schema}".k_activity (scope, id, version, data, "f_activityType", "f_entityType", "f_entityId", "f_namespaceId", "f_userId") VALUES ($1, $2, 1, $3, 'create', 'namespace', $4, $5, 'u')`,
            [orgId, `raw-a${i}`, JSON.stringify({ id: `raw-a${i}`, entityId: ns.id }), ns.id, orgId],
          );
          await client.query("COMMIT");
        } finally {
          client.release();
        }
      };
      await kit.compare(
        "PostgreSQL: create entity + activity via service / raw driver, same two rows in one transaction",
        () => plane.services.namespaces.create(orgId, { name: `ns-${n++}`, parentId: orgId }, actor, "owner"),
        rawInsert,
        { min: 0.3 },
      );
      await raw.end();
      // GET of one object through fetch, against a bare handler answering from a Map.
      const path = `/api/v0/organizations/${orgId}/clusters/${boot.cluster.id}`;
      const url = `http://localhost${path}`;
      const headers = { authorization: `Bearer ${await kit.idTokenFor(plane, boot.user.refreshToken)}` };
      const body = await (await plane.fetch(new Request(url, { headers }))).text();
      const bare = async () => new Response(body, { headers: { "content-type": "application/json" } });
      await kit.compare(
        "PostgreSQL: GET one object via fetch (authenticated) / bare Map handler (recorded: one round trip a request, the user and the object in one statement; the membership is read at most once a second)",
        async () => (await plane.fetch(new Request(url, { headers }))).text(),
        async () => (await bare()).text(),
        {},
      );
      // Closed, so that its timers and watches do not run beside the benchmarks after it.
      await plane.close();
    });

    // A route create with three policy links and auto-apply on (the write and its apply), against the
    // raw driver writing the rows a create writes before its apply (the route, its three link rows,
    // the activity entry and its link to the draft, the draft touched) in one transaction.
    await withSchema("route_create", async (store, schema) => {
      const plane = await createControlPlane({ store, logger: silentLogger });
      const { orgId, clusterId, actor } = await bootstrapped(plane);
      const policyIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        const ppl = { allow: { and: [{ domain: "example.com" }] } };
        const made = await plane.services.policies.create(
          orgId,
          { namespaceId: orgId, name: `policy-${i}`, enforced: i === 0, ppl, description: "", explanation: "", remediation: "" },
          actor,
        );
        policyIds.push(made.policy.id);
      }
      const raw = new pg.Pool({ connectionString: URL_, max: 1 });
      const rawCreate = await rawRouteCreates(raw, schema, orgId, clusterId, policyIds, (m) => kit.routeRecord(orgId, clusterId, m, policyIds));
      let n = 0;
      await kit.compare(
        "PostgreSQL: route create with 3 policy links via service, auto-apply on (the write and its apply) / raw driver writing the write's rows in one transaction",
        () =>
          plane.services.routes.create(
            orgId,
            { namespaceId: clusterId, name: `route-${n}`, from: `https://r${n++}.bench.example.com`, to: ["https://upstream.internal"], policyIds },
            actor,
          ),
        rawCreate,
        { min: 0.35 },
      );
      await raw.end();
      await plane.close();
    });

    // A page of 50 in 100 000 against one in 1 000.
    await withSchema("paging", async (store) => {
      for (const [ns, count] of [
        ["big", 100_000],
        ["small", 1_000],
      ] as const) {
        for (let start = 0; start < count; start += 5_000) {
          const batch = [];
          for (let i = start; i < Math.min(count, start + 5_000); i++) batch.push(ops.insert("route", "org", kit.routeRecord("org", ns, i, [])));
          await store.commit({ ops: batch });
        }
      }
      await store.pool.query("ANALYZE");
      const page = (namespaceId: string) => () => store.list("route", "org", { where: { namespaceId }, orderBy: [{ field: "name" }], offset: 500, limit: 50 });
      await kit.compare("PostgreSQL: time of a page of 50 (offset 500, by name) in 100 000 / in 1 000", page("small"), page("big"), { max: 2 }, SAME_CODE);
    });

    // One entity's activity in a log of 1 000 000 against one of 10 000.
    await withSchema("activity", async (store, schema) => {
      // A million rows through the store would take minutes: the same rows, generated in SQL, on a
      // connection without the store's statement timeout (it takes longer than that on a slow day).
      const setup = await store.pool.connect();
      await setup.query("SET statement_timeout = 0");
      for (const [org, count, entities] of [
        ["big", 1_000_000, 50_000],
        ["small", 10_000, 500],
      ] as const) {
        await setup.query(
          `INSERT INTO "${schema}".k_activity (scope, id, version, data, "f_activityType", "f_entityType", "f_entityId", "f_namespaceId", "f_userId")
           SELECT $1, 'a' || lpad(i::text, 8, '0'), 1,
                  json_build_object('id', 'a' || lpad(i::text, 8, '0'), 'createdAt', '2026-11-21T00:00:00.000Z', 'updatedAt', '2026-11-21T00:00:00.000Z', 'orgId', $1::text,
                    'activityType', 'update', 'entityType', 'route', 'entityId', 'e' || (i % $2), 'data', json_build_object('name', 'route-' || i),
                    'namespaceId', 'ns', 'namespaceName', 'ns', 'userId', 'u', 'user', json_build_object('id', 'u', 'email', '', 'displayName', '', 'photoUrl', ''), 'changesetIds', json_build_array())::text,
                  'update', 'route', 'e' || (i % $2), 'ns', 'u'
           FROM generate_series(0, $3 - 1) AS i`,
          [org, entities, count],
        );
      }
      await setup.query("ANALYZE");
      await setup.query("RESET statement_timeout");
      setup.release();
      const byEntity = (org: string) => () =>
        store.list("activity", org, { where: { entityId: "e7" }, orderBy: [{ field: "id", descending: true }], limit: 100 });
      const found = (await byEntity("big")()).items as ActivityRecord[];
      if (found.length !== 20) throw new Error(`expected 20 entries of e7, found ${found.length}`);
      await kit.compare(
        "PostgreSQL: time of one entity's activity in a log of 1 000 000 / of 10 000",
        byEntity("small"),
        byEntity("big"),
        { max: 2 },
        SAME_CODE,
      );
    });

    // A write with auto-apply on in a cluster of 10 000 routes against one of 100, each on its own schema.
    await withSchema("auto_small", async (small) => {
      await withSchema("auto_big", async (big) => {
        await kit.autoApplyWriteRatio("PostgreSQL", (size) => (size === 100 ? secondHandle(small) : secondHandle(big)));
      });
    });

    // A route create with auto-apply on in an organization of 1 000 namespaces against one of 2. The
    // scope digest the write reads reads every namespace's id and xmin on the server (about 1 µs each
    // on this machine): 1.5, not SQLite's 1.2, which reads no row for it.
    await withSchema("ns_small", async (small) => {
      await withSchema("ns_big", async (big) => {
        await kit.namespaceScaleRatio("PostgreSQL", (size) => (size === 2 ? secondHandle(small) : secondHandle(big)), 1.5);
      });
    });

    // Applying 10 changes in a cluster of 10 000 routes.
    await withSchema("apply", async (store) => {
      const median = await kit.medianApplyMs(store, 10_000, 10);
      kit.record("PostgreSQL: applying 10 changes in a cluster of 10 000 routes (recorded, ms)", median, "median of 10 applies");
    });
  };
}
