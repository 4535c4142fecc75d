/** Routes: two secret fields and one nested one, three key-pair references, a list of policies. */
import { setAtPath, updateAtPath, valueAtPath } from "../domain/secret-fields.js";
import type { RouteRecord } from "../store/records.js";
import { recordData, secretsShownAsSet, type ConfigKind } from "./descriptor.js";

/** The route fields that name key pairs. */
export const ROUTE_KEY_PAIR_FIELDS = ["tlsCustomCaKeyPairId", "tlsClientKeyPairId", "tlsDownstreamClientCaKeyPairId"] as const;

export const ROUTE_KIND = {
  entityType: "route",
  recordKind: "route",
  applied: { as: "routes", shape: "list" },
  secrets: ["identityProviderClientSecret", "kubernetesServiceAccountToken"],
  // The MCP upstream's OAuth2 client secret.
  nestedSecrets: [["mcp", "server", "upstreamOAuth2", "clientSecret"]],
  keyPairFields: ROUTE_KEY_PAIR_FIELDS,
  policyListFields: ["policyIds"],
  /** Everything but the secrets, which are shown as set or not (`<name>Set`, where they were). */
  activityData(record): Record<string, unknown> {
    let data = recordData(record);
    for (const path of ROUTE_KIND.nestedSecrets) {
      const leaf = path[path.length - 1]!;
      const value = valueAtPath(data, path);
      if (value !== undefined)
        data = setAtPath(
          updateAtPath(data, path, () => undefined),
          [...path.slice(0, -1), `${leaf}Set`],
          value !== "",
        );
    }
    return secretsShownAsSet(data, ROUTE_KIND.secrets, "omit");
  },
} satisfies ConfigKind<RouteRecord>;
