/**
 * Encryption of secrets at rest: AES-256-GCM envelopes under key-encryption keys the embedding
 * application supplies. The first key encrypts; every listed key decrypts, so keys rotate by putting
 * the new key first and keeping the old one until every secret was written again.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { AccessPlaneError } from "../errors.js";

/** Keys that encrypt secrets at rest. */
export interface SecretsOptions {
  /**
   * 256-bit keys, as base64 text or bytes. The first encrypts new secrets; all of them decrypt.
   * Generate one with `openssl rand -base64 32`.
   */
  keys: readonly (string | Uint8Array)[];
}

/** Envelope prefixes: a string secret, or a JSON value (such as a JWK) sealed as its JSON text. */
const STRING_PREFIX = "apenc:v1:";
const JSON_PREFIX = "apencj:v1:";

interface Key {
  id: string;
  bytes: Buffer;
}

/** Seals and opens secrets. */
export class SecretBox {
  private readonly keys: Key[];

  private constructor(keys: Key[]) {
    this.keys = keys;
  }

  /** A box over the configured keys; throws `TypeError` for a key that is not 32 bytes. */
  static create(options: SecretsOptions): SecretBox {
    if (options.keys.length === 0) throw new TypeError("secrets.keys needs at least one key");
    return new SecretBox(
      options.keys.map((key, i) => {
        const bytes = typeof key === "string" ? Buffer.from(key.trim(), "base64") : Buffer.from(key);
        if (bytes.length !== 32) throw new TypeError(`secrets.keys[${i}] must be 32 bytes (base64 of 32 random bytes), not ${bytes.length}`);
        return { id: createHash("sha256").update(bytes).digest("hex").slice(0, 16), bytes };
      }),
    );
  }

  /** Whether a stored value is an envelope. */
  static isSealed(value: unknown): boolean {
    return typeof value === "string" && (value.startsWith(STRING_PREFIX) || value.startsWith(JSON_PREFIX));
  }

  /** The id of the key an envelope was sealed with (the first 16 hex digits of the key's SHA-256); undefined for a plain value. */
  static keyIdOf(value: unknown): string | undefined {
    if (!SecretBox.isSealed(value)) return undefined;
    const text = value as string;
    return text.slice(text.startsWith(JSON_PREFIX) ? JSON_PREFIX.length : STRING_PREFIX.length).split(":")[0];
  }

  /** The ids of the configured keys, the encrypting one first. */
  get keyIds(): string[] {
    return this.keys.map((key) => key.id);
  }

  /** Whether a stored value is sealed with the first (encrypting) key; plain values and older keys are not. */
  isCurrent(value: unknown): boolean {
    if (!SecretBox.isSealed(value)) return false;
    const text = value as string;
    const rest = text.slice(text.startsWith(JSON_PREFIX) ? JSON_PREFIX.length : STRING_PREFIX.length);
    return rest.startsWith(`${this.keys[0]!.id}:`);
  }

  /** Seals a string, or any JSON value as its JSON text. */
  seal(value: unknown): string {
    const json = typeof value !== "string";
    const plain = Buffer.from(json ? JSON.stringify(value) : value, "utf8");
    const key = this.keys[0]!;
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const parts = [key.id, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")];
    return (json ? JSON_PREFIX : STRING_PREFIX) + parts.join(":");
  }

  /** Opens an envelope; a value that is not one (written before keys were configured) is returned as is. */
  open(value: unknown): unknown {
    if (!SecretBox.isSealed(value)) return value;
    const text = value as string;
    const json = text.startsWith(JSON_PREFIX);
    const [id, iv, tag, body] = text.slice(json ? JSON_PREFIX.length : STRING_PREFIX.length).split(":");
    const key = this.keys.find((k) => k.id === id);
    if (key === undefined || iv === undefined || tag === undefined || body === undefined) {
      throw new AccessPlaneError("internal", "a stored secret is sealed with a key that is not configured in secrets.keys");
    }
    try {
      const decipher = createDecipheriv("aes-256-gcm", key.bytes, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      return json ? JSON.parse(plain) : plain;
    } catch {
      throw new AccessPlaneError("internal", "a stored secret failed its integrity check and cannot be decrypted");
    }
  }
}
