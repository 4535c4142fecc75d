/**
 * `POST /token`: a refresh token for an ID token. Every failure is the same 401.
 *
 * Failures are counted per client address, per network (/24 for IPv4, /56 for IPv6, so that a block
 * of addresses counts as one client), and across all clients; past any of these limits, failing
 * exchanges get 429 with Retry-After. A valid refresh token always exchanges, throttled or not, so
 * clients behind one proxy cannot lock each other out. Minted refresh tokens carry 256 random bits:
 * what the throttle bounds is the rate of guesses, which no address rotation escapes (the global
 * bound), and eviction from the per-client memory never resets the network or global counts.
 */
import { isIP } from "node:net";
import { LRUCache } from "lru-cache";
import { unauthenticated, type IdTokenIssuer, type TokenResponse } from "../auth/id-tokens.js";
import { AccessPlaneError } from "../errors.js";
import type { ServiceContext } from "./context.js";
import type { Users } from "./users.js";

/** Limits of the failure throttle. */
export interface TokenThrottleOptions {
  /** Failures one client address may have in one window. @defaultValue 10 */
  maxFailures?: number;
  /** Failures one network (/24, /56) may have in one window. @defaultValue 50 */
  maxNetworkFailures?: number;
  /** Failures all clients together may have in one window. @defaultValue 600 */
  maxGlobalFailures?: number;
  /** Length of the window, in seconds. @defaultValue 60 */
  windowSeconds?: number;
  /** Clients and networks remembered at once (least recently seen are forgotten first). @defaultValue 10000 */
  maxClients?: number;
}

interface Window {
  failures: number;
  resetsAt: number;
}

/** The network an address belongs to for throttling: /24 for IPv4, /56 for IPv6, else the address. */
export function networkOf(address: string): string {
  const mapped = address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(mapped) === 4) return `${mapped.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIP(mapped) === 6) {
    const [head = "", tail = ""] = mapped.split("::");
    const left = head === "" ? [] : head.split(":");
    const right = tail === "" ? [] : tail.split(":");
    const groups: string[] = mapped.includes("::") ? [...left, ...new Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
    const prefix = groups.slice(0, 4).map((g, i) => (i === 3 ? (parseInt(g || "0", 16) & 0xff00).toString(16) : g));
    return `${prefix.join(":")}::/56`;
  }
  return mapped;
}

/**
 * `POST /token`: refresh tokens of API-access users exchanged for ID tokens, with a throttle on
 * failures. Reached as `plane.services.tokens`.
 *
 * @example
 * ```ts
 * const { idToken, expiresInSeconds } = await plane.services.tokens.exchange(refreshToken, clientAddress);
 * ```
 */
export interface TokenExchange {
  /**
   * Exchanges `refreshToken` for an ID token. `clientKey` names the caller for throttling (its address).
   * @throws AccessPlaneError `unauthenticated` for a bad token, `resource_exhausted` for a bad token while throttled.
   */
  exchange(refreshToken: unknown, clientKey: string): Promise<TokenResponse>;
}

/** Implements {@link TokenExchange} (internal: the control plane constructs it). */
export class TokenExchanger implements TokenExchange {
  private readonly clients: LRUCache<string, Window>;
  private readonly networks: LRUCache<string, Window>;
  private global: Window = { failures: 0, resetsAt: 0 };
  private readonly limits: { client: number; network: number; global: number };
  private readonly windowMs: number;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly users: Users,
    private readonly idTokens: IdTokenIssuer,
    options: TokenThrottleOptions = {},
  ) {
    this.limits = { client: options.maxFailures ?? 10, network: options.maxNetworkFailures ?? 50, global: options.maxGlobalFailures ?? 600 };
    this.windowMs = (options.windowSeconds ?? 60) * 1000;
    this.clients = new LRUCache({ max: options.maxClients ?? 10_000 });
    this.networks = new LRUCache({ max: options.maxClients ?? 10_000 });
  }

  async exchange(refreshToken: unknown, clientKey: string): Promise<TokenResponse> {
    const now = this.ctx.clock().getTime();
    const network = networkOf(clientKey);
    const windows = [this.current(this.clients, clientKey, now), this.current(this.networks, network, now), this.currentGlobal(now)];
    const limits = [this.limits.client, this.limits.network, this.limits.global];
    const over = windows.findIndex((window, i) => window.failures >= limits[i]!);
    // A refresh token is always looked at: a valid one gets in even while its client is throttled.
    const user = typeof refreshToken === "string" && refreshToken.length <= 512 ? await this.users.authenticateRecord(refreshToken) : undefined;
    if (user !== undefined && user.orgId !== undefined) {
      return this.idTokens.issue({ id: user.id, orgId: user.orgId, tokenGeneration: user.tokenGeneration ?? 0 });
    }
    if (over >= 0) {
      const resetsAt = windows[over]!.resetsAt;
      throw new AccessPlaneError("resource_exhausted", "too many failed token exchanges; retry later", {
        retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
      });
    }
    for (const window of windows) window.failures++;
    this.clients.set(clientKey, windows[0]);
    this.networks.set(network, windows[1]);
    throw unauthenticated();
  }

  private current(cache: LRUCache<string, Window>, key: string, now: number): Window {
    const window = cache.get(key);
    return window !== undefined && window.resetsAt > now ? window : { failures: 0, resetsAt: now + this.windowMs };
  }

  private currentGlobal(now: number): Window {
    if (this.global.resetsAt <= now) this.global = { failures: 0, resetsAt: now + this.windowMs };
    return this.global;
  }
}
