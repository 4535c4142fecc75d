/**
 * What the proxy (its Envoy) does to a request before any route or policy sees it, by the cluster's
 * settings (the proxy's defaults since 0.33 when they are unset): escaped slashes in the path are
 * rejected, unescaped or kept; the path is normalised (RFC 3986) and adjacent slashes merged; a header
 * whose name holds `_` is allowed, rejected or dropped.
 */
import type { PplRequestContext } from "../domain/policy-evaluation.js";

/** The settings that decide it (the REST model's names). */
export interface PathRules {
  normalizePath?: boolean;
  mergeSlashes?: boolean;
  pathWithEscapedSlashesAction?: string;
  headersWithUnderscoresAction?: string;
}

/** The request as the proxy's policies see it, or the proxy's answer before any policy. */
type PathRulesResult = { kind: "forward"; request: PplRequestContext; path?: string } | { kind: "rejected"; why: string } | { kind: "redirect"; path: string };

const ESCAPED_SLASH = /%2f|%5c/i;
/** Percent-encodings of unreserved characters (RFC 3986 section 2.3), which normalisation decodes. */
const UNRESERVED = /%(4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/** RFC 3986's remove_dot_segments (section 5.2.4). */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split("/");
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const last = i === segments.length - 1;
    if (segment === ".") {
      if (last) output.push("");
    } else if (segment === "..") {
      if (output.length > 1) output.pop();
      if (last) output.push("");
    } else {
      output.push(segment);
    }
  }
  const joined = output.join("/");
  return joined.startsWith("/") ? joined : `/${joined}`;
}

/** The path as the proxy's normalisation leaves it: unreserved escapes decoded, other escapes in upper case, `\` as `/`, dot segments removed. */
export function normalizedPath(path: string): string {
  const decoded = path
    .replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
    .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase())
    .replaceAll("\\", "/");
  return removeDotSegments(decoded);
}

/** Applies the proxy's path and header rules to a request context. */
export function applyPathRules(request: PplRequestContext, rules: PathRules): PathRulesResult {
  const given = request.path;
  let path = given ?? "";
  const escapedSlashes = rules.pathWithEscapedSlashesAction || "reject_request";
  if (given !== undefined && ESCAPED_SLASH.test(path)) {
    if (escapedSlashes === "reject_request") return { kind: "rejected", why: "the path holds an escaped slash (%2F or %5C), which the proxy rejects" };
    if (escapedSlashes === "unescape_and_redirect" || escapedSlashes === "unescape_and_forward") {
      path = path.replace(/%2f/gi, "/").replace(/%5c/gi, "\\");
    }
  }
  if (given !== undefined && rules.normalizePath !== false) path = normalizedPath(path);
  if (given !== undefined && rules.mergeSlashes !== false) path = path.replace(/\/{2,}/g, "/");
  if (given !== undefined && escapedSlashes === "unescape_and_redirect" && path !== given) return { kind: "redirect", path };

  let headers = request.headers;
  const underscored = Object.keys(headers ?? {}).filter((name) => name.includes("_"));
  if (underscored.length > 0) {
    const action = rules.headersWithUnderscoresAction || "reject_request";
    if (action === "reject_request") {
      return { kind: "rejected", why: `the header ${JSON.stringify(underscored[0])} has an underscore in its name, which the proxy rejects` };
    }
    if (action === "drop_header") headers = Object.fromEntries(Object.entries(headers!).filter(([name]) => !name.includes("_")));
  }
  const pathChanged = given !== undefined && path !== given;
  if (!pathChanged && headers === request.headers) return { kind: "forward", request };
  return {
    kind: "forward",
    request: { ...request, ...(pathChanged ? { path } : {}), ...(headers === undefined ? {} : { headers }) },
    ...(pathChanged ? { path } : {}),
  };
}
