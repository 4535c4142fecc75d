/** Test helpers: a control plane with a test identity hook, and members of any role. */
import { createControlPlane, type ControlPlane, type ControlPlaneOptions, type Logger } from "accessplane";
import { GLOBAL_SCOPE, type Store } from "accessplane/store";
import { createMemoryStore } from "accessplane/memory";
import type { OrganizationRole } from "accessplane";
import { scanForLeaks } from "./leak-guard.js";
import { testClock, type TestClock } from "./clock.js";

/** Header the test identity hook reads: the value is the interactive user's subject. */
export const TEST_USER_HEADER = "x-test-user";

export interface TestPlane {
  plane: ControlPlane;
  store: Store;
  /** The bootstrap organization and its owner's refresh token. */
  orgId: string;
  clusterId: string;
  refreshToken: string;
  logs: { level: string; message: string; fields?: Record<string, unknown> }[];
  /**
   * The plane's clock when the test gave none: it stands still until the test moves it (caches,
   * leases, throttles and token lifetimes never expire on their own). Replicas made with
   * createReplica share it.
   */
  clock: TestClock | undefined;
}

export const BOOTSTRAP_TOKEN = "test-bootstrap-token-0123456789-abcdefghij";

/** A control plane on a fresh memory store, bootstrapped, whose hook signs in `x-test-user: <subject>`. */
export async function createTestPlane(store: Store = createMemoryStore(), options: Partial<ControlPlaneOptions> = {}): Promise<TestPlane> {
  const clock = options.clock === undefined ? testClock() : undefined;
  const { plane, logs } = await guardedPlane(store, { ...(clock === undefined ? {} : { clock }), ...options });
  const created = await plane.bootstrap({ refreshToken: BOOTSTRAP_TOKEN, clusterDomain: "proxy.example.com" });
  return {
    plane,
    store,
    orgId: created!.organization.id,
    clusterId: created!.cluster.id,
    refreshToken: BOOTSTRAP_TOKEN,
    logs,
    clock,
  };
}

/**
 * A second control plane on the data of `test` (as a replica on the same database is), with the same
 * test identity hook: `store` is a second handle on that data (see secondHandle).
 */
export async function createReplica(test: TestPlane, store: Store, options: Partial<ControlPlaneOptions> = {}): Promise<TestPlane> {
  const { plane, logs } = await guardedPlane(store, { ...(test.clock === undefined ? {} : { clock: test.clock }), ...options });
  return { ...test, plane, store, logs };
}

/**
 * A control plane with the test identity hook, whose logs and responses the leak guard scans. It runs
 * no sweep on a timer (a test calls `plane.sweep()` when it wants one), so nothing changes the store
 * behind a test's back.
 */
async function guardedPlane(store: Store, options: Partial<ControlPlaneOptions>): Promise<{ plane: ControlPlane; logs: TestPlane["logs"] }> {
  const logs: TestPlane["logs"] = [];
  const log = (level: string) => (fields: Record<string, unknown>, message: string) => {
    scanForLeaks(JSON.stringify({ message, fields }), `${level} log line`);
    logs.push({ level, message, ...(fields ? { fields } : {}) });
  };
  const logger: Logger = { info: log("info"), warn: log("warn"), error: log("error") };
  const unguarded = await createControlPlane({
    store,
    logger,
    backgroundSweep: false,
    authenticate: (request) => {
      const subject = request.headers.get(TEST_USER_HEADER);
      return subject === null ? null : { subject, email: `${subject}@example.com`, displayName: subject };
    },
    ...options,
  });
  // Every response is scanned by the leak guard before the test sees it.
  const plane: ControlPlane = {
    ...unguarded,
    fetch: async (request, info) => {
      const response = await unguarded.fetch(request, info);
      scanForLeaks(await response.clone().text(), `${request.method} ${new URL(request.url).pathname} response`);
      return response;
    },
  };
  return { plane, logs };
}

/** Makes the interactive user `subject` a member of `orgId` with `role`. */
export async function addMember(test: TestPlane, orgId: string, subject: string, role: OrganizationRole): Promise<string> {
  const user = await test.plane.services.users.resolveIdentity({ subject, email: `${subject}@example.com` });
  await test.plane.services.users.addMembership(orgId, user.id, role, { id: "test", email: "", displayName: "test", photoUrl: "" });
  return user.id;
}

/** Everything a bad request must leave unchanged, as one comparable value. */
export async function fingerprint(test: TestPlane): Promise<string> {
  const { store } = test;
  const global = await Promise.all((["user", "membership", "invite", "system"] as const).map(async (kind) => (await store.list(kind, GLOBAL_SCOPE)).items));
  const orgIds = (await store.list("membership", GLOBAL_SCOPE)).items.map((m) => m.orgId);
  const perOrg = await Promise.all(
    [...new Set([test.orgId, ...orgIds])].flatMap((orgId) =>
      (
        [
          "organization",
          "namespace",
          "cluster",
          "settings",
          "policy",
          "route",
          "keyPair",
          "serviceAccount",
          "policyTestSuite",
          "approvalPolicy",
          "changeset",
          "appliedConfig",
          "activity",
        ] as const
      ).map(async (kind) => (await store.list(kind, orgId)).items),
    ),
  );
  return JSON.stringify([global, perOrg]);
}
