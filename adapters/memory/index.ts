/**
 * In-memory store: `accessplane/memory`.
 * @packageDocumentation
 */
export { createMemoryStore } from "./memory-store.js";
