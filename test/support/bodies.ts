/** Write bodies the service tests share. */
import type { RouteRecord } from "../../src/store/records.js";

/** A complete policy write: allows example.com, not enforced unless `extra` says so. */
export function policyBody(namespaceId: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    namespaceId,
    name,
    enforced: false,
    ppl: { allow: { and: [{ domain: "example.com" }] } },
    description: "",
    explanation: "",
    remediation: "",
    ...extra,
  };
}

/**
 * The `i`th route as the store keeps it (every default field set), in `namespaceId`: for tests that
 * write many routes straight into the store rather than through a thousand creates.
 */
export function storedRoute(orgId: string, namespaceId: string, i: number, extra: Partial<RouteRecord> = {}): RouteRecord {
  const at = new Date(0).toISOString();
  return {
    id: `route-${String(i).padStart(5, "0")}`,
    createdAt: at,
    updatedAt: at,
    orgId,
    namespaceId,
    name: `route-${i}`,
    from: `https://r${i}.example.com`,
    to: ["https://up.internal"],
    allowWebsockets: false,
    allowSpdy: false,
    tlsSkipVerify: false,
    tlsUpstreamAllowRenegotiation: false,
    preserveHostHeader: false,
    enableGoogleCloudServerlessAuthentication: false,
    showErrorDetails: false,
    policyIds: [],
    ...extra,
  };
}
