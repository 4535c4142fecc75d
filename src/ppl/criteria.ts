/**
 * The criteria of the policy language as the proxy evaluates them (docs/policy-simulator.md). Each
 * criterion compiles its data once into a function of a prepared request; the function answers the
 * criterion's value and reasons exactly as the proxy's generated Rego does, including its edges: the
 * criterion's condition is tried first, and only when it fails does a missing session turn the answer
 * into `user-unauthenticated`.
 */
import { createHash } from "node:crypto";
import type { PplRequestContext } from "../domain/policy-evaluation.js";
import { certificateInfo, parseCertificate, subjectPublicKeyInfo } from "../certificates/info.js";
import { certificateBlocks } from "../certificates/pem.js";
import { isFalsy } from "./matchers.js";
import { checkUserCertificate, parseAuthorizedKey, type AuthorizedKey } from "./ssh.js";

/** A criterion's answer. */
export interface CriterionResult {
  value: boolean;
  reasons: string[];
  note?: string;
}

/** The leaf certificate's facts the criteria read, or why there are none. */
interface DerivedCertificate {
  fingerprint: string;
  spkiHash: string;
  sanEmail: string[];
  sanDns: string[];
  sanUri: string[];
}

/** A request context prepared once for all criteria. */
export class PreparedRequest {
  readonly headers = new Map<string, string[]>();
  private certificate?: DerivedCertificate | { error: string };

  constructor(
    readonly context: PplRequestContext,
    readonly now: Date,
  ) {
    for (const [name, value] of Object.entries(context.headers ?? {})) {
      const values = typeof value === "string" ? [value] : value;
      const key = name.toLowerCase();
      this.headers.set(key, [...(this.headers.get(key) ?? []), ...values]);
    }
  }

  /** A session exists. */
  get hasSession(): boolean {
    return this.context.user !== undefined;
  }

  /** The session's user id; `undefined` without a session or user (the proxy's field is then absent). */
  get userId(): string | undefined {
    const id = this.context.user?.id;
    return id === undefined || id === "" ? undefined : id;
  }

  /** The email as the proxy resolves it: `""` when there is none. */
  get email(): string {
    return this.context.user?.email ?? "";
  }

  /** The claim values at a name: exact name first, then a walk of 2 to 5 segments split on `/` and `.`. */
  claim(name: string): unknown {
    const claims = this.context.user?.claims ?? {};
    if (Object.hasOwn(claims, name)) return claims[name];
    const segments = name.replaceAll(".", "/").split("/");
    if (segments.length < 2 || segments.length > 5) return [];
    let current: unknown = claims;
    for (const segment of segments) {
      if (current === null || typeof current !== "object" || Array.isArray(current) || !Object.hasOwn(current, segment)) return [];
      current = (current as Record<string, unknown>)[segment];
    }
    return current;
  }

  /** The leaf's fingerprint, SPKI hash and SANs, or why it cannot be read. */
  leaf(): DerivedCertificate | { error: string } {
    if (this.certificate !== undefined) return this.certificate;
    const pem = this.context.clientCertificate?.leaf?.trim() ?? "";
    if (pem === "") return (this.certificate = { error: "no leaf certificate in the request" });
    try {
      const der = certificateBlocks(pem)[0];
      if (der === undefined) return (this.certificate = { error: "the leaf is not a PEM certificate" });
      const cert = parseCertificate(der, 1);
      const info = certificateInfo(cert, 1);
      this.certificate = {
        fingerprint: createHash("sha256").update(der).digest("hex"),
        spkiHash: createHash("sha256").update(subjectPublicKeyInfo(cert)).digest("base64"),
        sanEmail: info.emailAddresses,
        sanDns: info.dnsNames,
        sanUri: info.uris,
      };
    } catch {
      this.certificate = { error: "the leaf PEM does not parse as an X.509 certificate" };
    }
    return this.certificate;
  }
}

/** A compiled criterion. */
export type CriterionFn = (request: PreparedRequest) => CriterionResult;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** JSON equality, as Rego compares. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A compiled string matcher: `undefined` on the left fails every operator (Rego's undefined). */
type StringTest = (value: unknown) => boolean;

/** Compiles a string matcher: a bare value means `is`; the operators of an object are AND-ed. */
function compileStringMatcher(data: unknown): StringTest {
  const conditions: StringTest[] = [];
  const operators = isObject(data) ? Object.entries(data) : [["is", data] as const];
  for (const [operator, operand] of operators) {
    switch (operator) {
      case "is":
        conditions.push((v) => jsonEqual(v, operand));
        break;
      case "not":
        conditions.push((v) => !jsonEqual(v, operand));
        break;
      case "contains":
        conditions.push((v) => typeof v === "string" && typeof operand === "string" && v.includes(operand));
        break;
      case "starts_with":
        conditions.push((v) => typeof v === "string" && typeof operand === "string" && v.startsWith(operand));
        break;
      case "ends_with":
        conditions.push((v) => typeof v === "string" && typeof operand === "string" && v.endsWith(operand));
        break;
      case "in":
        conditions.push((v) => (operand as unknown[]).some((item) => jsonEqual(item, v)));
        break;
      case "not_in":
        conditions.push((v) => !(operand as unknown[]).some((item) => jsonEqual(item, v)));
        break;
      default:
        throw new Error(`unknown string matcher operator: ${operator}`);
    }
  }
  return (value) => value !== undefined && conditions.every((test) => test(value));
}

/**
 * Whether a string matcher holds for an undefined value, as the proxy's Rego decides it: only `not_in`
 * (a count of matches that is zero) holds; every other operator is undefined, so false.
 */
function holdsForUndefined(data: unknown): boolean {
  return isObject(data) && Object.keys(data).length > 0 && Object.keys(data).every((operator) => operator === "not_in");
}

/** The elements Rego iterates in a value: an array's items, an object's values, nothing in a scalar. */
function elementsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return isObject(value) ? Object.values(value) : [];
}

/** Compiles a string-list matcher: a bare value means `has`; `has`, `is`, `exclude` AND-ed. */
function compileStringListMatcher(data: unknown): (list: unknown) => boolean {
  const conditions: ((items: unknown[]) => boolean)[] = [];
  const operators = isObject(data) ? Object.entries(data) : [["has", data] as const];
  for (const [operator, operand] of operators) {
    const has = (items: unknown[]) => items.some((item) => jsonEqual(item, operand));
    if (operator === "has") conditions.push(has);
    else if (operator === "is") conditions.push((items) => items.length === 1 && has(items));
    else if (operator === "exclude") conditions.push((items) => !has(items));
    else throw new Error(`unknown string list matcher operator: ${operator}`);
  }
  // Rego iterates a list's items and an object's values (claims that are objects match on their
  // values); a scalar has no elements.
  return (list) => {
    const items = elementsOf(list);
    return conditions.every((test) => test(items));
  };
}

const result = (value: boolean, reason: string | undefined, note?: string): CriterionResult => ({
  value,
  reasons: reason === undefined ? [] : [reason],
  ...(note === undefined ? {} : { note }),
});

/** A criterion that needs no session: its condition, then its pass or fail reason. */
function plain(pass: string | undefined, fail: string | undefined, test: (request: PreparedRequest) => boolean): CriterionFn {
  return (request) => (test(request) ? result(true, pass) : result(false, fail));
}

/** A session criterion: the condition first; when it fails, `user-unauthenticated` without a session. */
function session(pass: string, fail: string, test: (request: PreparedRequest) => boolean): CriterionFn {
  return (request) => {
    if (test(request)) return result(true, pass);
    return request.hasSession ? result(false, fail) : result(false, "user-unauthenticated");
  };
}

/** Parses an IP address to bytes: 4 for IPv4 and IPv4-mapped IPv6 (as Go's `To4`), else 16. */
function ipBytes(text: string): Uint8Array | undefined {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4 !== null) {
    const parts = v4.slice(1).map(Number);
    return parts.every((p) => p <= 255) ? Uint8Array.from(parts) : undefined;
  }
  if (!text.includes(":")) return undefined;
  let address = text;
  let tail: number[] = [];
  const embedded = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (embedded !== null) {
    const four = ipBytes(embedded[2]!);
    if (four === undefined) return undefined;
    tail = [(four[0]! << 8) | four[1]!, (four[2]! << 8) | four[3]!];
    address = embedded[1]!.endsWith("::") ? embedded[1]! : embedded[1]!.slice(0, -1);
  }
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const words = (part: string) => (part === "" ? [] : part.split(":"));
  const head = words(halves[0]!);
  const rest = halves.length === 2 ? words(halves[1]!) : [];
  if ([...head, ...rest].some((w) => !/^[0-9a-fA-F]{1,4}$/.test(w))) return undefined;
  const missing = 8 - head.length - rest.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head.map((w) => parseInt(w, 16)), ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...rest.map((w) => parseInt(w, 16)), ...tail];
  const bytes = new Uint8Array(16);
  all.forEach((word, index) => {
    bytes[index * 2] = word >> 8;
    bytes[index * 2 + 1] = word & 0xff;
  });
  const mapped = bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

/** A CIDR range as Go's `net.IPNet.Contains` sees it (an IPv4-mapped network is an IPv4 one). */
function compileCidr(text: string): (ip: Uint8Array) => boolean {
  const slash = text.indexOf("/");
  const address = slash < 0 ? text : text.slice(0, slash);
  const network = ipBytes(address)!;
  const written = slash < 0 ? undefined : Number(text.slice(slash + 1));
  const isV6Text = address.includes(":");
  // A mapped network written in IPv6 keeps its prefix relative to 128 bits; Go masks the last 32.
  let bits = written ?? network.length * 8;
  if (network.length === 4 && isV6Text && written !== undefined) bits = Math.max(0, written - 96);
  return (ip) => {
    if (ip.length !== network.length) return false;
    for (let bit = 0; bit < bits; bit++) {
      const mask = 0x80 >> (bit % 8);
      if ((ip[bit >> 3]! & mask) !== (network[bit >> 3]! & mask)) return false;
    }
    return true;
  };
}

const oneOrMany = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data]);

/** The fingerprint as the proxy compares it: 64 lower-case hex. */
const canonicalFingerprint = (value: string) => value.replaceAll(":", "").toLowerCase();

function compileClientCertificate(data: unknown): CriterionFn {
  const conditions: ((leaf: DerivedCertificate) => boolean)[] = [];
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === "fingerprint") {
      const allowed = new Set(oneOrMany(value).map((v) => canonicalFingerprint(String(v))));
      conditions.push((leaf) => allowed.has(leaf.fingerprint));
    } else if (key === "spki_hash") {
      const allowed = new Set(oneOrMany(value).map(String));
      conditions.push((leaf) => allowed.has(leaf.spkiHash));
    } else {
      // Each SAN operator is existential over the SAN list; `not_in` holds only if no SAN is in the list.
      const list = key === "san_email" ? "sanEmail" : key === "san_dns" ? "sanDns" : "sanUri";
      const operators = isObject(value) ? Object.entries(value) : [["is", value] as const];
      for (const [operator, operand] of operators) {
        if (operator === "not_in") {
          const excluded = operand as unknown[];
          conditions.push((leaf) => !leaf[list].some((san) => excluded.some((item) => jsonEqual(item, san))));
        } else {
          const test = compileStringMatcher({ [operator]: operand });
          conditions.push((leaf) => leaf[list].some(test));
        }
      }
    }
  }
  return (request) => {
    const leaf = request.leaf();
    if ("error" in leaf) return result(false, "client-certificate-unauthorized", leaf.error);
    return conditions.every((test) => test(leaf)) ? result(true, "client-certificate-ok") : result(false, "client-certificate-unauthorized");
  };
}

function compileDevice(data: unknown): CriterionFn {
  const options = data as { approved?: unknown; is?: string; type?: string };
  // Read by truthiness, as the proxy's parser does (`"false"` is truthy); a missing field is neither.
  const mustBeApproved = "approved" in options && !isFalsy(options.approved);
  const mustNotBeApproved = "approved" in options && isFalsy(options.approved);
  const deviceType = options.type ?? "any";
  return (request) => {
    const credential = (request.context.device?.credentials ?? []).find((c) => (c.typeId ?? "any") === deviceType);
    // The credential record exists unless the request says it does not; the enrollment exists when given.
    const record = credential !== undefined && credential.exists !== false && (credential.id ?? "") !== "" ? credential : undefined;
    const enrollment = record?.enrollment;
    const approved = enrollment?.approved === true;
    let pass = true;
    if (mustBeApproved) pass &&= approved;
    if (mustNotBeApproved) pass &&= !approved;
    if (options.is !== undefined) pass &&= record?.id === options.is;
    if (options.type !== undefined) pass &&= record !== undefined;
    if (pass) return result(true, "device-ok");
    if (!request.hasSession) return result(false, "user-unauthenticated");
    if (record === undefined || enrollment === undefined)
      return result(
        false,
        "device-unauthenticated",
        record === undefined ? `no ${deviceType} device credential with a record` : "the credential has no enrollment",
      );
    return result(false, "device-unauthorized");
  };
}

function compileSshKeys(data: unknown): AuthorizedKey[] {
  return oneOrMany(data).map((line) => parseAuthorizedKey(String(line))!);
}

/** Criteria the open-source proxy does not register: reported, never evaluated. */
export const UNSUPPORTED_CRITERIA: ReadonlySet<string> = new Set(["date", "day_of_week", "time_of_day", "record"]);

type CriterionCompiler = (data: unknown, subPath: string) => CriterionFn;

/** Every criterion the proxy registers. The data was checked by the validator before compiling. */
export const CRITERIA: Readonly<Record<string, CriterionCompiler>> = {
  accept: () => plain("accept", undefined, () => true),
  reject: () => plain(undefined, "reject", () => false),
  authenticated_user: () => session("user-ok", "user-unauthorized", (r) => r.userId !== undefined),
  user: (data) => {
    const test = compileStringMatcher(data);
    return session("user-ok", "user-unauthorized", (r) => test(r.userId));
  },
  email: (data) => {
    const test = compileStringMatcher(data);
    return session("email-ok", "email-unauthorized", (r) => test(r.email));
  },
  domain: (data) => {
    const test = compileStringMatcher(data);
    // The proxy's domain is `split(email, "@")[1]`: the part after the first "@", up to a second one.
    return session("domain-ok", "domain-unauthorized", (r) => {
      const domain = r.email.split("@")[1];
      return domain !== undefined && test(domain);
    });
  },
  // The directory record is looked up by the user id: without one, the condition is undefined (false).
  groups: (data) => {
    const test = compileStringListMatcher(data);
    return session("groups-ok", "groups-unauthorized", (r) => r.userId !== undefined && test(r.context.user?.groups ?? []));
  },
  claim: (data, subPath) => {
    const test = compileStringListMatcher(data);
    return session("claim-ok", "claim-unauthorized", (r) => test(r.claim(subPath)));
  },
  http_method: (data) => {
    const test = compileStringMatcher(data);
    return plain("http-method-ok", "http-method-unauthorized", (r) => test(r.context.method ?? ""));
  },
  http_path: (data) => {
    const test = compileStringMatcher(data);
    return plain("http-path-ok", "http-path-unauthorized", (r) => test(r.context.path ?? ""));
  },
  source_ip: (data) => {
    const ranges = oneOrMany(data).map((cidr) => compileCidr(String(cidr)));
    return plain("source-ip-ok", "source-ip-unauthorized", (r) => {
      const ip = r.context.ip === undefined ? undefined : ipBytes(r.context.ip);
      return ip !== undefined && ranges.some((contains) => contains(ip));
    });
  },
  cors_preflight: () =>
    plain("cors-request", "non-cors-request", (r) => {
      const present = (name: string) => (r.headers.get(name) ?? []).some((value) => value.length > 0);
      return r.context.method === "OPTIONS" && present("access-control-request-method") && present("origin");
    }),
  client_certificate: (data) => compileClientCertificate(data),
  invalid_client_certificate: () => (r) => {
    const certificate = r.context.clientCertificate;
    if (certificate?.valid === true) return result(false, "valid-client-certificate");
    if (certificate?.presented !== true) return result(true, "client-certificate-required");
    return result(true, "invalid-client-certificate");
  },
  device: (data) => compileDevice(data),
  mcp_tool: (data) => {
    const test = compileStringMatcher(data);
    // A tool call without a tool name: only `not_in` holds (its count of matches is zero).
    const withoutName = holdsForUndefined(data);
    return (r) => {
      if (r.context.mcp?.method !== "tools/call") return result(false, "mcp-not-a-tool-call");
      const name = r.context.mcp.toolCall?.name;
      return (name === undefined ? withoutName : test(name)) ? result(true, "mcp-tool-match") : result(false, "mcp-tool-no-match");
    };
  },
  // The proxy's input always has `ssh.username`: "" for a request that is not SSH.
  ssh_username: (data) => {
    const test = compileStringMatcher(data);
    return plain("ssh-username-ok", "ssh-username-unauthorized", (r) => test(r.context.ssh?.username ?? ""));
  },
  ssh_username_matches_email: () =>
    session("ssh-username-ok", "ssh-username-unauthorized", (r) => {
      const username = r.context.ssh?.username;
      return username !== undefined && username === r.email.split("@")[0];
    }),
  ssh_username_matches_claim: (data) => {
    const name = String(data);
    return session("ssh-username-ok", "ssh-username-unauthorized", (r) => {
      const values = r.claim(name);
      const username = r.context.ssh?.username;
      return username !== undefined && Array.isArray(values) && values.some((value) => value === username);
    });
  },
  ssh_publickey: (data) => {
    const keys = compileSshKeys(data).map((key) => key.blob.toString("base64"));
    return plain("ssh-publickey-ok", "ssh-publickey-unauthorized", (r) => {
      const offered = r.context.ssh?.publickey;
      return offered !== undefined && keys.includes(offered);
    });
  },
  ssh_ca: (data) => {
    const authorities = compileSshKeys(data);
    return (r) => {
      const offered = r.context.ssh?.publickey;
      if (offered === undefined) return result(false, "ssh-publickey-unauthorized", "no SSH key offered");
      const problem = checkUserCertificate(offered, r.context.ssh?.username ?? "", authorities, r.now);
      return problem === undefined ? result(true, "ssh-publickey-ok") : result(false, "ssh-publickey-unauthorized", problem);
    };
  },
};
