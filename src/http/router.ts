/**
 * Matches a request path against the route table. Literal segments win over parameters, so
 * `/users/apiAccess` and `/users/{userId}` can live side by side.
 */
import type { Method, Operation } from "./operation.js";

interface Compiled {
  operation: Operation;
  segments: { literal?: string; param?: string }[];
  literals: number;
}

/** The outcome of matching a path and method. */
export type Match =
  | { kind: "found"; operation: Operation; params: Record<string, string> }
  | { kind: "method_not_allowed"; allow: Method[] }
  | { kind: "not_found" };

/** The path an operation is served at: under the base path, or as is (the key set, with its segment). */
export function servedPath(operation: Pick<Operation, "path" | "absolute">, basePath: string, serviceSegment: string): string {
  return operation.absolute ? operation.path.replace("{service}", serviceSegment) : `${basePath}${operation.path}`;
}

/** A compiled route table. */
export class Router {
  private readonly byLength = new Map<string, Compiled[]>();

  constructor(operations: readonly Operation[], basePath: string, serviceSegment: string) {
    for (const operation of operations) {
      const template = servedPath(operation, basePath, serviceSegment);
      const segments = template
        .split("/")
        .filter((s) => s.length > 0)
        .map((s) => (s.startsWith("{") && s.endsWith("}") ? { param: s.slice(1, -1) } : { literal: s }));
      const compiled: Compiled = { operation, segments, literals: segments.filter((s) => s.literal !== undefined).length };
      const key = `${segments.length}:${segments[0]?.literal ?? ""}`;
      const list = this.byLength.get(key) ?? [];
      list.push(compiled);
      list.sort((a, b) => b.literals - a.literals);
      this.byLength.set(key, list);
    }
  }

  /** Finds the operation for a path (already percent-decoded per segment) and method. */
  match(method: string, pathname: string): Match {
    const parts = pathname.split("/").filter((s) => s.length > 0);
    const candidates = this.byLength.get(`${parts.length}:${parts[0] ?? ""}`) ?? [];
    const allow = new Set<Method>();
    for (const compiled of candidates) {
      const params = matchSegments(compiled, parts);
      if (params === undefined) continue;
      const op = compiled.operation;
      if (op.method === method || (method === "HEAD" && op.method === "GET" && (op.absolute === true || op.contract.conditional === true))) {
        return { kind: "found", operation: op, params };
      }
      allow.add(op.method);
      if (op.method === "GET" && (op.absolute === true || op.contract.conditional === true)) allow.add("HEAD");
    }
    return allow.size > 0 ? { kind: "method_not_allowed", allow: [...allow] } : { kind: "not_found" };
  }
}

function matchSegments(compiled: Compiled, parts: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = compiled.segments[i]!;
    const part = parts[i]!;
    if (segment.literal !== undefined) {
      if (segment.literal !== part) return undefined;
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    params[segment.param!] = decoded;
  }
  return params;
}
