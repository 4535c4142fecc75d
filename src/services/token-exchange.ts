/**
 * `POST /token`: a refresh token for an ID token. Every failure is the same 401.
 *
 * Failures are counted per client address, per network (/24 for IPv4, /56 for IPv6, so that a block
 * of addresses counts as one client), and across all clients; past any of these limits, failing
 * exchanges get 429 with Retry-After. A valid refresh token always exchanges, throttled or not, so
 * clients behind one proxy cannot lock each other out. Minted refresh tokens carry 256 random bits:
 * what the throttle bounds is the rate of guesses, which no address rotation escapes (the global
 * bound), and eviction from the per-client memory never resets the network or global counts. On a
 * store that shares counts (PostgreSQL, SQLite) every replica counts together.
 */
import { isIP } from "node:net";
import type { LRUCache } from "lru-cache";
import { boundedCache } from "../bounded-cache.js";
import { unauthenticated, type DefaultIdTokenService, type TokenResponse } from "../auth/id-tokens.js";
import { AccessPlaneError } from "../errors.js";
import type { FailureCounts, FailureWindow } from "../store/port.js";
import type { ServiceContext } from "./context.js";
import type { DefaultUserService } from "./users.js";

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

/** The network an address belongs to for throttling: /24 for IPv4, /56 for IPv6, else the address. */
function networkOf(address: string): string {
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
export interface TokenExchangeService {
  /**
   * Exchanges `refreshToken` for an ID token. `clientKey` names the caller for throttling (its address).
   * @throws AccessPlaneError `unauthenticated` for a bad token, `resource_exhausted` for a bad token while throttled.
   */
  exchange(refreshToken: unknown, clientKey: string): Promise<TokenResponse>;
}

/** @deprecated The name of {@link TokenExchangeService} before every service was named `<Thing>Service`; removed in the next minor release. */
export type TokenExchange = TokenExchangeService;

/**
 * Failure windows kept in this process, for stores that do not share them: one LRU per kind of key
 * (`client`, `network`, `global`), so that a flood of new clients never evicts a network's count.
 */
class LocalFailureCounts implements FailureCounts {
  private readonly caches = new Map<string, LRUCache<string, FailureWindow>>();

  constructor(private readonly maxKeys: number) {}

  private cache(key: string): LRUCache<string, FailureWindow> {
    const kind = key.slice(0, key.indexOf(":") + 1);
    let cache = this.caches.get(kind);
    if (cache === undefined) this.caches.set(kind, (cache = boundedCache(this.maxKeys)));
    return cache;
  }

  read(keys: readonly string[], now: number): Promise<FailureWindow[]> {
    const windows = keys.map((key) => this.cache(key).get(key)).filter((window) => window !== undefined && window.resetsAt > now);
    return Promise.resolve(windows as FailureWindow[]);
  }

  add(keys: readonly string[], now: number, windowMs: number): Promise<FailureWindow[]> {
    return Promise.resolve(
      keys.map((key) => {
        const cache = this.cache(key);
        const current = cache.get(key);
        const window =
          current !== undefined && current.resetsAt > now ? { ...current, failures: current.failures + 1 } : { key, failures: 1, resetsAt: now + windowMs };
        cache.set(key, window);
        return window;
      }),
    );
  }
}

/**
 * Implements {@link TokenExchangeService} (internal: the control plane constructs it). Failures are counted
 * in the store when it shares counts between processes (`Store.failureCounts`: PostgreSQL, SQLite), so
 * replicas together allow the documented limits; else in this process.
 */
export class DefaultTokenExchangeService implements TokenExchangeService {
  private readonly counts: FailureCounts;
  private readonly limits: ReadonlyMap<string, number>;
  private readonly windowMs: number;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly users: DefaultUserService,
    private readonly idTokens: DefaultIdTokenService,
    options: TokenThrottleOptions = {},
  ) {
    this.limits = new Map([
      ["client:", options.maxFailures ?? 10],
      ["network:", options.maxNetworkFailures ?? 50],
      ["global:", options.maxGlobalFailures ?? 600],
    ]);
    this.windowMs = (options.windowSeconds ?? 60) * 1000;
    this.counts = ctx.store.failureCounts ?? new LocalFailureCounts(options.maxClients ?? 10_000);
  }

  async exchange(refreshToken: unknown, clientKey: string): Promise<TokenResponse> {
    // A refresh token is always looked at first: a valid one gets in even while its client is throttled.
    const user = typeof refreshToken === "string" && refreshToken.length <= 512 ? await this.users.authenticateRecord(refreshToken) : undefined;
    if (user !== undefined && user.orgId !== undefined) {
      return this.idTokens.issue({ id: user.id, orgId: user.orgId, tokenGeneration: user.tokenGeneration ?? 0 });
    }
    const now = this.ctx.clock().getTime();
    const keys = [`client:${clientKey.slice(0, 256)}`, `network:${networkOf(clientKey).slice(0, 256)}`, "global:"];
    // Past a limit, a failure is refused without being counted (a flood costs reads, not writes); else
    // it is counted, and a count that races past the limit is refused too.
    this.refuseOver(await this.counts.read(keys, now), now, 0);
    this.refuseOver(await this.counts.add(keys, now, this.windowMs), now, 1);
    throw unauthenticated();
  }

  /** Throws `resource_exhausted` when a window holds more than `slack` failures past its limit. */
  private refuseOver(windows: readonly FailureWindow[], now: number, slack: number): void {
    const over = windows.filter((window) => window.failures >= this.limitOf(window.key) + slack);
    if (over.length === 0) return;
    const resetsAt = Math.max(...over.map((window) => window.resetsAt));
    throw new AccessPlaneError("resource_exhausted", "too many failed token exchanges; retry later", {
      retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
    });
  }

  private limitOf(key: string): number {
    return this.limits.get(key.slice(0, key.indexOf(":") + 1))!;
  }
}
