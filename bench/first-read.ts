/**
 * A process's first GET of a cluster's proxy configuration, as agents reconnecting to a restarted
 * control plane ask for it, in a process of its own (a fresh one: nothing read, resolved or exported
 * yet):
 *
 *   first-read.ts <database file> <info file> <agents>
 *
 * opens the SQLite file the benchmark made (a cluster of applied routes; the info file names the
 * organization, the cluster and a refresh token), asks for the cluster's proxy configuration <agents>
 * times at once, and prints one JSON line: the event loop's longest wait meanwhile (ms, sampled every
 * millisecond) and the time until the last answer.
 */
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createControlPlane, silentLogger } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";

const [file, infoFile, agents] = process.argv.slice(2);
const { orgId, clusterId, refreshToken } = JSON.parse(readFileSync(infoFile!, "utf8")) as { orgId: string; clusterId: string; refreshToken: string };
const plane = await createControlPlane({ store: createSqliteStore({ filename: file! }), logger: silentLogger, backgroundSweep: false });
const exchanged = await plane.fetch(
  new Request("http://localhost/api/v0/token", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ refreshToken }) }),
);
const headers = { authorization: `Bearer ${((await exchanged.json()) as { idToken: string }).idToken}` };
const url = `http://localhost/api/v0/organizations/${orgId}/clusters/${clusterId}/proxyConfig`;
const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: Number(agents) }, async () => {
    const response = await plane.fetch(new Request(url, { headers }));
    // The bytes were built before the answer: what a remote agent reads is not this process's work.
    await response.body?.cancel();
    return response.status;
  }),
);
const answeredMs = performance.now() - started;
delay.disable();
if (answers.some((status) => status !== 200)) throw new Error(`proxyConfig GETs answered ${answers.join(", ")}`);
console.log(JSON.stringify({ longestWaitMs: delay.max / 1e6, answeredMs }));
await plane.close();
