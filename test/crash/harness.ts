/**
 * Crash rounds with real processes: a child control plane on a SQLite file is killed with SIGKILL at
 * chosen moments, then the file is opened again and checked. Used by test/crash/crash.test.ts (a few
 * rounds of each kind in `npm test`) and by `npm run crash` (many rounds, with figures).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createControlPlane, type ActivityStreamOptions } from "accessplane";
import { startReceiver } from "../support/receiver.js";
import { createSqliteStore } from "accessplane/sqlite";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const CRASH_TOKEN = "crash-test-refresh-token-0123456789-abcdefgh";

interface Child {
  /** Resolves with the first line matching `pattern` (and every line so far). */
  waitFor(pattern: RegExp): Promise<string>;
  lines: string[];
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

function startChild(args: string[]): Child {
  const child = spawn(process.execPath, ["--import", "tsx", "test/crash/child.ts", ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  let buffered = "";
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  child.stdout.on("data", (chunk) => {
    buffered += chunk;
    let newline: number;
    while ((newline = buffered.indexOf("\n")) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.pattern.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then((code) => {
    for (const waiter of waiters.splice(0)) waiter.reject(new Error(`child exited (${code}) before ${waiter.pattern}: ${errors.slice(0, 2000)}`));
  });
  return {
    lines,
    exited,
    waitFor: (pattern) => {
      const seen = lines.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => waiters.push({ pattern, resolve, reject }));
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Opens the file as a restarted process would, with its clock past any lease (and any retry's backoff), and checks it. */
async function reopen(filename: string, activityStream?: ActivityStreamOptions) {
  const plane = await createControlPlane({
    store: createSqliteStore({ filename }),
    logger: { info() {}, warn() {}, error() {} },
    clock: () => new Date(Date.now() + 10 * 60_000),
    ...(activityStream === undefined ? {} : { activityStream }),
  });
  return plane;
}

export interface RoundFigures {
  rounds: number;
  /** Rounds whose kill landed before the child reported being done with the step under test. */
  killedMidway: number;
  /** Rounds that ended in a broken state (the test's failure). */
  broken: string[];
}

/** Kills a first start at spread moments; after a restart the chosen token must always get in. */
export async function bootstrapRounds(rounds: number): Promise<RoundFigures> {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-crash-"));
  const figures: RoundFigures = { rounds, killedMidway: 0, broken: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      const filename = join(dir, `bootstrap-${round}.db`);
      const child = startChild(["bootstrap", filename, CRASH_TOKEN]);
      await child.waitFor(/^ready$/);
      // Fault injection, not synchronisation: kill at a moment spread over the first start's ~25 ms.
      await new Promise((resolve) => setTimeout(resolve, (round * 7) % 30));
      await child.kill();
      if (!child.lines.includes("bootstrapped")) figures.killedMidway += 1;
      const plane = await reopen(filename);
      await plane.bootstrap({ refreshToken: CRASH_TOKEN });
      const res = await plane.fetch(
        new Request("http://localhost/api/v0/token", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ refreshToken: CRASH_TOKEN }),
        }),
      );
      const orgs = (await plane.services.users.authenticateRefreshToken(CRASH_TOKEN)) === undefined ? 0 : 1;
      if (res.status !== 200 || orgs !== 1) figures.broken.push(`round ${round}: token exchange ${res.status}`);
      await plane.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * Kills a process during an apply (its hook never returns) or among acknowledged writes; after a
 * restart no changeset is `applying` and every acknowledged (and every committed) write runs.
 */
export async function applyRounds(rounds: number, mode: "hang-apply" | "writes"): Promise<RoundFigures & { acknowledged: number; lost: number }> {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-crash-"));
  const figures = { rounds, killedMidway: 0, broken: [] as string[], acknowledged: 0, lost: 0 };
  try {
    const filename = join(dir, `apply-${mode}.db`);
    const first = await reopen(filename);
    await first.bootstrap({ refreshToken: CRASH_TOKEN });
    await first.close();
    for (let round = 0; round < rounds; round++) {
      const child = startChild([mode, filename, CRASH_TOKEN]);
      await child.waitFor(/^ready$/);
      if (mode === "hang-apply") {
        await child.waitFor(/^in-hook$/);
      } else {
        // Kill right after the k-th acknowledgement: the child is then inside its next write or apply.
        await child.waitFor(new RegExp(`^ack .*-${2 + (round % 5)}$`));
      }
      await child.kill();
      figures.killedMidway += 1;
      const acked = child.lines.filter((line) => line.startsWith("ack ")).map((line) => line.slice(4));
      figures.acknowledged += acked.length;
      const plane = await reopen(filename);
      const user = (await plane.services.users.authenticateRefreshToken(CRASH_TOKEN))!;
      const orgId = (await plane.services.organizations.listForUser(user.id))[0]!.id;
      const cluster = (await plane.services.clusters.list(orgId))[0]!;
      const stuck = (await plane.services.changesets.list(orgId, { status: "applying" })).items;
      if (stuck.length > 0) figures.broken.push(`round ${round}: ${stuck.length} changeset(s) still applying`);
      const running = new Set((await plane.getAppliedConfig(orgId, cluster.id))!.routes.map((r) => r.name));
      const saved = (await plane.services.routes.list(orgId, { namespaceId: cluster.id, limit: 10_000 })).items.map((r) => r.name);
      for (const name of new Set([...acked, ...saved])) {
        if (!running.has(name)) {
          figures.lost += 1;
          figures.broken.push(`round ${round}: ${name} saved or acknowledged but not running`);
        }
      }
      const unapplied = (await plane.services.activity.list(orgId, { entityType: "route", limit: 1000 } as never)).items.filter(
        (e: { applied?: unknown }) => e.applied === undefined,
      );
      if (unapplied.length > 0) figures.broken.push(`round ${round}: ${unapplied.length} route entries never marked applied`);
      await plane.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

/**
 * Kills a process among writes whose activity it streams to a webhook that fails every other delivery,
 * so that the outbox holds entries at the kill; after a restart, one delivery pass after another, the
 * receiver has every entry of the log (each acknowledged write's among them), each at least once.
 */
export async function streamRounds(rounds: number): Promise<RoundFigures & { acknowledged: number; lost: number; duplicates: number }> {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-crash-"));
  const figures = { rounds, killedMidway: 0, broken: [] as string[], acknowledged: 0, lost: 0, duplicates: 0 };
  const receiver = await startReceiver();
  const stream = { webhooks: [{ url: receiver.url, secret: "crash-test-webhook-secret-0123456789" }], pollMs: 0 };
  try {
    const filename = join(dir, "stream.db");
    const first = await reopen(filename);
    await first.bootstrap({ refreshToken: CRASH_TOKEN });
    // The first start's entries were written without a stream: no outbox holds them.
    const owner = (await first.services.users.authenticateRefreshToken(CRASH_TOKEN))!;
    const firstOrg = (await first.services.organizations.listForUser(owner.id))[0]!.id;
    const unstreamed = new Set(((await first.services.activity.list(firstOrg, { limit: 1000 })).items as { id: string }[]).map((a) => a.id));
    await first.close();
    for (let round = 0; round < rounds; round++) {
      // Every other delivery fails while the child runs: the outbox is never empty for long.
      receiver.answers.length = 0;
      for (let i = 0; i < 1000; i++) receiver.answers.push(i % 2 === 0 ? "fail" : "ok");
      const child = startChild(["stream", filename, CRASH_TOKEN, receiver.url]);
      await child.waitFor(/^ready$/);
      await child.waitFor(new RegExp(`^ack .*-${3 + (round % 4)}$`));
      await child.kill();
      figures.killedMidway += 1;
      const acked = child.lines.filter((line) => line.startsWith("ack ")).map((line) => line.slice(4));
      figures.acknowledged += acked.length;
      receiver.answers.length = 0;
      const plane = await reopen(filename, stream);
      for (let pass = 0; pass < 20; pass++) if ((await plane.deliverActivity()).pending === 0) break;
      const user = (await plane.services.users.authenticateRefreshToken(CRASH_TOKEN))!;
      const orgId = (await plane.services.organizations.listForUser(user.id))[0]!.id;
      const received = receiver.received.map((r) => JSON.parse(r.body) as { id: string; data: { entity: { type: string; data: { name?: string } } } });
      const ids = new Set(received.map((event) => event.id));
      figures.duplicates = received.length - ids.size;
      const entries = (await plane.services.activity.list(orgId, { limit: 1000 })).items as { id: string }[];
      for (const entry of entries) {
        if (!unstreamed.has(entry.id) && !ids.has(entry.id)) figures.broken.push(`round ${round}: activity entry ${entry.id} never delivered`);
      }
      const namesReceived = new Set(received.filter((e) => e.data.entity.type === "route").map((e) => e.data.entity.data.name));
      for (const name of acked) {
        if (!namesReceived.has(name)) {
          figures.lost += 1;
          figures.broken.push(`round ${round}: the acknowledged write ${name} never reached the webhook`);
        }
      }
      await plane.close();
    }
  } finally {
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
