/**
 * The `fetch` handler: route matching, authentication, authorization through the role table, input
 * decoding and validation, the handler, and the encoding of results and errors.
 */
import { randomUUID } from "node:crypto";
import { unauthenticated, type IdTokenClaims } from "../auth/id-tokens.js";
import { allows, authorize } from "../auth/roles.js";
import { AccessPlaneError, methodNotAllowed, notFound } from "../errors.js";
import { ERROR_STATUS } from "../error-status.js";
import type { Logger } from "../logger.js";
import type { InternalServices } from "../services/services.js";
import { actorOf, type Identity } from "../services/users.js";
import type { Stored } from "../store/port.js";
import { joined } from "../domain/joined.js";
import type { ChangeProofs, Mark } from "../services/read-cache.js";
import type { MembershipRecord, UserRecord } from "../store/records.js";
import { ClientAbortedError, parseJsonBody, readBodyBytes, readUpTo, stringProblem } from "./json-body.js";
import type { EncodedDocument, Operation, OperationContext, OperationResult } from "./operation.js";
import { checkCrossSite } from "./cross-site.js";
import { AnswerCache, DEFAULT_RESPONSE_CACHE_BYTES } from "./answer-cache.js";
import { createDocsFetchHandler } from "./docs-page.js";
import { bodyChunks, headerOf, responseParts, responseWithPayload, urlOf } from "./payloads.js";
import { Router, servedPath } from "./router.js";
import { validated } from "../validation/report.js";
import type { ConfigServiceHandler } from "../connect/handler.js";
import { CONFIG_SERVICE_PATH, reusableMethods } from "../connect/routing.js";
import { VERSION } from "./operations/identity.js";
import { SCHEMAS } from "../validation/generated/schemas.js";
import { escapePointer } from "../validation/json-pointer.js";
import type { Metrics } from "../observability/metrics.js";
import { inSpan, markFailed, type SpanLike, type TracerLike } from "../observability/tracing.js";

/** Maps a request to the identity of an interactive user, or `null` when it carries none. */
export type AuthenticateHook = (request: Request) => Identity | null | undefined | Promise<Identity | null | undefined>;

/** What the server knows about a request beyond the request itself. */
export interface RequestInfo {
  /** The client's network address, for per-client throttling. */
  clientAddress?: string;
  /**
   * Aborts when the client goes away, when the request's own `signal` does not (a binding may build
   * it only when an operation asks for it). @defaultValue the request's signal
   */
  readonly signal?: AbortSignal;
}

/** Options of the HTTP layer. */
interface HttpOptions {
  basePath: string;
  serviceSegment: string;
  maxBodyBytes: number;
  maxJsonDepth: number;
  authenticate: AuthenticateHook | undefined;
  logger: Logger;
  /** Proxies in front of the server that append to `X-Forwarded-For`; 0 trusts none. */
  trustedProxyHops?: number;
  /** The OpenAPI document served at `{basePath}/openapi.json`. */
  openApi: () => EncodedDocument;
  /** Log one line per request at info level. */
  accessLog?: boolean;
  /** Show settings and route secrets to callers whose role may write them (`"writers"`), or never. */
  secretsInResponses?: "writers" | "never";
  /** Origins (`https://host[:port]`) besides the server's own whose pages may send state-changing requests. */
  allowedOrigins?: readonly string[];
  /** Where requests are counted, and the tracer of their server spans. */
  telemetry?: { readonly metrics: Metrics; readonly tracer?: TracerLike };
  /** A path answered with `renderMetrics()` (Prometheus's text format). */
  metricsPath?: string;
  /** Where the API reference page is served (swagger-ui, from the optional swagger-ui-dist package). */
  docsPath?: string;
  renderMetrics?: () => Promise<string>;
  /** The store's change marks, when it has one: reusable reads are then answered from memory while it stands. */
  proofs?: ChangeProofs;
  /** The memory those answers may take, in bytes; 0 keeps none. */
  responseCacheBytes?: number;
}

/**
 * The client's address: the binding's, or with `hops` trusted proxies in front, the entry of
 * `X-Forwarded-For` the nearest of them appended (entries further left are the client's to forge).
 */
function clientAddressOf(request: Request, info: RequestInfo | undefined, hops: number): string {
  const direct = info?.clientAddress ?? "unknown";
  if (hops <= 0) return direct;
  const entries = (headerOf(request, "x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // Fewer entries than proxies: the request did not come through all of them; trust the socket.
  return entries.length >= hops ? entries[entries.length - hops]! : direct;
}

/** An incoming `X-Request-Id` worth keeping: printable, no spaces, of a sensible length. */
const REQUEST_ID = /^[A-Za-z0-9._:@-]{8,128}$/;
/** Whether `user` still holds the token of `claims`: renewal bumps the generation and removal deletes the user, both revoking at once. */
function stillValid(user: Stored<UserRecord> | undefined, claims: IdTokenClaims): user is Stored<UserRecord> {
  return user !== undefined && user.type === "user_type_api_access" && user.orgId === claims.org && user.tokenGeneration === claims.gen;
}

/**
 * Whether a ConfigService call may be answered from kept answers: a Connect unary POST (protocol
 * version 1) whose body is not compressed nor declared larger than a read's, and whose timeout, if
 * any, is well formed (anything else goes to the service, which judges it).
 */
function reusableCall(request: Request): boolean {
  if (request.method !== "POST" || headerOf(request, "connect-protocol-version") !== "1" || headerOf(request, "content-encoding") !== null) return false;
  const timeout = headerOf(request, "connect-timeout-ms");
  if (timeout !== null && !/^[0-9]{1,10}$/.test(timeout)) return false;
  const length = headerOf(request, "content-length");
  return length === null || Number(length) <= KEPT_CALL_BODY_BYTES;
}

/** The largest message of a ConfigService read answered from kept answers (a get or a list names little). */
const KEPT_CALL_BODY_BYTES = 16 * 1024;

const BEARER = /^(?:Bearer|Pomerium) ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;
const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
const PATCH_TYPE = /^application\/json-patch\+json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/** Builds the `fetch` handler over a route table. */
export function createFetchHandler(
  operations: readonly Operation[],
  services: InternalServices,
  options: HttpOptions,
): (request: Request, info?: RequestInfo) => Promise<Response> {
  const router = new Router(operations, options.basePath, options.serviceSegment);
  const proofs = options.proofs;
  const answers =
    proofs === undefined || (options.responseCacheBytes ?? DEFAULT_RESPONSE_CACHE_BYTES) <= 0
      ? undefined
      : new AnswerCache(options.responseCacheBytes ?? DEFAULT_RESPONSE_CACHE_BYTES);
  // The ConfigService's reads that stand for reusable REST reads.
  const reusableRpcs = reusableMethods(operations);
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map((origin) => origin.toLowerCase().replace(/\/+$/, "")));

  async function authenticate(request: Request, mark?: Mark): Promise<Stored<UserRecord>> {
    const header = headerOf(request, "authorization");
    // Why a token that was sent is not accepted: for the WWW-Authenticate challenge and a debug line.
    let problem: string | undefined;
    if (header !== null) {
      const bearer = BEARER.exec(header.trim());
      if (bearer === null) {
        problem = /^(?:Bearer|Pomerium)\s+\S+$/i.test(header.trim())
          ? "the token is not an ID token: exchange the refresh token at POST /token, then send the ID token"
          : "the Authorization header is not Bearer (or Pomerium) and a token";
      } else {
        try {
          const claims = await services.idTokens.verify(bearer[1]!);
          const user = await services.users.recordForTokenCheck(claims.sub, mark);
          if (stillValid(user, claims)) return user;
          problem = "the ID token was revoked (its refresh token was renewed, or its user removed)";
        } catch (error) {
          if (!(error instanceof AccessPlaneError) || error.code !== "unauthenticated") throw error;
          problem =
            (error.cause as { code?: string } | undefined)?.code === "ERR_JWT_EXPIRED"
              ? "the ID token has expired: exchange the refresh token again"
              : "the ID token is not one of this control plane's, or is malformed";
        }
      }
    }
    // Not one of our tokens: the embedding application may recognise the request (cookie, OIDC, ...).
    const identity = options.authenticate === undefined ? undefined : await options.authenticate(request);
    if (identity === null || identity === undefined) {
      if (problem !== undefined) options.logger.debug?.({ reason: problem }, "authentication failed");
      throw new AccessPlaneError("unauthenticated", unauthenticated().message, {
        challenge:
          problem === undefined
            ? 'Bearer realm="accessplane"'
            : `Bearer realm="accessplane", error="invalid_token", error_description=${JSON.stringify(problem)}`,
      });
    }
    return services.users.resolveIdentityRecord(identity);
  }

  /** The claims of a valid ID token of ours in the Authorization header (not yet checked for revocation), else undefined. */
  async function bearerClaims(request: Request): Promise<IdTokenClaims | undefined> {
    const header = headerOf(request, "authorization");
    const bearer = header === null ? null : BEARER.exec(header.trim());
    if (bearer === null) return undefined;
    try {
      return await services.idTokens.verify(bearer[1]!);
    } catch (error) {
      if (error instanceof AccessPlaneError && error.code === "unauthenticated") return undefined;
      throw error;
    }
  }

  // The ConfigService (Connect, the generated messages and the service) is loaded by its first call.
  let loadedConfigService: Promise<ConfigServiceHandler> | undefined;
  const configService: ConfigServiceHandler = async (...call) => {
    loadedConfigService ??= import("../connect/handler.js").then((module) =>
      module.createConfigServiceHandler({
        services,
        authenticate,
        ...(proofs?.changeMark === undefined ? {} : { changeMark: proofs.changeMark }),
        logger: options.logger,
        maxBodyBytes: options.maxBodyBytes,
        version: VERSION,
      }),
    );
    return (await loadedConfigService)(...call);
  };

  /** A ConfigService call (the vendor's Connect protocol), or `undefined` when the path is not one. */
  async function serveConfigService(
    request: Request,
    url: URL,
    info: RequestInfo | undefined,
    responseId: string,
    trace: Trace,
  ): Promise<Response | undefined> {
    const method = CONFIG_SERVICE_PATH.exec(url.pathname)?.[1];
    if (method === undefined) return undefined;
    trace.rpc = method;
    if (request.method !== "GET" && request.method !== "HEAD") checkCrossSite(request, url, allowedOrigins);
    if (answers !== undefined && proofs !== undefined && reusableRpcs.has(method) && reusableCall(request)) {
      const claims = await bearerClaims(request);
      if (claims !== undefined) return keptConfigServiceAnswer(request, method, claims, answers, proofs, responseId, trace, info?.signal);
    }
    return configService(request, method, responseId, trace, info?.signal);
  }

  /**
   * A ConfigService read with one of our ID tokens, answered as the REST API's reusable reads are (see
   * `run` and `answerOf`): the caller's record and membership are used only under the change mark read
   * for this call (so a renewed refresh token or a removed member is refused at once), and the answer
   * kept from an identical call (method, organization, role, codec, accepted compression and message
   * bytes) is served while that mark proves nothing changed since it was computed; otherwise computed,
   * and kept when everything it used was proven current. A caller these checks do not let through is
   * left to the service, which answers with Connect's own error.
   */
  async function keptConfigServiceAnswer(
    request: Request,
    method: string,
    claims: IdTokenClaims,
    answers: AnswerCache,
    proofs: ChangeProofs,
    responseId: string,
    trace: Trace,
    signal: AbortSignal | undefined,
  ): Promise<Response | undefined> {
    const { bytes, body } = await readUpTo(bodyChunks(request), KEPT_CALL_BODY_BYTES);
    if (bytes === undefined) return configService(request, method, responseId, trace, signal, { body });
    let proven: { mark: Mark; user: Stored<UserRecord>; membership: MembershipRecord } | undefined;
    try {
      proven = await provenCaller(claims, proofs);
    } catch {
      // The store failed: the service reads again, and answers its failure as Connect does.
    }
    if (proven === undefined || !allows(proven.membership.role, "read")) return configService(request, method, responseId, trace, signal, { body });
    const { mark, user, membership } = proven;
    trace.principal = claims.sub;
    const key = [
      "connect",
      method,
      claims.org,
      membership.role,
      headerOf(request, "content-type") ?? "",
      headerOf(request, "accept-encoding") ?? "",
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64"),
    ].join(" ");
    const found = answers.find(key, mark);
    if (found?.raw !== undefined)
      return responseWithPayload(found.raw.bytes, found.status, joined<Record<string, string>>(found.headers ?? {}, { "X-Response-Id": responseId }));
    const exact = proofs.exactSince();
    const caller = { orgId: claims.org, user, role: membership.role };
    const response = (await configService(request, method, responseId, trace, signal, { body, caller }))!;
    const parts = responseParts(response);
    if (parts !== undefined && parts.status === 200 && parts.payload instanceof Uint8Array && exact()) {
      const headers = Object.fromEntries(Object.entries(parts.headers as Record<string, string>).filter(([name]) => name !== "X-Response-Id"));
      answers.keep(key, mark, { status: 200, headers, raw: { bytes: parts.payload, contentType: headers["content-type"] ?? "" } });
    }
    return response;
  }

  async function decodeBody(operation: Operation, request: Request): Promise<unknown> {
    const spec = operation.body!;
    const type = headerOf(request, "content-type");
    // An optional body left out: no content type and no bytes (a client that sends none at all).
    const leftOut = spec.optional === true && type === null && (await readBodyBytes(request, options.maxBodyBytes)).byteLength === 0;
    if (leftOut) return undefined;
    if (type === null || !(JSON_TYPE.test(type) || (spec.patch === true && PATCH_TYPE.test(type)))) {
      const expected = spec.patch ? "application/json-patch+json or application/json" : "application/json";
      throw new AccessPlaneError("unsupported_media_type", `the request body must be ${expected}`);
    }
    const bytes = await readBodyBytes(request, options.maxBodyBytes);
    if (bytes.byteLength === 0) {
      if (spec.optional === true) return undefined;
      throw new AccessPlaneError("invalid_argument", "a JSON request body is required");
    }
    let body = parseJsonBody(bytes, options.maxJsonDepth);
    // The service reads this body itself (read-only fields, defaults, validation).
    if (spec.validate === undefined) return body;
    if (body !== null && typeof body === "object" && !Array.isArray(body)) {
      const object = body as Record<string, unknown>;
      for (const field of spec.readOnly ?? []) delete object[field];
      spec.defaults?.(object);
      body = object;
    }
    return validated(spec.validate(body), spec.what);
  }

  async function run(request: Request, url: URL, info: RequestInfo | undefined, trace: Trace): Promise<OperationResult> {
    const match = router.match(request.method, url.pathname);
    if (match.kind === "not_found") throw notFound(`path ${url.pathname}`);
    if (match.kind === "method_not_allowed") {
      throw methodNotAllowed(request.method, match.allow);
    }
    const { operation, params } = match;
    trace.operation = operation;
    if (request.method !== "GET" && request.method !== "HEAD") checkCrossSite(request, url, allowedOrigins);
    for (const [name, value] of Object.entries(params)) {
      const problem = stringProblem(value);
      if (problem !== undefined) throw new AccessPlaneError("invalid_argument", `the path parameter ${name}: ${problem}`);
    }
    // No query string: no URLSearchParams to build.
    if (url.search !== "") checkQueryParameters(url.searchParams, operation.absolute === true ? undefined : queryNamesOf(operation));
    const readOnly = request.method === "GET" || request.method === "HEAD";
    const orgId = params.organizationId;
    if (operation.capability === "public") return operation.handler(await contextOf(operation, request, url, params, info, undefined, undefined));
    // A read of an organization's data with one of our ID tokens: the user's revocation check is read
    // beside the operation's own reads (the same turn of the event loop: one statement on PostgreSQL)
    // instead of before them. Its answer goes out only once the token is known still valid; a revoked
    // one takes the whole path below (which may still recognise the caller another way). Not for a
    // read that waits (`Prefer: wait`), which would wait out its time before being refused.
    const claims = readOnly && orgId !== undefined && !/\bwait=/i.test(headerOf(request, "prefer") ?? "") ? await bearerClaims(request) : undefined;
    if (claims !== undefined) {
      // On a store with a change mark, read once, after the turn of the event loop in which the request
      // asked: one read for all of that turn's requests (SQLite's takes a file lock; the requests whose
      // bytes one turn read all wait for it, then answer together). The user, the membership and a
      // kept answer are each used only if this request's mark is the one read before they were.
      // A store that reads its mark from its server (PostgreSQL) reads it for a reusable read only, in
      // one of two ways. While the mark stands (the last one read had not moved), first, in a read
      // shared with the requests that arrive while it is on its way (each sees every commit
      // acknowledged before it asked): an answer and the caller kept under that mark are then served
      // without reading the store. Otherwise beside the caller, in the same statement: a list waits for
      // it (its answer may be kept under it); a single entity's read goes in that statement too and
      // does not wait (which would cost a second round trip), but the mark it read says whether the
      // next request may ask for it first.
      const fromServer = proofs?.changeMark === undefined && proofs?.readChangeMark !== undefined && operation.reusable === true && answers !== undefined;
      const first = fromServer && proofs.asksMarkFirst() ? await proofs.freshMark() : undefined;
      const mark = proofs?.changeMark === undefined ? first : await proofs.markOfTurn();
      const beside = fromServer && first === undefined ? proofs.readChangeMark() : undefined;
      const userRead = services.users.recordForTokenCheck(claims.sub, mark);
      const answer = (async () => {
        let proven = mark;
        if (beside !== undefined && operation.contract.success.list === true) {
          proven = await beside;
          proofs!.noteMark(proven);
        } else if (beside !== undefined) {
          // Its failure is the statement's, which the caller's read reports.
          beside.then(
            (read) => proofs!.noteMark(read),
            () => {},
          );
        }
        const membership = await authorizedMembership(orgId!, claims.sub, operation, true, proven);
        return answerOf(operation, await contextOf(operation, request, url, params, info, { id: claims.sub }, membership), proven);
      })();
      // Its outcome is awaited below unless the token turns out revoked.
      answer.catch(() => {});
      if (stillValid(await userRead, claims)) {
        trace.principal = claims.sub;
        return answer;
      }
    }
    const user = await authenticate(request);
    trace.principal = user.id;
    // GET and HEAD authorize with a membership read at most readCacheMs ago; writes read it now.
    const membership = orgId === undefined ? undefined : await authorizedMembership(orgId, user.id, operation, readOnly);
    return answerOf(operation, await contextOf(operation, request, url, params, info, user, membership));
  }

  /**
   * The operation's answer: for a reusable read on a store with a change mark, the one kept from an
   * identical request (same path, query, role and count preference) while nothing has changed since.
   */
  function answerOf(operation: Operation, ctx: RequestContext, given?: Mark): Promise<OperationResult> {
    if (answers === undefined || operation.reusable !== true || ctx.membership === undefined) return operation.handler(ctx);
    // Without a mark of the request's own, the store's (read now); a store that reads its mark from its
    // server has none here (a caller the hook recognised): computed, not kept.
    const mark = given ?? proofs?.changeMark?.();
    if (mark === undefined) return operation.handler(ctx);
    const key = `${operation.operationId} ${ctx.membership.role} ${ctx.wantsCount ? "count" : "-"} ${ctx.url.pathname}${ctx.url.search}`;
    const exact = proofs!.exactSince();
    return answers.answer(key, () => operation.handler(ctx), mark, exact);
  }

  /**
   * The change mark a read with an ID token is answered under, with the token's user (still holding
   * it) and membership used under that mark; `undefined` when the token is revoked or the user is no
   * member. As for a REST list: on a store with a mark of its own, read once after this turn; on one
   * that reads it from its server, first while it stands, else beside the caller (one statement).
   */
  async function provenCaller(
    claims: IdTokenClaims,
    proofs: ChangeProofs,
  ): Promise<{ mark: Mark; user: Stored<UserRecord>; membership: MembershipRecord } | undefined> {
    let mark: Mark | undefined;
    let userRead: Promise<Stored<UserRecord> | undefined>;
    if (proofs.changeMark !== undefined) {
      mark = await proofs.markOfTurn();
      userRead = services.users.recordForTokenCheck(claims.sub, mark);
    } else {
      const first = proofs.asksMarkFirst() ? await proofs.freshMark() : undefined;
      const beside = first === undefined ? proofs.readChangeMark?.() : undefined;
      userRead = services.users.recordForTokenCheck(claims.sub, first);
      // Its failure is the statement's, which the mark's read reports.
      userRead.catch(() => {});
      mark = first ?? (await beside);
      if (first === undefined && mark !== undefined) proofs.noteMark(mark);
    }
    const user = await userRead;
    if (mark === undefined || !stillValid(user, claims)) return undefined;
    const membership = await services.users.membership(claims.org, claims.sub, { forRead: true, mark });
    return membership === undefined ? undefined : { mark, user, membership };
  }

  /** The caller's membership of the organization, once it allows the operation; `not_found` for a non-member. */
  async function authorizedMembership(orgId: string, userId: string, operation: Operation, forRead: boolean, mark?: Mark): Promise<MembershipRecord> {
    const membership = await services.users.membership(orgId, userId, mark === undefined ? { forRead } : { forRead, mark });
    // Never say whether an organization the caller may not see exists.
    if (membership === undefined) throw notFound("organization");
    authorize(membership.role, operation.capability);
    return membership;
  }

  /**
   * What the operation's handler gets. `user` is the caller's record, or only its id for a read whose
   * revocation check runs beside it (no read handler needs more of the caller than its id).
   */
  async function contextOf(
    operation: Operation,
    request: Request,
    url: URL,
    params: Record<string, string>,
    info: RequestInfo | undefined,
    user: Stored<UserRecord> | { id: string } | undefined,
    membership: MembershipRecord | undefined,
  ): Promise<RequestContext> {
    return new RequestContext(
      {
        request,
        url,
        params,
        query: operation.query === undefined ? undefined : validated(operation.query(url.searchParams), "query"),
        body: operation.body === undefined ? undefined : await decodeBody(operation, request),
        userId: user?.id,
        user: user === undefined || !("type" in user) ? undefined : user,
        actor: user === undefined || !("type" in user) ? ANONYMOUS : actorOf(user),
        membership,
        ifMatch: parseIfMatch(headerOf(request, "if-match")),
        services,
        wantsCount: /(?:^|[,;\s])count=exact(?:$|[,;\s])/i.test(headerOf(request, "prefer") ?? ""),
        clientAddress: clientAddressOf(request, info, options.trustedProxyHops ?? 0),
        revealSecrets: options.secretsInResponses !== "never" && membership !== undefined && allows(membership.role, "configure"),
        openApi: options.openApi,
      },
      info,
    );
  }

  const docs = options.docsPath === undefined ? undefined : createDocsFetchHandler(options.docsPath, `${options.basePath}/openapi.json`);
  const metrics = options.telemetry?.metrics;
  const tracer = options.telemetry?.tracer;

  async function serve(request: Request, info: RequestInfo | undefined, span: SpanLike | undefined): Promise<Response> {
    // An id the caller (or a proxy in front) chose is kept, so that logs on both sides match.
    const incoming = headerOf(request, "x-request-id");
    const responseId = incoming !== null && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    const trace: Trace = {};
    let response: Response;
    try {
      const url = urlOf(request);
      let served: Response | undefined;
      if (options.metricsPath !== undefined && url.pathname === options.metricsPath && options.renderMetrics !== undefined) {
        trace.page = "metrics";
        served = await metricsResponse(request, options.renderMetrics);
      } else if (docs?.covers(url.pathname) === true) {
        trace.page = "docs";
        served = docs.serve(request, url.pathname);
      } else {
        served = await serveConfigService(request, url, info, responseId, trace);
      }
      if (served !== undefined) {
        response = served;
      } else {
        const result = await run(request, url, info, trace);
        response = encodeResult(request, result, responseId);
      }
    } catch (error) {
      response = encodeError(error, responseId, options.logger, request);
    }
    const seconds = (performance.now() - started) / 1000;
    // The path template and operation: never ids or query values, no token, no body.
    const path =
      trace.operation !== undefined
        ? servedPath(trace.operation, options.basePath, options.serviceSegment)
        : trace.rpc === undefined
          ? undefined
          : `/pomerium.config.ConfigService/${trace.rpc}`;
    const operationId = trace.operation?.operationId ?? (trace.rpc === undefined ? undefined : `ConfigService.${trace.rpc}`);
    metrics?.request(operationId ?? trace.page ?? "unmatched", response.status, seconds);
    if (span !== undefined) {
      if (path !== undefined) {
        span.updateName(`${request.method} ${path}`);
        span.setAttribute("http.route", path);
      }
      if (operationId !== undefined) span.setAttribute("accessplane.operation_id", operationId);
      span.setAttribute("http.response.status_code", response.status);
      if (response.status >= 500) markFailed(span, `answered ${response.status}`);
    }
    if (options.accessLog) {
      options.logger.info(
        {
          method: request.method,
          path,
          operationId,
          status: response.status,
          durationMs: Math.round(seconds * 10_000) / 10,
          responseId,
          principal: trace.principal,
        },
        "request",
      );
    }
    return response;
  }

  // With a tracer, a server span per request, the active span while it is served: store calls and
  // applies are its children. (serve never throws: errors are responses.)
  return (request: Request, info?: RequestInfo): Promise<Response> =>
    tracer === undefined
      ? serve(request, info, undefined)
      : inSpan(tracer, "accessplane.request", { kind: SERVER_SPAN, attributes: { "http.request.method": request.method } }, (span) =>
          serve(request, info, span),
        );
}

/** OpenTelemetry's `SpanKind.SERVER`. */
const SERVER_SPAN = 1;

/** `GET` of the metrics path: the text a Prometheus scrape reads. */
async function metricsResponse(request: Request, render: () => Promise<string>): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") throw methodNotAllowed(request.method, ["GET", "HEAD"]);
  return new Response(request.method === "HEAD" ? null : await render(), {
    status: 200,
    headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" },
  });
}

/** The actor of requests no user made (public operations). */
const ANONYMOUS = Object.freeze({ id: "", email: "", displayName: "", photoUrl: "" });

/**
 * What an operation's handler gets. A class, so that the abort signal is a getter of its prototype: a
 * getter in an object literal gives every request's context an accessor of its own, which kept each
 * request's objects alive across young-generation collections (a fifth of the CPU under load).
 */
class RequestContext implements OperationContext {
  readonly request!: Request;
  readonly url!: URL;
  readonly params!: Readonly<Record<string, string>>;
  readonly query: unknown;
  readonly body: unknown;
  readonly userId!: string | undefined;
  readonly user!: Stored<UserRecord> | undefined;
  readonly actor!: OperationContext["actor"];
  readonly membership!: MembershipRecord | undefined;
  readonly ifMatch!: number | undefined;
  readonly services!: InternalServices;
  readonly wantsCount!: boolean;
  readonly clientAddress!: string;
  readonly revealSecrets!: boolean;
  readonly openApi!: () => EncodedDocument;

  constructor(
    fields: Omit<OperationContext, "signal">,
    private readonly info: RequestInfo | undefined,
  ) {
    Object.assign(this, fields);
  }

  /** Read only by the operations that wait: the binding may build the signal on demand. */
  get signal(): AbortSignal {
    return this.info?.signal ?? this.request.signal;
  }
}

/** What a request reached, for the access log. */
interface Trace {
  operation?: Operation;
  /** A ConfigService call's method (`GetRoute`). */
  rpc?: string;
  /** The metrics or the reference page, served outside the route table. */
  page?: "metrics" | "docs";
  principal?: string;
}

/** The query parameters each operation declares (its contract's query schema's properties). */
const QUERY_NAMES = new WeakMap<Operation, ReadonlySet<string>>();

function queryNamesOf(operation: Operation): ReadonlySet<string> {
  let names = QUERY_NAMES.get(operation);
  if (names === undefined) {
    const name = operation.contract.query;
    const schema = name === undefined ? undefined : (SCHEMAS.components.schemas as Record<string, { properties?: Record<string, unknown> }>)[name];
    names = new Set(Object.keys(schema?.properties ?? {}));
    QUERY_NAMES.set(operation, names);
  }
  return names;
}

/**
 * Every query parameter appears once (a second value would be silently dropped otherwise), holds
 * proper text, and (with `declared`, the operation's parameters) is one the operation takes: a
 * misspelled `limt` is refused, as an unknown body field is, rather than ignored.
 */
function checkQueryParameters(params: URLSearchParams, declared?: ReadonlySet<string>): void {
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const [name, value] of params) {
    if (declared !== undefined && !declared.has(name)) unknown.push(name.slice(0, 64));
    if (seen.has(name)) {
      throw new AccessPlaneError("invalid_argument", `the query parameter ${JSON.stringify(name.slice(0, 64))} is given more than once`, {
        details: [{ path: `/${name.slice(0, 64)}`, message: "given more than once" }],
      });
    }
    seen.add(name);
    const problem = stringProblem(value) ?? stringProblem(name);
    if (problem !== undefined) throw new AccessPlaneError("invalid_argument", `the query parameter ${JSON.stringify(name.slice(0, 64))}: ${problem}`);
  }
  if (unknown.length > 0) {
    const known = declared === undefined || declared.size === 0 ? "it takes none" : `it takes ${[...declared].join(", ")}`;
    throw new AccessPlaneError(
      "invalid_argument",
      `unknown query parameter${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => JSON.stringify(n)).join(", ")} (${known})`,
      {
        details: unknown.map((name) => ({ path: `/${escapePointer(name)}`, message: "unknown query parameter" })),
      },
    );
  }
}

/** The version an `If-Match` header names; `undefined` without one or for `*`. */
export function parseIfMatch(header: string | null): number | undefined {
  if (header === null || header.trim() === "*") return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(header);
  if (match === null) throw new AccessPlaneError("precondition_failed", "If-Match does not name a version of this resource");
  return Number(match[1]);
}

function encodeResult(request: Request, result: OperationResult, responseId: string): Response {
  // A plain record: the Response builds its Headers once, instead of copying ours.
  const headers = joined<Record<string, string>>(result.headers ?? {}, { "X-Response-Id": responseId });
  if (result.version !== undefined) headers.ETag = `W/"${result.version}"`;
  if (result.status === 204 || result.status === 304) return responseWithPayload(null, result.status, headers);
  let payload: Uint8Array | string;
  if (result.raw !== undefined) {
    headers["Content-Type"] = result.raw.contentType;
    payload = result.raw.bytes;
  } else {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(result.body ?? null);
  }
  return responseWithPayload(request.method === "HEAD" ? null : payload, result.status, headers);
}

function encodeError(error: unknown, responseId: string, logger: Logger, request: Request): Response {
  if (error instanceof AccessPlaneError && error.cause instanceof ClientAbortedError) {
    // Not a failure of the server: one line at debug level, without a stack.
    logger.debug?.({ responseId, method: request.method, path: safePath(request.url) }, "client went away mid-request");
  }
  const known = error instanceof AccessPlaneError && error.code !== "internal" ? error : undefined;
  if (known === undefined) {
    // Details go to the log under the response id; the caller gets a generic message.
    const cause = error instanceof AccessPlaneError && error.cause !== undefined ? error.cause : error;
    logger.error(
      {
        responseId,
        method: request.method,
        path: safePath(request.url),
        error: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause),
        stack: cause instanceof Error ? cause.stack : undefined,
      },
      "internal error",
    );
  }
  const code = known?.code ?? "internal";
  const body: Record<string, unknown> = {
    error: known?.message ?? `internal error (response id ${responseId})`,
    code,
  };
  if (known?.details !== undefined) body.details = known.details;
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Response-Id": responseId };
  if (known?.allow !== undefined) headers.Allow = known.allow.join(", ");
  if (known?.retryAfterSeconds !== undefined) headers["Retry-After"] = String(known.retryAfterSeconds);
  if (known?.challenge !== undefined) headers["WWW-Authenticate"] = known.challenge;
  return responseWithPayload(request.method === "HEAD" ? null : JSON.stringify(body), ERROR_STATUS[code], headers);
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}
