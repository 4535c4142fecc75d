/**
 * Quotas and "the namespace is empty" hold under concurrent writes, on every store: the services
 * commit what they checked with the write (batch checks), so racing requests cannot slip past a quota
 * or leave an entity in a namespace that was deleted.
 */
import { describe, expect, it } from "vitest";
import { isAccessPlaneError } from "accessplane";
import { everyStore } from "../support/stores.js";
import { createTestPlane } from "../support/planes.js";
import { policyBody } from "../support/bodies.js";

const STORES = everyStore("atomic-checks");
const actor = { id: "tester", email: "", displayName: "tester", photoUrl: "" };

/** What each of several concurrent calls ended with: "ok" or the error code. */
async function outcomes(calls: (() => Promise<unknown>)[]): Promise<string[]> {
  return Promise.all(
    calls.map((call) =>
      call().then(
        () => "ok",
        (error: unknown) => (isAccessPlaneError(error) ? error.code : String(error)),
      ),
    ),
  );
}

const policy = policyBody;

for (const [storeName, makeStore] of STORES) {
  describe(`batch checks through the services on ${storeName}`, () => {
    it("lets exactly as many concurrent creates through as the quota allows, refusing the rest with quota_exceeded", async () => {
      const test = await createTestPlane(await makeStore(), { quotas: { policies: 3, routes: 2 } });
      const { services } = test.plane;
      const policies = await outcomes(Array.from({ length: 8 }, (_, i) => () => services.policies.create(test.orgId, policy(test.orgId, `p${i}`), actor)));
      expect(policies.filter((o) => o === "ok")).toHaveLength(3);
      expect(new Set(policies.filter((o) => o !== "ok"))).toEqual(new Set(["quota_exceeded"]));
      const listed = await services.policies.list(test.orgId, { namespaceId: test.orgId });
      expect(listed.items.map((p) => p.name).sort()).toEqual(policies.flatMap((o, i) => (o === "ok" ? [`p${i}`] : [])).sort());
      const routes = await outcomes(
        Array.from(
          { length: 6 },
          (_, i) => () =>
            services.routes.create(
              test.orgId,
              { namespaceId: test.clusterId, name: `r${i}`, from: `https://r${i}.example.com`, to: ["https://up.internal"], policyIds: [] },
              actor,
            ),
        ),
      );
      expect(routes.filter((o) => o === "ok")).toHaveLength(2);
      expect(new Set(routes.filter((o) => o !== "ok"))).toEqual(new Set(["quota_exceeded"]));
    });

    it("never both deletes a namespace and creates an entity in it when the two race", async () => {
      const test = await createTestPlane(await makeStore());
      const { services } = test.plane;
      for (let round = 0; round < 5; round++) {
        const { namespace } = await services.namespaces.create(test.orgId, { name: `team-${round}`, parentId: test.clusterId }, actor, "owner");
        const [deleted, created] = await outcomes([
          () => services.namespaces.delete(test.orgId, namespace.id, actor),
          () => services.policies.create(test.orgId, policy(namespace.id, `in-${round}`), actor),
        ]);
        const left = (await services.policies.list(test.orgId, { namespaceId: test.clusterId, includeDescendants: true })).items.filter(
          (p) => p.namespaceId === namespace.id,
        );
        const stillThere = (await test.store.get("namespace", test.orgId, namespace.id)) !== undefined;
        if (deleted === "ok") {
          // The delete won: the create found no namespace, and nothing was left behind.
          expect(created).not.toBe("ok");
          expect(stillThere).toBe(false);
          expect(left).toEqual([]);
        } else {
          // The create won: the delete was refused because the namespace holds the policy.
          expect(deleted).toBe("failed_precondition");
          expect(created).toBe("ok");
          expect(stillThere).toBe(true);
          expect(left.map((p) => p.name)).toEqual([`in-${round}`]);
        }
      }
    });
  });
}
