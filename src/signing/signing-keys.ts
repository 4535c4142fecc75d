/**
 * The proxy's attestation signing keys: the first signs, all are published. Without a configured key
 * an ephemeral P-256 key is generated at start; it signs but is never published, and its public key is
 * written to the log once. `reload()` swaps in a new bundle atomically (or keeps the old one when the
 * new one does not load), so rotation needs no restart.
 */
import { createHash, generateKeyPairSync, randomUUID } from "node:crypto";
import { SignJWT, type JWK } from "jose";
import type { Logger } from "../logger.js";
import { hasSigningKeyConfig, loadSigningKeys, parseSigningKeys, SigningKeyError, type SigningKey, type SigningKeyConfig } from "./load.js";

/** Lifetime of an attestation JWT, seconds. */
export const ATTESTATION_TTL_SECONDS = 300;

/** What an attestation says about the user of one request. */
export interface AttestationInput {
  /** The route's host (`app.example.com`), which becomes `iss` and `aud`. */
  host: string;
  /** The user's id: `sub` and `user`. */
  user: string;
  email: string;
  /** The user's groups; never null in the token. */
  groups?: string[] | null;
  /** The session id: `sid`. */
  sessionId: string;
  name: string;
  /** `hostOnly` (default): `iss` is the host; `uri`: `https://<host>/`. `aud` is the host either way, as the proxy sets it. */
  issuerFormat?: "hostOnly" | "uri";
}

/** What a service account's token says: who the proxy sees, and for how long. */
export interface ServiceAccountTokenInput {
  /** The service account's id: `jti`, the id the proxy looks the account up by. */
  id: string;
  /** The user id the proxy's policies see: `sub`. */
  userId: string;
  /** When the account was created: `iat`. */
  issuedAt: string;
  /** When the account expires: `exp` (absent: the token does not expire). */
  expiresAt?: string;
}

/** The published key set, encoded once per key change. */
export interface EncodedKeySet {
  json: string;
  /** Strong ETag over the body. */
  etag: string;
}

interface State {
  keys: SigningKey[];
  /** The key that signs: the first configured one, or the ephemeral one. */
  signer: SigningKey;
  published: EncodedKeySet;
}

/** The signing keys of one control plane. */
export class SigningKeys {
  private state: State;

  private constructor(
    state: State,
    private readonly config: SigningKeyConfig | undefined,
    private readonly logger: Logger,
  ) {
    this.state = state;
  }

  /**
   * Loads the configured keys, or makes an ephemeral one (logging its public key once).
   * @throws SigningKeyError when the configuration names keys that cannot be used.
   */
  static async create(config: SigningKeyConfig | undefined, logger: Logger): Promise<SigningKeys> {
    if (config !== undefined && hasSigningKeyConfig(config)) {
      const keys = await loadSigningKeys(config);
      return new SigningKeys(stateOf(keys), config, logger);
    }
    return new SigningKeys(await ephemeralState(logger), config, logger);
  }

  /** Keys from key data given directly (PEM or base64 of PEM). */
  static async fromData(data: string, logger: Logger): Promise<SigningKeys> {
    return new SigningKeys(stateOf(await parseSigningKeys(data)), { signingKey: data }, logger);
  }

  /** The public halves of every configured key, signing key first (empty with an ephemeral key). */
  publicKeys(): JWK[] {
    return this.state.keys.map((key) => ({ ...key.publicJwk }));
  }

  /** The key set as the endpoint serves it. */
  encodedKeySet(): EncodedKeySet {
    return this.state.published;
  }

  /** The `kid` of the key that signs. */
  get signingKid(): string {
    return this.state.signer.kid;
  }

  /** Whether the signing key is ephemeral (no key configured). */
  get ephemeral(): boolean {
    return this.state.keys.length === 0;
  }

  /** Signs an attestation JWT with the first key, through jose. */
  async signAttestation(input: AttestationInput, now: Date = new Date()): Promise<string> {
    const signer = this.state.signer;
    const issuer = input.issuerFormat === "uri" ? `https://${input.host}/` : input.host;
    const iat = Math.floor(now.getTime() / 1000);
    return (
      new SignJWT({
        user: input.user,
        email: input.email,
        groups: input.groups ?? [],
        sid: input.sessionId,
        name: input.name,
      })
        .setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: "JWT" })
        .setIssuer(issuer)
        // The proxy's audience is the bare host whatever the issuer format.
        .setAudience(input.host)
        .setSubject(input.user)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + ATTESTATION_TTL_SECONDS)
        .sign(signer.privateKey)
    );
  }

  /**
   * Signs a service account's token with the first key. Its claims depend only on the account, so a
   * token read again (`getServiceAccountToken`) says the same; it is signed by the current key, so after
   * a rotation it verifies against the published key set as the proxy fetches it.
   */
  async signServiceAccountToken(input: ServiceAccountTokenInput): Promise<string> {
    const signer = this.state.signer;
    const jwt = new SignJWT({})
      .setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: "JWT" })
      .setSubject(input.userId)
      .setJti(input.id)
      .setIssuedAt(Math.floor(Date.parse(input.issuedAt) / 1000));
    if (input.expiresAt !== undefined) jwt.setExpirationTime(Math.floor(Date.parse(input.expiresAt) / 1000));
    return jwt.sign(signer.privateKey);
  }

  /**
   * Loads the configuration again (or `data`, when given) and switches to it at once. When the new keys
   * do not load, the current ones stay and the error is thrown.
   */
  async reload(data?: string): Promise<void> {
    let keys: SigningKey[];
    if (data !== undefined) keys = await parseSigningKeys(data);
    else if (this.config !== undefined && hasSigningKeyConfig(this.config)) keys = await loadSigningKeys(this.config);
    else throw new SigningKeyError("no signing key is configured, so there is nothing to reload");
    const before = this.state.keys.map((k) => k.kid);
    this.state = stateOf(keys);
    this.logger.info({ kids: keys.map((k) => k.kid), previousKids: before }, "signing keys reloaded");
  }
}

function stateOf(keys: SigningKey[]): State {
  if (keys.length === 0) throw new SigningKeyError("no signing key found");
  return { keys, signer: keys[0]!, published: encode(keys.map((k) => k.publicJwk)) };
}

async function ephemeralState(logger: Logger): Promise<State> {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const [key] = await parseSigningKeys(pem);
  const spki = publicKey.export({ type: "spki", format: "pem" }).toString();
  logger.info(
    {
      publicKey: Buffer.from(spki).toString("base64"),
      kid: key!.kid,
    },
    "no signing key configured: using an ephemeral P-256 key, which is not published",
  );
  return { keys: [], signer: key!, published: encode([]) };
}

function encode(keys: JWK[]): EncodedKeySet {
  const json = JSON.stringify({ keys });
  return { json, etag: `"${createHash("sha256").update(json).digest("base64url")}"` };
}
