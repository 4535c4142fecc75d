// Keeps a proxy's configuration file current from a control plane on a SQLite file:
//
//   ACCESSPLANE_DB=./data/accessplane.db PROXY_CONFIG=/etc/pomerium/config.yaml tsx examples/proxy-file/main.ts
//   pomerium -config /etc/pomerium/config.yaml
//
// It runs beside the proxy (it may be a second process on the same database as the API server): it
// watches the cluster's applied configuration and rewrites the file atomically on every new version.
import { createControlPlane, writeProxyConfigFile } from "accessplane";
import { GLOBAL_SCOPE } from "accessplane/store";
import { createSqliteStore } from "accessplane/sqlite";

const store = createSqliteStore({ filename: process.env.ACCESSPLANE_DB ?? "./data/accessplane.db" });
const plane = await createControlPlane({ store });
const marker = await store.get("system", GLOBAL_SCOPE, "bootstrap");
const orgId = process.env.ORGANIZATION_ID ?? (marker?.value as { organizationId?: string } | undefined)?.organizationId;
if (orgId === undefined) throw new Error("no organization: start the API server first, or set ORGANIZATION_ID");
const clusterId = process.env.CLUSTER_ID ?? (await plane.services.clusters.list(orgId))[0]?.id;
if (clusterId === undefined) throw new Error("the organization has no cluster");
const write = writeProxyConfigFile(process.env.PROXY_CONFIG ?? "./data/proxy/config.yaml", { clusterId });
plane.watchAppliedConfig(orgId, clusterId, (config) => {
  write(config).then(
    () => console.log(`configuration version ${config.version} written`),
    (error: unknown) => console.error(error instanceof Error ? error.message : String(error)),
  );
});
process.on("SIGTERM", () => void plane.close().then(() => process.exit(0)));
