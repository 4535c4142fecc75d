/**
 * What operators watch: the Prometheus text at the metrics path (requests by operation and status,
 * applies, store errors, pending changesets, open watches), OpenTelemetry spans through an SDK the test
 * configures as an application would (a request's server span, its apply and store calls as children),
 * and a library that prints nothing when embedded without a logger.
 */
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AccessPlaneError, createControlPlane } from "accessplane";
import { createMemoryStore } from "accessplane/memory";
import type { Store } from "accessplane/store";
import { call, exchange } from "../support/api.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";

const PATCH = { "content-type": "application/json-patch+json" };

/** The value of one sample of the text (`name{labels}`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics", () => {
  let test: TestPlane;
  let token: string;
  /** A store whose next `get` fails as a database that went away would. */
  let failNextGet = false;

  beforeAll(async () => {
    const memory = createMemoryStore();
    const store: Store = {
      ...memory,
      get: (kind, scope, id) => {
        if (failNextGet) {
          failNextGet = false;
          return Promise.reject(new AccessPlaneError("unavailable", "the store cannot be reached"));
        }
        return memory.get(kind, scope, id);
      },
      getMany: memory.getMany.bind(memory),
      list: memory.list.bind(memory),
      commit: memory.commit.bind(memory),
      close: memory.close.bind(memory),
    };
    test = await createTestPlane(store, { metricsPath: "/metrics" });
    token = await exchange(test, test.refreshToken);
  });

  const scrape = async () => {
    const response = await test.plane.fetch(new Request("http://localhost/metrics"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    return response.text();
  };
  const org = () => `/organizations/${test.orgId}`;

  it("counts requests by operation and status, with their durations, and applies by outcome", async () => {
    const before = await scrape();
    const created = await call(test, "POST", `${org()}/routes`, {
      as: { token },
      body: { namespaceId: test.clusterId, name: "app", from: "https://app.example.com", to: ["https://up.internal"] },
    });
    expect(created.status).toBe(201);
    expect((await call(test, "GET", `${org()}/routes/nope`, { as: { token } })).status).toBe(404);
    const text = await scrape();
    expect(sample(text, 'accessplane_requests_total{operation="createRoute",status="201"}')).toBe(1);
    expect(sample(text, 'accessplane_requests_total{operation="getRoute",status="404"}')).toBe(1);
    // The scrapes count as such, not as requests that matched nothing.
    expect(sample(text, 'accessplane_requests_total{operation="metrics",status="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('operation="unmatched"');
    expect(sample(text, 'accessplane_request_duration_seconds_count{operation="createRoute"}')).toBe(1);
    expect(sample(text, 'accessplane_request_duration_seconds_bucket{operation="createRoute",le="+Inf"}')).toBe(1);
    // The route's apply (auto-apply is on): one more `current` apply than before, and its duration.
    const applied = (t: string) => sample(t, 'accessplane_applies_total{outcome="current"}') ?? 0;
    expect(applied(text) - applied(before)).toBe(1);
    expect(sample(text, "accessplane_apply_duration_seconds_count")).toBeGreaterThanOrEqual(1);
    // Every line is a comment or a sample of the text format; no id of an entity is a label.
    for (const line of text.trimEnd().split("\n")) expect(line).toMatch(/^(# (HELP|TYPE) \w+ .+|\w+(\{(\w+="[^"]*",?)+\})? [0-9.e+-]+)$/);
    expect(text).not.toContain(test.orgId);
  });

  it("shows pending changesets, open watches and store errors", async () => {
    expect(sample(await scrape(), "accessplane_pending_changesets")).toBe(0);
    await call(test, "PATCH", `${org()}/clusters/${test.clusterId}/settings`, {
      as: { token },
      body: [{ op: "replace", path: "/autoApplyChangesets", value: false }],
      headers: PATCH,
    });
    await call(test, "POST", `${org()}/routes`, {
      as: { token },
      body: { namespaceId: test.clusterId, name: "held", from: "https://held.example.com", to: ["https://up.internal"] },
    });
    expect(sample(await scrape(), "accessplane_pending_changesets")).toBe(1);

    // A long poll of the applied configuration is an open watch while it waits.
    const current = await call(test, "GET", `${org()}/clusters/${test.clusterId}/appliedConfig`, { as: { token } });
    const waiting = call(test, "GET", `${org()}/clusters/${test.clusterId}/appliedConfig`, {
      as: { token },
      headers: { "if-none-match": current.headers.get("etag")!, prefer: "wait=60" },
    });
    while (sample(await scrape(), "accessplane_watch_connections") === 0);
    expect(sample(await scrape(), "accessplane_watch_connections")).toBe(1);
    const [pending] = (await call(test, "GET", `${org()}/changesets?clusterId=${test.clusterId}&status=pending`, { as: { token } })).body;
    expect((await call(test, "POST", `${org()}/changesets/${pending.id}/apply`, { as: { token } })).status).toBe(200);
    expect((await waiting).status).toBe(200);
    const after = await scrape();
    expect(sample(after, "accessplane_watch_connections")).toBe(0);
    expect(sample(after, "accessplane_pending_changesets")).toBe(0);

    failNextGet = true;
    expect((await call(test, "GET", `${org()}/routes/${"x".repeat(26)}`, { as: { token } })).status).toBe(503);
    expect(sample(await scrape(), 'accessplane_store_errors_total{code="unavailable"}')).toBe(1);
  });

  it("is served only at the configured path, to GET and HEAD", async () => {
    expect((await test.plane.fetch(new Request("http://localhost/metrics", { method: "POST" }))).status).toBe(405);
    expect((await test.plane.fetch(new Request("http://localhost/metrics", { method: "HEAD" }))).status).toBe(200);
    const plain = await createTestPlane();
    expect((await plain.plane.fetch(new Request("http://localhost/metrics"))).status).toBe(404);
    // The same text for an application that mounts it elsewhere.
    expect(await plain.plane.metrics()).toContain("# TYPE accessplane_requests_total counter");
  });
});

describe("OpenTelemetry", () => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const contextManager = new AsyncLocalStorageContextManager();

  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable());
  });
  afterAll(async () => {
    context.disable();
    trace.disable();
    await provider.shutdown();
  });

  const parentOf = (span: ReadableSpan): string | undefined =>
    (span as unknown as { parentSpanContext?: { spanId: string } }).parentSpanContext?.spanId ?? (span as unknown as { parentSpanId?: string }).parentSpanId;

  it("gives a request a server span named by its route, with its apply and store calls as children", async () => {
    const test = await createTestPlane(createMemoryStore(), { tracer: provider.getTracer("accessplane") });
    const token = await exchange(test, test.refreshToken);
    exporter.reset();
    const created = await call(test, "POST", `/organizations/${test.orgId}/routes`, {
      as: { token },
      body: { namespaceId: test.clusterId, name: "app", from: "https://app.example.com", to: ["https://up.internal"] },
    });
    expect(created.status).toBe(201);
    const spans = exporter.getFinishedSpans();
    const server = spans.find((span) => span.attributes["accessplane.operation_id"] === "createRoute")!;
    expect(server.name).toBe("POST /api/v0/organizations/{organizationId}/routes");
    expect(server.kind).toBe(1);
    expect(server.attributes).toMatchObject({
      "http.request.method": "POST",
      "http.response.status_code": 201,
      "http.route": "/api/v0/organizations/{organizationId}/routes",
    });
    const serverId = server.spanContext().spanId;
    const apply = spans.find((span) => span.name === "accessplane.apply")!;
    expect(parentOf(apply)).toBe(serverId);
    expect(apply.attributes["accessplane.changeset_status"]).toBe("current");
    const commits = spans.filter((span) => span.name === "accessplane.store.commit");
    // With no apply hook, the write's one commit carries its apply: it is the apply's child; the reads are the request's.
    expect(commits.map((span) => parentOf(span))).toEqual([apply.spanContext().spanId]);
    expect(spans.some((span) => span.name.startsWith("accessplane.store.") && span.name !== "accessplane.store.commit" && parentOf(span) === serverId)).toBe(
      true,
    );
    for (const span of spans) expect(span.spanContext().traceId).toBe(server.spanContext().traceId);
    // No span carries a token or a record.
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toContain(token);
  });

  it("marks a 5xx answer and a failed apply as errors", async () => {
    const test = await createTestPlane(createMemoryStore(), {
      tracer: provider.getTracer("accessplane"),
      onApply: () => {
        throw new Error("the proxy refused it");
      },
    });
    const token = await exchange(test, test.refreshToken);
    exporter.reset();
    await call(test, "POST", `/organizations/${test.orgId}/routes`, {
      as: { token },
      body: { namespaceId: test.clusterId, name: "app", from: "https://app.example.com", to: ["https://up.internal"] },
    });
    const apply = exporter.getFinishedSpans().find((span) => span.name === "accessplane.apply")!;
    expect(apply.status).toMatchObject({ code: 2 });
    expect(apply.status.message).toContain("the proxy refused it");
  });
});

describe("logging when embedded", () => {
  it("prints nothing without a logger, even for what it would log (an ephemeral signing key)", async () => {
    const written = vi.spyOn(process.stderr, "write");
    const printed = vi.spyOn(process.stdout, "write");
    try {
      const plane = await createControlPlane({ store: createMemoryStore(), backgroundSweep: false });
      await plane.bootstrap();
      await plane.close();
      expect(written).not.toHaveBeenCalled();
      expect(printed).not.toHaveBeenCalled();
    } finally {
      written.mockRestore();
      printed.mockRestore();
    }
  });
});
