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
