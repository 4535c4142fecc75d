/**
 * What the proxy does to a request before any policy, by the settings of its cluster. Facts from the
 * proxy's `pkg/grpc/config/config.proto` (Settings.normalize_path and merge_slashes "Defaults to true";
 * path_with_escaped_slashes_action "Defaults to rejecting requests"; headers_with_underscores_action
 * "Defaults to rejecting the request") and Envoy's HTTP connection manager, which applies them in this
 * order: escaped slashes, normalisation (RFC 3986), merging of slashes.
 */
import { describe, expect, it } from "vitest";
import { applyPathRules, normalizedPath } from "../../src/ppl/path-rules.js";

const forwarded = (path: string, rules = {}) => {
  const result = applyPathRules({ path }, rules);
  return result.kind === "forward" ? (result.request.path ?? "") : result.kind;
};

describe("the proxy's path rules", () => {
  it("normalises as RFC 3986 says: dot segments, unreserved escapes, backslashes", () => {
    expect(normalizedPath("/a/./b/../c")).toBe("/a/c");
    expect(normalizedPath("/../../etc/passwd")).toBe("/etc/passwd");
    expect(normalizedPath("/%7Euser/%61")).toBe("/~user/a");
    expect(normalizedPath("/a%2fb")).toBe("/a%2Fb");
    expect(normalizedPath("/a\\b")).toBe("/a/b");
  });

  it("by default (since 0.33): merges slashes, normalises, and rejects escaped slashes", () => {
    expect(forwarded("//admin//x")).toBe("/admin/x");
    expect(forwarded("/public/../admin")).toBe("/admin");
    expect(forwarded("/a%2Fb")).toBe("rejected");
    expect(forwarded("/a%5cb")).toBe("rejected");
  });

  it("as the settings say otherwise", () => {
    expect(forwarded("//admin", { mergeSlashes: false })).toBe("//admin");
    expect(forwarded("/a/../b", { normalizePath: false })).toBe("/a/../b");
    expect(forwarded("/a%2Fb", { pathWithEscapedSlashesAction: "keep_unchanged" })).toBe("/a%2Fb");
    expect(forwarded("/a%2Fb", { pathWithEscapedSlashesAction: "unescape_and_forward" })).toBe("/a/b");
    expect(applyPathRules({ path: "/a%2Fb" }, { pathWithEscapedSlashesAction: "unescape_and_redirect" })).toEqual({ kind: "redirect", path: "/a/b" });
  });

  it("rejects, drops or allows a header whose name holds an underscore (rejects by default)", () => {
    const request = { path: "/", headers: { x_user: "admin", origin: "https://a.example.com" } };
    expect(applyPathRules(request, {}).kind).toBe("rejected");
    expect(applyPathRules(request, { headersWithUnderscoresAction: "drop_header" })).toEqual({
      kind: "forward",
      request: { path: "/", headers: { origin: "https://a.example.com" } },
    });
    expect(applyPathRules(request, { headersWithUnderscoresAction: "allow" })).toEqual({ kind: "forward", request });
  });

  it("leaves a request without a path as it is", () => {
    expect(applyPathRules({ method: "GET" }, {})).toEqual({ kind: "forward", request: { method: "GET" } });
  });
});
