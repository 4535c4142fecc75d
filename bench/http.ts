/**
 * What users feel over HTTP, measured with autocannon over loopback against servers in a child
 * process: an authenticated GET of a route, a list of 50 routes and the key set, each against Hono on @hono/node-server and
 * bare node:http answering the same bytes (body and headers) from a Map; and mixed load (reads, and route creates with
 * auto-apply on) at 32 and 128 connections, with p50/p99 latencies and errors; and the CPU a request
 * costs a replica and PostgreSQL, with what N replicas and one database server would sustain.
 */
import { execFileSync, spawn } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { create, toBinary } from "@bufbuild/protobuf";
import { GetRouteRequestSchema } from "../src/connect/gen/pomerium/config/config_pb.js";
import pg from "pg";
import { storedRoute } from "../test/support/bodies.js";
import { BENCH_POSTGRES_URL, rawRouteCreates, reachable, withSchema } from "./postgres.js";
import { WARM_CALLS } from "./setup.js";

interface Servers {
  ours: number;
  hono: number;
  bare: number;
  routePath: string;
  keySetPath: string;
  listPath: string;
  authorization: string;
  routesPath: string;
  clusterId: string;
  policyId: string;
}

export interface HttpBenchmarkSink {
  record(row: { name: string; ratio: number; target: string; ok: boolean; detail: string }): void;
}

/**
 * Starts one server process and returns what it printed once it listens, and how to stop it: SIGTERM,
 * then its exit awaited. A server on PostgreSQL drops its schema as it stops; the schema is dropped
 * here too once it has exited, so that none is left when its own drop could not run (a session of a
 * replica still on it, a deadlock with one).
 */
async function startServer(args: string[]): Promise<{ info: Record<string, unknown>; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL("./http-servers.ts", import.meta.url).pathname, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the benchmark server ${args[0]} exited with ${code}`)));
  });
  const stop = async (): Promise<void> => {
    child.kill("SIGTERM");
    await exited;
    if (args[0] === "ours" && args[1] === "postgres") {
      const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "bench_http_${child.pid}" CASCADE`);
      await client.end();
    }
  };
  return { info: JSON.parse(line) as Record<string, unknown>, stop };
}

async function startServers(): Promise<{ servers: Servers; stop: () => Promise<void> }> {
  const ours = await startServer(["ours"]);
  const file = join(mkdtempSync(join(tmpdir(), "accessplane-http-bench-")), "bodies.json");
  writeFileSync(file, JSON.stringify(ours.info));
  const [hono, bare] = await Promise.all([startServer(["hono", file]), startServer(["bare", file])]);
  const servers = { ...(ours.info as unknown as Servers), ours: ours.info.port as number, hono: hono.info.port as number, bare: bare.info.port as number };
  return {
    servers,
    stop: async () => {
      await Promise.all([ours, hono, bare].map((server) => server.stop()));
      rmSync(dirname(file), { recursive: true, force: true });
    },
  };
}

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)));
  });
}

/** A load's result, and its latencies (ms) in steady state: without each connection's first response. */
interface SteadyLoad {
  result: autocannon.Result;
  steady: { p50: number; p99: number };
}

/**
 * A load, with its latency percentiles in steady state besides autocannon's own: each connection's first
 * request is left out, since autocannon times it from before the connection opens and every connection
 * sends it in the same instant (the start of the load, not its steady state).
 */
function steadyLoad(options: autocannon.Options): Promise<SteadyLoad> {
  return new Promise((resolve, reject) => {
    const started = new Set<unknown>();
    const latencies: number[] = [];
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error instanceof Error ? error : new Error(String(error)));
      latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN);
      resolve({ result, steady: { p50: at(0.5), p99: at(0.99) } });
    });
    instance.on("response", (client: unknown, _status: number, _bytes: number, responseTime: number) => {
      if (started.has(client)) latencies.push(responseTime);
      else started.add(client);
    });
  });
}

/** Creates of routes with fresh names (`<prefix>-<n>`) in the bench cluster, listing its policy, as autocannon sends them. */
function routeCreates(base: string, servers: Pick<Servers, "routesPath" | "authorization" | "clusterId" | "policyId">, prefix: string): autocannon.Options {
  let n = 0;
  return {
    url: `${base}${servers.routesPath}`,
    method: "POST",
    headers: { authorization: servers.authorization, "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const name = `${prefix}-${n}`;
          const body = {
            namespaceId: servers.clusterId,
            name,
            from: `https://${name}.bench.example.com`,
            to: ["https://app.internal"],
            policyIds: [servers.policyId],
          };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  };
}

/** A Connect call (binary, as the vendor's Go clients send it), as autocannon sends it. */
function connectCall(port: number, procedure: string, body: Uint8Array, authorization: string): autocannon.Options {
  return {
    url: `http://127.0.0.1:${port}/pomerium.config.ConfigService/${procedure}`,
    method: "POST",
    headers: { authorization, "content-type": "application/proto", "connect-protocol-version": "1" },
    body: Buffer.from(body),
  };
}

/** A GET, as autocannon sends it. */
function get(port: number, path: string, headers: Record<string, string>): autocannon.Options {
  return { url: `http://127.0.0.1:${port}${path}`, headers };
}

/** What {@link interleaved} measured of one load: its rate in each round (requests per second) and its errors. */
interface Measured {
  rates: number[];
  errors: number;
}

/**
 * Loads measured in turns, over 10 connections each, so that the machine's pace (these machines are
 * shared) weighs on all of them alike: each is warmed up for a second, then in each of `rounds` rounds
 * every load runs for `slice` seconds, the order turning from one round to the next.
 */
async function interleaved(loads: readonly autocannon.Options[], rounds: number, slice = 1): Promise<Measured[]> {
  for (const options of loads) await load({ ...options, connections: 10, duration: 1 });
  const measured = loads.map((): Measured => ({ rates: [], errors: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < loads.length; k++) {
      const i = (round + k) % loads.length;
      const result = await load({ ...loads[i]!, connections: 10, duration: slice });
      measured[i]!.rates.push(result.requests.total / result.duration);
      measured[i]!.errors += result.errors + result.non2xx;
    }
  }
  return measured;
}

/** The median of the rounds' ratios of `a`'s rate to `b`'s (measured in the same rounds). */
function ratioOf(a: Measured, b: Measured): number {
  return median(a.rates.map((rate, round) => rate / b.rates[round]!));
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Requests per second, as a row's detail shows a load's rate: its median over the rounds. */
function perSecond(measured: Measured): string {
  return Math.round(median(measured.rates)).toLocaleString("en");
}

export async function httpBenchmarks(sink: HttpBenchmarkSink, seconds = 5): Promise<void> {
  await singleGets(sink, seconds);
  await proxyConfigGets(sink, seconds);
  await mixedLoad(sink, "sqlite", seconds);
  if (await reachable("mixed load on PostgreSQL")) await mixedLoad(sink, "postgres", seconds);
}

/** The row of a GET of ours against Hono answering the same bytes, measured in the same rounds. */
function recordAgainstHono(sink: HttpBenchmarkSink, what: string, ours: Measured, hono: Measured, target: number): void {
  const ratio = ratioOf(ours, hono);
  sink.record({
    name: `HTTP ${what} over loopback / Hono on @hono/node-server answering the same bytes from a Map`,
    ratio,
    target: `>= ${target}`,
    ok: ratio >= target && ours.errors === 0,
    detail: `${perSecond(ours)} vs ${perSecond(hono)} req/s, ratio the median of ${ours.rates.length} interleaved rounds; errors ${ours.errors}`,
  });
}

/**
 * Each GET of ours against Hono (and, for reference, bare node:http) answering the same bytes, the
 * three measured in turns; the same GETs on PostgreSQL; and the route through the ConfigService against
 * its REST GET.
 */
async function singleGets(sink: HttpBenchmarkSink, seconds: number): Promise<void> {
  const { servers, stop } = await startServers();
  try {
    const auth = { authorization: servers.authorization };
    for (const [what, path, headers, target] of [
      ["GET of a route (authenticated, SQLite)", servers.routePath, auth, 0.7],
      ["key set", servers.keySetPath, {}, 0.8],
      ["list of 50 routes with their links (authenticated, SQLite)", servers.listPath, auth, 0.5],
    ] as const) {
      const [ours, hono, bare] = await interleaved(
        [get(servers.ours, path, headers), get(servers.hono, path, headers), get(servers.bare, path, headers)],
        seconds,
      );
      recordAgainstHono(sink, what, ours!, hono!, target);
      sink.record({
        name: `the same / bare node:http from a Map (reference)`,
        ratio: ratioOf(ours!, bare!),
        target: "none",
        ok: true,
        detail: `${perSecond(bare!)} req/s bare`,
      });
    }
    // The same GET on PostgreSQL (its own server process on a fresh schema), against Hono again.
    if (await reachable("HTTP GET on PostgreSQL")) {
      const onPostgres = await startServer(["ours", "postgres"]);
      try {
        const info = onPostgres.info as unknown as Servers;
        for (const [what, path, anchorPath, target] of [
          ["GET of a route (authenticated, PostgreSQL)", info.routePath, servers.routePath, 0.4],
          ["list of 50 routes with their links (authenticated, PostgreSQL)", info.listPath, servers.listPath, 0.3],
        ] as const) {
          // Hono answers the SQLite server's bytes: the two servers' ids differ, their sizes do not.
          const [ours, hono] = await interleaved(
            [get(onPostgres.info.port as number, path, { authorization: info.authorization }), get(servers.hono, anchorPath, auth)],
            seconds,
          );
          recordAgainstHono(sink, what, ours!, hono!, target);
        }
        await createsOverHttp(sink, onPostgres.info.port as number, info, seconds);
      } finally {
        await onPostgres.stop();
      }
    }
    // The same route through the vendor's ConfigService (binary protobuf), against the REST GET.
    const routeId = servers.routePath.split("/").pop()!;
    const [connect, rest] = await interleaved(
      [
        connectCall(servers.ours, "GetRoute", toBinary(GetRouteRequestSchema, create(GetRouteRequestSchema, { id: routeId })), servers.authorization),
        get(servers.ours, servers.routePath, auth),
      ],
      seconds,
    );
    const ratio = ratioOf(connect!, rest!);
    sink.record({
      name: "ConfigService GetRoute (Connect, binary) / the REST GET of the same route, same server (SQLite)",
      ratio,
      target: ">= 0.5",
      ok: ratio >= 0.5 && connect!.errors === 0,
      detail: `${perSecond(connect!)} vs ${perSecond(rest!)} req/s, ratio the median of ${connect!.rates.length} interleaved rounds; errors ${connect!.errors}`,
    });
  } finally {
    await stop();
  }
}

/** How many times a second `write` runs, one call after the other, over about `ms` milliseconds. */
async function callsPerSecond(write: () => Promise<void>, ms: number): Promise<number> {
  const started = performance.now();
  let calls = 0;
  while (performance.now() - started < ms) {
    await write();
    calls += 1;
  }
  return calls / ((performance.now() - started) / 1000);
}

/**
 * Route creates with auto-apply on (the write and its apply) over HTTP on PostgreSQL, one after the
 * other from one connection, as a script or a Terraform run sends them, against the raw driver writing
 * the rows a create writes before its apply (the route and its link, the activity entry and its link,
 * the draft touched) in one transaction, on a schema of its own: the two in turns, a second each.
 */
async function createsOverHttp(sink: HttpBenchmarkSink, port: number, info: Servers, seconds: number): Promise<void> {
  // The raw driver's rows go to a schema of their own, made with the store's tables (and dropped after).
  await withSchema("http_raw", async (_store, schema) => {
    const raw = new pg.Pool({ connectionString: BENCH_POSTGRES_URL, max: 1 });
    try {
      const orgId = "raw-org";
      const rawCreate = await rawRouteCreates(raw, schema, orgId, info.clusterId, [info.policyId], (m) => {
        const at = new Date().toISOString();
        return storedRoute(orgId, info.clusterId, m, {
          id: `route-${m}`,
          createdAt: at,
          updatedAt: at,
          to: ["https://app.internal"],
          policyIds: [info.policyId],
        });
      });
      const creates = { ...routeCreates(`http://127.0.0.1:${port}`, info, "one-at-a-time"), connections: 1 };
      // Warmed by count, as `compare` warms the in-process cases (see WARM_CALLS).
      await load({ ...creates, amount: WARM_CALLS });
      for (let i = 0; i < WARM_CALLS; i++) await rawCreate();
      const ours: Measured = { rates: [], errors: 0 };
      const anchor: Measured = { rates: [], errors: 0 };
      for (let round = 0; round < seconds; round++) {
        for (const which of round % 2 === 0 ? ["ours", "raw"] : ["raw", "ours"]) {
          if (which === "raw") {
            anchor.rates.push(await callsPerSecond(rawCreate, 1000));
            continue;
          }
          const result = await load({ ...creates, duration: 1 });
          ours.rates.push(result.requests.total / result.duration);
          ours.errors += result.errors + result.non2xx;
        }
      }
      const ratio = ratioOf(ours, anchor);
      sink.record({
        name: "HTTP route create with auto-apply on (the write and its apply; PostgreSQL), one at a time over loopback / the raw driver writing the write's rows in one transaction (issue 35's goal 0.35)",
        ratio,
        target: ">= 0.35",
        ok: ratio >= 0.35 && ours.errors === 0,
        detail: `${perSecond(ours)} vs ${perSecond(anchor)} creates/s, ratio the median of ${ours.rates.length} interleaved rounds; errors ${ours.errors}`,
      });
    } finally {
      await raw.end();
    }
  });
}

/**
 * The proxy's configuration file of a 10 000-route cluster (what an agent beside each proxy polls),
 * over HTTP against Hono answering the same bytes: one applied version is built once, then served.
 */
async function proxyConfigGets(sink: HttpBenchmarkSink, seconds: number): Promise<void> {
  const ours = await startServer(["export"]);
  const file = join(mkdtempSync(join(tmpdir(), "accessplane-http-bench-")), "bodies.json");
  writeFileSync(file, JSON.stringify(ours.info));
  const hono = await startServer(["hono", file]);
  try {
    const { exportPath, authorization, bodies } = ours.info as { exportPath: string; authorization: string; bodies: Record<string, string> };
    const [oursRate, honoRate] = await interleaved(
      [get(ours.info.port as number, exportPath, { authorization }), get(hono.info.port as number, exportPath, { authorization })],
      seconds,
    );
    const megabytes = (Buffer.byteLength(bodies[exportPath]!) / 2 ** 20).toFixed(1);
    recordAgainstHono(sink, `GET of the proxy's configuration of 10 000 routes (${megabytes} MB of YAML, one applied version)`, oursRate!, honoRate!, 0.5);
  } finally {
    await Promise.all([ours.stop(), hono.stop()]);
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

/**
 * Mixed load on one store: most connections read a route, some create routes (auto-apply on, as
 * clients rely on), while the server sweeps every second.
 */
async function mixedLoad(sink: HttpBenchmarkSink, storeName: "sqlite" | "postgres", seconds: number): Promise<void> {
  const server = await startServer(storeName === "postgres" ? ["ours", "postgres"] : ["ours"]);
  const servers = { ...(server.info as unknown as Servers), ours: server.info.port as number };
  const auth = { authorization: servers.authorization };
  try {
    // Warmed as the other cases are (see WARM_CALLS), the server being a fresh process: a second of
    // reads, and route creates until 3,000 are done.
    const base = `http://127.0.0.1:${servers.ours}`;
    await Promise.all([
      load({ url: `${base}${servers.routePath}`, headers: auth, connections: 10, duration: 1 }),
      load({ ...routeCreates(base, servers, `warm-${storeName}`), connections: 4, amount: WARM_CALLS }),
    ]);
    // Mixed load: most connections read a route, some create routes (auto-apply on, as clients rely on).
    for (const connections of [32, 128]) {
      const writers = Math.max(1, Math.round(connections / 8));
      const [{ result: reads, steady: steadyReads }, { result: writes, steady: steadyWrites }] = await Promise.all([
        steadyLoad({ url: `${base}${servers.routePath}`, headers: auth, connections: connections - writers, duration: seconds }),
        steadyLoad({
          ...routeCreates(base, servers, `load-${storeName}-${connections}`),
          connections: writers,
          duration: seconds,
        }),
      ]);
      const errors = reads.errors + reads.non2xx + reads.timeouts + writes.errors + writes.non2xx + writes.timeouts;
      const p99 = Math.max(steadyReads.p99, steadyWrites.p99);
      sink.record({
        name: `mixed load on ${storeName === "postgres" ? "PostgreSQL" : "SQLite"} at ${connections} connections (${connections - writers} reading a route, ${writers} creating routes with auto-apply on): p99 latency in steady state, ms`,
        ratio: p99,
        target: "<= 250",
        ok: p99 <= 250 && errors === 0,
        detail:
          `reads p50 ${steadyReads.p50} ms p99 ${steadyReads.p99} ms, ${Math.round(reads.requests.average)} req/s; ` +
          `writes p50 ${steadyWrites.p50} ms p99 ${steadyWrites.p99} ms, ${Math.round(writes.requests.average)} req/s; errors ${errors}; ` +
          `with each connection's first request (sent as the load starts): reads p99 ${reads.latency.p99} ms, writes p99 ${writes.latency.p99} ms`,
      });
    }
  } finally {
    await server.stop();
  }
}

/** CPU time a process has used, in ms, from /proc (its user and system ticks). */
function cpuMs(pid: number, tickMs: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The fields after the command's closing parenthesis, from the third (state): utime is the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * tickMs;
}

/** The PostgreSQL backends of a replica, by the application name its sessions carry. */
async function backendsOf(client: pg.Client, applicationName: string): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [applicationName]);
  return rows.map((row) => row.pid);
}

/**
 * Scale-out on paper, since these machines have two cores: the CPU one request costs a replica (its
 * process) and PostgreSQL (the replica's backends), from /proc ticks around a load of reads (an
 * authenticated route GET) and one of writes (a route create with auto-apply on), and from them the
 * requests per second N replicas and one PostgreSQL server of M cores would sustain, and which of the
 * two runs out first. A replica is one Node.js process: one core's worth at most. The CPU of a request
 * is measured under the load, so it includes what contention costs on this machine, after a warm-up
 * (a second of reads; {@link WARM_CALLS} creates).
 */
export async function capacityBenchmarks(sink: HttpBenchmarkSink, seconds = 5): Promise<void> {
  if (!(await reachable("capacity on PostgreSQL"))) return;
  // One signing key for every replica, so that each accepts the first one's tokens.
  process.env.ACCESSPLANE_BENCH_SIGNING_KEY ??= generateKeyPairSync("ec", { namedCurve: "P-256" })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();
  const server = await startServer(["ours", "postgres"]);
  const info = server.info as unknown as Servers & { pid: number; applicationName: string; schema: string };
  const replicas = [server];
  const client = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await client.connect();
  const tickMs = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  try {
    const costs: Record<"read" | "write", { replica: number; database: number; rate: number }> = {} as never;
    for (const what of ["read", "write"] as const) {
      const base = `http://127.0.0.1:${server.info.port as number}`;
      const options: autocannon.Options =
        what === "read"
          ? { url: `${base}${info.routePath}`, headers: { authorization: info.authorization }, connections: 10 }
          : { ...routeCreates(base, info, "capacity"), connections: 4 };
      // The writes warmed by count, as the other create cases (see WARM_CALLS): the replica is a fresh process.
      await load(what === "read" ? { ...options, duration: 1 } : { ...options, amount: WARM_CALLS });
      const backends = new Set(await backendsOf(client, info.applicationName));
      const before = { replica: cpuMs(info.pid, tickMs), database: new Map([...backends].map((pid) => [pid, cpuMs(pid, tickMs)])) };
      const result = await load({ ...options, duration: seconds });
      const replica = cpuMs(info.pid, tickMs) - before.replica;
      let database = 0;
      // Backends opened during the load count from zero.
      for (const pid of new Set([...backends, ...(await backendsOf(client, info.applicationName))])) {
        try {
          database += cpuMs(pid, tickMs) - (before.database.get(pid) ?? 0);
        } catch {
          // A backend that ended during the load: its ticks are gone with it (an undercount, said below).
        }
      }
      const done = result["2xx"];
      costs[what] = { replica: replica / done, database: database / done, rate: done / seconds };
      const errors = result.errors + result.non2xx + result.timeouts;
      sink.record({
        name: `CPU per ${what === "read" ? "authenticated route GET" : "route create with auto-apply"} on PostgreSQL: the replica's ms (recorded)`,
        ratio: costs[what].replica,
        target: "none",
        ok: errors === 0,
        detail: `${costs[what].database.toFixed(2)} ms of PostgreSQL's backends; ${Math.round(costs[what].rate)} req/s on this machine; errors ${errors}`,
      });
    }
    console.log(capacityTable(costs));

    // Lock waits as replicas are added to one database, each with 4 connections creating routes in the
    // same cluster: the share of the backends' time spent waiting for a lock, sampled from
    // pg_stat_activity, per write (advisory locks: a cluster's apply, the drafts; the others: rows).
    for (const count of [1, 2, 3]) {
      while (replicas.length < count) replicas.push(await startServer(["replica", info.schema]));
      const names = replicas.map((replica) => replica.info.applicationName as string);
      const waited = new Map<string, number>();
      let samples = 0;
      let sampling = true;
      const started = performance.now();
      const sampler = (async () => {
        while (sampling) {
          const { rows } = await client.query<{ event: string; n: number }>(
            "SELECT wait_event AS event, count(*)::int AS n FROM pg_stat_activity WHERE application_name = ANY($1) AND wait_event_type = 'Lock' GROUP BY wait_event",
            [names],
          );
          samples += 1;
          for (const { event, n } of rows) waited.set(event, (waited.get(event) ?? 0) + n);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const results = await Promise.all(
        replicas.map((replica) =>
          load({
            ...routeCreates(`http://127.0.0.1:${replica.info.port as number}`, info, `locks-${count}-${replica.info.port as number}`),
            connections: 4,
            duration: seconds,
          }),
        ),
      );
      sampling = false;
      await sampler;
      const perSample = (performance.now() - started) / samples;
      const writes = results.reduce((sum, result) => sum + result["2xx"], 0);
      const errors = results.reduce((sum, result) => sum + result.errors + result.non2xx + result.timeouts, 0);
      const byEvent = [...waited].map(([event, n]) => `${event} ${((n * perSample) / writes).toFixed(2)}`).join(", ");
      const total = ([...waited.values()].reduce((sum, n) => sum + n, 0) * perSample) / writes;
      sink.record({
        name: `lock waits per route create at ${count} replica${count === 1 ? "" : "s"} on one PostgreSQL, ms of backend time (recorded)`,
        ratio: total,
        target: "none",
        ok: errors === 0,
        detail: `${byEvent === "" ? "none sampled" : byEvent}; ${Math.round(writes / seconds)} writes/s; errors ${errors}`,
      });
    }
  } finally {
    await client.end();
    // Replicas first, gone before the first one drops the schema as it stops.
    await Promise.all(replicas.slice(1).map((replica) => replica.stop()));
    await server.stop();
  }
}

/** The README's table: what N replicas and a PostgreSQL server of M cores sustain, from the CPU per request. */
function capacityTable(costs: Record<"read" | "write", { replica: number; database: number }>): string {
  const lines = ["| replicas | PostgreSQL cores | reads/s (first to saturate) | writes/s (first to saturate) |", "|---|---|---|---|"];
  const sustained = (cost: { replica: number; database: number }, replicas: number, cores: number) => {
    const byReplicas = (replicas * 1000) / cost.replica;
    const byDatabase = (cores * 1000) / cost.database;
    return `${Math.round(Math.min(byReplicas, byDatabase)).toLocaleString("en")} (${byReplicas <= byDatabase ? "replicas" : "PostgreSQL"})`;
  };
  for (const cores of [4, 8, 16]) {
    for (const replicas of [1, 2, 4, 8]) {
      lines.push(`| ${replicas} | ${cores} | ${sustained(costs.read, replicas, cores)} | ${sustained(costs.write, replicas, cores)} |`);
    }
  }
  return lines.join("\n");
}
