/**
 * `POST /token`: a refresh token for an ID token. Every failure is the same 401; a client that keeps
 * failing is throttled (429 with Retry-After) without slowing down anyone else.
 */
import { LRUCache } from "lru-cache";
import { unauthenticated, type IdTokens, type TokenResponse } from "../auth/id-tokens.js";
import { AccessPlaneError } from "../errors.js";
import type { ServiceContext } from "./context.js";
import type { UserService } from "./users.js";

/** Limits of the failure throttle. */
export interface TokenThrottleOptions {
  /** Failures a client may have in one window before it is refused. @defaultValue 10 */
  maxFailures?: number;
  /** Length of the window, in seconds. @defaultValue 60 */
  windowSeconds?: number;
  /** Clients remembered at once (least recently seen are forgotten first). @defaultValue 10000 */
  maxClients?: number;
}

interface Window {
  failures: number;
  resetsAt: number;
}

/** Exchanges refresh tokens, throttling clients that fail repeatedly. */
export class TokenExchange {
  private readonly windows: LRUCache<string, Window>;
  private readonly maxFailures: number;
  private readonly windowMs: number;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly users: UserService,
    private readonly idTokens: IdTokens,
    options: TokenThrottleOptions = {},
  ) {
    this.maxFailures = options.maxFailures ?? 10;
    this.windowMs = (options.windowSeconds ?? 60) * 1000;
    this.windows = new LRUCache({ max: options.maxClients ?? 10_000 });
  }

  /**
   * Exchanges `refreshToken` for an ID token. `clientKey` names the caller for throttling (its address).
   * @throws AccessPlaneError `unauthenticated` for any bad token, `resource_exhausted` while throttled.
   */
  async exchange(refreshToken: unknown, clientKey: string): Promise<TokenResponse> {
    const now = this.ctx.clock().getTime();
    const window = this.windows.get(clientKey);
    if (window !== undefined && window.resetsAt <= now) this.windows.delete(clientKey);
    else if (window !== undefined && window.failures >= this.maxFailures) {
      // Refused before the token is even looked at, so throttled guessing learns nothing.
      throw new AccessPlaneError("resource_exhausted", "too many failed token exchanges; retry later", {
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)),
      });
    }
    const user = typeof refreshToken === "string" ? await this.users.authenticateRefreshToken(refreshToken) : undefined;
    if (user === undefined || user.orgId === undefined) {
      const current = this.windows.get(clientKey) ?? { failures: 0, resetsAt: now + this.windowMs };
      current.failures++;
      this.windows.set(clientKey, current);
      throw unauthenticated();
    }
    return this.idTokens.issue({ id: user.id, orgId: user.orgId, tokenGeneration: user.tokenGeneration ?? 0 });
  }
}
