/** Policies, routes and key pairs: the configuration entities (their services land with their issues). */
import type { Operation } from "../operation.js";
import { unimplemented } from "./results.js";

const ORG = "/organizations/{organizationId}";

function crud(plural: string, param: string, singular: string, withPatch: boolean): Operation[] {
  const base = `${ORG}/${plural}`;
  const item = `${base}/{${param}}`;
  const cap = plural.charAt(0).toUpperCase() + plural.slice(1);
  const one = singular.charAt(0).toUpperCase() + singular.slice(1);
  const table: Operation[] = [
    { operationId: `list${cap}`, method: "GET", path: base, capability: "read", handler: unimplemented(`list${cap}`) },
    { operationId: `create${one}`, method: "POST", path: base, capability: "configure", handler: unimplemented(`create${one}`) },
    { operationId: `get${one}`, method: "GET", path: item, capability: "read", handler: unimplemented(`get${one}`) },
    { operationId: `update${one}`, method: "PUT", path: item, capability: "configure", handler: unimplemented(`update${one}`) },
    { operationId: `delete${one}`, method: "DELETE", path: item, capability: "configure", handler: unimplemented(`delete${one}`) },
  ];
  if (withPatch) {
    table.push({ operationId: `patch${one}`, method: "PATCH", path: item, capability: "configure", handler: unimplemented(`patch${one}`) });
  }
  return table;
}

export const configurationOperations: Operation[] = [
  ...crud("policies", "policyId", "policy", true),
  ...crud("routes", "routeId", "route", true),
  {
    operationId: "getRouteCertificates",
    method: "GET",
    path: `${ORG}/routes/{routeId}/certificates`,
    capability: "read",
    handler: unimplemented("getRouteCertificates"),
  },
  ...crud("keyPairs", "keyPairId", "keyPair", true),
];
