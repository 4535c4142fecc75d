/**
 * `checkIdentityProviderSettings`: whether identity provider settings would work before they are saved
 * in a cluster's settings. The shape and URL checks always run; the OpenID discovery document is
 * fetched only when the embedding application enables it (it makes the control plane send a request
 * to a URL a caller chose), with a timeout.
 */
import type { IdentityProviderCheckRequest } from "../domain/requests.js";
import type { IdentityProviderCheckResult } from "../domain/wire.js";
import type { IdentityProviderType } from "../domain/primitives.js";

/** The providers the proxy knows, and whether each needs `url` (the others have a default). */
const PROVIDERS: Readonly<Record<IdentityProviderType, { urlRequired: boolean; oidc: boolean }>> = {
  apple: { urlRequired: false, oidc: true },
  auth0: { urlRequired: true, oidc: true },
  azure: { urlRequired: false, oidc: true },
  cognito: { urlRequired: true, oidc: true },
  github: { urlRequired: false, oidc: false },
  gitlab: { urlRequired: false, oidc: true },
  google: { urlRequired: false, oidc: true },
  oidc: { urlRequired: true, oidc: true },
  okta: { urlRequired: true, oidc: true },
  onelogin: { urlRequired: false, oidc: true },
  ping: { urlRequired: true, oidc: true },
};

/** Fetching the provider's discovery document; off unless the embedding application turns it on. */
export interface IdentityProviderDiscoveryOptions {
  /** How long the fetch may take. @defaultValue 5000 */
  timeoutMs?: number;
}

type Errors = NonNullable<IdentityProviderCheckResult["errors"]>;

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The URL's problem, or `undefined`: https with a host and no query or fragment (http only on loopback). */
function urlProblem(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "is not a URL";
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname))) return "must be an https URL (http only on a loopback host)";
  if (url.username !== "" || url.password !== "") return "must not carry credentials";
  if (url.search !== "" || url.hash !== "") return "must not have a query or a fragment";
  return undefined;
}

/**
 * Checks identity provider settings before they are saved. Reached as
 * `plane.services.identityProviderCheck`.
 *
 * @example
 * ```ts
 * const { success, errors } = await plane.services.identityProviderCheck.check({ provider: "oidc", url: "https://id.example.com", clientId: "accessplane" });
 * ```
 */
export interface IdentityProviderCheckService {
  /**
   * Checks identity provider settings (`checkIdentityProviderSettings`): the fields, and with discovery on,
   * the provider's issuer document.
   */
  check(input: IdentityProviderCheckRequest): Promise<IdentityProviderCheckResult>;
}

/** @deprecated The name of {@link IdentityProviderCheckService} before every service was named `<Thing>Service`; removed in the next minor release. */
export type IdentityProviderCheck = IdentityProviderCheckService;

/** Implements {@link IdentityProviderCheckService} (internal: the control plane constructs it). */
export class DefaultIdentityProviderCheckService implements IdentityProviderCheckService {
  constructor(private readonly discovery: IdentityProviderDiscoveryOptions | undefined) {}

  async check(input: IdentityProviderCheckRequest): Promise<IdentityProviderCheckResult> {
    const errors: Errors = {};
    const provider = Object.hasOwn(PROVIDERS, input.provider) ? PROVIDERS[input.provider as IdentityProviderType] : undefined;
    if (provider === undefined) {
      errors.provider = `unknown provider; one of ${Object.keys(PROVIDERS).join(", ")}`;
    }
    if (input.clientId === undefined || input.clientId.trim() === "") errors.clientId = "a client id is required";
    if (input.clientSecret === undefined || input.clientSecret === "") errors.clientSecret = "a client secret is required";
    const url = input.url ?? "";
    if (url === "") {
      if (provider?.urlRequired === true) errors.url = `the ${input.provider} provider needs its URL`;
    } else {
      const problem = urlProblem(url);
      if (problem !== undefined) errors.url = `url ${problem}`;
    }
    if (input.scopes !== undefined) {
      if (input.scopes.some((scope) => scope === "" || /\s/.test(scope))) errors.scopes = "a scope is one word, not empty";
      else if (provider?.oidc === true && input.scopes.length > 0 && !input.scopes.includes("openid")) {
        errors.scopes = "scopes must include openid: without it the provider returns no ID token and nobody can sign in";
      }
    }
    if (input.requestParams !== undefined && Object.keys(input.requestParams).some((key) => key === "" || /\s/.test(key))) {
      errors.requestParams = "a request parameter's name is one word, not empty";
    }
    if (this.discovery !== undefined && provider?.oidc === true && url !== "" && errors.url === undefined) {
      const problem = await this.discover(url);
      if (problem !== undefined) errors.url = problem;
    }
    return Object.keys(errors).length === 0 ? { success: true } : { success: false, errors };
  }

  /** Fetches `<url>/.well-known/openid-configuration` and checks it names `url` as its issuer. */
  private async discover(url: string): Promise<string | undefined> {
    const base = url.replace(/\/+$/, "");
    const where = `${base}/.well-known/openid-configuration`;
    const timeoutMs = this.discovery?.timeoutMs ?? 5000;
    let response: Response;
    try {
      response = await fetch(where, { signal: AbortSignal.timeout(timeoutMs), redirect: "error", headers: { accept: "application/json" } });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return timedOut ? `the discovery document at ${where} did not arrive within ${timeoutMs} ms` : `the discovery document at ${where} could not be fetched`;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return `the discovery document at ${where} answered ${response.status}`;
    }
    let document: unknown;
    try {
      document = JSON.parse(await response.text());
    } catch {
      return `the discovery document at ${where} is not JSON`;
    }
    if (document === null || typeof document !== "object") return `the discovery document at ${where} is not a JSON object`;
    const { issuer, authorization_endpoint: authorize, token_endpoint: token } = document as Record<string, unknown>;
    if (typeof issuer !== "string" || issuer.replace(/\/+$/, "") !== base) {
      return `the provider's issuer is ${typeof issuer === "string" ? JSON.stringify(issuer) : "missing"}, not this URL: the proxy would refuse its ID tokens`;
    }
    if (typeof authorize !== "string" || typeof token !== "string") return "the discovery document lacks authorization_endpoint or token_endpoint";
    return undefined;
  }
}
