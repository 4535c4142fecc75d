/**
 * The `accessplane` command-line tool end to end, as an operator runs it: real processes on a SQLite
 * file (and PostgreSQL when the machine has it). Bootstrap, the way back in with a lost token, users,
 * export, backup, reseal, migrate, `--help` everywhere, and the exit codes a script relies on.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { parse as parseYaml } from "yaml";
import { createControlPlane, silentLogger } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";
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
    const names = ["serve", "bootstrap", "users list", "users create-api-access", "users renew-token", "export", "backup", "reseal", "migrate"];
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
