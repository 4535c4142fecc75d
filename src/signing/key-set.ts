import type { JWK } from "jose";

/**
 * The public halves of the configured attestation signing keys, as the key-set endpoint publishes
 * them. With no key configured the set is empty (an ephemeral key is never published).
 */
export class SigningKeySet {
  private readonly keys: readonly JWK[];

  constructor(publicKeys: readonly JWK[] = []) {
    // Only public members may ever be published.
    this.keys = publicKeys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, k: _k, ...rest }) => rest);
  }

  /** The JWKs to publish, signing key first. */
  publicKeys(): JWK[] {
    return this.keys.map((key) => ({ ...key }));
  }
}
