/** The Fastify plugin of `accessplane/fastify` (see fastify-entry.ts). */
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import fastifyPlugin from "fastify-plugin";
import type { Logger } from "../logger.js";
import { toNodeHandler, type FetchHandler } from "./node-binding.js";

/** The paths the plugin serves when the plane does not list its own (`servedPaths`). */
export const DEFAULT_PATHS: readonly string[] = ["/api/v0", "/.well-known/pomerium", "/pomerium.config.ConfigService", "/healthz", "/readyz"];

/** Options of the {@link accessplane} plugin. */
export interface AccessplaneFastifyOptions {
  /** The control plane (or any `fetch` handler) to serve. */
  plane: { fetch: FetchHandler; servedPaths?: readonly string[] };
  /** Path prefixes to serve (each with everything below it). @defaultValue the plane's `servedPaths`, else {@link DEFAULT_PATHS} */
  paths?: readonly string[];
  /** Where a failure of the binding itself is logged. @defaultValue the JSON-lines logger on standard error */
  logger?: Logger;
}

async function plugin(fastify: FastifyInstance, options: AccessplaneFastifyOptions): Promise<void> {
  const serve = toNodeHandler(options.plane.fetch, options.logger === undefined ? {} : { logger: options.logger });
  // A scope of its own, so that its content-type parser does not reach the application's routes.
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Leave every body unread: the control plane reads the stream itself.
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    for (const prefix of options.paths ?? options.plane.servedPaths ?? DEFAULT_PATHS) {
      const base = prefix.replace(/\/+$/, "");
      for (const url of [base === "" ? "/" : base, `${base}/*`]) {
        scope.route({
          method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
          url,
          // The control plane answers HEAD itself.
          exposeHeadRoute: false,
          handler: (request, reply) => {
            // The response is written by the Node binding, not by Fastify.
            reply.hijack();
            serve(request.raw, reply.raw);
          },
        });
      }
    }
  });
}

/** The control plane as a Fastify plugin (`fastify.register(accessplane, { plane })`). */
export const accessplane: FastifyPluginAsync<AccessplaneFastifyOptions> = fastifyPlugin(plugin, { name: "accessplane", fastify: ">=4" });
