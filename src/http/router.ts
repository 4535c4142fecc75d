/**
 * Matches a request path against the route table. Literal segments win over parameters, so
 * `/users/apiAccess` and `/users/{userId}` can live side by side.
 */
import type { Method, Operation } from "./operation.js";

interface Compiled {
  operation: Operation;
  segments: { literal?: string; param?: string }[];
  literals: number;
  /** Its place in the table, for ties between candidates with as many literals. */
  order: number;
}

/** A node of the segment tree: what follows a path's first segments, and the operations served there. */
interface Node {
  literals: Map<string, Node>;
  param?: Node;
  /** The operations whose template ends here, most literals first. */
  ends: Compiled[];
}

const newNode = (): Node => ({ literals: new Map(), ends: [] });

/** The outcome of matching a path and method. */
type Match = { kind: "found"; operation: Operation; params: Record<string, string> } | { kind: "method_not_allowed"; allow: Method[] } | { kind: "not_found" };

/** The path an operation is served at: under the base path, or as is (the key set, with its segment). */
export function servedPath(operation: Pick<Operation, "path" | "absolute">, basePath: string, serviceSegment: string): string {
  return operation.absolute ? operation.path.replace("{service}", serviceSegment) : `${basePath}${operation.path}`;
}

/**
 * A compiled route table: a tree of segments, walked once per request (a path's literal segments and
 * its parameters), so that matching costs the path's length, not the number of operations.
 */
export class Router {
  private readonly root = newNode();

  constructor(operations: readonly Operation[], basePath: string, serviceSegment: string) {
    operations.forEach((operation, order) => {
      const template = servedPath(operation, basePath, serviceSegment);
      const segments = template
        .split("/")
        .filter((s) => s.length > 0)
        .map((s) => (s.startsWith("{") && s.endsWith("}") ? { param: s.slice(1, -1) } : { literal: s }));
      const compiled: Compiled = { operation, segments, literals: segments.filter((s) => s.literal !== undefined).length, order };
      let node = this.root;
      for (const segment of segments) {
        if (segment.literal === undefined) node = node.param ??= newNode();
        else {
          let next = node.literals.get(segment.literal);
          if (next === undefined) node.literals.set(segment.literal, (next = newNode()));
          node = next;
        }
      }
      node.ends.push(compiled);
      node.ends.sort(byLiterals);
    });
  }

  /** Finds the operation for a path (already percent-decoded per segment) and method. */
  match(method: string, pathname: string): Match {
    const parts = pathname.split("/").filter((s) => s.length > 0);
    const candidates = this.candidates(parts);
    if (candidates === undefined) return NOT_FOUND;
    let allow: Set<Method> | undefined;
    for (const compiled of candidates) {
      const params = paramsOf(compiled, parts);
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

  /**
   * The operations whose template the path fits, most literals first (then in table order): those
   * of the one node the path reaches, else, when a segment fits both a literal and a parameter and
   * both branches reach an end, of every such node.
   */
  private candidates(parts: readonly string[]): readonly Compiled[] | undefined {
    const found: Compiled[][] = [];
    reach(this.root, parts, 0, found);
    if (found.length === 0) return undefined;
    return found.length === 1 ? found[0] : found.flat().sort(byLiterals);
  }
}

/** Gathers the operations of every node the path reaches from `node` at its `i`th segment: a literal, then a parameter. */
function reach(node: Node, parts: readonly string[], i: number, found: Compiled[][]): void {
  if (i === parts.length) {
    if (node.ends.length > 0) found.push(node.ends);
    return;
  }
  const literal = node.literals.get(parts[i]!);
  if (literal !== undefined) reach(literal, parts, i + 1, found);
  if (node.param !== undefined) reach(node.param, parts, i + 1, found);
}

/** Most literals first, then in table order. */
function byLiterals(a: Compiled, b: Compiled): number {
  return b.literals - a.literals || a.order - b.order;
}

const NOT_FOUND: Match = Object.freeze({ kind: "not_found" });

/** The parameters of a path that fits the template (the tree checked its literals), decoded; undefined if one does not decode. */
function paramsOf(compiled: Compiled, parts: readonly string[]): Record<string, string> | undefined {
  const segments = compiled.segments;
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
