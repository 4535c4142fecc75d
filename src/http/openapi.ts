/**
 * The OpenAPI 3.1 document of the API, built from the route table (paths, methods, capabilities, each
 * operation's contract) and the JSON schemas typia generates from the wire types. The committed
 * `openapi.json` is this function's output for the default base path (`npm run generate`; CI fails when
 * it is stale), and every control plane serves its own at `{basePath}/openapi.json`.
 */
import { allows, type Capability } from "../auth/roles.js";
import type { ErrorCode } from "../errors.js";
import { ERROR_STATUS } from "../error-status.js";
import { SCHEMAS } from "../validation/generated/schemas.js";
import type { Operation } from "./operation.js";

/** Options of {@link buildOpenApiDocument}. */
interface OpenApiOptions {
  basePath: string;
  serviceSegment: string;
  version: string;
}

type Json = Record<string, unknown>;

const ROLES = ["owner", "admin", "member", "auditor"] as const;
const ORG_CAPABILITIES = new Set<Capability>(["read", "configure", "manage_clusters", "manage_users", "own"]);

/** Why each error status may answer; the codes it carries. */
const ERROR_MEANING: Record<number, string> = {
  400: "The request is malformed or fails validation (`invalid_argument`); `details` names every offending value.",
  401: "No valid, current token (`unauthenticated`); the same body for every cause.",
  403: "The caller's role does not allow it (`permission_denied`), a quota is reached (`quota_exceeded`), or a request that changes something came from a page of another site (`permission_denied`: its `Origin` or `Sec-Fetch-Site`).",
  404: "No such resource, or one the caller may not see (`not_found`).",
  409: "A duplicate (`already_exists`), a concurrent change (`conflict`), or a state that does not allow it (`failed_precondition`).",
  412: "`If-Match` does not name the current version (`precondition_failed`).",
  413: "The body is larger than the limit (`payload_too_large`).",
  415: "The body is not JSON, or a request that changes something carries a form's content type (`unsupported_media_type`).",
  429: "Too many failed exchanges, or too much simulation work (`resource_exhausted`); see `Retry-After`.",
  500: "Something unexpected (`internal`); the message carries a response id, details go to the log.",
  503: "Storage is busy past its timeout, full or read-only (`unavailable`); see `Retry-After`.",
};

function errorStatuses(op: Operation): number[] {
  const statuses = new Set<number>([400, 404, 412, 500, 503]);
  if (op.capability !== "public" || op.operationId === "getIdToken") statuses.add(401);
  const changes = op.method !== "GET" && op.method !== "HEAD";
  // Any request that changes something may be refused as cross-site (403, or 415 for a form's type).
  if (ORG_CAPABILITIES.has(op.capability) || changes) statuses.add(403);
  if (changes || op.contract.readConflicts) statuses.add(409);
  if (changes) statuses.add(415);
  if (op.body !== undefined) {
    statuses.add(413);
    statuses.add(415);
  }
  if (op.operationId === "getIdToken" || op.operationId === "evaluatePolicy") statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function schemaRef(name: string, known: Json): Json {
  if (!(name in known)) throw new Error(`the OpenAPI document has no schema named ${name}; list the type in src/validation/sources/schemas.ts`);
  return { $ref: `#/components/schemas/${name}` };
}

function whoMayCall(capability: Capability): string {
  if (capability === "public") return "No authentication.";
  if (capability === "authenticated") return "Any signed-in caller.";
  const roles = ROLES.filter((role) => allows(role, capability));
  return `Roles: ${roles.join(", ")}.`;
}

/** The OpenAPI 3.1 document of `operations`; throws when an operation names an unknown schema. */
export function buildOpenApiDocument(operations: readonly Operation[], options: OpenApiOptions): Json {
  const schemas = SCHEMAS.components.schemas as Json;
  const paths: Record<string, Json> = {};
  for (const op of operations) {
    const contract = op.contract;
    if (contract === undefined || typeof contract.summary !== "string") {
      throw new Error(`operation ${op.operationId} has no contract: every operation needs one for the OpenAPI document`);
    }
    const path = op.absolute ? op.path.replace("{service}", options.serviceSegment) : op.path;
    const parameters: Json[] = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    if (contract.query !== undefined) {
      const query = schemas[contract.query] as { properties?: Record<string, Json>; required?: string[] } | undefined;
      if (query?.properties === undefined) throw new Error(`${op.operationId}: query schema ${contract.query} is not an object type`);
      for (const [name, schema] of Object.entries(query.properties)) {
        const { description, ...rest } = schema;
        parameters.push({
          name,
          in: "query",
          required: query.required?.includes(name) ?? false,
          schema: rest,
          ...(typeof description === "string" ? { description } : {}),
        });
      }
    }
    if (op.method === "PUT" || op.method === "PATCH" || op.method === "DELETE") {
      parameters.push({ $ref: "#/components/parameters/IfMatch" });
    }
    if (contract.conditional) parameters.push({ $ref: "#/components/parameters/IfNoneMatch" });
    if (contract.paged) parameters.push({ $ref: "#/components/parameters/PreferCount" });
    if (contract.waits) parameters.push({ $ref: "#/components/parameters/PreferWait" });

    const responses: Json = {};
    const success = contract.success;
    const successHeaders: Json = { "X-Response-Id": { $ref: "#/components/headers/ResponseId" } };
    if (success.status !== 204 && op.method === "GET" && !success.list && success.schema !== undefined && !contract.conditional) {
      successHeaders.ETag = { $ref: "#/components/headers/ETag" };
    }
    if (contract.paged || success.list) successHeaders["X-Total-Count"] = { $ref: "#/components/headers/TotalCount" };
    if (contract.conditional) {
      successHeaders.ETag = { $ref: "#/components/headers/ETag" };
      successHeaders["Cache-Control"] = { schema: { type: "string" } };
    }
    if (success.status === 204) {
      responses["204"] = { description: "Done; no body.", headers: successHeaders };
    } else {
      let schema: Json;
      const mediaType = success.yaml ? "application/yaml" : "application/json";
      if (success.yaml) schema = { type: "string" };
      else if (success.anyObject) schema = { type: "object" };
      else if (success.schema === undefined) throw new Error(`${op.operationId}: a ${success.status} needs a schema`);
      else schema = success.list ? { type: "array", items: schemaRef(success.schema, schemas) } : schemaRef(success.schema, schemas);
      responses[String(success.status)] = {
        description: success.status === 201 ? "Created." : "OK.",
        headers: successHeaders,
        content: { [mediaType]: { schema } },
      };
    }
    if (contract.conditional) {
      responses["304"] = { description: "Not modified: the `If-None-Match` tag is current.", headers: successHeaders };
    }
    for (const status of errorStatuses(op)) {
      const headers: Json = { "X-Response-Id": { $ref: "#/components/headers/ResponseId" } };
      if (status === 429 || status === 503) headers["Retry-After"] = { $ref: "#/components/headers/RetryAfter" };
      responses[String(status)] = {
        description: ERROR_MEANING[status],
        headers,
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
      };
    }

    const operation: Json = {
      operationId: op.operationId,
      tags: [contract.tag],
      summary: contract.summary,
      description: [
        contract.description,
        whoMayCall(op.capability),
        contract.extension ? "An extension of this project: the hosted API has no such operation." : undefined,
      ]
        .filter((part) => part !== undefined)
        .join("\n\n"),
      ...(op.capability === "public" ? { security: [] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      responses,
      "x-capability": op.capability,
    };
    if (contract.body !== undefined) {
      const schema = schemaRef(contract.body, schemas);
      const content: Json = { "application/json": { schema } };
      if (op.body?.patch) content["application/json-patch+json"] = { schema };
      operation.requestBody = { required: op.body?.optional !== true, content };
    } else if (op.body !== undefined) {
      throw new Error(`${op.operationId} takes a body but its contract names no schema for it`);
    }
    const item = (paths[path] ??= {});
    if (op.absolute) item.servers = [{ url: "/" }];
    item[op.method.toLowerCase()] = operation;
  }

  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  return {
    openapi: "3.1.0",
    info: {
      title: "accessplane management API",
      version: options.version,
      description:
        "The management API of an access proxy's control plane, wire-compatible with the hosted API of version 0. " +
        "Lists are bare JSON arrays; errors are `{error, code, details?}` with the codes " +
        codes.map((code) => `\`${code}\``).join(", ") +
        ". Single objects carry a weak `ETag`; PUT, PATCH and DELETE honour `If-Match`. " +
        "The same routes, policies, key pairs, service accounts and settings are also served over the vendor's Connect " +
        "`pomerium.config.ConfigService` at `POST /pomerium.config.ConfigService/{Method}` (its schema: `proto/pomerium/config/config.proto` " +
        "in the package; docs/config-service.md), for the vendor's Terraform provider and ingress controller.",
      license: { name: "Apache-2.0", identifier: "Apache-2.0" },
    },
    servers: [{ url: options.basePath === "" ? "/" : options.basePath }],
    security: [{ Bearer: [] }, { Pomerium: [] }],
    tags: [...new Set(operations.map((op) => op.contract.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        Bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "`Authorization: Bearer <idToken>`, the ID token of `POST /token`." },
        Pomerium: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "`Authorization: Pomerium <idToken>`: the same ID token under the scheme the hosted API's SDK sends.",
        },
      },
      parameters: {
        IfMatch: {
          name: "If-Match",
          in: "header",
          required: false,
          description:
            'Apply only if the resource is at this version (the `ETag` of a GET, `W/"<n>"`); 412 otherwise, changing nothing. `*` matches any version. ' +
            "A user of an organization and an invitation have no GET of their own: their version is 1 until they change (a role or token change moves a membership's).",
          schema: { type: "string" },
        },
        IfNoneMatch: { name: "If-None-Match", in: "header", required: false, description: "304 when the tag is current.", schema: { type: "string" } },
        PreferWait: {
          name: "Prefer",
          in: "header",
          required: false,
          description: "`wait=N` (1 to 60) with `If-None-Match`: wait up to N seconds for something newer than the tag before answering 304.",
          schema: { type: "string" },
        },
        PreferCount: {
          name: "Prefer",
          in: "header",
          required: false,
          description: "`count=exact` asks for `X-Total-Count` even when counting costs a query.",
          schema: { type: "string" },
        },
      },
      headers: {
        ResponseId: { description: "Identifies the response in the server's logs.", schema: { type: "string" } },
        ETag: { description: "The version of the object, as a weak tag.", schema: { type: "string" } },
        TotalCount: { description: "Matches before `offset`/`limit` were applied.", schema: { type: "integer", minimum: 0 } },
        RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
      },
    },
  };
}
