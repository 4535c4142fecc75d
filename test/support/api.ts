/** Calls a control plane's fetch handler the way a client would, without sockets. */
import type { TestPlane } from "./planes.js";
import { TEST_USER_HEADER } from "./planes.js";
import { assertConforms } from "./openapi-check.js";

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: any;
}

export interface CallOptions {
  /** An interactive user's subject (through the test hook), or `{ token }` for a Bearer ID token. */
  as?: string | { token: string };
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call(test: TestPlane, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers = new Headers(options.headers);
  if (typeof options.as === "string") headers.set(TEST_USER_HEADER, options.as);
  else if (options.as !== undefined) headers.set("authorization", `Bearer ${options.as.token}`);
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const response = await test.plane.fetch(
    new Request(`http://localhost${path.startsWith("/.well-known") ? "" : "/api/v0"}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }),
  );
  const text = await response.text();
  // Every response of the suite is held to the OpenAPI document (tests of a different base path or of
  // deliberately broken planes reach no documented operation and are not checked).
  assertConforms(
    method,
    new URL(response.url || `http://localhost${path.startsWith("/.well-known") ? "" : "/api/v0"}${path}`).pathname,
    response.status,
    response.headers.get("content-type"),
    text,
  );
  const json = /json/.test(response.headers.get("content-type") ?? "");
  return { status: response.status, headers: response.headers, body: text.length === 0 ? undefined : json ? JSON.parse(text) : text };
}

/** Exchanges a refresh token for an ID token; throws unless it succeeds. */
export async function exchange(test: TestPlane, refreshToken: string): Promise<string> {
  const res = await call(test, "POST", "/token", { body: { refreshToken } });
  if (res.status !== 200) throw new Error(`token exchange failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.idToken as string;
}
