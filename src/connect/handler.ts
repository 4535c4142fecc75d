/**
 * The vendor's ConfigService over the Connect protocol (unary calls, binary and JSON codecs, gzip), in
 * the same `fetch` handler as the REST API: `POST /pomerium.config.ConfigService/{Method}`. The protocol
 * itself (codecs, `Connect-Protocol-Version`, `Connect-Timeout-Ms`, the error envelope) is
 * `@connectrpc/connect`'s; this module gives each call its caller, maps the library's errors to
 * Connect's codes, and logs what it must. See docs/config-service.md.
 */
import { Code, ConnectError, createConnectRouter, createContextValues, type Interceptor } from "@connectrpc/connect";
import type { UniversalHandler } from "@connectrpc/connect/protocol";
import { concatBytes } from "../http/json-body.js";
import { bodyChunks, responseWithPayload } from "../http/payloads.js";
import { authorize } from "../auth/roles.js";
import type { ErrorCode } from "../error-codes.js";
import { AccessPlaneError } from "../errors.js";
import type { Logger } from "../logger.js";
import type { InternalServices } from "../services/services.js";
import type { Mark } from "../services/read-cache.js";
import { actorOf } from "../services/users.js";
import { joined } from "../domain/joined.js";
import type { Stored } from "../store/port.js";
import type { OrganizationRole } from "../domain/primitives.js";
import type { UserRecord } from "../store/records.js";
import { CALL, type ConfigServiceCall } from "./call.js";
import { gzipCompression } from "./compression.js";
import { ConfigService } from "./gen/pomerium/config/config_pb.js";
import { loadYaml } from "./kinds.js";
import { configServiceImplementation } from "./service.js";

/** Each error code of the library as Connect's. */
const CONNECT_CODE: Readonly<Record<ErrorCode, Code>> = {
  invalid_argument: Code.InvalidArgument,
  unauthenticated: Code.Unauthenticated,
  permission_denied: Code.PermissionDenied,
  quota_exceeded: Code.ResourceExhausted,
  not_found: Code.NotFound,
  method_not_allowed: Code.Unimplemented,
  already_exists: Code.AlreadyExists,
  conflict: Code.Aborted,
  failed_precondition: Code.FailedPrecondition,
  precondition_failed: Code.FailedPrecondition,
  payload_too_large: Code.ResourceExhausted,
  unsupported_media_type: Code.InvalidArgument,
  resource_exhausted: Code.ResourceExhausted,
  internal: Code.Internal,
  unavailable: Code.Unavailable,
};

/** What the ConfigService handler needs of the control plane. */
interface ConfigServiceOptions {
  services: InternalServices;
  /**
   * The caller of a request, as the REST API authenticates it (its ID tokens, then the application's
   * hook); `mark`, the store's change mark read once for the call, proves a user kept in memory current.
   */
  authenticate: (request: Request, mark?: Mark) => Promise<Stored<UserRecord>>;
  /** The store's own change mark, when it has one (read once per call). */
  changeMark?: () => number;
  logger: Logger;
  maxBodyBytes: number;
  /** The version GetServerInfo reports. */
  version: string;
}

/**
 * What the fetch handler already knows of a call before the service runs it: its body, read whole, and
 * for a read answered from memory when it can be, its caller, authenticated and a member of `orgId`
 * with `role` under the same change mark (see {@link reusableMethods}).
 */
export interface KnownCall {
  body: AsyncIterable<Uint8Array>;
  caller?: { orgId: string; user: Stored<UserRecord>; role: OrganizationRole };
}

/**
 * Serves one ConfigService call of `method`, or answers `undefined` for a method the service does not
 * have.
 */
export type ConfigServiceHandler = (
  request: Request,
  method: string,
  responseId: string,
  trace: { principal?: string },
  signal: AbortSignal | undefined,
  known?: KnownCall,
) => Promise<Response | undefined>;

/**
 * Loads what the service's first call would otherwise load (its YAML parser, for policies; this module
 * and Connect are loaded by importing it): a server calls it before it listens.
 */
export async function preloadConfigService(): Promise<void> {
  await loadYaml();
}

/** Builds the ConfigService's handler. */
export function createConfigServiceHandler(options: ConfigServiceOptions): ConfigServiceHandler {
  const router = createConnectRouter({
    connect: true,
    grpc: false,
    grpcWeb: false,
    readMaxBytes: options.maxBodyBytes,
    requireConnectProtocolHeader: true,
    acceptCompression: [gzipCompression],
    // A field the schema does not have is an error, as in a REST body: a typo must not be dropped.
    jsonOptions: { ignoreUnknownFields: false },
    interceptors: [errorInterceptor(options.logger)],
  });
  router.service(ConfigService, configServiceImplementation(options.services, options.version));
  const byMethod = new Map<string, UniversalHandler>(router.handlers.map((handler) => [handler.method.name, handler]));

  return async function serve(request, method, responseId, trace, signal, known) {
    const handler = byMethod.get(method);
    if (handler === undefined) return undefined;
    const knownCaller = known?.caller;
    const call: ConfigServiceCall = {
      responseId,
      caller: async (capability) => {
        if (knownCaller !== undefined) {
          authorize(knownCaller.role, capability);
          return joined<typeof knownCaller & { actor: ReturnType<typeof actorOf> }>(knownCaller, { actor: actorOf(knownCaller.user) });
        }
        // Read once for the call: the caller and its membership are each taken from memory only when kept under it.
        const mark = options.changeMark?.();
        const user = await options.authenticate(request, mark);
        trace.principal = user.id;
        const { orgId, role } = await organizationOf(options.services, user, capability === "read", mark);
        authorize(role, capability);
        return { orgId, user, role, actor: actorOf(user) };
      },
    };
    // The request as Connect's universal handler takes it, its body read straight from the binding
    // (no `Request` stream to build), and its answer collected into one payload.
    const answer = await handler({
      httpVersion: "1.1",
      url: request.url,
      method: request.method,
      header: request.headers,
      body: known === undefined ? bodyChunks(request) : known.body,
      signal: signal ?? request.signal,
      contextValues: createContextValues().set(CALL, call),
    });
    const headers: Record<string, string> = {};
    // The length is the binding's to write, for the bytes it sends.
    answer.header?.forEach((value, name) => {
      if (name !== "content-length") headers[name] = value;
    });
    answer.trailer?.forEach((value, name) => (headers[`trailer-${name}`] = value));
    headers["X-Response-Id"] = responseId;
    const bytes = answer.body === undefined ? new Uint8Array(0) : await collect(answer.body);
    const failure = answer.status === 500 ? decodeFailure(bytes) : undefined;
    if (failure === undefined) return responseWithPayload(bytes, answer.status, headers);
    // Connect answers a binary body that does not decode with `internal` (its JSON codec says
    // `invalid_argument`): the fault is the caller's, so it is answered as such.
    headers["content-type"] = "application/json";
    return responseWithPayload(JSON.stringify({ code: "invalid_argument", message: `the request body is not a valid message: ${failure}` }), 400, headers);
  };
}

/** Every chunk of a body, as one array. */
async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    size += chunk.byteLength;
  }
  return concatBytes(parts, size);
}

/** Connect's error message for a binary request body that does not decode, if `bytes` is that answer. */
function decodeFailure(bytes: Uint8Array): string | undefined {
  try {
    const body = JSON.parse(new TextDecoder().decode(bytes)) as { code?: string; message?: string };
    return body.code === "internal" && body.message?.startsWith("parse binary: ") === true ? body.message.slice("parse binary: ".length) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The organization a ConfigService caller works in: an API-access user's own; for a user the
 * application authenticates, the one organization they belong to (the protocol names none).
 */
async function organizationOf(
  services: InternalServices,
  user: Stored<UserRecord>,
  forRead: boolean,
  mark: Mark | undefined,
): Promise<{ orgId: string; role: OrganizationRole }> {
  const orgId = user.orgId;
  if (orgId !== undefined) {
    // Reads authorize with a membership read at most readCacheMs ago, as REST GETs do; writes read it now.
    const membership = await services.users.membership(orgId, user.id, mark === undefined ? { forRead } : { forRead, mark });
    if (membership !== undefined) return { orgId, role: membership.role };
    throw new AccessPlaneError("permission_denied", "the caller is no longer a member of its organization");
  }
  const organizations = await services.organizations.listForUser(user.id);
  if (organizations.length === 1) return { orgId: organizations[0]!.id, role: organizations[0]!.role };
  throw new AccessPlaneError(
    "permission_denied",
    organizations.length === 0
      ? "the caller belongs to no organization"
      : "the caller belongs to several organizations and the ConfigService names none: call it with an API-access user's token",
  );
}

/**
 * Every error an implementation throws, as a Connect error: the library's own with their code and
 * message; anything else logged under the response id, and answered `internal` without its details.
 */
function errorInterceptor(logger: Logger): Interceptor {
  return (next) => async (request) => {
    try {
      return await next(request);
    } catch (error) {
      if (error instanceof ConnectError) throw error;
      if (error instanceof AccessPlaneError && error.code !== "internal") {
        const connectError = new ConnectError(error.message, CONNECT_CODE[error.code]);
        if (error.retryAfterSeconds !== undefined) connectError.metadata.set("Retry-After", String(error.retryAfterSeconds));
        throw connectError;
      }
      const responseId = request.contextValues.get(CALL)?.responseId ?? "";
      const cause = error instanceof AccessPlaneError && error.cause !== undefined ? error.cause : error;
      logger.error(
        {
          responseId,
          procedure: request.url === undefined ? undefined : new URL(request.url).pathname,
          error: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause),
          stack: cause instanceof Error ? cause.stack : undefined,
        },
        "internal error",
      );
      throw new ConnectError(`internal error (response id ${responseId})`, Code.Internal);
    }
  };
}
