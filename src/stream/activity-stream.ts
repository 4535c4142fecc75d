/**
 * The activity log, streamed out: every activity entry is delivered at least once to the configured
 * webhooks (CloudEvents JSON, signed as Standard Webhooks sign: HMAC-SHA256) and/or an OTLP/HTTP logs
 * endpoint. An outbox record is written in the same commit as each entry (`outboxStore`), so an
 * acknowledged change is never lost, whatever stops the process; a delivery pass sends the oldest
 * records first, retries a sink that failed (an error status, a timeout, a redirect, which is never
 * followed) with exponential backoff, and deletes a record once every sink has it. Replicas share the
 * outbox: a record is claimed (a versioned update) before it is sent, so two replicas rarely send one
 * twice; a receiver deduplicates by the event's `id` (the entry's) when they do.
 */
import { createHmac } from "node:crypto";
import type { ActivityLog } from "../domain/entities.js";
import type { Logger } from "../logger.js";
import { toActivityLog } from "../services/activity.js";
import { GLOBAL_SCOPE, ops, unversioned, type Store, type Stored, type WriteOp } from "../store/port.js";
import type { OutboxRecord } from "../store/records.js";
import { passedThrough } from "../store/pass-through.js";

/** A webhook that receives every activity entry. */
export interface WebhookSink {
  /** Where events are POSTed (`https://…`). Redirects are never followed: a 3xx is a failed delivery. */
  url: string;
  /**
   * The signing secret: `whsec_` and base64 (as Standard Webhooks libraries make them), or any other
   * string, used as it is. Never logged.
   */
  secret: string;
  /** Names the sink in the outbox and in logs (default: the URL's origin and path). Renaming it delivers everything pending to it again. */
  name?: string;
}

/** An OTLP/HTTP logs endpoint (JSON encoding) that receives every activity entry as a log record. */
export interface OtlpLogsSink {
  /** The logs endpoint (`http://collector:4318/v1/logs`). */
  url: string;
  /** Headers sent with every export (an API key). Never logged. */
  headers?: Record<string, string>;
}

/** Options of {@link ControlPlaneOptions.activityStream}. */
export interface ActivityStreamOptions {
  webhooks?: WebhookSink[];
  otlp?: OtlpLogsSink;
  /** The first retry's delay after a failed delivery, doubled per attempt up to `maxRetryMs`. @defaultValue 1000 */
  retryMs?: number;
  /** @defaultValue 300000 */
  maxRetryMs?: number;
  /** How long one delivery may take before it counts as failed. @defaultValue 10000 */
  timeoutMs?: number;
  /**
   * How often a replica looks for entries others wrote (its own are sent at once). `0`: only when
   * asked (`plane.deliverActivity()`), as tests do. @defaultValue 1000
   */
  pollMs?: number;
  /** The `fetch` deliveries use (default: the global one). */
  fetch?: typeof fetch;
}

/** What one delivery pass did. */
export interface DeliveryPass {
  /** Entries every sink now has (their outbox records removed). */
  delivered: number;
  /** Deliveries that failed (each retried later). */
  failed: number;
  /** Entries still waiting (for a retry, or beyond this pass). */
  pending: number;
}

/** Outbox records one pass sends at most (and reads per page). */
const PASS_SIZE = 200;
/** Records waiting for a retry one pass looks past at most. */
const SCAN_LIMIT = 20_000;

interface Sink {
  name: string;
  send(entry: ActivityLog, orgId: string): Promise<void>;
}

/** The key of a `whsec_` secret, or the secret's bytes. */
function signingKey(secret: string): Buffer {
  return secret.startsWith("whsec_") ? Buffer.from(secret.slice(6), "base64") : Buffer.from(secret, "utf8");
}

/** The CloudEvent (structured mode, JSON) of an activity entry. */
export function cloudEvent(entry: ActivityLog, orgId: string): Record<string, unknown> {
  return {
    specversion: "1.0",
    id: entry.id,
    source: `accessplane/organizations/${orgId}`,
    type: `dev.accessplane.activity.${entry.activityType}`,
    subject: `${entry.entity.type}/${entry.entity.id}`,
    time: entry.createdAt,
    datacontenttype: "application/json",
    data: entry,
  };
}

/** Signs a webhook body as Standard Webhooks do: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac("sha256", signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

class DeliveryError extends Error {}

/** Posts with a timeout, never following a redirect; a status other than 2xx is a failure. */
async function post(fetcher: typeof fetch, url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<void> {
  let response: Response;
  try {
    response = await fetcher(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    throw new DeliveryError(
      name === "TimeoutError" || name === "AbortError" ? `no answer within ${timeoutMs} ms` : `unreachable (${(error as Error).message})`,
    );
  }
  await response.body?.cancel().catch(() => {});
  if (response.status >= 300 && response.status < 400) throw new DeliveryError(`answered ${response.status} (a redirect, not followed)`);
  if (response.status < 200 || response.status >= 300) throw new DeliveryError(`answered ${response.status}`);
}

function webhookSink(sink: WebhookSink, fetcher: typeof fetch, timeoutMs: number, clock: () => Date): Sink {
  let name = sink.name;
  if (name === undefined) {
    const url = new URL(sink.url);
    name = `webhook:${url.origin}${url.pathname}`;
  }
  return {
    name,
    async send(entry, orgId) {
      const body = JSON.stringify(cloudEvent(entry, orgId));
      const timestamp = Math.floor(clock().getTime() / 1000);
      await post(
        fetcher,
        sink.url,
        {
          "content-type": "application/cloudevents+json",
          "webhook-id": entry.id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": webhookSignature(sink.secret, entry.id, timestamp, body),
        },
        body,
        timeoutMs,
      );
    },
  };
}

/** An OTLP attribute of a string. */
const attribute = (key: string, value: string) => ({ key, value: { stringValue: value } });

function otlpSink(sink: OtlpLogsSink, fetcher: typeof fetch, timeoutMs: number): Sink {
  return {
    name: "otlp",
    async send(entry, orgId) {
      const body = JSON.stringify({
        resourceLogs: [
          {
            resource: { attributes: [attribute("service.name", "accessplane")] },
            scopeLogs: [
              {
                scope: { name: "accessplane.activity" },
                logRecords: [
                  {
                    timeUnixNano: String(BigInt(Date.parse(entry.createdAt)) * 1_000_000n),
                    severityNumber: 9,
                    severityText: "INFO",
                    body: { stringValue: JSON.stringify(entry) },
                    attributes: [
                      attribute("event.name", `accessplane.activity.${entry.activityType}`),
                      attribute("accessplane.organization_id", orgId),
                      attribute("accessplane.entity_type", entry.entity.type),
                      attribute("accessplane.entity_id", entry.entity.id),
                      attribute("accessplane.activity_id", entry.id),
                      attribute("user.email", entry.applied.by.email),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      });
      await post(fetcher, sink.url, { "content-type": "application/json", ...sink.headers }, body, timeoutMs);
    },
  };
}

/**
 * A store whose commits write an outbox record beside every activity entry they insert (same commit),
 * and tell `onCommit` afterwards.
 */
export function outboxStore(inner: Store, onCommit: () => void): Store {
  return {
    get: (kind, scope, id) => inner.get(kind, scope, id),
    getMany: (kind, scope, ids) => inner.getMany(kind, scope, ids),
    list: (kind, scope, query) => inner.list(kind, scope, query),
    close: () => inner.close(),
    ...passedThrough(inner),
    async commit(batch) {
      const added: WriteOp[] = [];
      for (const op of batch.ops) {
        if (op.op !== "insert" || op.kind !== "activity") continue;
        const entry = op.record as { id: string; createdAt: string; orgId: string };
        const record: OutboxRecord = {
          id: entry.id,
          createdAt: entry.createdAt,
          updatedAt: entry.createdAt,
          orgId: entry.orgId,
          delivered: [],
          attempts: 0,
          nextAttemptAt: 0,
        };
        added.push(ops.insert("outbox", GLOBAL_SCOPE, record));
      }
      if (added.length === 0) return inner.commit(batch);
      const result = await inner.commit({ ...batch, ops: [...batch.ops, ...added] });
      onCommit();
      // The caller's ops' versions, as it expects them (the outbox's come after).
      return { ...result, versions: result.versions.slice(0, batch.ops.length) };
    },
  };
}

/** Delivers the outbox (see the module's comment). */
export class ActivityStream {
  private readonly sinks: Sink[];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<DeliveryPass> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly options: ActivityStreamOptions,
    private readonly clock: () => Date,
    private readonly logger: Logger,
  ) {
    const fetcher = options.fetch ?? fetch;
    const timeoutMs = options.timeoutMs ?? 10_000;
    this.sinks = [
      ...(options.webhooks ?? []).map((sink) => webhookSink(sink, fetcher, timeoutMs, clock)),
      ...(options.otlp === undefined ? [] : [otlpSink(options.otlp, fetcher, timeoutMs)]),
    ];
    const names = new Set(this.sinks.map((sink) => sink.name));
    if (names.size !== this.sinks.length) throw new TypeError("activityStream: two sinks have the same name; name them");
  }

  /** Starts looking for entries every `pollMs` (and at once after this process's commits). */
  start(): void {
    if ((this.options.pollMs ?? 1000) > 0) this.schedule(0);
  }

  /** A commit of this process wrote entries: send them now. */
  wake(): void {
    if (this.stopped || (this.options.pollMs ?? 1000) === 0) return;
    if (this.running !== undefined) this.again = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.deliverNow().finally(() => this.schedule(this.options.pollMs ?? 1000));
    }, delayMs);
    this.timer.unref();
  }

  /** Stops the loop and waits for a pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  /** One pass over the outbox (one at a time in a process; a pass asked for during one follows it). */
  deliverNow(): Promise<DeliveryPass> {
    if (this.running !== undefined) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let total: DeliveryPass = { delivered: 0, failed: 0, pending: 0 };
      do {
        this.again = false;
        const pass = await this.pass();
        total = { delivered: total.delivered + pass.delivered, failed: total.failed + pass.failed, pending: pass.pending };
      } while (this.again && !this.stopped);
      return total;
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<DeliveryPass> {
    const result: DeliveryPass = { delivered: 0, failed: 0, pending: 0 };
    const now = this.clock().getTime();
    // Oldest first. Records waiting for a retry are passed over, page after page, so that entries
    // behind a sink's outage still reach the other sinks (up to SCAN_LIMIT records a pass).
    let offset = 0;
    let attempted = 0;
    for (;;) {
      const { items } = await this.store.list("outbox", GLOBAL_SCOPE, { offset, limit: PASS_SIZE });
      let kept = 0;
      for (const record of items) {
        if (record.nextAttemptAt > now || attempted >= PASS_SIZE) {
          result.pending++;
          kept++;
          continue;
        }
        attempted++;
        const outcome = await this.deliver(record, now);
        if (outcome === "delivered" || outcome === "gone") {
          if (outcome === "delivered") result.delivered++;
        } else {
          if (outcome === "failed") result.failed++;
          result.pending++;
          kept++;
        }
      }
      // What stayed is still there: the next page starts after it.
      offset += kept;
      if (items.length < PASS_SIZE || attempted >= PASS_SIZE || offset >= SCAN_LIMIT) {
        // Beyond what this pass looked at, more may wait: count them all.
        if (items.length === PASS_SIZE) result.pending = (await this.store.list("outbox", GLOBAL_SCOPE, { limit: 0, count: true })).total ?? result.pending;
        break;
      }
    }
    return result;
  }

  /** Sends one entry to every sink that lacks it; records what happened. */
  private async deliver(record: Stored<OutboxRecord>, now: number): Promise<"delivered" | "failed" | "claimed" | "gone"> {
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    // Claim it: another replica taking it meanwhile makes this update conflict, and it is theirs.
    let claimed: Stored<OutboxRecord>;
    try {
      const claim: OutboxRecord = {
        ...unversioned(record),
        nextAttemptAt: now + 2 * timeoutMs * Math.max(1, this.sinks.length),
        updatedAt: new Date(now).toISOString(),
      };
      const { versions } = await this.store.commit({ ops: [ops.update("outbox", GLOBAL_SCOPE, claim, record.version)] });
      claimed = { ...claim, version: versions[0]! };
    } catch {
      return "claimed";
    }
    const activity = await this.store.get("activity", record.orgId, record.id);
    if (activity === undefined) {
      // The organization was deleted with its log: nothing left to send.
      await this.store.commit({ ops: [ops.delete("outbox", GLOBAL_SCOPE, record.id, claimed.version)] }).catch(() => {});
      return "gone";
    }
    const entry = toActivityLog(activity);
    const delivered = new Set(record.delivered);
    const errors: string[] = [];
    for (const sink of this.sinks) {
      if (delivered.has(sink.name)) continue;
      try {
        await sink.send(entry, record.orgId);
        delivered.add(sink.name);
      } catch (error) {
        errors.push(`${sink.name}: ${error instanceof DeliveryError ? error.message : "failed"}`);
      }
    }
    const complete = this.sinks.every((sink) => delivered.has(sink.name));
    try {
      if (complete) {
        await this.store.commit({ ops: [ops.delete("outbox", GLOBAL_SCOPE, record.id, claimed.version)] });
        return "delivered";
      }
      const attempts = record.attempts + 1;
      const delay = Math.min(this.options.maxRetryMs ?? 300_000, (this.options.retryMs ?? 1000) * 2 ** (attempts - 1));
      const next: OutboxRecord = {
        ...unversioned(claimed),
        delivered: [...delivered],
        attempts,
        nextAttemptAt: this.clock().getTime() + delay,
        lastError: errors.join("; ").slice(0, 1000),
      };
      await this.store.commit({ ops: [ops.update("outbox", GLOBAL_SCOPE, next, claimed.version)] });
      this.logger.warn({ activityId: record.id, attempts, retryInMs: delay, reason: next.lastError }, "activity stream: a delivery failed; retrying later");
    } catch (error) {
      // The record moved on meanwhile (a claim that ran out, taken by another replica): theirs now.
      this.logger.warn(
        { activityId: record.id, reason: error instanceof Error ? error.message : String(error) },
        "activity stream: could not record a delivery",
      );
    }
    return "failed";
  }
}
