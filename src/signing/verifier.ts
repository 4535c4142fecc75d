/**
 * A verifier of attestation JWTs for upstream applications: it fetches the proxy's key set, caches it
 * for as long as its `Cache-Control: max-age` says, refetches once (rate-limited) when a token names a
 * key it does not know (a rotation), and verifies with jose, accepting only ES256 and RS256.
 *
 * The properties of jose's remote key set, kept while honouring the endpoint's `max-age` (which jose's
 * ignores): every fetch has a timeout, a key set is kept at least the refetch interval even under
 * `no-store` (no fetch per verification), and while the endpoint fails, the last key set that was
 * fetched keeps verifying and the endpoint is asked again only once per interval.
 *
 * @example
 * ```ts
 * import { createAttestationVerifier } from "accessplane";
 * const verifier = createAttestationVerifier({
 *   jwksUrl: "https://proxy.example.com/.well-known/pomerium/jwks.json",
 *   issuer: "app.example.com",
 *   audience: "app.example.com",
 * });
 * const claims = await verifier.verify(request.headers.get("x-pomerium-jwt-assertion")!);
 * ```
 */
import { AccessPlaneError } from "../errors.js";
import { importJWK, jwtVerify, type JWK, type JWTPayload, type JWTHeaderParameters } from "jose";
import { LRUCache } from "lru-cache";

/** Options of {@link createAttestationVerifier}. */
export interface AttestationVerifierOptions {
  /** Where the key set is served. Either this or `keySet`. */
  jwksUrl?: string | URL;
  /** A fixed key set, instead of fetching one. */
  keySet?: { keys: JWK[] };
  /** Expected `iss` (the route's host, or `https://<host>/`). */
  issuer: string | string[];
  /** Expected `aud`. */
  audience: string | string[];
  /** How to fetch the key set; it should honour `init.signal` (the timeout). @defaultValue globalThis.fetch */
  fetch?: (url: string, init: { signal: AbortSignal }) => Promise<Response>;
  /** Longest wait for the key set endpoint. @defaultValue 5 */
  timeoutSeconds?: number;
  /** The clock, for tests. @defaultValue the system clock */
  now?: () => Date;
  /** Fewest seconds between two refetches caused by unknown key ids. @defaultValue 10 */
  minRefetchIntervalSeconds?: number;
  /** Cache lifetime when the key set response has no `max-age`. @defaultValue 60 */
  defaultMaxAgeSeconds?: number;
}

/** The claims of a verified attestation. */
export interface AttestationClaims extends JWTPayload {
  user?: string;
  email?: string;
  groups?: string[];
  sid?: string;
  name?: string;
}

/** Why a token was refused (`unauthenticated`; what refused it in `reason`). */
export class AttestationError extends AccessPlaneError {
  override readonly name: string = "AttestationError";
  constructor(
    message: string,
    /** jose's error code of the refusal (`ERR_JWT_EXPIRED`, `ERR_JWKS_TIMEOUT`, ...). */
    readonly reason: string,
  ) {
    super("unauthenticated", message);
  }
}

/** Verifies attestation JWTs. */
export interface AttestationVerifier {
  /** The token's claims; throws {@link AttestationError} for any token that does not verify. */
  verify(token: string): Promise<AttestationClaims>;
  /** How many times the key set has been fetched (for monitoring). */
  readonly fetchCount: number;
}

type KeyMap = Map<string, JWK>;

/** Creates a verifier of attestation JWTs. */
export function createAttestationVerifier(options: AttestationVerifierOptions): AttestationVerifier {
  if ((options.jwksUrl === undefined) === (options.keySet === undefined)) {
    throw new TypeError("give either jwksUrl or keySet");
  }
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? ((url: string, init: { signal: AbortSignal }) => fetch(url, init));
  const timeoutMs = (options.timeoutSeconds ?? 5) * 1000;
  const minRefetchMs = (options.minRefetchIntervalSeconds ?? 10) * 1000;
  const defaultMaxAge = options.defaultMaxAgeSeconds ?? 60;
  const cache = new LRUCache<"set", KeyMap>({ max: 1, ttlAutopurge: false, perf: { now: () => now().getTime() } });
  const imported = new Map<string, Awaited<ReturnType<typeof importJWK>>>();
  let lastFetchAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<KeyMap> | undefined;
  /** The last key set fetched, served while the endpoint fails (within the refetch interval of a failure). */
  let lastGood: KeyMap | undefined;
  let fetchCount = 0;

  const toMap = (keys: JWK[]): KeyMap => new Map(keys.filter((k) => typeof k.kid === "string").map((k) => [k.kid!, k]));
  const fixed = options.keySet === undefined ? undefined : toMap(options.keySet.keys);

  async function fetchSet(): Promise<KeyMap> {
    inflight ??= (async () => {
      try {
        fetchCount++;
        lastFetchAt = now().getTime();
        let map: KeyMap;
        let maxAge: number;
        try {
          ({ map, maxAge } = await fetchOnce());
        } catch (error) {
          if (lastGood === undefined) throw error;
          // A flapping endpoint: keep the keys we have, and ask again after the interval.
          cache.set("set", lastGood, { ttl: minRefetchMs });
          return lastGood;
        }
        lastGood = map;
        // Even `no-store` keeps the set for the refetch interval: never a fetch per verification.
        cache.set("set", map, { ttl: Math.max(maxAge * 1000, minRefetchMs) });
        return map;
      } finally {
        inflight = undefined;
      }
    })();
    return inflight;
  }

  async function fetchOnce(): Promise<{ map: KeyMap; maxAge: number }> {
    const signal = AbortSignal.timeout(timeoutMs);
    const timedOut = new Promise<never>((_, reject) => {
      signal.addEventListener("abort", () => reject(new AttestationError(`the key set did not answer within ${timeoutMs / 1000} s`, "ERR_JWKS_TIMEOUT")), {
        once: true,
      });
    });
    timedOut.catch(() => {}); // fires after a success too; nobody needs to hear it then
    // The race also ends a fetch that ignores the signal.
    const response = await Promise.race([doFetch(String(options.jwksUrl), { signal }), timedOut]);
    if (!response.ok) throw new AttestationError(`the key set answered ${response.status}`, "ERR_JWKS_FETCH");
    const body = (await Promise.race([response.json(), timedOut])) as { keys?: JWK[] };
    if (!Array.isArray(body?.keys)) throw new AttestationError("the key set has no keys array", "ERR_JWKS_INVALID");
    return { map: toMap(body.keys), maxAge: cacheLifetime(response.headers.get("cache-control"), defaultMaxAge) };
  }

  async function keyFor(header: JWTHeaderParameters): Promise<Awaited<ReturnType<typeof importJWK>>> {
    const kid = header.kid;
    if (typeof kid !== "string") throw new AttestationError("the token names no key (kid)", "ERR_JWKS_NO_MATCHING_KEY");
    let set = fixed ?? cache.get("set") ?? (await fetchSet());
    let jwk = set.get(kid);
    if (jwk === undefined && fixed === undefined && now().getTime() - lastFetchAt >= minRefetchMs) {
      // A key we have not seen: the proxy may have rotated. Look once more, at most so often.
      set = await fetchSet();
      jwk = set.get(kid);
    }
    if (jwk === undefined) throw new AttestationError(`no published key has kid ${kid}`, "ERR_JWKS_NO_MATCHING_KEY");
    if (jwk.alg !== undefined && jwk.alg !== header.alg) throw new AttestationError("the token's algorithm does not match its key", "ERR_JOSE_ALG_NOT_ALLOWED");
    const cacheKey = `${kid}:${header.alg}`;
    let key = imported.get(cacheKey);
    if (key === undefined) {
      key = await importJWK(jwk, header.alg);
      imported.set(cacheKey, key);
    }
    return key;
  }

  return {
    get fetchCount() {
      return fetchCount;
    },
    async verify(token: string): Promise<AttestationClaims> {
      try {
        const { payload } = await jwtVerify(token, keyFor, {
          algorithms: ["ES256", "RS256"],
          issuer: options.issuer,
          audience: options.audience,
          currentDate: now(),
          requiredClaims: ["exp", "iat"],
        });
        return payload;
      } catch (error) {
        if (error instanceof AttestationError) throw error;
        const code = (error as { code?: string }).code ?? "ERR_JWT_INVALID";
        throw new AttestationError(`the attestation does not verify: ${(error as Error).message}`, code);
      }
    },
  };
}

/** Seconds a `Cache-Control` header allows caching for (0 for no-store/no-cache). */
function cacheLifetime(header: string | null, fallback: number): number {
  if (header === null) return fallback;
  if (/\b(no-store|no-cache)\b/i.test(header)) return 0;
  const maxAge = /\bmax-age=(\d+)/i.exec(header);
  return maxAge === null ? fallback : Number(maxAge[1]);
}
