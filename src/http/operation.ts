/**
 * The shape of one operation of the route table: data (id, method, path, capability, input) plus the
 * handler that calls a service.
 */
import type { IValidation } from "@typia/interface";
import type { Capability } from "../auth/roles.js";
import type { Actor } from "../services/context.js";
import type { Stored } from "../store/port.js";
import type { MembershipRecord, UserRecord } from "../store/records.js";
import type { InternalServices } from "../services/services.js";
/**
 * A component schema of the OpenAPI document: the name of a wire type listed in
 * `src/validation/sources/schemas.ts`. The document's generator fails on a name it does not know.
 */
type SchemaName = string;

/** What the OpenAPI document says of an operation, beyond what the route table already holds. */
interface OperationContract {
  /** Group of the operation in the document and the reference page. */
  tag:
    | "Identity"
    | "Organizations"
    | "Users and invites"
    | "Namespaces"
    | "Clusters and settings"
    | "Policies"
    | "Routes"
    | "Key pairs"
    | "Service accounts"
    | "Policy tests"
    | "Changesets"
    | "Activity"
    | "Meta";
  /** One line: what the operation does. */
  summary: string;
  /** More, when a line is not enough (roles, side effects, conditions). */
  description?: string;
  /** Schema of the JSON body (required whenever the operation takes one). */
  body?: SchemaName;
  /** Schema of the query parameters: an object type, one parameter per property. */
  query?: SchemaName;
  /** The success status and its body: a schema, a list of it, or any JSON object. */
  success: { status: 200 | 201 | 204; schema?: SchemaName; list?: boolean; anyObject?: boolean; yaml?: boolean };
  /** Answers 304 to a matching `If-None-Match`. */
  conditional?: boolean;
  /** Paged lists: `X-Total-Count` may be sent. */
  paged?: boolean;
  /** Honours `Prefer: wait=N` with `If-None-Match`: blocks until there is something newer. */
  waits?: boolean;
  /** A read that may answer 409 (the state does not allow it). */
  readConflicts?: boolean;
  /** Extension of this project, not in the hosted API. */
  extension?: boolean;
}

/** HTTP methods the API uses. */
export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** How an operation's JSON body is decoded. */
interface BodySpec<T = unknown> {
  /**
   * The typia validator of the body (after read-only fields are removed and defaults filled); absent
   * when the service reads the body itself (drops read-only fields, fills defaults and validates,
   * see `writeInput`), which then gets the parsed JSON as it came.
   */
  validate?: (input: unknown) => IValidation<T>;
  /** What the body is called in error messages. */
  what: string;
  /** Read-only fields of the resource: accepted and ignored, so a GET body can be PUT back. */
  readOnly?: readonly string[];
  /** Fills the lenient defaults of `docs/wire-contract.md` (missing required booleans false, arrays empty, ...). */
  defaults?: (body: Record<string, unknown>) => void;
  /** JSON Patch bodies also accept `application/json-patch+json`. */
  patch?: boolean;
  /** The body may be left out (no bytes): the handler then gets `undefined`. */
  optional?: boolean;
}

/** What a handler gets. */
export interface OperationContext {
  readonly request: Request;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  /** The validated query, for operations with a query spec. */
  readonly query: unknown;
  /** The validated body, for operations with a body spec. */
  readonly body: unknown;
  /** The signed-in user's id; absent only for public operations. */
  readonly userId: string | undefined;
  /**
   * The signed-in user's record: absent for public operations, and for GET and HEAD requests with an
   * ID token, whose revocation check runs beside the handler (use `userId`).
   */
  readonly user: Stored<UserRecord> | undefined;
  /** The user as the activity log names them. */
  readonly actor: Actor;
  /** The caller's membership of the path's organization, for organization operations. */
  readonly membership: MembershipRecord | undefined;
  /** The version named by `If-Match`, if any. */
  readonly ifMatch: number | undefined;
  readonly services: InternalServices;
  /** Whether the caller asked for an exact `X-Total-Count` on paged lists (`Prefer: count=exact`). */
  readonly wantsCount: boolean;
  /** The client's address as the binding reported it, or `"unknown"`. */
  readonly clientAddress: string;
  /** Whether responses may show settings and route secrets to this caller (a writer of them). */
  readonly revealSecrets: boolean;
  /** Aborts when the client goes away (for operations that wait). */
  readonly signal: AbortSignal;
  /** This control plane's OpenAPI document, encoded once. */
  readonly openApi: () => EncodedDocument;
}

/** A JSON document encoded once, with its strong ETag. */
export interface EncodedDocument {
  json: string;
  etag: string;
}

/** What a handler returns. */
export interface OperationResult {
  status: number;
  body?: unknown;
  /** Version of a single object, sent as a weak ETag. */
  version?: number;
  headers?: Record<string, string>;
  /** A body that is already encoded (the key set). */
  raw?: { bytes: Uint8Array | string; contentType: string };
}

/** One operation of the API. */
export interface Operation {
  operationId: string;
  method: Method;
  /** Path template; `{name}` segments are parameters. Under the base path unless `absolute`. */
  path: string;
  /** Served at `path` as is, outside the API's base path (the key set). */
  absolute?: boolean;
  capability: Capability;
  /** What the OpenAPI document says of it; every operation has one, or the build fails. */
  contract: OperationContract;
  /** The JSON body it takes; operations without one (bodiless actions) check no content type. */
  body?: BodySpec;
  /** The validator of its query parameters (see `contract.query`). */
  query?: (params: URLSearchParams) => IValidation<unknown>;
  handler: (ctx: OperationContext) => Promise<OperationResult>;
  /**
   * Its answer depends only on the organization's stored records, the path and query, the caller's
   * role and `Prefer: count=exact` (never on the time or on who asks): on a store with a change mark it
   * may be answered again from memory while the mark proves nothing changed (see `answer-cache.ts`).
   */
  reusable?: boolean;
}

/** The path parameters of a path template: one string per `{name}` segment. */
type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? { readonly [K in Name]: string } & PathParams<Rest> : object;

/**
 * What the handler of a declared operation gets: its path parameters, body and query, typed; the
 * signed-in user unless the operation is public, and the caller's membership on an organization's path.
 */
interface TypedOperationContext<P extends string, B, Q, C extends Capability = Capability, M extends string = string> extends Omit<
  OperationContext,
  "params" | "body" | "query" | "userId" | "user" | "membership"
> {
  readonly params: PathParams<P> & Readonly<Record<string, string>>;
  readonly body: B;
  readonly query: Q;
  readonly userId: C extends "public" ? string | undefined : string;
  /** A read (GET, HEAD) of an organization's data may run beside its caller's revocation check, without the record: use `userId`. */
  readonly user: C extends "public"
    ? Stored<UserRecord> | undefined
    : M extends "GET" | "HEAD"
      ? P extends `${string}{organizationId}${string}`
        ? Stored<UserRecord> | undefined
        : Stored<UserRecord>
      : Stored<UserRecord>;
  readonly membership: P extends `${string}{organizationId}${string}`
    ? C extends "public"
      ? MembershipRecord | undefined
      : MembershipRecord
    : MembershipRecord | undefined;
}

/** An operation as declared: its handler's input types follow from its path, body, query and capability. */
interface OperationDeclaration<P extends string, B, Q, C extends Capability, M extends Operation["method"]> extends Omit<
  Operation,
  "method" | "path" | "body" | "query" | "handler" | "capability"
> {
  method: M;
  path: P;
  capability: C;
  body?: BodySpec<B>;
  query?: (params: URLSearchParams) => IValidation<Q>;
  handler: (ctx: TypedOperationContext<P, B, Q, C, M>) => Promise<OperationResult>;
}

/**
 * Declares an operation of the route table. The handler's `ctx.params` has one string per `{name}` of
 * the path, `ctx.body` the type the body spec validates (or, for bodies the service reads itself, the
 * type the service takes) and `ctx.query` the type of the query validator, so that no handler casts
 * its input.
 */
export function defineOperation<
  const P extends string,
  B = undefined,
  Q = undefined,
  const C extends Capability = Capability,
  const M extends Operation["method"] = Operation["method"],
>(declaration: OperationDeclaration<P, B, Q, C, M>): Operation {
  // The router hands every handler the parameters of its own path, and the body and query its specs made.
  return declaration as unknown as Operation;
}

/** A body the service reads itself (read-only fields, lenient defaults, validation), typed as it takes it. */
export function serviceReadsBody<T>(what: string): BodySpec<T> {
  return { what };
}
