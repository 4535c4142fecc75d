/**
 * The activity stream: every change reaches a webhook as a signed CloudEvent with its diff, and an OTLP
 * logs endpoint as a log record, through the outbox; a receiver that fails, hangs or redirects is retried
 * with backoff on the control plane's clock, never followed, never blocking a write. (Across kill -9:
 * test/crash/crash.test.ts.)
 */
import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ActivityStreamOptions } from "accessplane";
import { GLOBAL_SCOPE } from "accessplane/store";
import { call, exchange } from "../support/api.js";
import { createTestPlane, type TestPlane } from "../support/planes.js";
import { startReceiver, type Receiver } from "../support/receiver.js";
import { everyStore } from "../support/stores.js";

const SECRET = `whsec_${Buffer.from("a webhook secret of 32 bytes!!!!").toString("base64")}`;
const PATCH = { "content-type": "application/json-patch+json" };

/** Checks a delivery's signature as a receiver would (Standard Webhooks). */
function signatureValid(headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const key = Buffer.from(SECRET.slice(6), "base64");
  const expected = createHmac("sha256", key)
    .update(`${String(headers["webhook-id"])}.${String(headers["webhook-timestamp"])}.${body}`)
    .digest("base64");
  return headers["webhook-signature"] === `v1,${expected}`;
}

for (const [storeName, makeStore] of everyStore("stream")) {
  describe(`the activity stream on ${storeName}`, () => {
    let hook: Receiver;
    let test: TestPlane;
    beforeEach(async () => {
      hook = await startReceiver();
      test = await createTestPlane(await makeStore(), { activityStream: { webhooks: [{ url: hook.url, secret: SECRET }], pollMs: 0 } });
    });
    afterEach(async () => {
      await hook.close();
    });

    it("delivers every change as a signed CloudEvent with its diff, once, and empties the outbox", async () => {
      const owner = { token: await exchange(test, test.refreshToken) };
      const org = `/organizations/${test.orgId}`;
      const policy = {
        namespaceId: test.orgId,
        name: "staff",
        ppl: { allow: { or: [{ domain: "example.com" }] } },
        description: "",
        explanation: "",
        remediation: "",
      };
      const created = (await call(test, "POST", `${org}/policies`, { as: owner, body: policy })).body;
      await call(test, "PATCH", `${org}/policies/${created.id}`, { as: owner, body: [{ op: "replace", path: "/name", value: "staff-2" }], headers: PATCH });
      await call(test, "DELETE", `${org}/policies/${created.id}`, { as: owner });
      const before = hook.received.length;
      const pass = await test.plane.deliverActivity();
      expect(pass.failed).toBe(0);
      expect(pass.pending).toBe(0);
      const events = hook.received.slice(before).map((r) => ({ ...r, event: JSON.parse(r.body) }));
      const ofPolicy = events.filter((e) => e.event.subject === `policy/${created.id}`);
      expect(ofPolicy.map((e) => e.event.type)).toEqual([
        "dev.accessplane.activity.create",
        "dev.accessplane.activity.update",
        "dev.accessplane.activity.delete",
      ]);
      const update = ofPolicy[1]!;
      expect(update.headers["content-type"]).toBe("application/cloudevents+json");
      expect(update.event).toMatchObject({ specversion: "1.0", source: `accessplane/organizations/${test.orgId}`, datacontenttype: "application/json" });
      expect(update.event.data.diff).toContainEqual({ op: "replace", path: "/name", value: "staff-2" });
      expect(update.event.id).toBe(update.headers["webhook-id"]);
      expect(events.every((e) => signatureValid(e.headers, e.body))).toBe(true);
      // Every entry of the log, once: the outbox is empty and another pass sends nothing.
      const entries = (await test.store.list("activity", test.orgId)).items.map((a) => a.id).sort();
      expect(hook.received.map((r) => JSON.parse(r.body).id).sort()).toEqual(entries);
      expect((await test.store.list("outbox", GLOBAL_SCOPE)).items).toEqual([]);
      expect(await test.plane.deliverActivity()).toEqual({ delivered: 0, failed: 0, pending: 0 });
    });
  });
}

describe("the activity stream's failures", () => {
  let hook: Receiver;
  let other: Receiver;
  let test: TestPlane;
  const start = async (options: Partial<ActivityStreamOptions> = {}) => {
    test = await createTestPlane(undefined, { activityStream: { webhooks: [{ url: hook.url, secret: SECRET }], pollMs: 0, ...options } });
    // The bootstrap's own entries go first.
    await test.plane.deliverActivity();
    hook.received.length = 0;
  };
  const write = async (name: string) => {
    const owner = { token: await exchange(test, test.refreshToken) };
    const res = await call(test, "POST", `/organizations/${test.orgId}/policies`, {
      as: owner,
      body: { namespaceId: test.orgId, name, ppl: { allow: { or: [{ domain: "example.com" }] } }, description: "", explanation: "", remediation: "" },
    });
    expect(res.status).toBe(201);
  };
  beforeEach(async () => {
    hook = await startReceiver();
    other = await startReceiver();
  });
  afterEach(async () => {
    await Promise.all([hook.close(), other.close()]);
  });

  it("retries a receiver that answers 500 with exponential backoff on the control plane's clock", async () => {
    await start({ retryMs: 1000 });
    hook.answers.push("fail", "fail");
    await write("retried");
    expect(await test.plane.deliverActivity()).toEqual({ delivered: 0, failed: 1, pending: 1 });
    // Not before its time: one second, then two.
    expect(await test.plane.deliverActivity()).toEqual({ delivered: 0, failed: 0, pending: 1 });
    expect(hook.received).toHaveLength(1);
    test.clock!.advance(1000);
    expect(await test.plane.deliverActivity()).toMatchObject({ failed: 1 });
    test.clock!.advance(1000);
    expect(await test.plane.deliverActivity()).toMatchObject({ delivered: 0, failed: 0 });
    test.clock!.advance(1000);
    expect(await test.plane.deliverActivity()).toMatchObject({ delivered: 1, failed: 0, pending: 0 });
    expect(hook.received).toHaveLength(3);
    expect(new Set(hook.received.map((r) => r.headers["webhook-id"])).size).toBe(1);
    // The failures were logged with their status, never the secret.
    expect(test.logs.some((line) => JSON.stringify(line).includes("answered 500"))).toBe(true);
  });

  it("a receiver that hangs times out and is retried, and never holds a write", async () => {
    await start({ timeoutMs: 300 });
    hook.answers.push("hang");
    await write("first");
    const pass = test.plane.deliverActivity();
    await hook.waitFor(1);
    // The delivery is held; a write goes through meanwhile.
    await write("during the hang");
    expect(await pass).toMatchObject({ failed: 1 });
    const [record] = (await test.store.list("outbox", GLOBAL_SCOPE)).items;
    expect(record?.lastError).toMatch(/no answer within 300 ms/);
    hook.release();
    test.clock!.advance(60_000);
    expect(await test.plane.deliverActivity()).toMatchObject({ delivered: 2, pending: 0 });
  });

  it("never follows a redirect (to another host or not): it is a failed delivery", async () => {
    await start();
    hook.answers.push({ redirect: other.url }, { redirect: other.url });
    await write("redirected");
    expect(await test.plane.deliverActivity()).toMatchObject({ failed: 1 });
    expect(other.received).toEqual([]);
    expect((await test.store.list("outbox", GLOBAL_SCOPE)).items[0]?.lastError).toMatch(/answered 302 \(a redirect, not followed\)/);
  });

  it("a failing sink does not hold the others, and only it is retried; OTLP receives log records", async () => {
    await start({ webhooks: [{ url: hook.url, secret: SECRET, name: "audit" }], otlp: { url: other.url, headers: { "x-api-key": "collector-key-123" } } });
    other.received.length = 0;
    hook.answers.push("fail");
    await write("two sinks");
    expect(await test.plane.deliverActivity()).toMatchObject({ failed: 1 });
    expect(other.received).toHaveLength(1);
    const log = JSON.parse(other.received[0]!.body);
    expect(other.received[0]!.headers["x-api-key"]).toBe("collector-key-123");
    const record = log.resourceLogs[0].scopeLogs[0].logRecords[0];
    expect(record.attributes).toContainEqual({ key: "accessplane.entity_type", value: { stringValue: "policy" } });
    expect(JSON.parse(record.body.stringValue)).toMatchObject({ activityType: "create", entity: { type: "policy" } });
    test.clock!.advance(1000);
    expect(await test.plane.deliverActivity()).toMatchObject({ delivered: 1, pending: 0 });
    // The OTLP endpoint had it already: it is not sent there again.
    expect(other.received).toHaveLength(1);
    expect(hook.received).toHaveLength(2);
  });

  it("entries behind a sink's outage still reach the other sinks, past a full page of records waiting for their retry", async () => {
    await start({ webhooks: [{ url: hook.url, secret: SECRET, name: "down" }], otlp: { url: other.url } });
    other.received.length = 0;
    for (let i = 0; i < 1000; i++) hook.answers.push("fail");
    const actor = { id: "bulk", email: "bulk@example.com", displayName: "bulk", photoUrl: "" };
    for (let i = 0; i < 230; i++) {
      await test.plane.services.policies.create(
        test.orgId,
        {
          namespaceId: test.orgId,
          name: `p${i}`,
          enforced: false,
          ppl: { allow: { or: [{ domain: "example.com" }] } },
          description: "",
          explanation: "",
          remediation: "",
        },
        actor,
      );
    }
    // The first pass sends a page's worth; the next passes over those (waiting for their retry) to the rest.
    expect(await test.plane.deliverActivity()).toMatchObject({ delivered: 0, failed: 200, pending: 230 });
    expect(await test.plane.deliverActivity()).toMatchObject({ delivered: 0, failed: 30, pending: 230 });
    expect(other.received).toHaveLength(230);
  });

  it("sends a process's own entries at once when it polls (no pass asked for)", async () => {
    test = await createTestPlane(undefined, { activityStream: { webhooks: [{ url: hook.url, secret: SECRET }], pollMs: 60_000 } });
    // The bootstrap's entries first (sent by now, or by this pass).
    await test.plane.deliverActivity();
    const before = hook.received.length;
    await write("at once");
    // Woken by the commit: the receiver gets it without waiting for the next poll.
    await hook.waitFor(before + 1);
    expect(JSON.parse(hook.received.at(-1)!.body).subject).toMatch(/^policy\//);
    await test.plane.close();
  });
});
