/** Persistence: everything a store held is there again after it is closed and opened again. */
import assert from "node:assert/strict";
import { GLOBAL_SCOPE, type Store } from "../store/port.js";
import { ORG_A, insert, record, rejectsWith, update } from "./support.js";

/** Registers the reopen test, for a store that can close and open the same data again. */
export function defineReopenTests(
  it: (name: string, body: () => Promise<void>) => void,
  factory: { create(): Store | Promise<Store>; reopen(store: Store): Promise<Store> },
): void {
  const reopen = factory.reopen.bind(factory);
  it("finds everything again after close and reopen", async () => {
    let store = await factory.create();
    try {
      const rows = Array.from({ length: 50 }, (_, i) =>
        record(`r${String(i).padStart(2, "0")}`, { namespaceId: "ns", name: `n${i}`, policyIds: [`p${i % 3}`] }),
      );
      await store.commit({ ops: rows.map((r) => insert("route", ORG_A, r)) });
      await store.commit({ ops: [update("route", ORG_A, { ...rows[0]!, name: "renamed" }, 1)] });
      await store.commit({ ops: [insert("user", GLOBAL_SCOPE, record("u1", { subject: "s1" }))] });
      store = await reopen(store);
      assert.equal((await store.get("route", ORG_A, "r00"))?.name, "renamed");
      assert.equal((await store.get("route", ORG_A, "r00"))?.version, 2);
      assert.equal((await store.list("route", ORG_A, { where: { namespaceId: "ns" }, count: true })).total, 50);
      assert.equal((await store.list("route", ORG_A, { where: { policyIds: "p1" } })).items.length, 17);
      assert.equal((await store.get("user", GLOBAL_SCOPE, "u1"))?.subject, "s1");
      await rejectsWith(store.commit({ ops: [insert("user", GLOBAL_SCOPE, record("u2", { subject: "s1" }))] }), "already_exists");
    } finally {
      await store.close();
    }
  });
}
