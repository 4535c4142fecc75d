/**
 * Replays recorded requests (the proxy's `authorize check` log lines) on two configurations, the one
 * applied and the one a change would make, and reports who gains and who loses access to which route.
 * A log line gives the request as the proxy logged it: its host, path, method, source address, session
 * and user (and the id token's claims and headers when the proxy logs them); the rest of what a policy
 * may read (groups, devices, certificates) is not in the log, so a criterion that reads it answers as for
 * a request without it. Decisions are cached per distinct request and route.
 */
import type { AppliedConfig, AppliedRoute } from "../domain/applied-config.js";
import type { PplOutcome, PplRequestContext } from "../domain/policy-evaluation.js";
import type { AccessChange, ReplayReport } from "../domain/policy-tests.js";
import { RouteDecider } from "./route-decision.js";
import { RouteFinder } from "./policy-tests.js";

/** The most entries a list of a report holds, and problems it names. */
const MAX_CHANGES = 1000;
const MAX_PROBLEMS = 20;

/** One configuration's side of a replay: its routes found and decided once each. */
class Side {
  private readonly finder: RouteFinder;
  private readonly deciders = new Map<string, RouteDecider>();
  private readonly decisions = new Map<string, { route?: AppliedRoute; outcome: PplOutcome | "no_route" }>();

  constructor(
    private readonly config: AppliedConfig,
    private readonly now: Date,
  ) {
    this.finder = new RouteFinder(config.routes);
  }

  decide(key: string, request: PplRequestContext): { route?: AppliedRoute; outcome: PplOutcome | "no_route" } {
    let decided = this.decisions.get(key);
    if (decided === undefined) {
      const route = this.finder.find(request.host ?? "", request.path ?? "/");
      if (route === undefined) decided = { outcome: "no_route" };
      else {
        let decider = this.deciders.get(route.id);
        if (decider === undefined) {
          decider = RouteDecider.ofApplied(route, this.config.settings);
          this.deciders.set(route.id, decider);
        }
        decided = { route, outcome: decider.decide(request, { now: this.now, trace: false }).outcome };
      }
      this.decisions.set(key, decided);
    }
    return decided;
  }
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** The request a log line records, or why it cannot be replayed. */
export function requestOfLogLine(entry: Record<string, unknown>): PplRequestContext | string {
  const host = text(entry.host);
  if (host === undefined) return "no host";
  const userId = text(entry.user);
  const sessionId = text(entry["session-id"]) ?? text(entry["service-account-id"]);
  const email = text(entry.email);
  const claims = entry["id-token-claims"];
  const request: PplRequestContext = { host, path: text(entry.path) ?? "/", method: text(entry.method) ?? "GET" };
  const ip = text(entry.ip);
  if (ip !== undefined) request.ip = ip;
  if (sessionId !== undefined) request.sessionId = sessionId;
  // A session is recorded by its id, or by the user it carries.
  if (sessionId !== undefined || userId !== undefined) {
    request.user = {
      ...(userId === undefined ? {} : { id: userId }),
      ...(email === undefined ? {} : { email }),
      ...(claims !== null && typeof claims === "object" && !Array.isArray(claims)
        ? { claims: Object.fromEntries(Object.entries(claims).map(([name, value]) => [name, Array.isArray(value) ? value : [value]])) }
        : {}),
    };
  }
  const headers = entry.headers;
  if (headers !== null && typeof headers === "object" && !Array.isArray(headers)) {
    request.headers = Object.fromEntries(
      Object.entries(headers).filter((pair): pair is [string, string | string[]] => typeof pair[1] === "string" || Array.isArray(pair[1])),
    );
  }
  return request;
}

/** Accumulates a replay over any number of lines (a file read in chunks, or several calls). */
export class Replay {
  private readonly before: Side;
  private readonly after: Side;
  private readonly changes = new Map<string, AccessChange>();
  private readonly report = { lines: 0, replayed: 0, skipped: 0, unparsable: 0, unchanged: 0, problems: [] as { line: number; message: string }[] };

  constructor(applied: AppliedConfig, pending: AppliedConfig, now: Date) {
    this.before = new Side(applied, now);
    this.after = new Side(pending, now);
  }

  /** Lines given so far, empty ones included: problems name lines by this position. */
  private position = 0;

  /** Replays one log line (an empty one only counts for the line numbers). */
  add(line: string): void {
    const number = ++this.position;
    if (line.trim() === "") return;
    this.report.lines++;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      return this.problem(number, "not JSON");
    }
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return this.problem(number, "not a JSON object");
    const record = entry as Record<string, unknown>;
    if (record.message !== "authorize check") {
      this.report.skipped++;
      return;
    }
    const request = requestOfLogLine(record);
    if (typeof request === "string") return this.problem(number, request);
    const key = JSON.stringify(request);
    const was = this.before.decide(key, request);
    const now = this.after.decide(key, request);
    this.report.replayed++;
    if (was.outcome === now.outcome) {
      this.report.unchanged++;
      return;
    }
    const route = now.route ?? was.route;
    const who = request.user?.email ?? request.user?.id ?? "(no session)";
    const id = `${route?.id ?? request.host}\u0000${who}\u0000${was.outcome}\u0000${now.outcome}`;
    const change = this.changes.get(id);
    if (change !== undefined) change.requests++;
    else {
      this.changes.set(id, {
        ...(route === undefined ? {} : { routeId: route.id, routeName: route.name }),
        host: request.host!,
        who,
        before: was.outcome,
        after: now.outcome,
        requests: 1,
        example: { method: request.method!, path: request.path! },
      });
    }
  }

  private problem(line: number, message: string): void {
    this.report.unparsable++;
    if (this.report.problems.length < MAX_PROBLEMS) this.report.problems.push({ line, message });
  }

  /** The report so far. */
  result(): ReplayReport {
    const all = [...this.changes.values()].sort((a, b) => b.requests - a.requests || (a.who < b.who ? -1 : a.who > b.who ? 1 : 0));
    const pick = (test: (change: AccessChange) => boolean) => all.filter(test);
    const gained = pick((c) => c.after === "allow");
    const lost = pick((c) => c.before === "allow");
    const changed = pick((c) => c.before !== "allow" && c.after !== "allow");
    const truncated = [gained, lost, changed].some((list) => list.length > MAX_CHANGES);
    return {
      ...this.report,
      problems: [...this.report.problems],
      gained: gained.slice(0, MAX_CHANGES),
      lost: lost.slice(0, MAX_CHANGES),
      changed: changed.slice(0, MAX_CHANGES),
      truncated,
    };
  }
}

/** Replays `lines` on `applied` and `pending` (see {@link Replay}). */
export function replayLog(applied: AppliedConfig, pending: AppliedConfig, lines: Iterable<string>, now = new Date()): ReplayReport {
  const replay = new Replay(applied, pending, now);
  for (const line of lines) replay.add(line);
  return replay.result();
}

/**
 * Adds up the reports of consecutive parts of one log (as `accessplane replay` sends a large log):
 * `offset` is the number of lines of the log before `next`'s part, so its problems keep their line numbers.
 */
export function mergeReplayReports(total: ReplayReport, next: ReplayReport, offset: number): ReplayReport {
  const changes = (a: AccessChange[], b: AccessChange[]): AccessChange[] => {
    const byKey = new Map<string, AccessChange>();
    for (const change of [...a, ...b]) {
      const key = `${change.routeId ?? change.host}\u0000${change.who}\u0000${change.before}\u0000${change.after}`;
      const found = byKey.get(key);
      if (found === undefined) byKey.set(key, { ...change, example: { ...change.example } });
      else found.requests += change.requests;
    }
    return [...byKey.values()].sort((x, y) => y.requests - x.requests || (x.who < y.who ? -1 : x.who > y.who ? 1 : 0));
  };
  const gained = changes(total.gained, next.gained);
  const lost = changes(total.lost, next.lost);
  const changed = changes(total.changed, next.changed);
  return {
    lines: total.lines + next.lines,
    replayed: total.replayed + next.replayed,
    skipped: total.skipped + next.skipped,
    unparsable: total.unparsable + next.unparsable,
    problems: [...total.problems, ...next.problems.map((p) => ({ line: p.line + offset, message: p.message }))].slice(0, MAX_PROBLEMS),
    unchanged: total.unchanged + next.unchanged,
    gained: gained.slice(0, MAX_CHANGES),
    lost: lost.slice(0, MAX_CHANGES),
    changed: changed.slice(0, MAX_CHANGES),
    truncated: total.truncated || next.truncated || [gained, lost, changed].some((list) => list.length > MAX_CHANGES),
  };
}

/** An empty report, to add parts to. */
export function emptyReplayReport(): ReplayReport {
  return { lines: 0, replayed: 0, skipped: 0, unparsable: 0, problems: [], unchanged: 0, gained: [], lost: [], changed: [], truncated: false };
}
