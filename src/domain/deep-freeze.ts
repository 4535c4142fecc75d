/**
 * Freezes `value` and everything reachable from it: what the memory store keeps and the resolved
 * applied configurations are shared by every reader. What is already frozen was frozen whole by an
 * earlier call (or is a shared constant), so it is not walked again.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
