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
type Match = { kind: "found"; operation: Operation; params: Record<string, string> } | { kind: "method_not_allowed"; allow: Method[] } | { kind: "not_found" };

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
    const candidates = this.byLength.get(`${parts.length}:${parts[0] ?? ""}`);
    if (candidates === undefined) return NOT_FOUND;
    let allow: Set<Method> | undefined;
    for (const compiled of candidates) {
      const params = matchSegments(compiled, parts);
      if (params === undefined) continue;
      const op = compiled.operation;
      if (op.method === method || (method === "HEAD" && op.method === "GET" && (op.absolute === true || op.contract.conditional === true))) {
        return { kind: "found", operation: op, params };
      }
      allow ??= new Set();
      allow.add(op.method);
      if (op.method === "GET" && (op.absolute === true || op.contract.conditional === true)) allow.add("HEAD");
    }
    return allow === undefined ? NOT_FOUND : { kind: "method_not_allowed", allow: [...allow] };
  }
}

const NOT_FOUND: Match = Object.freeze({ kind: "not_found" });

function matchSegments(compiled: Compiled, parts: string[]): Record<string, string> | undefined {
  const segments = compiled.segments;
  // Literals first: most candidates fail on one, before any parameter is decoded.
  for (let i = 0; i < parts.length; i++) {
    const literal = segments[i]!.literal;
    if (literal !== undefined && literal !== parts[i]) return undefined;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const segment = segments[i]!;
    if (segment.literal !== undefined) continue;
    const part = parts[i]!;
    if (!part.includes("%")) {
      params[segment.param!] = part;
      continue;
    }
    try {
      params[segment.param!] = decodeURIComponent(part);
    } catch {
      return undefined;
    }
  }
  return params;
}
