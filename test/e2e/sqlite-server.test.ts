/** The `npm start` server as a user runs it: first start, token exchange, restart, signals. */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { registerSecrets, scanForLeaks } from "../support/leak-guard.js";
import { portableCli } from "../support/portable-cli.js";
import { printed, spawnServer, startServer } from "../support/server-process.js";
import { POSTGRES_AVAILABLE, POSTGRES_URL, postgresStores, schemaName } from "../support/postgres.js";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createControlPlane, silentLogger } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "accessplane-e2e-"));
// A test starts up to three servers one after another (tsx compiles the tree at every start).
vi.setConfig({ testTimeout: 300_000 });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the example server as `npm start` does, collecting everything it prints. */
const SERVE = ["--import", "tsx", "src/cli/main.ts", "serve"];
const spawnFromSource = (env: Record<string, string>) => spawnServer(SERVE, env, root);
const start = (env: Record<string, string>) => startServer(SERVE, env, root);

/** Resolves once the server has printed something matching `pattern` (its log is the gate); rejects after `ms`. */
/** The child's exit code, once it has exited (at once if it already has); a child that failed to spawn rejects. */
function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
    child.once("error", reject);
  });
}

function run(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnFromSource(env);
  return exitOf(child).then((code) => ({ code, output: output() }));
}

async function exchange(baseUrl: string, refreshToken: string): Promise<Response> {
  return fetch(`${baseUrl}/api/v0/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refreshToken }),
  });
}

describe("npm start (accessplane serve)", () => {
  // Made here, not in a test: the hook that drops the schemas after the file is then registered (one
  // made in the test registered it too late, and its schema was left behind).
  const replicaSchemas = postgresStores("replicas");
  it("bootstraps once, prints the token once, keeps data across restarts and stops cleanly", async () => {
    const db = join(dir, "first", "accessplane.db");
    const first = await start({ ACCESSPLANE_DB: db });
    const token = /^\s+(apu_[A-Za-z0-9_-]+)$/m.exec(first.output())?.[1];
    expect(token, first.output()).toBeDefined();
    const exchanged = await exchange(first.baseUrl, token!);
    expect(exchanged.status).toBe(200);
    const { idToken, expiresInSeconds } = (await exchanged.json()) as { idToken: string; expiresInSeconds: string };
    expect(expiresInSeconds).toBe("3600");
    const orgs = (await (await fetch(`${first.baseUrl}/api/v0/organizations`, { headers: { authorization: `Bearer ${idToken}` } })).json()) as {
      id: string;
    }[];
    expect(orgs).toHaveLength(1);
    const clusters = (await (
      await fetch(`${first.baseUrl}/api/v0/organizations/${orgs[0]!.id}/clusters`, { headers: { authorization: `Bearer ${idToken}` } })
    ).json()) as { name: string }[];
    expect(clusters.map((c) => c.name)).toEqual(["default"]);
    // Prometheus scrapes the server's metrics without a token.
    const metrics = await (await fetch(`${first.baseUrl}/metrics`)).text();
    expect(metrics).toContain('accessplane_requests_total{operation="listClusters",status="200"} 1');
    first.child.kill("SIGTERM");
    expect(await exitOf(first.child)).toBe(0);

    const second = await start({ ACCESSPLANE_DB: db });
    expect(second.output()).not.toMatch(/apu_|created organization/);
    expect((await exchange(second.baseUrl, token!)).status).toBe(200);
    const again = (await (await fetch(`${second.baseUrl}/api/v0/organizations`, { headers: { authorization: `Bearer ${idToken}` } })).json()) as {
      id: string;
    }[];
    expect(again.map((o) => o.id)).toEqual([orgs[0]!.id]);
    second.child.kill("SIGINT");
    expect(await exitOf(second.child)).toBe(0);
  });

  it("answers from memory only what is current: a route another process writes to the file, and its renewal of the token, show at the server's next request", async () => {
    const chosen = "another-process-writes-here-0123456789";
    const db = join(dir, "two-processes.db");
    const server = await start({ ACCESSPLANE_DB: db, ACCESSPLANE_BOOTSTRAP_TOKEN: chosen });
    const idToken = ((await (await exchange(server.baseUrl, chosen)).json()) as { idToken: string }).idToken;
    const get = (path: string) => fetch(`${server.baseUrl}/api/v0${path}`, { headers: { authorization: `Bearer ${idToken}` } });
    const [org] = (await (await get("/organizations")).json()) as { id: string }[];
    const [cluster] = (await (await get(`/organizations/${org!.id}/clusters`)).json()) as { id: string }[];
    const routeNames = async () => {
      const res = await get(`/organizations/${org!.id}/routes?namespaceId=${cluster!.id}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { name: string }[]).map((route) => route.name);
    };
    // Read twice: the second answer may come from the server's memory.
    expect(await routeNames()).toEqual([]);
    expect(await routeNames()).toEqual([]);
    // This test's process is the other one: its own connection to the same file.
    const store = createSqliteStore({ filename: db });
    const other = await createControlPlane({ store, logger: silentLogger, backgroundSweep: false });
    try {
      const actor = { id: "e2e", email: "", displayName: "e2e", photoUrl: "" };
      await other.services.routes.create(
        org!.id,
        { namespaceId: cluster!.id, name: "written-elsewhere", from: "https://elsewhere.example.com", to: ["https://app.internal"] },
        actor,
      );
      expect(await routeNames()).toEqual(["written-elsewhere"]);
      const user = (await other.services.users.authenticateRefreshToken(chosen))!;
      await other.services.users.renewRefreshToken(org!.id, user.id, actor, "owner");
      expect((await get(`/organizations/${org!.id}/routes?namespaceId=${cluster!.id}`)).status).toBe(401);
    } finally {
      await other.close();
      server.child.kill("SIGTERM");
      expect(await exitOf(server.child)).toBe(0);
    }
  });

  it("uses ACCESSPLANE_BOOTSTRAP_TOKEN as the bootstrap user's refresh token", async () => {
    const chosen = "automation-knows-this-token-0123456789";
    const server = await start({ ACCESSPLANE_DB: join(dir, "chosen.db"), ACCESSPLANE_BOOTSTRAP_TOKEN: chosen });
    expect(server.output()).not.toContain(chosen);
    expect((await exchange(server.baseUrl, chosen)).status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await exitOf(server.child)).toBe(0);
  });

  it("publishes the keys of SIGNING_KEY_FILE and reloads them when the file changes", async () => {
    const key = () => {
      const pem = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
      registerSecrets([pem.split("\n")[1]!.slice(8, 48)]);
      return pem;
    };
    const first = key();
    const file = join(dir, "signing.b64");
    writeFileSync(file, Buffer.from(first).toString("base64"));
    const server = await start({ ACCESSPLANE_DB: join(dir, "signing.db"), SIGNING_KEY_FILE: file });
    const kids = async () =>
      ((await (await fetch(`${server.baseUrl}/.well-known/pomerium/jwks.json`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
    expect(await kids()).toHaveLength(1);
    writeFileSync(file, Buffer.from(first + key()).toString("base64"));
    // The server says when it has reloaded the file; then the key set lists both keys.
    await printed(server, /signing keys reloaded/);
    expect(await kids()).toHaveLength(2);
    server.child.kill("SIGTERM");
    expect(await exitOf(server.child)).toBe(0);
  });

  it("refuses a missing signing key file and a bad key with a clear message, not a stack", async () => {
    const missing = await run({ ACCESSPLANE_DB: join(dir, "nokey.db"), SIGNING_KEY_FILE: join(dir, "absent.pem") });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/signing key: cannot read the signing key file .*absent\.pem: no such file/);
    expect(missing.output).not.toMatch(/\n\s+at /);
    const ed = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    registerSecrets([Buffer.from(ed).toString("base64").slice(20, 60)]);
    const bad = await run({ ACCESSPLANE_DB: join(dir, "badkey.db"), SIGNING_KEY: Buffer.from(ed).toString("base64") });
    expect(bad.code).toBe(1);
    expect(bad.output).toMatch(/signing key: block 1: ed25519 keys are not supported/);
    expect(bad.output).not.toMatch(/\n\s+at /);
  });

  it("refuses a short bootstrap token and an unusable database path with a clear message, not a stack", async () => {
    const short = await run({ ACCESSPLANE_DB: join(dir, "short.db"), ACCESSPLANE_BOOTSTRAP_TOKEN: "too-short" });
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/ACCESSPLANE_BOOTSTRAP_TOKEN needs at least 32 characters/);
    expect(short.output).not.toMatch(/\n\s+at /);
    const file = join(dir, "a-file");
    writeFileSync(file, "not a directory");
    const blocked = await run({ ACCESSPLANE_DB: join(file, "below", "cannot.db") });
    expect(blocked.code).toBe(1);
    expect(blocked.output).toMatch(/cannot open the database/);
    expect(blocked.output).not.toMatch(/\n\s+at /);
  });

  it("refuses a database it cannot write at start, with one clear line, not a stack", async () => {
    const roDir = join(dir, "read-only");
    const filename = join(roDir, "ro.db");
    // A database made by a first start, then made read-only (file and folder). The first process is
    // killed outright, leaving its write-ahead log and shared memory behind (owned by another user):
    // SQLite then lets BEGIN IMMEDIATE through on a file it may not write, which hung the server.
    const first = await start({ ACCESSPLANE_DB: filename, ACCESSPLANE_BOOTSTRAP_TOKEN: "read-only-test-token-0123456789abcdef" });
    first.child.kill("SIGKILL");
    await exitOf(first.child);
    expect(existsSync(`${filename}-wal`)).toBe(true);
    chmodSync(filename, 0o444);
    chmodSync(roDir, 0o555);
    chmodSync(dir, 0o755);
    // Root writes through any permission: run as nobody then, as an operator's service account would.
    // Nobody may not be able to enter the clone (a private folder): it runs the CLI built into a
    // folder of the test's that everyone may read.
    const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const cli = await portableCli(join(dir, "portable-cli"));
    const child = spawn(process.execPath, [cli, "serve"], {
      cwd: dir,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ACCESSPLANE_DB: filename },
      stdio: ["ignore", "pipe", "pipe"],
      ...asNobody,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    // A run that never ends fails with what it printed, before the test's own timeout hides it.
    const deadline = setTimeout(() => child.kill("SIGKILL"), 90_000);
    const code = await exitOf(child).finally(() => clearTimeout(deadline));
    chmodSync(roDir, 0o755);
    expect(code, output).toBe(1);
    expect(output).toMatch(/cannot open the database .*ro\.db: the database file cannot be written/);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).not.toMatch(/\n\s+at /);
  }, 120_000);

  it("signs people in by a trusted proxy's email header: two header lines are no identity, and a cross-site write is refused", async () => {
    const server = await start({ ACCESSPLANE_DB: join(dir, "trusted.db"), ACCESSPLANE_TRUSTED_EMAIL_HEADER: "x-forwarded-email" });
    const url = new URL(server.baseUrl);
    const raw = (method: string, path: string, headers: http.OutgoingHttpHeaders) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.once("error", reject);
        request.end();
      });
    const one = await raw("GET", "/api/v0/organizations", { "x-forwarded-email": "ada@example.com" });
    expect(one.status, one.body).toBe(200);
    // Two lines (a proxy that appends instead of replacing): refused, not joined into "a, b".
    const two = await raw("GET", "/api/v0/organizations", { "x-forwarded-email": ["ada@example.com", "eve@example.com"] });
    expect(two.status, two.body).toBe(401);
    // A form on another site posting with the person's session at the proxy: refused, nothing made.
    const forged = await raw("POST", "/api/v0/organizations", {
      "x-forwarded-email": "ada@example.com",
      origin: "https://evil.example",
      "content-type": "application/json",
    });
    expect(forged.status, forged.body).toBe(403);
    const listed = await raw("GET", "/api/v0/organizations", { "x-forwarded-email": "ada@example.com" });
    expect(JSON.parse(listed.body)).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await exitOf(server.child)).toBe(0);
  });

  it("accessplane reseal seals the secrets written before keys were set, once", async () => {
    const filename = join(dir, "reseal.db");
    const first = await start({ ACCESSPLANE_DB: filename, ACCESSPLANE_BOOTSTRAP_TOKEN: "reseal-test-token-0123456789abcdefghij" });
    first.child.kill("SIGTERM");
    await exitOf(first.child);
    const key = randomBytes(32).toString("base64");
    const reseal = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", "reseal"], {
          cwd: root,
          env: { ...process.env, ACCESSPLANE_DB: filename, ACCESSPLANE_SECRET_KEYS: key },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.once("exit", (code) => resolve({ code, output }));
      });
    const once = await reseal();
    expect(once.code, once.output).toBe(0);
    const sealed = Number(/(\d+) of \d+ records sealed/.exec(once.output)?.[1]);
    // The cluster's settings (its cookie secret) and its applied configuration at least.
    expect(sealed).toBeGreaterThanOrEqual(2);
    const twice = await reseal();
    expect(twice.output).toMatch(/(?:^|\s)0 of \d+ records sealed/);
  });

  it.skipIf(!POSTGRES_AVAILABLE)("two servers on one PostgreSQL database act as one: one bootstrap, one API", async () => {
    const schema = schemaName("replicas");
    const token = "replica-test-token-0123456789abcdefghijk";
    const env = { ACCESSPLANE_DATABASE_URL: POSTGRES_URL, ACCESSPLANE_DATABASE_SCHEMA: schema, ACCESSPLANE_BOOTSTRAP_TOKEN: token };
    const [a, b] = await Promise.all([start(env), start(env)]);
    try {
      // Started together on an empty database: exactly one of them bootstrapped.
      const created = [a, b].filter((server) => /created organization/.test(server.output()));
      expect(created).toHaveLength(1);
      const idToken = ((await (await exchange(b.baseUrl, token)).json()) as { idToken: string }).idToken;
      const auth = { authorization: `Bearer ${idToken}`, "content-type": "application/json" };
      const [org] = (await (await fetch(`${a.baseUrl}/api/v0/organizations`, { headers: auth })).json()) as { id: string }[];
      const made = await fetch(`${a.baseUrl}/api/v0/organizations/${org!.id}/namespaces`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ name: "shared", parentId: org!.id }),
      });
      expect(made.status).toBe(201);
      const seen = (await (await fetch(`${b.baseUrl}/api/v0/organizations/${org!.id}/namespaces`, { headers: auth })).json()) as { name: string }[];
      expect(seen.map((ns) => ns.name)).toContain("shared");
      // The same name through the other server: the database's unique key holds across replicas.
      const again = await fetch(`${b.baseUrl}/api/v0/organizations/${org!.id}/namespaces`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ name: "shared", parentId: org!.id }),
      });
      expect(again.status).toBe(409);
      // Renewing a token through one server revokes the old one on the other at once.
      const bot = (await (
        await fetch(`${a.baseUrl}/api/v0/organizations/${org!.id}/users/apiAccess`, { method: "POST", headers: auth, body: JSON.stringify({ name: "bot" }) })
      ).json()) as { id: string; refreshToken: string };
      const botToken = ((await (await exchange(a.baseUrl, bot.refreshToken)).json()) as { idToken: string }).idToken;
      expect((await fetch(`${b.baseUrl}/api/v0/version`, { headers: { authorization: `Bearer ${botToken}` } })).status).toBe(200);
      expect((await fetch(`${a.baseUrl}/api/v0/organizations/${org!.id}/users/${bot.id}/refreshToken`, { method: "POST", headers: auth })).status).toBe(200);
      expect((await fetch(`${b.baseUrl}/api/v0/version`, { headers: { authorization: `Bearer ${botToken}` } })).status).toBe(401);
      expect((await exchange(b.baseUrl, bot.refreshToken)).status).toBe(401);
    } finally {
      for (const server of [a, b]) {
        server.child.kill("SIGTERM");
        await exitOf(server.child);
      }
      // Registers the schema for dropping after the file.
      await (await replicaSchemas.create(schema)).close();
    }
  });

  it("refuses an unusable PostgreSQL at start with one line that says what is wrong and holds no password", async () => {
    const missingDatabase = new URL(POSTGRES_URL);
    missingDatabase.pathname = "/accessplane_no_such_database";
    missingDatabase.password = "hunter2-secret";
    const cases: [string, RegExp][] = [
      ["postgres://someone:hunter2-secret@127.0.0.1:9/nowhere", /the database refused the connection at 127\.0\.0\.1:9: nothing listens there/],
      ["mysql://someone:hunter2-secret@127.0.0.1:3306/nowhere", /must start with postgres:\/\/ or postgresql:\/\/, not mysql:\/\//],
      ["postgres://someone:hunter2-secret@127.0.0.1:99999/nowhere", /not a valid URL/],
      ...(POSTGRES_AVAILABLE ? ([[missingDatabase.toString(), /the database named in the connection string does not exist/]] as [string, RegExp][]) : []),
    ];
    const results = await Promise.all(cases.map(([url]) => run({ ACCESSPLANE_DATABASE_URL: url })));
    results.forEach((result, i) => {
      expect(result.code).toBe(1);
      expect(result.output.trim().split("\n"), result.output).toHaveLength(1);
      expect(result.output).toMatch(cases[i]![1]);
      expect(result.output).not.toContain("hunter2");
    });
  });

  it("a port already in use fails before the first start bootstraps: the next start prints the token", async () => {
    const { createServer } = await import("node:net");
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", () => resolve()));
    const busyPort = String((blocker.address() as { port: number }).port);
    const filename = join(dir, "busy-port.db");
    try {
      const refused = await run({ ACCESSPLANE_DB: filename, PORT: busyPort });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/cannot listen on 127\.0\.0\.1:\d+/);
      expect(refused.output).not.toMatch(/refresh token/);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const next = await start({ ACCESSPLANE_DB: filename });
    expect(next.output()).toMatch(/its refresh token, shown only this once:\n {2}apu_/);
    next.child.kill("SIGTERM");
    await exitOf(next.child);
  });

  it("SIGTERM drains: a request in flight when the signal comes still gets its answer, then the server exits", async () => {
    const chosen = "drain-test-token-0123456789abcdefghijkl";
    const server = await start({ ACCESSPLANE_DB: join(dir, "drain.db"), ACCESSPLANE_BOOTSTRAP_TOKEN: chosen });
    const body = JSON.stringify({ refreshToken: chosen });
    const url = new URL(`${server.baseUrl}/api/v0/token`);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue" },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.once("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once("error", reject);
    });
    // Gate 1: "100 Continue" means the server has parsed the request's headers: it is in flight.
    await new Promise<void>((resolve) => request.once("continue", () => resolve()));
    server.child.kill("SIGTERM");
    // Gate 2: the server has begun shutting down before the body is sent.
    await new Promise<void>((resolve) => {
      const check = () => (/SIGTERM: shutting down/.test(server.output()) ? resolve() : undefined);
      server.child.stdout!.on("data", check);
      check();
    });
    request.end(body);
    expect(await answered).toBe(200);
    expect(await exitOf(server.child)).toBe(0);
  });

  it("SIGTERM to the npm start process stops the server, leaving nothing behind", async () => {
    const npm = spawn("npm", ["start", "--silent"], {
      cwd: root,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ACCESSPLANE_DB: join(dir, "signals.db") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk) => (output += chunk));
    npm.stderr.on("data", (chunk) => (output += chunk));
    const baseUrl = await new Promise<string>((resolve, reject) => {
      npm.stdout.on("data", () => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      npm.once("exit", (code) => reject(new Error(`npm start exited with ${code}: ${output}`)));
    });
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    npm.kill("SIGTERM");
    await exitOf(npm);
    // Nothing answers on the port any more: the server went with npm, not on as an orphan.
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    scanForLeaks(output, "npm start output");
  });
});
