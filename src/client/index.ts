/**
 * `accessplane/client`: a typed client of the management API. The types are generated from the
 * OpenAPI document (`openapi.json`) by openapi-typescript; requests go through openapi-fetch. The client
 * exchanges a refresh token for an ID token at `POST /token`, keeps it, and exchanges again a minute
 * before it runs out; an error response becomes an {@link AccessPlaneClientError} carrying the envelope.
 *
 * @example
 * ```ts
 * import { createAccessPlaneClient } from "accessplane/client";
 *
 * const api = createAccessPlaneClient({ baseUrl: "http://127.0.0.1:8080/api/v0", refreshToken: process.env.REFRESH_TOKEN! });
 * const { data: organizations } = await api.GET("/organizations");
 * const organizationId = organizations![0]!.id;
 * const { data: routes } = await api.GET("/organizations/{organizationId}/routes", {
 *   params: { path: { organizationId }, query: { namespaceId: organizationId, includeDescendants: true } },
 * });
 * ```
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, operations, paths } from "./api-types.js";

export type { components, operations, paths };

/** The body of every error response of the API. */
export type ErrorEnvelope = components["schemas"]["ErrorEnvelope"];

/** An error response of the API, or a failure to reach it. */
export class AccessPlaneClientError extends Error {
  override readonly name = "AccessPlaneClientError";
  constructor(
    /** The HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The machine-readable code of the envelope (`not_found`, `invalid_argument`, ...). */
    readonly code: ErrorEnvelope["code"] | "unreachable",
    message: string,
    /** The offending values, for validation failures. */
    readonly details: NonNullable<ErrorEnvelope["details"]> = [],
    /** `X-Response-Id`, to find the request in the server's log. */
    readonly responseId?: string,
    /** `Retry-After`, in seconds, when the server sent it. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Options of {@link createAccessPlaneClient}. */
export interface AccessPlaneClientOptions {
  /** The API's base URL, with its base path: `http://127.0.0.1:8080/api/v0`. */
  baseUrl: string;
  /** An API-access user's refresh token; without one, requests go out unauthenticated. */
  refreshToken?: string;
  /** Exchange again this long before the ID token runs out, in seconds. @defaultValue 60 */
  renewBeforeSeconds?: number;
  /** The fetch to use. @defaultValue globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** The clock, for tests. @defaultValue Date.now */
  now?: () => number;
}

/** A typed client: `GET`, `POST`, `PUT`, `PATCH`, `DELETE` with paths and bodies checked against the API. */
export type AccessPlaneClient = Client<paths> & {
  /** The current ID token, exchanged (again) when needed. */
  idToken(): Promise<string>;
};

const UNAUTHENTICATED = new Set(["/token", "/openapi.json"]);

/** Creates a typed client of the management API. */
export function createAccessPlaneClient(options: AccessPlaneClientOptions): AccessPlaneClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const renewBeforeMs = (options.renewBeforeSeconds ?? 60) * 1000;
  let cached: { token: string; renewAt: number } | undefined;
  let exchanging: Promise<string> | undefined;

  async function exchange(): Promise<string> {
    const response = await send(() =>
      doFetch(`${baseUrl}/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refreshToken: options.refreshToken }),
      }),
    );
    if (!response.ok) throw await toError(response);
    const body = (await response.json()) as components["schemas"]["TokenResponse"];
    // The wire format sends the lifetime as a string ("3600").
    const lifetimeMs = Number(body.expiresInSeconds) * 1000;
    cached = { token: body.idToken, renewAt: now() + Math.max(0, (Number.isFinite(lifetimeMs) ? lifetimeMs : 0) - renewBeforeMs) };
    return body.idToken;
  }

  async function idToken(): Promise<string> {
    if (options.refreshToken === undefined) throw new AccessPlaneClientError(0, "unauthenticated", "the client has no refresh token");
    if (cached !== undefined && now() < cached.renewAt) return cached.token;
    exchanging ??= exchange().finally(() => {
      exchanging = undefined;
    });
    return exchanging;
  }

  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (options.refreshToken === undefined || UNAUTHENTICATED.has(schemaPath)) return request;
      request.headers.set("authorization", `Bearer ${await idToken()}`);
      return request;
    },
    async onResponse({ response }) {
      if (!response.ok && response.status !== 304) throw await toError(response);
      return response;
    },
  };

  const client = createClient<paths>({
    baseUrl,
    fetch: (request: Request) => send(() => doFetch(request)),
  });
  client.use(middleware);
  return Object.assign(client, { idToken });
}

/** A fetch whose network failure becomes an {@link AccessPlaneClientError}. */
async function send(request: () => Promise<Response>): Promise<Response> {
  try {
    return await request();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AccessPlaneClientError(0, "unreachable", `the API could not be reached: ${reason}`);
  }
}

async function toError(response: Response): Promise<AccessPlaneClientError> {
  const responseId = response.headers.get("x-response-id") ?? undefined;
  const retryAfter = Number(response.headers.get("retry-after"));
  let envelope: Partial<ErrorEnvelope> = {};
  try {
    envelope = (await response.clone().json()) as ErrorEnvelope;
  } catch {
    // Not the API's envelope (a proxy's error page, say): the status speaks alone.
  }
  return new AccessPlaneClientError(
    response.status,
    envelope.code ?? "internal",
    envelope.error ?? `the API answered ${response.status}`,
    envelope.details ?? [],
    responseId,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}
