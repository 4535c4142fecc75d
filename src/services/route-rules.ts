/**
 * The proxy's rules for a route (docs/proxy-rules.md, section 2) that the write type cannot express: URL
 * schemes and shapes, weights, exclusive actions, redirect and response codes, rewrites and RE2
 * regexes. Every problem is reported at its JSON Pointer; nothing here touches the store.
 */
import { boundedCache } from "../bounded-cache.js";
import { RE2JS } from "re2js";
import type { RouteWrite } from "../domain/requests.js";
import type { ErrorDetail } from "../errors.js";

/**
 * An identity provider's name, as settings declare it and routes name it: what the proxy's file keeps as
 * written (its loader lower-cases keys).
 */
export const IDENTITY_PROVIDER_NAME = /^[a-z0-9][a-z0-9._-]{0,127}$/;

const FROM_SCHEMES = new Set(["https", "http", "tcp+https", "udp+https", "ssh"]);
const TO_SCHEMES = new Set(["http", "https", "h2c", "unix", "http+unix", "https+unix", "tcp", "udp", "ssh"]);
const UNIX_SCHEMES = new Set(["unix", "http+unix", "https+unix"]);
const REDIRECT_CODES = new Set([301, 302, 303, 307, 308]);
const REGEX_FIELDS = ["regex", "regexRewritePattern", "hostPathRegexRewritePattern"] as const;

/** Upstream families that cannot share a route: a `to` list must stay within one. */
function upstreamFamily(scheme: string): string {
  if (scheme === "tcp" || scheme === "udp") return scheme;
  if (UNIX_SCHEMES.has(scheme)) return "unix";
  return "http";
}

/** The family a `from` scheme requires of its upstreams. */
function requiredFamily(fromScheme: string): string | undefined {
  if (fromScheme === "tcp+https") return "tcp";
  if (fromScheme === "udp+https") return "udp";
  return undefined;
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const schemeOf = (url: URL): string => url.protocol.slice(0, -1);

/**
 * Bounds of a route regex. The length is checked before anything is compiled, so that no request
 * holds the server for long (compiling costs about 10 µs a character); the program size is RE2's
 * own measure of a compiled regex, which the proxy's RE2 (in Envoy) also limits.
 */
export const REGEX_LIMITS = { maxLength: 1024, maxProgramSize: 1000 } as const;

/** Answers for patterns seen lately: a PUT of an unchanged route does not compile its regexes again. */
const checkedPatterns = boundedCache<string, { error: string | null }>(2000);

/** Whether a regex compiles with RE2 syntax within {@link REGEX_LIMITS}; the reason otherwise. */
export function re2Error(pattern: string): string | undefined {
  if (pattern.length > REGEX_LIMITS.maxLength) {
    return `a regular expression may have at most ${REGEX_LIMITS.maxLength} characters (it has ${pattern.length})`;
  }
  const cached = checkedPatterns.get(pattern);
  if (cached !== undefined) return cached.error ?? undefined;
  let error: string | undefined;
  try {
    const size = RE2JS.compile(pattern).programSize();
    if (size > REGEX_LIMITS.maxProgramSize) {
      error = `the regular expression is too complex for the proxy (RE2 program size ${size}, at most ${REGEX_LIMITS.maxProgramSize})`;
    }
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : "invalid regular expression";
    error = `not a valid RE2 regular expression: ${message.replace(/^error parsing regexp: /, "")}`;
  }
  checkedPatterns.set(pattern, { error: error ?? null });
  return error;
}

/** Every rule violation of a route write, each at its JSON Pointer. */
export function checkRouteRules(route: RouteWrite): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const add = (path: string, message: string): void => {
    details.push({ path, message });
  };

  const fromScheme = checkFrom(route.from, add);
  (route.identityProviders ?? []).forEach((name, index) => {
    if (!IDENTITY_PROVIDER_NAME.test(name))
      add(`/identityProviders/${index}`, "names an identity provider of the settings: lower-case letters, digits, '.', '_' and '-'");
  });

  const hasTo = route.to !== undefined && route.to.length > 0;
  const actions = [hasTo && "to", route.redirect !== undefined && "redirect", route.response !== undefined && "response"].filter(
    (a): a is string => a !== false,
  );
  if (actions.length === 0) add("", "a route needs one of to, redirect or response");
  if (actions.length > 1) add(`/${actions[1]}`, `only one of to, redirect and response may be set; found ${actions.join(" and ")}`);

  if (route.to !== undefined) checkTo(route.to, fromScheme, add);
  const code = route.redirect?.responseCode;
  if (code !== undefined && !REDIRECT_CODES.has(code)) add("/redirect/responseCode", "must be 301, 302, 303, 307 or 308");
  const status = route.response?.status;
  if (status !== undefined && (status < 200 || status > 599)) add("/response/status", "must be from 200 to 599");

  if (nonEmpty(route.prefixRewrite) && nonEmpty(route.regexRewritePattern)) {
    add("/regexRewritePattern", "prefixRewrite and regexRewritePattern cannot both be set");
  }
  for (const field of REGEX_FIELDS) {
    const pattern = route[field];
    if (pattern === undefined || pattern === "") continue;
    const error = re2Error(pattern);
    if (error !== undefined) add(`/${field}`, error);
  }
  if (route.healthCheck?.type === "http") {
    route.healthCheck.expectedStatuses?.forEach((range, i) => {
      if (range.start < 100 || range.end > 600 || range.start >= range.end) {
        add(`/healthCheck/expectedStatuses/${i}`, "must be a range of status codes with 100 <= start < end <= 600");
      }
    });
  }
  if (new Set(route.policyIds).size !== route.policyIds.length) add("/policyIds", "lists a policy more than once");
  return details;
}

const nonEmpty = (value: string | undefined): boolean => value !== undefined && value !== "";

function checkFrom(from: string, add: (path: string, message: string) => void): string | undefined {
  const url = parseUrl(from);
  if (url === undefined || !from.includes("://")) {
    add("/from", "must be a URL with a scheme and a host, such as https://app.example.com");
    return undefined;
  }
  const scheme = schemeOf(url);
  if (!FROM_SCHEMES.has(scheme)) {
    add("/from", `unsupported scheme "${scheme}"; use https, http, tcp+https, udp+https or ssh`);
    return undefined;
  }
  if (url.hostname === "") add("/from", "must have a host");
  if (url.username !== "" || url.password !== "") add("/from", "must not carry user information");
  if (url.search !== "" || url.hash !== "") add("/from", "must not have a query or a fragment");
  if (scheme === "http" || scheme === "https") {
    // The URL parser turns an empty path into "/"; both are allowed.
    if (url.pathname !== "/" && url.pathname !== "") {
      add("/from", "the source URL contains a path, but it should be set using the path field instead");
    }
  } else if (scheme === "tcp+https" || scheme === "udp+https") {
    // The proxy's documented form names the target as host and port (tcp+https://redis.example.com:6379);
    // the older form names it in the path (tcp+https://proxy.example.com/db.internal:5432).
    const inPath = /^\/[^/]+:\d{1,5}$/.test(url.pathname);
    const asHostPort = url.port !== "" && (url.pathname === "/" || url.pathname === "");
    if (!inPath && !asHostPort) {
      add(
        "/from",
        `a ${scheme} route names its target as host and port (${scheme}://db.example.com:5432) or in the path (${scheme}://proxy.example.com/db.internal:5432)`,
      );
    }
  }
  return scheme;
}

function checkTo(to: readonly string[], fromScheme: string | undefined, add: (path: string, message: string) => void): void {
  let weighted = 0;
  const families = new Set<string>();
  to.forEach((entry, i) => {
    const path = `/to/${i}`;
    const comma = entry.lastIndexOf(",");
    let target = entry;
    if (comma !== -1 && /^\s*\d*\s*$/.test(entry.slice(comma + 1))) {
      target = entry.slice(0, comma);
      const weight = entry.slice(comma + 1).trim();
      if (!/^[1-9]\d{0,8}$/.test(weight)) add(path, "a weight must be a positive integer");
      weighted++;
    }
    const url = target.includes("://") ? parseUrl(target) : undefined;
    if (url === undefined) {
      add(path, "must be a URL with a scheme and a host, optionally followed by ,<weight>");
      return;
    }
    const scheme = schemeOf(url);
    if (!TO_SCHEMES.has(scheme)) {
      add(path, `unsupported scheme "${scheme}"; use http, https, h2c, unix, http+unix, https+unix, tcp, udp or ssh`);
      return;
    }
    if (!UNIX_SCHEMES.has(scheme) && url.hostname === "") add(path, "must have a host");
    if (UNIX_SCHEMES.has(scheme) && url.pathname === "") add(path, "a unix socket URL needs the socket's path");
    families.add(upstreamFamily(scheme));
  });
  if (weighted !== 0 && weighted !== to.length) add("/to", "either every entry has a weight or none does");
  if (families.size > 1) add("/to", "tcp, udp and unix upstreams cannot be mixed with other kinds in one route");
  const required = fromScheme === undefined ? undefined : requiredFamily(fromScheme);
  const [family] = families;
  if (family !== undefined && families.size === 1 && fromScheme !== undefined) {
    if (required !== undefined && family !== required) add("/to", `a ${fromScheme} route needs ${required}:// upstreams`);
    if (required === undefined && (family === "tcp" || family === "udp")) {
      add("/to", `${family}:// upstreams need a ${family}+https route`);
    }
  }
}
