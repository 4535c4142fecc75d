/** What most benchmarks start from. */
import type { ControlPlane } from "accessplane";

/**
 * Bootstraps `plane` for a benchmark: its organization and cluster, and its first user as the actor of
 * the writes the benchmark makes through the services.
 */
export async function bootstrapped(plane: ControlPlane) {
  const boot = (await plane.bootstrap({ clusterDomain: "bench.example.com" }))!;
  const actor = { id: boot.user.id, email: "", displayName: "bench", photoUrl: "" };
  return { boot, orgId: boot.organization.id, clusterId: boot.cluster.id, actor };
}

/**
 * The fewest calls a case and its baseline each make before they are measured. Node 20's V8 compiles a
 * function with its optimising compiler only after it has run many times, and a write runs hundreds of
 * functions once each: in a fresh process, the first 500 route creates on PostgreSQL took 4.0 ms each
 * and those after 2,500 took 2.0-2.2 ms (2026-12-07). A case of a few hundred calls a second, warmed
 * for 300 ms alone, was measured while V8 was still compiling it, and its baseline (a few calls of the
 * driver) was not.
 */
export const WARM_CALLS = 3_000;

/**
 * The warm-up of a ratio of the same code at two sizes (300 ms, no count): each side warms the code of
 * the other, and more calls would grow the data a write case compares (an organization "of 100").
 */
export const SAME_CODE = 0;
