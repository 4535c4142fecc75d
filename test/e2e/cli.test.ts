/**
 * The `accessplane` command-line tool end to end, as an operator runs it: real processes on a SQLite
 * file (and PostgreSQL when the machine has it). Bootstrap, the way back in with a lost token, users,
 * export, backup, reseal, migrate, `--help` everywhere, and the exit codes a script relies on.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { parse as parseYaml } from "yaml";
import { createControlPlane, silentLogger } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";
import { createNodeHttpServer } from "accessplane/node";
import { scanForLeaks } from "../support/leak-guard.js";
import { POSTGRES_AVAILABLE, POSTGRES_URL, schemaName } from "../support/postgres.js";

// Every test here starts the CLI as processes, one after another, each compiling it with tsx: seconds
// each on a quiet machine, ten times that with both cores busy, so a test may take minutes.
vi.setConfig({ testTimeout: 300_000 });

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "accessplane-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the tool from source, as `npm run cli --` does. */
function cli(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
      cwd: root,
      env: { ...process.env, ACCESSPLANE_DATABASE_URL: "", ACCESSPLANE_SECRET_KEYS: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.once("close", (code) => {
      scanForLeaks(stdout + stderr, `accessplane ${args.join(" ")}`);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Whether a refresh token works, asked of a control plane opened on the same file. */
async function tokenWorks(db: string, refreshToken: string): Promise<boolean> {
  const plane = await createControlPlane({ backgroundSweep: false, store: createSqliteStore({ filename: db }), logger: silentLogger });
  try {
    const response = await plane.fetch(
      new Request("http://localhost/api/v0/token", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refreshToken }) }),
    );
    return response.status === 200;
  } finally {
    await plane.close();
  }
}

describe("accessplane (SQLite)", () => {
  const db = join(dir, "cli.db");
  let boot: { organizationId: string; clusterId: string; userId: string; refreshToken: string };

  beforeAll(async () => {
    const ran = await cli(["bootstrap", "--db", db, "--json"]);
    expect(ran.code, ran.stderr).toBe(0);
    boot = JSON.parse(ran.stdout);
    expect(boot).toMatchObject({ bootstrapped: true, organizationId: expect.any(String), refreshToken: expect.stringMatching(/^apu_/) });
  });

  it("--help lists every command, and each command has its own help", async () => {
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    const names = [
      "serve",
      "bootstrap",
      "users list",
      "users create-api-access",
      "users renew-token",
      "export",
      "test",
      "replay",
      "backup",
      "reseal",
      "migrate",
    ];
    for (const name of names) expect(help.stdout).toContain(`  ${name} `);
    for (const name of names) {
      const own = await cli([...name.split(" "), "--help"]);
      expect(own.code, name).toBe(0);
      expect(own.stdout, name).toContain(`Usage: accessplane ${name}`);
    }
  });

  it("bootstrap prints a token that works, and a second bootstrap does nothing", async () => {
    expect(await tokenWorks(db, boot.refreshToken)).toBe(true);
    const again = await cli(["bootstrap", "--db", db]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/already bootstrapped/);
  });

  it("recovers a lost token: renew-token issues a new one and the old one stops working", async () => {
    const created = await cli(["users", "create-api-access", "--db", db, "--name", "deployer", "--role", "admin", "--json"]);
    expect(created.code, created.stderr).toBe(0);
    const user = JSON.parse(created.stdout) as { userId: string; refreshToken: string; role: string };
    expect(user.role).toBe("admin");
    expect(await tokenWorks(db, user.refreshToken)).toBe(true);
    const renewed = await cli(["users", "renew-token", user.userId, "--db", db, "--json"]);
    expect(renewed.code, renewed.stderr).toBe(0);
    const fresh = JSON.parse(renewed.stdout) as { refreshToken: string };
    expect(await tokenWorks(db, fresh.refreshToken)).toBe(true);
    expect(await tokenWorks(db, user.refreshToken)).toBe(false);
    const listed = await cli(["users", "list", "--db", db, "--json"]);
    expect((JSON.parse(listed.stdout) as { id: string; organizationRole: string }[]).map((u) => [u.id, u.organizationRole])).toEqual(
      expect.arrayContaining([
        [boot.userId, "owner"],
        [user.userId, "admin"],
      ]),
    );
  });

  it("exports the applied configuration as JSON and the proxy's file as YAML, a file readable by its owner only", async () => {
    const json = await cli(["export", "--db", db]);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ orgId: boot.organizationId, clusterId: boot.clusterId, version: 1 });
    const out = join(dir, "proxy.yaml");
    const yaml = await cli(["export", "--db", db, "--proxy", "--cluster", boot.clusterId, "--out", out]);
    expect(yaml.code, yaml.stderr).toBe(0);
    expect(parseYaml(readFileSync(out, "utf8"))).toMatchObject({ cookie_secret: expect.any(String) });
    expect(statSync(out).mode & 0o077).toBe(0);
  });

  it("test runs suite files on an export and on a server: a summary, JUnit XML, rule coverage, exit code 1 on a failure", async () => {
    // A policy and a route, written as the API writes them (auto-apply on: the export holds them).
    const plane = await createControlPlane({ backgroundSweep: false, store: createSqliteStore({ filename: db }), logger: silentLogger });
    const actor = { id: "ci", email: "ci@example.com", displayName: "ci", photoUrl: "" };
    let server: ReturnType<typeof createNodeHttpServer> | undefined;
    try {
      const { policy } = await plane.services.policies.create(
        boot.organizationId,
        {
          namespaceId: boot.organizationId,
          name: "staff",
          ppl: { allow: { or: [{ domain: "example.com" }, { groups: "contractors" }] } },
          description: "",
          explanation: "",
          remediation: "",
        },
        actor,
      );
      await plane.services.routes.create(
        boot.organizationId,
        { namespaceId: boot.clusterId, name: "wiki", from: "https://wiki.example.com", to: ["https://wiki.internal"], policyIds: [policy.id] },
        actor,
      );
      const applied = join(dir, "applied.json");
      expect((await cli(["export", "--db", db, "--cluster", boot.clusterId, "--out", applied])).code).toBe(0);
      const suites = join(dir, "access.yaml");
      writeFileSync(
        suites,
        [
          "name: wiki <access>",
          "cases:",
          "  - { name: staff read, host: wiki.example.com, path: /a, request: { user: { id: ann, email: ann@example.com } }, expect: allow }",
          "  - { name: others refused, host: wiki.example.com, request: { user: { id: bob, email: bob@other.org } }, expect: forbidden }",
          "",
        ].join("\n"),
      );
      const junit = join(dir, "junit.xml");
      const passed = await cli(["test", suites, "--config", applied, "--junit", junit, "--coverage"]);
      expect(passed.code, passed.stderr).toBe(0);
      expect(passed.stdout).toContain("2 passed, 0 failed (2 cases)");
      // Every criterion of an `or` is checked for each request: both of the policy's are reached.
      expect(passed.stdout).toContain(`coverage ${policy.id}: 2/2 criteria`);
      const xml = readFileSync(junit, "utf8");
      expect(xml).toContain('<testsuites name="accessplane policy tests" tests="2" failures="0">');
      expect(xml).toContain('<testsuite name="wiki &lt;access&gt;" tests="2" failures="0">');
      expect(xml).toContain('<testcase classname="wiki &lt;access&gt;" name="staff read"/>');
      // A case that fails: exit code 1, the failure on stdout and in the JUnit file.
      const failing = join(dir, "failing.yaml");
      writeFileSync(
        failing,
        "- name: wrong\n  cases:\n    - { name: bob gets in, host: wiki.example.com, request: { user: { id: bob, email: bob@other.org } }, expect: allow }\n",
      );
      const failed = await cli(["test", suites, failing, "--config", applied, "--junit", junit]);
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain("FAIL wrong > bob gets in: expected allow, the proxy answers forbidden");
      expect(failed.stdout).toContain("2 passed, 1 failed (3 cases)");
      expect(readFileSync(junit, "utf8")).toContain('<failure message="expected allow, the proxy answers forbidden"/>');
      // The same from a running server, with a refresh token.
      server = createNodeHttpServer(plane.fetch);
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v0`;
      const remote = await cli(["test", suites, "--server", url, "--org", boot.organizationId, "--cluster", boot.clusterId], {
        ACCESSPLANE_REFRESH_TOKEN: boot.refreshToken,
      });
      expect(remote.code, remote.stderr).toBe(0);
      expect(remote.stdout).toContain("2 passed, 0 failed (2 cases)");
      // Bad input: a suite file that is not a suite (1, named), a wrong command line (2).
      const bad = join(dir, "bad.yaml");
      writeFileSync(bad, "name: x\ncases: [{ name: a, expect: maybe }]\n");
      const refused = await cli(["test", bad, "--config", applied]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/policy test suite 0 of .*bad\.yaml.*expect/s);
      expect((await cli(["test", suites])).code).toBe(2);
      expect((await cli(["test", suites, "--server", url])).code).toBe(2);
    } finally {
      if (server !== undefined) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await plane.close();
    }
  });

  it("replay reports who gains and who loses access, from two exports and from a server's draft, in parts", async () => {
    const plane = await createControlPlane({ backgroundSweep: false, store: createSqliteStore({ filename: db }), logger: silentLogger });
    const actor = { id: "ci", email: "ci@example.com", displayName: "ci", photoUrl: "" };
    const orgId = boot.organizationId;
    let server: ReturnType<typeof createNodeHttpServer> | undefined;
    try {
      const { policy } = await plane.services.policies.create(
        orgId,
        { namespaceId: orgId, name: "replayed", ppl: { allow: { or: [{ domain: "example.com" }] } }, description: "", explanation: "", remediation: "" },
        actor,
      );
      await plane.services.routes.create(
        orgId,
        { namespaceId: boot.clusterId, name: "replayed", from: "https://replayed.example.com", to: ["https://up.internal"], policyIds: [policy.id] },
        actor,
      );
      const before = join(dir, "before.json");
      expect((await cli(["export", "--db", db, "--cluster", boot.clusterId, "--out", before])).code).toBe(0);
      await plane.services.policies.patch(orgId, policy.id, [{ op: "replace", path: "/ppl", value: { allow: { or: [{ domain: "other.org" }] } } }], actor);
      const after = join(dir, "after.json");
      expect((await cli(["export", "--db", db, "--cluster", boot.clusterId, "--out", after])).code).toBe(0);
      const check = (email: string) =>
        JSON.stringify({
          service: "authorize",
          method: "GET",
          path: "/",
          host: "replayed.example.com",
          "session-id": "s",
          user: email,
          email,
          message: "authorize check",
        });
      // Enough lines that the server gets them in several parts (under its 1 MB body limit each).
      const lines = [...Array.from({ length: 3000 }, () => check("ann@example.com")), "garbage", ...Array.from({ length: 3000 }, () => check("bob@other.org"))];
      const log = join(dir, "authorize.log");
      writeFileSync(log, `${lines.join("\n")}\n`);
      const offline = await cli(["replay", "--log", log, "--before", before, "--after", after, "--json"]);
      expect(offline.code, offline.stderr).toBe(0);
      const report = JSON.parse(offline.stdout);
      expect(report).toMatchObject({ lines: 6001, replayed: 6000, unparsable: 1, problems: [{ line: 3001, message: "not JSON" }] });
      expect(report.lost.map((c: { who: string; requests: number }) => [c.who, c.requests])).toEqual([["ann@example.com", 3000]]);
      expect(report.gained.map((c: { who: string; requests: number }) => [c.who, c.requests])).toEqual([["bob@other.org", 3000]]);
      // From a server: the draft (auto-apply off) that gives the route back to example.com.
      await plane.services.settings.patch(orgId, boot.clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: false }], actor);
      await plane.services.policies.patch(orgId, policy.id, [{ op: "replace", path: "/ppl", value: { allow: { or: [{ domain: "example.com" }] } } }], actor);
      const [draft] = (await plane.services.changesets.list(orgId, { clusterId: boot.clusterId, status: "pending" })).items;
      server = createNodeHttpServer(plane.fetch);
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v0`;
      const remote = await cli(["replay", "--log", log, "--server", url, "--org", orgId, "--changeset", draft!.id], {
        ACCESSPLANE_REFRESH_TOKEN: boot.refreshToken,
      });
      expect(remote.code, remote.stderr).toBe(0);
      expect(remote.stdout).toContain("6000 requests replayed (6001 lines: 0 not authorize checks, 1 unparsable), 0 unchanged");
      expect(remote.stdout).toContain('ann@example.com route "replayed" (replayed.example.com): forbidden -> allow, 3000 requests (e.g. GET /)');
      expect(remote.stdout).toContain('bob@other.org route "replayed" (replayed.example.com): allow -> forbidden, 3000 requests');
      expect(remote.stdout).toContain("line 3001: not JSON");
      expect((await cli(["replay", "--log", log])).code).toBe(2);
      expect((await cli(["replay", "--log", log, "--before", before])).code).toBe(2);
      await plane.services.settings.patch(orgId, boot.clusterId, [{ op: "replace", path: "/autoApplyChangesets", value: true }], actor);
    } finally {
      if (server !== undefined) await new Promise<void>((resolve) => server!.close(() => resolve()));
      await plane.close();
    }
  });

  it("backs up a consistent copy with progress, which opens with the same users", async () => {
    const target = join(dir, "backup", "copy.db");
    const ran = await cli(["backup", target, "--db", db]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stderr).toMatch(/backup: (\d+) of \1 pages \(100%\)/);
    expect(existsSync(target)).toBe(true);
    expect(await tokenWorks(target, boot.refreshToken)).toBe(true);
  });

  it("reseals with ACCESSPLANE_SECRET_KEYS, once", async () => {
    const copy = join(dir, "reseal.db");
    expect((await cli(["backup", copy, "--db", db])).code).toBe(0);
    const keys = randomBytes(32).toString("base64");
    const first = await cli(["reseal", "--db", copy], { ACCESSPLANE_SECRET_KEYS: keys });
    expect(first.code, first.stderr).toBe(0);
    expect(Number(/(\d+) of \d+ records sealed/.exec(first.stdout)?.[1])).toBeGreaterThanOrEqual(2);
    const second = await cli(["reseal", "--db", copy], { ACCESSPLANE_SECRET_KEYS: keys });
    expect(second.stdout).toMatch(/^0 of \d+ records sealed/);
    expect((await cli(["reseal", "--db", copy])).code).toBe(1);
  });

  it("migrate creates or upgrades a database and reports its schema version", async () => {
    const ran = await cli(["migrate", "--db", join(dir, "fresh", "new.db")]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/is at schema version \d+/);
  });

  it("exit codes: 2 for a wrong command line, 1 for a failed operation, with a message on stderr", async () => {
    for (const args of [
      ["nope"],
      ["users", "create-api-access", "--db", db, "--name", "x", "--role", "boss"],
      ["users", "renew-token", "--db", db],
      ["export", "--db", db, "--bogus"],
      ["serve", "--port", "99999", "--db", db],
    ]) {
      const ran = await cli(args);
      expect(ran.code, args.join(" ")).toBe(2);
      expect(ran.stderr, args.join(" ")).toMatch(/^accessplane/);
    }
    const missing = await cli(["users", "renew-token", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "--db", db]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/not found/);
    expect((await cli([])).code).toBe(2);
  });
});

describe.skipIf(!POSTGRES_AVAILABLE)("accessplane (PostgreSQL)", () => {
  const schema = schemaName("cli");
  afterAll(async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  });

  it("bootstraps, migrates and renews on a PostgreSQL schema, and refuses to back it up itself", async () => {
    const env = { ACCESSPLANE_DATABASE_URL: POSTGRES_URL, ACCESSPLANE_DATABASE_SCHEMA: schema };
    const boot = await cli(["bootstrap", "--json"], env);
    expect(boot.code, boot.stderr).toBe(0);
    const { userId } = JSON.parse(boot.stdout) as { userId: string };
    expect((await cli(["migrate"], env)).stdout).toMatch(/PostgreSQL at .* is at schema version \d+/);
    expect((await cli(["users", "renew-token", userId, "--json"], env)).code).toBe(0);
    const backup = await cli(["backup", join(dir, "pg.db")], env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toMatch(/pg_dump/);
    // The connection string never appears in what the tool prints.
    expect(boot.stdout + boot.stderr).not.toContain(POSTGRES_URL);
  });
});
