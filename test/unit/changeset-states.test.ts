/**
 * The changeset state machine is stated once, in CHANGESET_TRANSITIONS: the README's table, the opening
 * comment of src/config/changeset-states.ts and the statuses the engine writes are held to it, so none
 * of them drifts alone.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AppliedConfig } from "accessplane";
import type { Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import { CHANGESET_TRANSITIONS } from "../../src/config/changeset-states.js";
import { call, exchange } from "../support/api.js";
import { createReplica, createTestPlane } from "../support/planes.js";
import { secondHandle } from "../support/stores.js";

const TABLE = CHANGESET_TRANSITIONS.map((t) => `${t.from} → ${t.to}`);

/** The `from → to` pairs of the first Markdown table after `marker` in `text` (`prefix` is what each row starts with). */
function tableAfter(text: string, marker: string, prefix = ""): string[] {
  const lines = text
    .slice(text.indexOf(marker))
    .split("\n")
    .map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line));
  const start = lines.findIndex((line) => line.startsWith("| from"));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("|"));
  return lines.slice(start + 2, end).map((row) => {
    const [from = "", , to = ""] = row
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    const state = (cell: string) => (cell.startsWith("(none)") ? "none" : /`?([a-z]+)`?/.exec(cell)?.[1]);
    return `${state(from)} → ${state(to)}`;
  });
}

/** A store that notes every changeset status a commit writes, as `from → to` (an insert comes from `none`). */
function recordingStore(store: Store): { store: Store; written: Set<string> } {
  const written = new Set<string>();
  const status = new Map<string, string>();
  const recording = new Proxy(store, {
    get: (target, key) => {
      if (key === "commit") {
        return async (batch: Parameters<Store["commit"]>[0]) => {
          const result = await target.commit(batch);
          for (const op of batch.ops) {
            if (op.kind !== "changeset" || op.op === "delete") continue;
            const to = op.record.status;
            written.add(`${op.op === "insert" ? "none" : status.get(op.record.id)} → ${to}`);
            status.set(op.record.id, to);
          }
          return result;
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { store: recording, written };
}

describe("the changeset state table", () => {
  it("in the README has the transitions of CHANGESET_TRANSITIONS, row for row", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(tableAfter(readme, "Each changeset moves through these states")).toEqual(TABLE);
  });

  it("in the opening comment of the state machine's file has them too", () => {
    const source = readFileSync(new URL("../../src/config/changeset-states.ts", import.meta.url), "utf8");
    expect(tableAfter(source, "/**", " * ")).toEqual(TABLE);
  });

  it("is what the engine writes: every transition of the table happens, and no other", async () => {
    const { store, written } = recordingStore(createMemoryStore());
    let hook: (config: AppliedConfig) => void | Promise<void> = () => {};
    const test = await createTestPlane(store, { onApply: (config) => hook(config) });
    const owner = { token: await exchange(test, test.refreshToken) };
    const org = `/organizations/${test.orgId}`;
    const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      call(test, method, `${org}${path}`, { as: owner, ...(body === undefined ? {} : { body }), ...(headers === undefined ? {} : { headers }) });
    const autoApply = (on: boolean) =>
      api("PATCH", `/clusters/${test.clusterId}/settings`, [{ op: "replace", path: "/autoApplyChangesets", value: on }], {
        "content-type": "application/json-patch+json",
      });
    const route = (name: string) => ({ namespaceId: test.clusterId, name, from: `https://${name}.example.com`, to: ["https://up.internal"] });
    const drafts = async () => (await store.list("changeset", test.orgId, { where: { status: "pending" } })).items;

    expect((await autoApply(false)).status).toBe(200);
    await api("POST", "/routes", route("one"));
    const [draft] = await drafts();
    // A second write joins the draft (no row is written: its entry is attached to it).
    await api("POST", "/routes", route("two"));
    const [same] = await drafts();
    expect(same!.id).toBe(draft!.id);
    const attached = await store.list("activity", test.orgId, { where: { changesetIds: draft!.id, entityType: "route" } });
    expect(attached.items).toHaveLength(2);
    written.add("pending → pending");
    expect((await api("POST", `/changesets/${draft!.id}/apply`)).body).toMatchObject({ status: "current" });
    // The next apply supersedes it; a hook that throws fails the one after.
    await api("POST", "/routes", route("three"));
    expect((await api("POST", `/changesets/${(await drafts())[0]!.id}/apply`)).body).toMatchObject({ status: "current" });
    // With auto-apply on, a write opening the draft opens it `applying`: its own commit takes the lease.
    expect((await autoApply(true)).status).toBe(200);
    expect(written.has("none → applying")).toBe(false);
    await api("POST", "/routes", route("six"));
    expect(written.has("none → applying")).toBe(true);
    // With no apply hook to see the configuration first (a process without one writes), the write's own commit carries its apply.
    expect(written.has("none → current")).toBe(false);
    const hookless = await createReplica(test, secondHandle(store));
    await hookless.plane.services.routes.create(test.orgId, route("seven"), { id: "writer", email: "", displayName: "writer", photoUrl: "" });
    await hookless.plane.close();
    expect(written.has("none → current")).toBe(true);
    expect((await autoApply(false)).status).toBe(200);
    hook = () => {
      throw new Error("the proxy refused it");
    };
    await api("POST", "/routes", route("four"));
    expect((await api("POST", `/changesets/${(await drafts())[0]!.id}/apply`)).body).toMatchObject({ status: "failed" });
    hook = () => {};
    await api("POST", "/routes", route("five"));
    expect((await api("POST", `/changesets/${(await drafts())[0]!.id}/reject`)).body).toMatchObject({ status: "rejected" });

    // Two applies interrupted (their hooks held while the lease runs out), recovered by another process:
    // one with no other draft, one with a draft opened beside it.
    const interrupted = async (withDraft: boolean) => {
      let reached!: () => void;
      const inHook = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      hook = () => {
        reached();
        return gate;
      };
      await api("POST", "/routes", route(`held-${String(withDraft)}`));
      const applying = api("POST", `/changesets/${(await drafts())[0]!.id}/apply`);
      await inHook;
      hook = () => {};
      if (withDraft) await api("POST", "/routes", route("beside"));
      test.clock!.advance(61_000);
      const replica = await createReplica(test, secondHandle(store));
      await replica.plane.sweep();
      await replica.plane.close();
      release();
      await applying;
      const [held] = (await store.list("changeset", test.orgId, { where: { status: "failed" }, orderBy: [{ field: "id", descending: true }], limit: 1 })).items;
      return held?.failureMessage.includes("the apply was interrupted") === true;
    };
    expect(await interrupted(false)).toBe(false);
    // Its failure is the table's second `applying → failed`, told apart by its message.
    expect(await interrupted(true)).toBe(true);
    await test.plane.close();

    expect([...written].sort()).toEqual([...new Set(TABLE)].sort());
  });
});
