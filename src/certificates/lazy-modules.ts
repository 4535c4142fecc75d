/**
 * The ASN.1 packages, loaded when the first private key is read (certificates are read by der.ts):
 * they are about half the cold import time of the library, and most processes never read one.
 * `loadCertificateSupport` loads them with literal dynamic imports, which bundlers (esbuild, Next.js,
 * Lambda packagers) follow into the bundle; key-pair writes await it, and `createControlPlane` awaits
 * it before it returns the plane (their evaluation, one synchronous stretch, would otherwise fall
 * among the first requests served). A synchronous read before it finished falls back to `require`,
 * which works wherever the packages are installed.
 */
import { createRequire } from "node:module";
import type * as Asn1Ecc from "@peculiar/asn1-ecc";
import type * as Asn1Pkcs8 from "@peculiar/asn1-pkcs8";
import type * as Asn1Rsa from "@peculiar/asn1-rsa";
import type * as Asn1Schema from "@peculiar/asn1-schema";

/** The ASN.1 packages the private-key reader uses. */
interface Asn1Modules {
  schema: typeof Asn1Schema;
  ecc: typeof Asn1Ecc;
  pkcs8: typeof Asn1Pkcs8;
  rsa: typeof Asn1Rsa;
}

let loaded: Asn1Modules | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads what reading private keys needs (once): the library awaits it where it reads them. Reading
 * certificates (key pairs, `client_certificate` criteria of {@link evaluatePpl}) needs nothing loaded;
 * awaiting it before them, as earlier versions asked of bundled applications, is harmless.
 */
export function loadCertificateSupport(): Promise<void> {
  return (loading ??= Promise.all([
    import("@peculiar/asn1-schema"),
    import("@peculiar/asn1-ecc"),
    import("@peculiar/asn1-pkcs8"),
    import("@peculiar/asn1-rsa"),
  ]).then(([schema, ecc, pkcs8, rsa]) => {
    loaded ??= { schema, ecc, pkcs8, rsa };
  }));
}

/** The ASN.1 packages: those {@link loadCertificateSupport} loaded, or now by `require`. */
export function asn1Modules(): Asn1Modules {
  if (loaded !== undefined) return loaded;
  const require = createRequire(import.meta.url);
  try {
    loaded = {
      schema: require("@peculiar/asn1-schema") as typeof Asn1Schema,
      ecc: require("@peculiar/asn1-ecc") as typeof Asn1Ecc,
      pkcs8: require("@peculiar/asn1-pkcs8") as typeof Asn1Pkcs8,
      rsa: require("@peculiar/asn1-rsa") as typeof Asn1Rsa,
    };
  } catch (error) {
    throw new Error(
      "certificates were read before their support loaded: await loadCertificateSupport() first (in a bundle, packages cannot be required at run time)",
      {
        cause: error,
      },
    );
  }
  return loaded;
}
