/**
 * `accessplane test`: runs policy test suites from files on a cluster's configuration, offline (a file
 * `accessplane export` or `getAppliedConfig` wrote) or from a running server, for CI: a summary on
 * standard output, JUnit XML for the pipeline's test report, rule coverage, exit code 1 on a failure.
 * `accessplane replay`: replays the proxy's `authorize check` log on two configurations (two exports, or
 * a server's draft) and reports who gains and who loses access.
 */
import { createReadStream } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { parse as parseYaml } from "yaml";
import type { AppliedConfig } from "../domain/applied-config.js";
import type { AccessChange, PolicyTestCaseResult, PolicyTestReport, ReplayReport } from "../domain/policy-tests.js";
import { runPolicyTests, type RunnableSuite } from "../ppl/policy-tests.js";
import { emptyReplayReport, mergeReplayReports, Replay } from "../ppl/replay.js";
import { createAccessPlaneClient, type AccessPlaneClient } from "../client/index.js";
import { validatePolicyTestSuiteWrite } from "../validation/generated/validators.js";
import { validated } from "../validation/report.js";

/** The command line's options the command reads. */
export interface TestCommandOptions {
  suites: string[];
  config?: string;
  server?: string;
  org?: string;
  cluster?: string;
  junit?: string;
  coverage?: boolean;
}

/** Reads YAML or JSON (JSON is YAML). */
async function readDocument(path: string): Promise<unknown> {
  const text = await readFile(path, "utf8");
  try {
    return parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new Error(`${path} is neither YAML nor JSON: ${(error as Error).message}`);
  }
}

/**
 * The suites of a file: one suite (`{name, cases}`), a list of them, or `{suites: [...]}`; each checked
 * as the API checks a suite's body (its namespace is not needed offline).
 */
export async function readSuites(path: string): Promise<RunnableSuite[]> {
  const document = await readDocument(path);
  const list = Array.isArray(document) ? document : document !== null && typeof document === "object" && "suites" in document ? document.suites : [document];
  if (!Array.isArray(list)) throw new Error(`${path}: "suites" must be a list`);
  return list.map((raw, index) => {
    const body = { namespaceId: "-", description: "", ...(raw as Record<string, unknown>) };
    const suite = validated(validatePolicyTestSuiteWrite(body), `policy test suite ${index} of ${path}`);
    return { id: `${path}#${index}`, name: suite.name, cases: suite.cases };
  });
}

/** An applied configuration from a file (`accessplane export`, or `getAppliedConfig`'s answer). */
async function readConfig(path: string): Promise<AppliedConfig> {
  const config = (await readDocument(path)) as AppliedConfig;
  if (config === null || typeof config !== "object" || !Array.isArray(config.routes) || typeof config.settings !== "object") {
    throw new Error(`${path} is not an applied configuration (accessplane export, or GET .../clusters/{id}/appliedConfig)`);
  }
  return config;
}

/**
 * The server's typed client (`accessplane/client`): with ACCESSPLANE_ID_TOKEN as it is, or
 * ACCESSPLANE_REFRESH_TOKEN exchanged once and renewed when it runs out; redirects are refused.
 */
function serverClient(server: string): AccessPlaneClient {
  const idToken = process.env.ACCESSPLANE_ID_TOKEN;
  const refreshToken = process.env.ACCESSPLANE_REFRESH_TOKEN;
  if (!idToken && !refreshToken) {
    throw new Error("set ACCESSPLANE_REFRESH_TOKEN (an API-access user's refresh token) or ACCESSPLANE_ID_TOKEN to read from a server");
  }
  const noRedirects: typeof fetch = (input, init) => {
    const request = new Request(input, { ...init, redirect: "error" });
    if (idToken) request.headers.set("authorization", `Bearer ${idToken}`);
    return fetch(request);
  };
  return createAccessPlaneClient({ baseUrl: server, fetch: noRedirects, ...(idToken ? {} : { refreshToken: refreshToken! }) });
}

/** The configuration to test: a file, or the cluster's applied configuration on a server. */
async function configOf(options: TestCommandOptions): Promise<AppliedConfig> {
  if (options.config !== undefined) return readConfig(options.config);
  const { data } = await serverClient(options.server!).GET("/organizations/{organizationId}/clusters/{clusterId}/appliedConfig", {
    params: { path: { organizationId: options.org!, clusterId: options.cluster! } },
  });
  return data as AppliedConfig;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The report as JUnit XML: one test suite per policy test suite, one test case per case. */
export function junitXml(results: readonly PolicyTestCaseResult[]): string {
  const bySuite = new Map<string, PolicyTestCaseResult[]>();
  for (const result of results) {
    const list = bySuite.get(result.suite);
    if (list === undefined) bySuite.set(result.suite, [result]);
    else list.push(result);
  }
  const failures = results.filter((r) => !r.passed).length;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="accessplane policy tests" tests="${results.length}" failures="${failures}">`];
  for (const [suite, cases] of bySuite) {
    lines.push(`  <testsuite name="${xml(suite)}" tests="${cases.length}" failures="${cases.filter((c) => !c.passed).length}">`);
    for (const c of cases) {
      const open = `    <testcase classname="${xml(suite)}" name="${xml(c.case)}"`;
      if (c.passed) lines.push(`${open}/>`);
      else lines.push(`${open}>`, `      <failure message="${xml(c.message ?? "failed")}"/>`, "    </testcase>");
    }
    lines.push("  </testsuite>");
  }
  lines.push("</testsuites>", "");
  return lines.join("\n");
}

/** The summary a person reads: each failure, the counts, and with coverage the criteria no case reached. */
export function summary(report: PolicyTestReport): string {
  const lines: string[] = [];
  for (const f of report.results?.filter((r) => !r.passed) ?? report.failures) lines.push(`FAIL ${f.suite} > ${f.case}: ${f.message ?? "failed"}`);
  lines.push(`${report.passed} passed, ${report.failed} failed (${report.passed + report.failed} cases)`);
  for (const policy of report.coverage ?? []) {
    const total = policy.covered.length + policy.uncovered.length;
    lines.push(
      `coverage ${policy.policyId}: ${policy.covered.length}/${total} criteria${policy.uncovered.length === 0 ? "" : `; never reached: ${policy.uncovered.join(", ")}`}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Runs the command; the exit code (1 when a case failed). */
export async function runTestCommand(options: TestCommandOptions): Promise<number> {
  const suites = (await Promise.all(options.suites.map(readSuites))).flat();
  const config = await configOf(options);
  const report = runPolicyTests(config, suites, { now: new Date(), results: true, coverage: options.coverage === true });
  process.stdout.write(summary(report));
  if (options.junit !== undefined) await writeFile(options.junit, junitXml(report.results!));
  return report.failed > 0 ? 1 : 0;
}

/** The command line's options `accessplane replay` reads. */
export interface ReplayCommandOptions {
  log: string;
  before?: string;
  after?: string;
  server?: string;
  org?: string;
  changeset?: string;
  json?: boolean;
}

/** The bytes of lines one call to the server carries at most (under its default body limit of 1 MB). */
const REPLAY_PART_BYTES = 900_000;

/** The log's lines, one at a time, without reading the whole file. */
function logLines(path: string): AsyncIterable<string> {
  return createInterface({ input: createReadStream(path, "utf8"), crlfDelay: Infinity });
}

/** Replays the log offline, on two exported configurations. */
async function replayOffline(options: ReplayCommandOptions): Promise<ReplayReport> {
  const replay = new Replay(await readConfig(options.before!), await readConfig(options.after!), new Date());
  for await (const line of logLines(options.log)) replay.add(line);
  return replay.result();
}

/** Replays the log on a server's draft, in parts that fit its body limit, adding the reports up. */
async function replayOnServer(options: ReplayCommandOptions): Promise<ReplayReport> {
  const client = serverClient(options.server!);
  const path = { organizationId: options.org!, changesetId: options.changeset! };
  let total = emptyReplayReport();
  let part: string[] = [];
  let bytes = 0;
  let sent = 0;
  const send = async () => {
    const { data } = await client.POST("/organizations/{organizationId}/changesets/{changesetId}/replay", { params: { path }, body: { lines: part } });
    const report = data as ReplayReport;
    total = mergeReplayReports(total, report, sent);
    sent += part.length;
    part = [];
    bytes = 0;
  };
  for await (const line of logLines(options.log)) {
    // A line is sent whole; one longer than a part goes alone (the server names it if it is too long).
    if (part.length > 0 && bytes + line.length + 8 > REPLAY_PART_BYTES) await send();
    part.push(line);
    bytes += line.length + 8;
  }
  if (part.length > 0) await send();
  return total;
}

/** A report as a person reads it. */
export function replaySummary(report: ReplayReport): string {
  const lines = [
    `${report.replayed} requests replayed (${report.lines} lines: ${report.skipped} not authorize checks, ${report.unparsable} unparsable), ${report.unchanged} unchanged`,
  ];
  const list = (title: string, changes: AccessChange[]) => {
    if (changes.length === 0) return;
    lines.push(`${title}:`);
    for (const c of changes) {
      lines.push(
        `  ${c.who} ${c.routeName === undefined ? c.host : `route "${c.routeName}" (${c.host})`}: ${c.before} -> ${c.after}, ${c.requests} requests (e.g. ${c.example.method} ${c.example.path})`,
      );
    }
  };
  list("gain access", report.gained);
  list("lose access", report.lost);
  list("get another answer", report.changed);
  for (const p of report.problems) lines.push(`line ${p.line}: ${p.message}`);
  if (report.truncated) lines.push("(lists cut at 1000 entries)");
  return `${lines.join("\n")}\n`;
}

/** Runs `accessplane replay`; 0 (a report is an answer, not a verdict). */
export async function runReplayCommand(options: ReplayCommandOptions): Promise<number> {
  const report = options.server === undefined ? await replayOffline(options) : await replayOnServer(options);
  process.stdout.write(options.json === true ? `${JSON.stringify(report, null, 2)}\n` : replaySummary(report));
  return 0;
}
