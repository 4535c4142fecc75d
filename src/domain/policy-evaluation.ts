/**
 * The policy simulator's wire types: a request context as the proxy sees it when it evaluates a policy,
 * the evaluation's result with its trace, and the body of `POST .../policies/evaluate`.
 * The validators and the OpenAPI schemas are generated from these types (`npm run generate`).
 */
import type { tags } from "@typia/interface";

/** A header value: one string, or several (a header with an empty value counts as absent). */
export type PplHeaderValue = (string & tags.MaxLength<8192>) | (string & tags.MaxLength<8192>)[];

/** A device credential of the session, flattened with its credential and enrollment records. */
export interface PplDeviceCredential {
  /** Device type id; `any` (the proxy's default type) when omitted. */
  typeId?: string & tags.MaxLength<256>;
  /** Credential id. */
  id?: string & tags.MaxLength<256>;
  /** Whether the credential's record exists (default true); `false` = the session names a credential that has no record. */
  exists?: boolean;
  /** The enrollment of the credential; absent = no enrollment record. */
  enrollment?: {
    id?: string & tags.MaxLength<256>;
    /** Whether an administrator approved the enrollment. */
    approved?: boolean;
  };
}

/**
 * What the proxy knows about one request when it evaluates a policy. Every field is optional: a field
 * left out is what the proxy has when the request lacks it (no session, no certificate, ...).
 */
export interface PplRequestContext {
  /** Request method, case-sensitive (`GET`). */
  method?: string & tags.MaxLength<32>;
  /** Host header (no core criterion reads it). */
  host?: string & tags.MaxLength<1024>;
  /** URL path without the query (`/admin/users`). */
  path?: string & tags.MaxLength<8192>;
  /** The full URL (no core criterion reads it). */
  url?: string & tags.MaxLength<8192>;
  /** Request headers by name (names compare case-insensitively). */
  headers?: Record<string, PplHeaderValue>;
  /** Source address as the proxy sees it. */
  ip?: string & tags.MaxLength<64>;
  /** Session id from the cookie or bearer token (only internal `/.pomerium/` paths read it). */
  sessionId?: string & tags.MaxLength<1024>;
  /**
   * The signed-in user. Absent = no session (the session criteria answer `user-unauthenticated`);
   * present with no `id` = a session without a user.
   */
  user?: {
    /** User id (the identity provider's subject), what the `user` criterion compares. */
    id?: string & tags.MaxLength<1024>;
    /** Email: the directory's address when it has one, else the identity provider's. */
    email?: string & tags.MaxLength<1024>;
    /** Directory group ids (ids, not names), what the `groups` criterion reads. */
    groups?: (string & tags.MaxLength<1024>)[] & tags.MaxItems<10000>;
    /**
     * Claims of the session and the user (the user's win on a shared name). Each value is a list, as the
     * proxy stores them; nested objects are reached with `claim/a/b` or `claim/a.b`.
     */
    claims?: Record<string, unknown>;
  };
  /** Device credentials of the session, in order. */
  device?: { credentials?: PplDeviceCredential[] & tags.MaxItems<100> };
  /** The client certificate of the TLS connection. */
  clientCertificate?: {
    /** The client sent a certificate. */
    presented?: boolean;
    /** PEM of the leaf certificate; fingerprint, SPKI hash and SANs are read from it. */
    leaf?: string & tags.MaxLength<65536>;
    /**
     * Whether the certificate verified against the configured client CA (computed by the proxy before
     * the policy runs: true when no client CA is configured at all). Default false.
     */
    valid?: boolean;
  };
  /** An SSH connection: the login name and the offered key or certificate (base64 SSH wire format). */
  ssh?: { username?: string & tags.MaxLength<256>; publickey?: string & tags.MaxLength<65536> };
  /**
   * A workload JWT the request bears (`Authorization: Bearer`), as its provider verified it. In a route's
   * evaluation it is accepted when the route's bearer token format (its own, else the settings') is `jwt`,
   * a provider of the settings has its issuer and one of its audiences, and the route lists that provider
   * (or none); in the other evaluations it is accepted as given. Accepted, the request's session is the
   * token's: user id `sub`, email `email`, the token's claims (each value as a list, as the proxy stores
   * claims), no directory groups.
   */
  jwtBearer?: {
    issuer: string & tags.MaxLength<2048>;
    audiences?: (string & tags.MaxLength<1024>)[] & tags.MaxItems<64>;
    claims?: Record<string, unknown>;
  };
  /** An MCP request: its JSON-RPC method and the called tool. */
  mcp?: { method?: string & tags.MaxLength<256>; toolCall?: { name?: string & tags.MaxLength<256> } };
}

/** The proxy's decision for a request. */
export type PplOutcome = "allow" | "forbidden" | "login" | "device_enrollment" | "device_unauthorized" | "invalid_client_certificate" | "rejected" | "redirect";

/** A merged result: its value and the reasons of the inputs that decided it. */
export interface PplActionResult {
  value: boolean;
  /** Reason codes as the proxy logs them (`email-ok`, `user-unauthenticated`, ...), sorted. */
  reasons: string[];
}

/** One criterion as evaluated. */
export interface PplTraceEntry {
  /** The policy the criterion belongs to, when several are evaluated together. */
  policyId?: string;
  /** JSON Pointer of the criterion in its PPL document (`/allow/or/1`, `/0/deny/and/0`). */
  path: string;
  /** The criterion's name as written (`claim/groups`, `email`). */
  criterion: string;
  /** The criterion's own value (before a `not` or `nor` inverts it). */
  value: boolean;
  reasons: string[];
  /** Why the criterion answered as it did, when the reasons do not say (an unparsable PEM, a criterion the proxy lacks, ...). */
  note?: string;
}

/** The result of evaluating a PPL document for one request. */
export interface PplEvaluation {
  /**
   * What the proxy does: forwards (`allow`), answers 403 (`forbidden`), redirects to sign-in (`login`),
   * to device enrollment (`device_enrollment`), answers 450 (`device_unauthorized`) or 495
   * (`invalid_client_certificate`); or, before any policy, by the cluster's path rules (a route
   * evaluation only): answers 400 (`rejected`) or redirects to the unescaped path (`redirect`).
   */
  outcome: PplOutcome;
  /**
   * The path the proxy's policies saw, when its path rules changed the request's (normalised, slashes
   * merged, escaped slashes unescaped), or the one a `redirect` sends the client to.
   */
  path?: string;
  /** Why the proxy answered before any policy (`rejected`, `redirect`), or why it did not accept the request's bearer JWT. */
  note?: string;
  /** `outcome` is `allow`. */
  allowed: boolean;
  /** The `allow` rules, OR-ed. */
  allow: PplActionResult;
  /** The `deny` rules, OR-ed. */
  deny: PplActionResult;
  /** Every criterion evaluated, in document order. */
  trace: PplTraceEntry[];
  /**
   * Criteria the open-source proxy does not register (`date`, `day_of_week`, `time_of_day`, `record`):
   * they count as false here, and a stock proxy refuses a policy that uses them.
   */
  unsupportedCriteria: string[];
}

/** Results of a batch, in the order of the requests. */
export interface PplBatchEvaluation {
  results: PplEvaluation[];
}

/**
 * Body of `POST .../policies/evaluate`: exactly one of `ppl`, `policyIds` or `routeId`, and exactly one
 * of `request` or `requests`.
 */
export interface PolicyEvaluateRequest {
  /** A PPL document (one rule or a list) to evaluate as given. */
  ppl?: Record<string, unknown> | Record<string, unknown>[];
  /** Saved policies of the organization, evaluated together. */
  policyIds?: (string & tags.MinLength<1> & tags.MaxLength<64>)[] & tags.MinItems<1> & tags.MaxItems<100>;
  /** A route: its policies, the enforced policies above it, and the proxy's client-certificate rule when a client CA is configured. */
  routeId?: string & tags.MinLength<1> & tags.MaxLength<64>;
  /** With `routeId`: the saved entities (default) or the cluster's applied configuration. */
  config?: "saved" | "applied";
  /** With `routeId`, when the route's namespace belongs to several clusters: which one. */
  clusterId?: string & tags.MinLength<1> & tags.MaxLength<64>;
  /** One request context. */
  request?: PplRequestContext;
  /** Many request contexts, evaluated against the same document; results in order. */
  requests?: PplRequestContext[] & tags.MinItems<1> & tags.MaxItems<1000>;
  /**
   * Whether each result carries the trace of every criterion checked. By default it does for one
   * `request`, and does not for `requests` (their `trace` is empty): a batch's traces grow with
   * criteria × requests.
   */
  trace?: boolean;
}

/** Answer of `POST .../policies/evaluate`: one result, or `results` for `requests`. */
export type PolicyEvaluateResult = PplEvaluation | PplBatchEvaluation;
