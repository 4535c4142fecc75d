/**
 * ID tokens of the management API: ES256 JWTs the control plane signs with its own issuer key (not the
 * proxy's attestation keys), exchanged at `POST /token` for an API-access user's refresh token.
 *
 * Verification pins the algorithm and requires `iss`, `aud`, `exp`; header fields that point at other
 * keys (`jku`, `x5u`, `jwk`, `x5c`) are never used, and `kid` must name our key. Verified tokens are
 * cached until they expire, so a repeated token costs a map lookup plus the revocation check, which
 * compares the token's generation with the user's current one (renewal and removal revoke at once).
 */
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, importPKCS8, jwtVerify, type CryptoKey, type JWK } from "jose";
import { createPrivateKey, randomUUID, sign, type KeyObject } from "node:crypto";
import type { LRUCache } from "lru-cache";
import { boundedCache } from "../bounded-cache.js";
import { AccessPlaneError, isAccessPlaneError } from "../errors.js";
import { GLOBAL_SCOPE, ops } from "../store/port.js";
import type { Clock } from "../domain/ids.js";
import type { Store } from "../store/port.js";
import type { SystemRecord } from "../store/records.js";

const KEY_RECORD_ID = "id-token-signing-key";

/** Lifetime of an ID token, seconds. */
const ID_TOKEN_TTL_SECONDS = 3600;

/** How far in the future a token's `iat` may be (clocks of replicas differ a little). */
const CLOCK_SKEW_SECONDS = 60;

/** Options of the ID-token issuer. */
export interface IdTokenOptions {
  /** `iss` of the tokens. @defaultValue "accessplane" */
  issuer?: string;
  /** `aud` of the tokens. @defaultValue "accessplane-api" */
  audience?: string;
  /**
   * The issuer's private key as PKCS#8 PEM (EC P-256). Without one, a key is generated at first start
   * and kept in the store, so every process sharing the store signs and verifies alike.
   */
  signingKeyPem?: string;
  /** How many verified tokens to remember. @defaultValue 10000 */
  cacheSize?: number;
  /**
   * Longest lifetime (`exp - iat`) a token may claim. A token minted with a stolen key for ten years is
   * refused, as is one whose `iat` is in the future by more than a minute. @defaultValue 3600
   */
  maxLifetimeSeconds?: number;
}

/** Claims the control plane puts in an ID token. */
export interface IdTokenClaims {
  sub: string;
  org: string;
  gen: number;
  jti: string;
  exp: number;
}

/** The exchange response. */
export type { TokenResponse } from "../domain/wire.js";
import type { TokenResponse } from "../domain/wire.js";

interface Keys {
  /** Node's key object: signing with it is synchronous (see {@link IdTokenService.issue}). */
  signingKey: KeyObject;
  publicKey: CryptoKey | Uint8Array;
  kid: string;
  /** The encoded protected header, the same for every token. */
  header: string;
}

/**
 * The API's ID tokens: issued for API-access users, verified on every request. Reached as
 * `plane.services.idTokens`.
 *
 * @example
 * ```ts
 * const claims = await plane.services.idTokens.verify(bearerToken); // `unauthenticated` when invalid
 * ```
 */
export interface IdTokenService {
  /** Signs an ID token for an API-access user (ES256). */
  issue(user: { id: string; orgId: string; tokenGeneration: number }): Promise<TokenResponse>;
  /** The claims of a valid token; `unauthenticated` for anything else. Does not check revocation. */
  verify(token: string): Promise<IdTokenClaims>;
  /** The public key that verifies ID tokens, as a JWK with its `kid`. */
  publicJwk(): Promise<JWK>;
}

/** @deprecated The name of {@link IdTokenService} before every service was named `<Thing>Service`; removed in the next minor release. */
export type IdTokens = IdTokenService;

/** Implements {@link IdTokenService} (internal: the control plane constructs it). */
export class DefaultIdTokenService implements IdTokenService {
  private keys: Promise<Keys> | undefined;
  private readonly issuer: string;
  private readonly audience: string;
  /** Verified tokens by their signature segment (hashing it is cheaper than the whole token), with the token they belong to. */
  private readonly cache: LRUCache<string, { token: string; claims: IdTokenClaims }>;

  constructor(
    /** What the issuer needs of the services' context: the store its key lives in, and the time. */
    private readonly ctx: { readonly store: Store; readonly clock: Clock },
    private readonly options: IdTokenOptions = {},
  ) {
    this.issuer = options.issuer ?? "accessplane";
    this.audience = options.audience ?? "accessplane-api";
    this.cache = boundedCache(options.cacheSize ?? 10_000, { ttlAutopurge: false });
  }

  async issue(user: { id: string; orgId: string; tokenGeneration: number }): Promise<TokenResponse> {
    const keys = await this.loadKeys();
    const now = Math.floor(this.ctx.clock().getTime() / 1000);
    const claims = {
      org: user.orgId,
      gen: user.tokenGeneration,
      iss: this.issuer,
      aud: this.audience,
      sub: user.id,
      jti: randomUUID(),
      iat: now,
      exp: now + ID_TOKEN_TTL_SECONDS,
    };
    const input = `${keys.header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
    const signature = sign("sha256", Buffer.from(input), { key: keys.signingKey, dsaEncoding: "ieee-p1363" });
    return { idToken: `${input}.${signature.toString("base64url")}`, expiresInSeconds: String(ID_TOKEN_TTL_SECONDS) };
  }

  async verify(token: string): Promise<IdTokenClaims> {
    const signature = token.slice(token.lastIndexOf(".") + 1);
    const cached = this.cache.get(signature);
    const nowSeconds = this.ctx.clock().getTime() / 1000;
    // The whole token must match: a token that reuses a signature under other claims is verified afresh.
    if (cached !== undefined && cached.token === token) {
      if (cached.claims.exp > nowSeconds) return cached.claims;
      this.cache.delete(signature);
    }
    if (token.length > 4096) throw unauthenticated();
    const keys = await this.loadKeys();
    let claims: IdTokenClaims;
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys.publicKey, {
        algorithms: ["ES256"],
        issuer: this.issuer,
        audience: this.audience,
        requiredClaims: ["exp", "iat", "sub", "jti"],
        currentDate: this.ctx.clock(),
      });
      if (protectedHeader.kid !== undefined && protectedHeader.kid !== keys.kid) throw unauthenticated();
      if (typeof payload.org !== "string" || typeof payload.gen !== "number") throw unauthenticated();
      const maxLifetime = this.options.maxLifetimeSeconds ?? ID_TOKEN_TTL_SECONDS;
      if (payload.exp! - payload.iat! > maxLifetime || payload.iat! > nowSeconds + CLOCK_SKEW_SECONDS) throw unauthenticated();
      claims = { sub: payload.sub!, org: payload.org, gen: payload.gen, jti: payload.jti!, exp: payload.exp! };
    } catch (error) {
      // The reason stays on the error (for the challenge and a debug line), never in the message.
      throw new AccessPlaneError("unauthenticated", unauthenticated().message, { cause: error });
    }
    this.cache.set(signature, { token, claims }, { ttl: Math.max(1, Math.floor((claims.exp - nowSeconds) * 1000)) });
    return claims;
  }

  async publicJwk(): Promise<JWK> {
    const keys = await this.loadKeys();
    return { ...(await exportJWK(keys.publicKey)), kid: keys.kid, alg: "ES256", use: "sig" };
  }

  private loadKeys(): Promise<Keys> {
    this.keys ??= this.readOrCreateKeys().catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  private async readOrCreateKeys(): Promise<Keys> {
    if (this.options.signingKeyPem !== undefined) {
      const privateKey = await importPKCS8(this.options.signingKeyPem, "ES256", { extractable: true });
      return fromPrivateJwk(await exportJWK(privateKey));
    }
    const stored = await this.ctx.store.get("system", GLOBAL_SCOPE, KEY_RECORD_ID);
    if (stored !== undefined) return fromPrivateJwk(stored.value.jwk as JWK);
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = await exportJWK(privateKey);
    const at = this.ctx.clock().toISOString();
    const record: SystemRecord = { id: KEY_RECORD_ID, createdAt: at, updatedAt: at, value: { jwk } };
    try {
      await this.ctx.store.commit({ ops: [ops.insert("system", GLOBAL_SCOPE, record)] });
      return fromPrivateJwk(jwk);
    } catch (error) {
      // Another process made the key first: use theirs.
      if (!isAccessPlaneError(error, "already_exists")) throw error;
      const theirs = await this.ctx.store.get("system", GLOBAL_SCOPE, KEY_RECORD_ID);
      if (theirs === undefined) throw error;
      return fromPrivateJwk(theirs.value.jwk as JWK);
    }
  }
}

async function fromPrivateJwk(jwk: JWK): Promise<Keys> {
  const { d: _d, ...publicJwk } = jwk;
  if (jwk.kty !== "EC" || jwk.crv !== "P-256" || typeof jwk.d !== "string") {
    throw new TypeError("the ID-token signing key must be an EC P-256 private key");
  }
  const kid = await calculateJwkThumbprint(publicJwk, "sha256");
  return {
    signingKey: createPrivateKey({ key: jwk as import("node:crypto").JsonWebKey, format: "jwk" }),
    publicKey: await importJWK(publicJwk, "ES256"),
    kid,
    header: Buffer.from(JSON.stringify({ alg: "ES256", kid, typ: "JWT" })).toString("base64url"),
  };
}

/** The one 401 every authentication failure gets. */
export function unauthenticated(): AccessPlaneError {
  return new AccessPlaneError("unauthenticated", "authentication required: a valid, current token is needed");
}
