/**
 * Reading and rewriting fields at paths in nested objects, for secret fields nested in an entity
 * (which fields are secret: each configuration kind's descriptor, src/kinds).
 */

/** The value at `path` in nested objects, if every step is there. */
export function valueAtPath(node: unknown, path: readonly string[]): unknown {
  let current = node;
  for (const step of path) {
    if (current === null || typeof current !== "object" || Array.isArray(current) || !Object.prototype.hasOwnProperty.call(current, step)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/**
 * A copy of `node` with the value at `path` replaced by `transform(value)` (removed when it returns
 * `undefined`); untouched branches are shared. Without a value at `path`, `node` itself.
 */
export function updateAtPath<T>(node: T, path: readonly string[], transform: (value: unknown) => unknown): T {
  if (path.length === 0 || node === null || typeof node !== "object" || Array.isArray(node)) return node;
  const [step, ...rest] = path as [string, ...string[]];
  const object = node as Record<string, unknown>;
  if (!Object.prototype.hasOwnProperty.call(object, step)) return node;
  const copy: Record<string, unknown> = { ...object };
  if (rest.length === 0) {
    const next = transform(object[step]);
    if (next === undefined) delete copy[step];
    else copy[step] = next;
  } else {
    copy[step] = updateAtPath(object[step], rest, transform);
  }
  return copy as T;
}

/** A copy of `node` with `value` at `path`, when the object that holds it is there; else `node`. */
export function setAtPath<T>(node: T, path: readonly string[], value: unknown): T {
  const parent = path.slice(0, -1);
  const leaf = path[path.length - 1]!;
  const holder = valueAtPath(node, parent);
  if (holder === null || typeof holder !== "object" || Array.isArray(holder)) return node;
  if (parent.length === 0) return { ...(node as object), [leaf]: value } as T;
  return updateAtPath(node, parent, (object) => ({ ...(object as object), [leaf]: value }));
}
