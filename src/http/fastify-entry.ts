/**
 * `accessplane/fastify`: the control plane as a Fastify plugin. It serves the REST API, the key set, the
 * ConfigService and the health checks under the paths it is given, in a scope of its own: there, request
 * bodies are left unread for the control plane (which applies its own limits and error envelope), while
 * the application's other routes keep their parsers.
 *
 * @example
 * ```ts
 * import Fastify from "fastify";
 * import { createControlPlane } from "accessplane";
 * import { accessplane } from "accessplane/fastify";
 * import { createMemoryStore } from "accessplane/memory";
 *
 * const plane = await createControlPlane({ store: createMemoryStore() });
 * const app = Fastify();
 * await app.register(accessplane, { plane });
 * await app.listen({ port: 8080, host: "127.0.0.1" });
 * ```
 * @packageDocumentation
 */

export { accessplane, DEFAULT_PATHS, type AccessplaneFastifyOptions } from "./fastify.js";
export type { FetchHandler } from "./node-binding.js";
export type { Logger } from "../logger.js";
