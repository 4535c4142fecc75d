/**
 * Holds responses to the committed OpenAPI document: the status must be one the operation documents,
 * a body must be JSON exactly when the document gives the status content, and the body must satisfy
 * the schema. Response schemas are checked strictly: an object may carry no property its schema does
 * not list (a leaked field is a failure, not noise).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

type Json = Record<string, any>;

export const OPENAPI: Json = JSON.parse(readFileSync(fileURLToPath(new URL("../../openapi.json", import.meta.url)), "utf8"));
const BASE = "/api/v0";

/** A copy of the components where every object schema with listed properties forbids others. */
function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node))
    out[key] = key === "properties" ? Object.fromEntries(Object.entries(value as Json).map(([k, v]) => [k, strict(v)])) : strict(value);
  if (out.type === "object" && out.properties !== undefined && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** A JSON Schema 2020-12 validator with the standard formats (date-time, email, …), reporting every error. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (ajv: Ajv2020) => void)(ajv);
  return ajv;
}

const ajv = createAjv();
ajv.addSchema({ $id: "openapi", components: { schemas: strict(OPENAPI.components.schemas) } });
const compiled = new Map<string, ValidateFunction>();

function rebase(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\/schemas\//g, '"openapi#/components/schemas/'));
}

interface Located {
  operationId: string;
  operation: Json;
}

/** The documented operation a request reaches, if any. */
export function locate(method: string, pathname: string): Located | undefined {
  const verb = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
  for (const [template, item] of Object.entries(OPENAPI.paths as Record<string, Json>)) {
    const absolute = Array.isArray(item.servers);
    const full = absolute ? template : `${BASE}${template}`;
    const pattern = new RegExp(`^${full.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\\{\w+\\\}|\{\w+\}/g, "[^/]+")}$`);
    if (pattern.test(pathname) && item[verb] !== undefined) return { operationId: item[verb].operationId, operation: item[verb] };
  }
  return undefined;
}

/** Operations whose responses were checked, for coverage reports. */
export const CHECKED = new Set<string>();

/** The problems of a response against the document; empty when it conforms or reaches no operation. */
export function responseProblems(method: string, pathname: string, status: number, contentType: string | null, text: string): string[] {
  const found = locate(method, pathname);
  if (found === undefined) return [];
  CHECKED.add(found.operationId);
  const response = found.operation.responses[String(status)] as Json | undefined;
  const where = `${found.operationId} ${status}`;
  if (response === undefined) return [`${where}: status ${status} is not documented for ${found.operationId}`];
  const [mediaType, media] = (Object.entries(response.content ?? {})[0] ?? []) as [string | undefined, Json | undefined];
  if (media === undefined) return text.length > 0 && method !== "HEAD" ? [`${where}: a body where the document has none`] : [];
  if (method === "HEAD") return [];
  if (mediaType !== "application/json") {
    // A document in another format (YAML): its media type is what can be checked here.
    return (contentType ?? "").startsWith(mediaType!) ? [] : [`${where}: content type ${contentType}, not ${mediaType}`];
  }
  const schema = media.schema;
  if (!/^application\/json/.test(contentType ?? "")) return [`${where}: content type ${contentType}, not application/json`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${where}: the body is not JSON`];
  }
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (validate === undefined) {
    validate = ajv.compile(rebase(schema) as object);
    compiled.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? [])
    .slice(0, 20)
    .map(
      (e) =>
        `${where}: ${e.instancePath || "/"} ${e.message}${e.params && "additionalProperty" in e.params ? ` (${String(e.params.additionalProperty)})` : ""}`,
    );
}

/** Throws when a response does not conform. */
export function assertConforms(method: string, pathname: string, status: number, contentType: string | null, text: string): void {
  const problems = responseProblems(method, pathname, status, contentType, text);
  if (problems.length > 0) throw new Error(`the response does not conform to openapi.json:\n  ${problems.join("\n  ")}`);
}
