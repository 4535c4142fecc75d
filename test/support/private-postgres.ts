/**
 * A PostgreSQL server of the test's own: `initdb` into a temporary folder, started on a free port, so
 * that a test can restart or stop the server itself (the machine's shared server serves every other
 * test file running beside it). As root, the server runs as the `postgres` user (PostgreSQL refuses to
 * run as root). Where the binaries or that user are missing, `privatePostgresProblem` says why.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN_DIRS = ["/usr/local/bin", "/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin", "/usr/lib/postgresql/17/bin", "/usr/bin"];

function binary(name: string): string | undefined {
  return BIN_DIRS.map((dir) => join(dir, name)).find((path) => existsSync(path));
}

function postgresUser(): { uid: number; gid: number } | undefined {
  const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  return id.status === 0 && gid.status === 0 ? { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) } : undefined;
}

const asRoot = process.getuid?.() === 0;

/** Why no private server can run here, or `undefined` when one can. */
export const privatePostgresProblem: string | undefined =
  binary("initdb") === undefined || binary("pg_ctl") === undefined
    ? "initdb and pg_ctl are not installed"
    : asRoot && postgresUser() === undefined
      ? "running as root and there is no postgres user to run the server as"
      : undefined;

/** A running private server. */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the server in the given mode (`fast` ends every session; `immediate` is a crash: recovery at the next start). */
  stop(mode: "fast" | "immediate"): void;
  /** Starts it again, once it accepts connections. */
  start(): void;
  /** Stops the server and removes its folder. */
  remove(): void;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Creates and starts a private server (call only when {@link privatePostgresProblem} is `undefined`). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-pg-"));
  const user = asRoot ? postgresUser()! : undefined;
  if (user !== undefined) chownSync(dir, user.uid, user.gid);
  const run = (name: string, args: string[]) => {
    const command = binary(name)!;
    execFileSync(user === undefined ? command : "runuser", user === undefined ? args : ["-u", "postgres", "--", command, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
  };
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const ctl = (action: string, ...extra: string[]) => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-t", "120", ...extra, action, "-o", options]);
  ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => ctl("stop", "-m", mode),
    start: () => ctl("start"),
    remove: () => {
      try {
        run("pg_ctl", ["-D", data, "-w", "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
