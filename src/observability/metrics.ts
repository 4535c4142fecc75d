/**
 * The control plane's metrics in Prometheus's text format (version 0.0.4): requests by operation and
 * status with their durations, applies with theirs and their outcomes, store errors by code, and, read
 * when scraped, pending changesets and open watches.
 *
 * Written here rather than with prom-client: the package's install budget (25 packages) has no room for
 * prom-client's four, and what is needed (counters and histograms with fixed labels, rendered as text)
 * is a few dozen lines. Label values are operation ids, status codes, outcomes and error codes, never an
 * id of a tenant's or an entity, so the series stay few.
 */

/** Upper bounds of the duration histograms, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

class Histogram {
  /** Observations per bucket (not cumulative: the text's cumulative counts are summed when rendered). */
  readonly counts = new Array<number>(BUCKETS.length).fill(0);
  count = 0;
  sum = 0;

  observe(seconds: number): void {
    this.count += 1;
    this.sum += seconds;
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
    if (i < BUCKETS.length) this.counts[i]! += 1;
  }
}

/** `key="value"` pairs, escaped as the text format wants. */
function labels(pairs: Record<string, string>): string {
  const text = Object.entries(pairs)
    .map(([key, value]) => `${key}="${value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"')}"`)
    .join(",");
  return text === "" ? "" : `{${text}}`;
}

/** What a scrape reads at the moment it is made. */
interface MetricsSnapshot {
  /** Drafts waiting or applying, across organizations. */
  pendingChangesets: () => Promise<number>;
  /** Open watches of applied configurations (long polls included). */
  watchConnections: () => number;
}

/** Counters and histograms of one control plane; `render` writes them in the text format. */
export class Metrics {
  /** Requests by operation, then by status. */
  private readonly requests = new Map<string, Map<number, number>>();
  private readonly requestDurations = new Map<string, Histogram>();
  private readonly applies = new Map<string, number>();
  private readonly applyDurations = new Histogram();
  private readonly storeErrors = new Map<string, number>();

  /** One HTTP or ConfigService request: its operation (or `unmatched`), status and duration. */
  request(operation: string, status: number, seconds: number): void {
    let byStatus = this.requests.get(operation);
    if (byStatus === undefined) this.requests.set(operation, (byStatus = new Map<number, number>()));
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    let histogram = this.requestDurations.get(operation);
    if (histogram === undefined) this.requestDurations.set(operation, (histogram = new Histogram()));
    histogram.observe(seconds);
  }

  /** One apply's end: `current` (applied), `failed` (refused by its checks or hooks) or `error` (the store failed). */
  apply(outcome: "current" | "failed" | "error", seconds: number): void {
    this.applies.set(outcome, (this.applies.get(outcome) ?? 0) + 1);
    this.applyDurations.observe(seconds);
  }

  /** One store call that failed, by the error's code. */
  storeError(code: string): void {
    this.storeErrors.set(code, (this.storeErrors.get(code) ?? 0) + 1);
  }

  /** The text a Prometheus scrape gets. */
  async render(snapshot: MetricsSnapshot): Promise<string> {
    const lines: string[] = [];
    const family = (name: string, type: string, help: string) => lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    const histogram = (name: string, pairs: Record<string, string>, h: Histogram) => {
      let cumulative = 0;
      BUCKETS.forEach((bound, i) => lines.push(`${name}_bucket${labels({ ...pairs, le: String(bound) })} ${(cumulative += h.counts[i]!)}`));
      lines.push(
        `${name}_bucket${labels({ ...pairs, le: "+Inf" })} ${h.count}`,
        `${name}_sum${labels(pairs)} ${h.sum}`,
        `${name}_count${labels(pairs)} ${h.count}`,
      );
    };
    family("accessplane_requests_total", "counter", "Requests answered, by operation and status.");
    for (const [operation, byStatus] of [...this.requests].sort(([a], [b]) => (a < b ? -1 : 1))) {
      for (const [status, n] of [...byStatus].sort(([a], [b]) => a - b))
        lines.push(`accessplane_requests_total${labels({ operation, status: String(status) })} ${n}`);
    }
    family("accessplane_request_duration_seconds", "histogram", "Time to answer a request, by operation.");
    for (const [operation, h] of [...this.requestDurations].sort(([a], [b]) => (a < b ? -1 : 1))) {
      histogram("accessplane_request_duration_seconds", { operation }, h);
    }
    family("accessplane_applies_total", "counter", "Changeset applies ended, by outcome (current, failed, error).");
    for (const outcome of ["current", "failed", "error"]) lines.push(`accessplane_applies_total${labels({ outcome })} ${this.applies.get(outcome) ?? 0}`);
    family("accessplane_apply_duration_seconds", "histogram", "Time of a changeset apply, from its start to its end.");
    histogram("accessplane_apply_duration_seconds", {}, this.applyDurations);
    family("accessplane_store_errors_total", "counter", "Store calls that failed, by error code.");
    for (const [code, n] of [...this.storeErrors].sort()) lines.push(`accessplane_store_errors_total${labels({ code })} ${n}`);
    family("accessplane_pending_changesets", "gauge", "Changesets pending or applying, across organizations.");
    lines.push(`accessplane_pending_changesets ${await snapshot.pendingChangesets()}`);
    family("accessplane_watch_connections", "gauge", "Open watches of applied configurations, long polls included.");
    lines.push(`accessplane_watch_connections ${snapshot.watchConnections()}`);
    return `${lines.join("\n")}\n`;
  }
}
