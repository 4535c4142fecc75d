/**
 * The policy simulator against the proxy's own expectations: each criterion's allow and deny cases and
 * reasons (transcribed from the proxy's criterion tests), the operators, how rules and reasons merge,
 * deny precedence, login before allow, and the certificate and SSH criteria with material made by
 * `openssl` and `ssh-keygen`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessPlaneError, compilePpl, evaluatePpl, type PplEvaluation, type PplRequestContext } from "../../src/index.js";
import { selfSignedCertificate } from "../support/certificates.js";

type Pair = [boolean, string[]];
const pair = (r: PplEvaluation["allow"]): Pair => [r.value, r.reasons];
/** `[allow, deny]` as the proxy's tests write them: `[value, reasons]`. */
function run(ppl: unknown, request: PplRequestContext = {}): [Pair, Pair] {
  const result = evaluatePpl(ppl, request);
  return [pair(result.allow), pair(result.deny)];
}
const allowAnd = (criterion: Record<string, unknown>) => ({ allow: { and: [criterion] } });
const NOTHING: Pair = [false, []];

const session = (user: PplRequestContext["user"] = {}): PplRequestContext => ({ sessionId: "SESSION_ID", user });

describe("criteria without a session", () => {
  it("accept and reject", () => {
    expect(run(allowAnd({ accept: 1 }))).toEqual([[true, ["accept"]], NOTHING]);
    expect(run(allowAnd({ reject: 1 }))).toEqual([[false, ["reject"]], NOTHING]);
  });

  it("http_method and http_path", () => {
    expect(run(allowAnd({ http_method: "GET" }), { method: "GET" })).toEqual([[true, ["http-method-ok"]], NOTHING]);
    expect(run(allowAnd({ http_method: "GET" }), { method: "POST" })).toEqual([[false, ["http-method-unauthorized"]], NOTHING]);
    // Case-sensitive, as the proxy compares.
    expect(run(allowAnd({ http_method: "GET" }), { method: "get" })[0]).toEqual([false, ["http-method-unauthorized"]]);
    expect(run(allowAnd({ http_path: "/test" }), { path: "/test" })).toEqual([[true, ["http-path-ok"]], NOTHING]);
    expect(run(allowAnd({ http_path: "/test" }), { path: "/not-test" })).toEqual([[false, ["http-path-unauthorized"]], NOTHING]);
  });

  it("source_ip: single addresses, ranges and lists of both families", () => {
    const ip = (data: unknown, address: string) => run(allowAnd({ source_ip: data }), { ip: address })[0];
    expect(ip("1.2.3.4", "1.2.3.4")).toEqual([true, ["source-ip-ok"]]);
    expect(ip("1.2.3.4", "1.2.3.5")).toEqual([false, ["source-ip-unauthorized"]]);
    expect(ip("192.168.1.1/24", "192.168.1.200")).toEqual([true, ["source-ip-ok"]]);
    expect(ip("192.168.1.1/24", "192.168.2.1")).toEqual([false, ["source-ip-unauthorized"]]);
    expect(ip("2001:db8::1", "2001:db8::1")).toEqual([true, ["source-ip-ok"]]);
    expect(ip("2001:db8::1", "2001:db8::2")).toEqual([false, ["source-ip-unauthorized"]]);
    expect(ip("2001:db8::/32", "2001:db8:1:2:3:4:5:6")).toEqual([true, ["source-ip-ok"]]);
    expect(ip("2001:db8::/32", "2001:ffff:1:2:3:4:5:6")).toEqual([false, ["source-ip-unauthorized"]]);
    expect(ip(["10.0.0.1", "10.0.0.2", "10.0.0.3"], "10.0.0.2")).toEqual([true, ["source-ip-ok"]]);
    expect(ip(["10.0.0.1", "10.0.0.2", "10.0.0.3"], "10.0.0.4")).toEqual([false, ["source-ip-unauthorized"]]);
    // IPv4-mapped IPv6 ranges match plain IPv4 addresses; a mapped address matches an IPv4 range.
    expect(ip("::ffff:10.0.0.0/104", "10.9.8.7")).toEqual([true, ["source-ip-ok"]]);
    expect(ip("::ffff:10.0.0.0/104", "11.9.8.7")).toEqual([false, ["source-ip-unauthorized"]]);
    expect(ip("10.0.0.0/8", "::ffff:10.1.1.1")).toEqual([true, ["source-ip-ok"]]);
    // A pure IPv6 range never holds an IPv4 address.
    expect(ip("::/0", "10.1.1.1")).toEqual([false, ["source-ip-unauthorized"]]);
    // No address in the request: false.
    expect(run(allowAnd({ source_ip: "0.0.0.0/0" }))[0]).toEqual([false, ["source-ip-unauthorized"]]);
  });

  it("cors_preflight needs OPTIONS and both headers with a value", () => {
    const headers = { "Access-Control-Request-Method": "GET", Origin: "someorigin" };
    expect(run(allowAnd({ cors_preflight: 1 }), { method: "OPTIONS", headers })).toEqual([[true, ["cors-request"]], NOTHING]);
    expect(run(allowAnd({ cors_preflight: 1 }), { method: "OPTIONS", headers: { ...headers, Origin: "" } })[0]).toEqual([false, ["non-cors-request"]]);
    expect(run(allowAnd({ cors_preflight: 1 }), { method: "OPTIONS", headers: { "access-control-request-method": ["GET"], origin: ["x"] } })[0]).toEqual([
      true,
      ["cors-request"],
    ]);
    expect(run(allowAnd({ cors_preflight: 1 }), { method: "GET", headers })[0]).toEqual([false, ["non-cors-request"]]);
  });

  it("invalid_client_certificate in a deny rule", () => {
    const policy = { deny: { or: [{ invalid_client_certificate: true }] } };
    expect(run(policy, {})[1]).toEqual([true, ["client-certificate-required"]]);
    expect(run(policy, { clientCertificate: { presented: true } })[1]).toEqual([true, ["invalid-client-certificate"]]);
    expect(run(policy, { clientCertificate: { presented: true, valid: true } })[1]).toEqual([false, ["valid-client-certificate"]]);
  });

  it("mcp_tool: a tool call by name; other MCP methods are not tool calls", () => {
    const call = (name: string) => ({ mcp: { method: "tools/call", toolCall: { name } } });
    expect(run(allowAnd({ mcp_tool: { is: "list_tables" } }), call("list_tables"))[0]).toEqual([true, ["mcp-tool-match"]]);
    expect(run(allowAnd({ mcp_tool: { is: "list_tables" } }), call("read_table"))[0]).toEqual([false, ["mcp-tool-no-match"]]);
    expect(run(allowAnd({ mcp_tool: { in: ["list_tables", "read_table"] } }), call("list_tables"))[0]).toEqual([true, ["mcp-tool-match"]]);
    expect(run(allowAnd({ mcp_tool: { in: ["list_tables", "read_table"] } }), call("delete_table"))[0]).toEqual([false, ["mcp-tool-no-match"]]);
    expect(run(allowAnd({ mcp_tool: "list_tables" }), { mcp: { method: "tools/list" } })[0]).toEqual([false, ["mcp-not-a-tool-call"]]);
    // Inside a deny, so a deny on a tool never fires for other methods.
    expect(run({ deny: { or: [{ mcp_tool: "drop" }] } }, { mcp: { method: "tools/list" } })[1]).toEqual([false, ["mcp-not-a-tool-call"]]);
    // A tool call without a tool name: `not_in` (a count of matches that is zero) holds; `not` is undefined.
    expect(run(allowAnd({ mcp_tool: { not_in: ["drop"] } }), { mcp: { method: "tools/call" } })[0]).toEqual([true, ["mcp-tool-match"]]);
    expect(run(allowAnd({ mcp_tool: { not: "drop" } }), { mcp: { method: "tools/call" } })[0]).toEqual([false, ["mcp-tool-no-match"]]);
  });

  it("ssh_username", () => {
    expect(run(allowAnd({ ssh_username: "root" }), { ssh: { username: "root" } })[0]).toEqual([true, ["ssh-username-ok"]]);
    expect(run(allowAnd({ ssh_username: { in: ["a", "b"] } }), { ssh: { username: "root" } })[0]).toEqual([false, ["ssh-username-unauthorized"]]);
    // pkg/policy/criteria/ssh_username.go matches input.ssh.username, which the proxy's input always has
    // ("" for HTTP): `not: root` holds for a request without SSH.
    expect(run(allowAnd({ ssh_username: { not: "root" } }), {})[0]).toEqual([true, ["ssh-username-ok"]]);
    expect(run(allowAnd({ ssh_username: "" }), {})[0]).toEqual([true, ["ssh-username-ok"]]);
    expect(run(allowAnd({ ssh_username: "root" }), {})[0]).toEqual([false, ["ssh-username-unauthorized"]]);
  });
});

describe("session criteria", () => {
  it("without a session: user-unauthenticated", () => {
    for (const criterion of [
      { authenticated_user: true },
      { user: "USER_ID" },
      { email: "test@example.com" },
      { domain: "example.com" },
      { groups: "group1" },
      { "claim/family_name": "Smith" },
      { device: { is: "dc1" } },
      { ssh_username_matches_email: null },
      { ssh_username_matches_claim: "username" },
    ]) {
      expect(run(allowAnd(criterion), { sessionId: "SESSION_ID" }), JSON.stringify(criterion)).toEqual([[false, ["user-unauthenticated"]], NOTHING]);
    }
  });

  it("the condition is tried before the session: a negative matcher can hold without one", () => {
    // The proxy's email is "" without a session, and "" is not the address.
    expect(run(allowAnd({ email: { not: "a@example.com" } }))[0]).toEqual([true, ["email-ok"]]);
    // An absent claim is an empty list, which excludes everything.
    expect(run(allowAnd({ "claim/groups": { exclude: "admin" } }))[0]).toEqual([true, ["claim-ok"]]);
    // A missing user id makes the comparison undefined: false even for `not`.
    expect(run(allowAnd({ user: { not: "x" } }))[0]).toEqual([false, ["user-unauthenticated"]]);
    expect(run(allowAnd({ user: { not: "x" } }), session({ email: "a@b" }))[0]).toEqual([false, ["user-unauthorized"]]);
  });

  it("authenticated_user needs a user id", () => {
    expect(run(allowAnd({ authenticated_user: true }), session({ id: "USER_ID" }))[0]).toEqual([true, ["user-ok"]]);
    expect(run(allowAnd({ authenticated_user: true }), session({}))[0]).toEqual([false, ["user-unauthorized"]]);
  });

  it("user compares the id, not the email", () => {
    expect(run(allowAnd({ user: "USER_ID" }), session({ id: "USER_ID", email: "a@example.com" }))[0]).toEqual([true, ["user-ok"]]);
    expect(run(allowAnd({ user: "a@example.com" }), session({ id: "USER_ID", email: "a@example.com" }))[0]).toEqual([false, ["user-unauthorized"]]);
  });

  it("email and domain", () => {
    const user = session({ id: "USER_ID", email: "test@example.com" });
    expect(run(allowAnd({ email: "test@example.com" }), user)).toEqual([[true, ["email-ok"]], NOTHING]);
    expect(run(allowAnd({ email: "test2@example.com" }), user)).toEqual([[false, ["email-unauthorized"]], NOTHING]);
    expect(run(allowAnd({ email: { ends_with: "@example.com", starts_with: "test" } }), user)[0]).toEqual([true, ["email-ok"]]);
    expect(run(allowAnd({ email: { contains: "xample", not: "test@example.com" } }), user)[0]).toEqual([false, ["email-unauthorized"]]);
    expect(run(allowAnd({ email: { not_in: ["a@example.com"] } }), user)[0]).toEqual([true, ["email-ok"]]);
    expect(run(allowAnd({ domain: "example.com" }), user)).toEqual([[true, ["domain-ok"]], NOTHING]);
    expect(run(allowAnd({ domain: "notexample.com" }), user)).toEqual([[false, ["domain-unauthorized"]], NOTHING]);
    expect(run(allowAnd({ domain: { not: "x" } }), session({ id: "U", email: "no-at-sign" }))[0]).toEqual([false, ["domain-unauthorized"]]);
  });

  it("groups: directory group ids with has, is and exclude", () => {
    const user = session({ id: "USER_ID", groups: ["group1", "group2"] });
    expect(run(allowAnd({ groups: { has: "group1" } }), user)[0]).toEqual([true, ["groups-ok"]]);
    expect(run(allowAnd({ groups: "group3" }), user)[0]).toEqual([false, ["groups-unauthorized"]]);
    expect(run(allowAnd({ groups: { is: "group1" } }), user)[0]).toEqual([false, ["groups-unauthorized"]]);
    expect(run(allowAnd({ groups: { is: "group1" } }), session({ id: "U", groups: ["group1"] }))[0]).toEqual([true, ["groups-ok"]]);
    expect(run(allowAnd({ groups: { exclude: "group3" } }), user)[0]).toEqual([true, ["groups-ok"]]);
    expect(run(allowAnd({ groups: { exclude: "group1" } }), user)[0]).toEqual([false, ["groups-unauthorized"]]);
  });

  it("claim: exact names first, then nested walks of up to five segments", () => {
    const user = (claims: Record<string, unknown>) => session({ id: "USER_ID", claims });
    expect(run(allowAnd({ "claim/family_name": "Smith" }), user({}))[0]).toEqual([false, ["claim-unauthorized"]]);
    expect(run(allowAnd({ "claim/family_name": "Smith" }), user({ family_name: ["Smith"] }))[0]).toEqual([true, ["claim-ok"]]);
    expect(run(allowAnd({ "claim/family_name": { has: "Smith" } }), user({ family_name: ["Smith"] }))[0]).toEqual([true, ["claim-ok"]]);
    expect(run(allowAnd({ "claim/example.com/key": "value" }), user({ "example.com/key": ["value"] }))[0]).toEqual([true, ["claim-ok"]]);
    expect(run(allowAnd({ "claim/a/b": "v" }), user({ a: { b: ["v"] } }))[0]).toEqual([true, ["claim-ok"]]);
    expect(run(allowAnd({ "claim/a.b.c.d.e": "v" }), user({ a: { b: { c: { d: { e: ["v"] } } } } }))[0]).toEqual([true, ["claim-ok"]]);
    // Six segments are not walked: the claim is absent.
    expect(run(allowAnd({ "claim/a/b/c/d/e/f": "v" }), user({ a: { b: { c: { d: { e: { f: ["v"] } } } } } }))[0]).toEqual([false, ["claim-unauthorized"]]);
    // Values compare as JSON: the number 1 is not the string "1".
    expect(run(allowAnd({ "claim/level": "1" }), user({ level: [1] }))[0]).toEqual([false, ["claim-unauthorized"]]);
  });

  it("device: is, approved and type, with the proxy's device reasons", () => {
    const withDevice = (credentials: NonNullable<PplRequestContext["device"]>["credentials"]) => ({ ...session({ id: "U" }), device: { credentials } });
    const approved = [{ typeId: "any", id: "dc1", enrollment: { id: "de1", approved: true } }];
    const pending = [{ typeId: "any", id: "dc1", enrollment: { id: "de1" } }];
    expect(run(allowAnd({ device: { is: "dc1" } }), withDevice([{ typeId: "any", id: "dc1", exists: false }]))[0]).toEqual([false, ["device-unauthenticated"]]);
    expect(run(allowAnd({ device: { is: "dc1" } }), withDevice(pending))[0]).toEqual([true, ["device-ok"]]);
    expect(run(allowAnd({ device: { is: "dc2" } }), withDevice(pending))[0]).toEqual([false, ["device-unauthorized"]]);
    expect(run(allowAnd({ device: { approved: true } }), withDevice(approved))[0]).toEqual([true, ["device-ok"]]);
    expect(run(allowAnd({ device: { approved: true } }), withDevice(pending))[0]).toEqual([false, ["device-unauthorized"]]);
    expect(run(allowAnd({ device: { approved: false } }), withDevice(pending))[0]).toEqual([true, ["device-ok"]]);
    expect(run(allowAnd({ device: { approved: false } }), withDevice(approved))[0]).toEqual([false, ["device-unauthorized"]]);
    expect(run(allowAnd({ device: { type: "t1" } }), withDevice([{ typeId: "t1", id: "dc1", enrollment: { id: "de1", approved: true } }]))[0]).toEqual([
      true,
      ["device-ok"],
    ]);
    expect(run(allowAnd({ device: { type: "t2" } }), withDevice([{ typeId: "t1", id: "dc1", enrollment: { id: "de1", approved: true } }]))[0]).toEqual([
      false,
      ["device-unauthenticated"],
    ]);
    // The proxy's edge: "not approved" holds without any credential.
    expect(run(allowAnd({ device: { approved: false } }), session({ id: "U" }))[0]).toEqual([true, ["device-ok"]]);
  });

  it("device.approved is read by truthiness, as the proxy's parser reads it (parser.Object Truthy/Falsy)", () => {
    const withDevice = (approved: boolean) => ({
      ...session({ id: "U" }),
      device: { credentials: [{ typeId: "any", id: "dc1", enrollment: { id: "de1", ...(approved ? { approved: true } : {}) } }] },
    });
    // "false", 1 and {} are truthy: the device must be approved.
    for (const value of ["false", 1, {}]) {
      expect(run(allowAnd({ device: { approved: value } }), withDevice(true))[0], JSON.stringify(value)).toEqual([true, ["device-ok"]]);
      expect(run(allowAnd({ device: { approved: value } }), withDevice(false))[0], JSON.stringify(value)).toEqual([false, ["device-unauthorized"]]);
    }
    // 0, "" and null are falsy: the device must not be approved.
    for (const value of [0, "", null]) {
      expect(run(allowAnd({ device: { approved: value } }), withDevice(false))[0], JSON.stringify(value)).toEqual([true, ["device-ok"]]);
      expect(run(allowAnd({ device: { approved: value } }), withDevice(true))[0], JSON.stringify(value)).toEqual([false, ["device-unauthorized"]]);
    }
  });

  it("the proxy's edges: the domain of a@b@c, claims that are objects, values that are not strings", () => {
    // pkg/policy/criteria/domain.go: domain := split(email, "@")[1].
    expect(run(allowAnd({ domain: "b" }), session({ id: "U", email: "a@b@c" }))[0]).toEqual([true, ["domain-ok"]]);
    expect(run(allowAnd({ domain: "b@c" }), session({ id: "U", email: "a@b@c" }))[0]).toEqual([false, ["domain-unauthorized"]]);
    // matchStringList iterates left[$0]: an object's values.
    expect(run(allowAnd({ "claim/roles": "admin" }), session({ id: "U", claims: { roles: { main: "admin" } } }))[0]).toEqual([true, ["claim-ok"]]);
    // Equality on any JSON value: a boolean claim, and a number that never equals a method name.
    expect(run(allowAnd({ "claim/email_verified": true }), session({ id: "U", claims: { email_verified: [true] } }))[0]).toEqual([true, ["claim-ok"]]);
    expect(run(allowAnd({ "claim/email_verified": true }), session({ id: "U", claims: { email_verified: ["true"] } }))[0]).toEqual([
      false,
      ["claim-unauthorized"],
    ]);
    expect(run(allowAnd({ http_method: 1234 }), { method: "GET" })[0]).toEqual([false, ["http-method-unauthorized"]]);
    // A sub-path on a criterion that does not read one is ignored.
    expect(run(allowAnd({ "email/x": "a@example.com" }), session({ id: "U", email: "a@example.com" }))[0]).toEqual([true, ["email-ok"]]);
  });

  it("ssh_username_matches_email and ssh_username_matches_claim", () => {
    const user = { ...session({ id: "U", email: "ann@example.com", claims: { login: ["ann", "root"] } }) };
    expect(run(allowAnd({ ssh_username_matches_email: null }), { ...user, ssh: { username: "ann" } })[0]).toEqual([true, ["ssh-username-ok"]]);
    expect(run(allowAnd({ ssh_username_matches_email: null }), { ...user, ssh: { username: "bob" } })[0]).toEqual([false, ["ssh-username-unauthorized"]]);
    expect(run(allowAnd({ ssh_username_matches_claim: "login" }), { ...user, ssh: { username: "root" } })[0]).toEqual([true, ["ssh-username-ok"]]);
    expect(run(allowAnd({ ssh_username_matches_claim: "login" }), { ...user, ssh: { username: "bob" } })[0]).toEqual([false, ["ssh-username-unauthorized"]]);
  });
});

describe("operators, rules and reasons", () => {
  const user = session({ id: "U", email: "b@example.com" });

  it("and: all true; or: one true; not: none true; nor: not all true", () => {
    const a = { email: "a@example.com" };
    const b = { email: "b@example.com" };
    expect(run({ allow: { and: [a, b] } }, user)[0]).toEqual([false, ["email-unauthorized"]]);
    expect(run({ allow: { or: [a, b] } }, user)[0]).toEqual([true, ["email-ok"]]);
    // Inverted results keep their original reasons.
    expect(run({ allow: { not: [a] } }, user)[0]).toEqual([true, ["email-unauthorized"]]);
    expect(run({ allow: { not: [a, b] } }, user)[0]).toEqual([false, ["email-ok"]]);
    expect(run({ allow: { nor: [a, b] } }, user)[0]).toEqual([true, ["email-unauthorized"]]);
    expect(run({ allow: { nor: [b, b] } }, user)[0]).toEqual([false, ["email-ok"]]);
  });

  it("the operator blocks of one rule are OR-ed; empty blocks are ignored; no rule means nobody", () => {
    expect(run({ allow: { and: [{ reject: 1 }], or: [{ accept: 1 }] } })[0]).toEqual([true, ["accept"]]);
    expect(run({ allow: { and: [], or: [{ reject: 1 }] } })[0]).toEqual([false, ["reject"]]);
    for (const nobody of [{}, { allow: {} }, []]) expect(evaluatePpl(nobody, {}).outcome).toBe("forbidden");
  });

  it("reasons of a false merge are those of the false inputs, of a true merge those of the true ones", () => {
    const request = { ...user, method: "GET", path: "/x" };
    expect(run({ allow: { and: [{ http_method: "GET" }, { http_path: "/y" }, { email: "x@y" }] } }, request)[0]).toEqual([
      false,
      ["email-unauthorized", "http-path-unauthorized"],
    ]);
    expect(run([{ allow: { or: [{ http_method: "GET" }] } }, { allow: { or: [{ http_path: "/x" }] } }], request)[0]).toEqual([
      true,
      ["http-method-ok", "http-path-ok"],
    ]);
  });

  it("deny wins over allow", () => {
    const result = evaluatePpl([{ allow: { or: [{ accept: 1 }] } }, { deny: { or: [{ http_method: "DELETE" }] } }], { method: "DELETE" });
    expect(result).toMatchObject({ outcome: "forbidden", allowed: false, allow: { value: true }, deny: { value: true, reasons: ["http-method-ok"] } });
    expect(evaluatePpl([{ allow: { or: [{ accept: 1 }] } }, { deny: { or: [{ http_method: "DELETE" }] } }], { method: "GET" }).outcome).toBe("allow");
  });

  it("login comes before allow: any user-unauthenticated reason sends the user to sign in", () => {
    const result = evaluatePpl({ allow: { or: [{ accept: 1 }, { email: "a@example.com" }] } }, {});
    expect(result.allow).toEqual({ value: true, reasons: ["accept"] });
    expect(evaluatePpl({ allow: { and: [{ accept: 1 }, { email: "a@example.com" }] } }, {}).outcome).toBe("login");
    expect(evaluatePpl({ allow: { or: [{ accept: 1 }] }, deny: { or: [{ email: "a@example.com" }] } }, {}).outcome).toBe("login");
  });

  it("the decision order: certificate, login, device enrollment, deny, allow", () => {
    const certificate = { deny: { or: [{ invalid_client_certificate: true }] } };
    expect(evaluatePpl([certificate, { allow: { and: [{ email: "a@b" }] } }], {}).outcome).toBe("invalid_client_certificate");
    expect(evaluatePpl([certificate, { allow: { and: [{ email: "a@b" }] } }], { clientCertificate: { presented: true, valid: true } }).outcome).toBe("login");
    const device = { allow: { and: [{ device: { approved: true } }] } };
    expect(evaluatePpl(device, session({ id: "U" })).outcome).toBe("device_enrollment");
    expect(evaluatePpl(device, { ...session({ id: "U" }), device: { credentials: [{ id: "d", enrollment: { id: "e" } }] } }).outcome).toBe(
      "device_unauthorized",
    );
    // A deny that holds because a device is not approved answers 450, even though allow holds.
    const unapproved = { ...session({ id: "U" }), device: { credentials: [{ id: "d", enrollment: { id: "e" } }] } };
    const denyUnapproved = { deny: { not: [{ device: { approved: true } }] }, allow: { or: [{ accept: 1 }] } };
    expect(evaluatePpl(denyUnapproved, unapproved)).toMatchObject({ outcome: "device_unauthorized", deny: { value: true, reasons: ["device-unauthorized"] } });
  });

  it("the trace names every criterion at its JSON Pointer, with its own (uninverted) value", () => {
    const result = evaluatePpl([{ allow: { or: [{ accept: 1 }], not: [{ "claim/groups": "x" }] } }, { deny: { and: [{ http_method: "POST" }] } }], {
      method: "GET",
    });
    expect(result.trace).toEqual([
      { path: "/0/allow/or/0", criterion: "accept", value: true, reasons: ["accept"] },
      { path: "/0/allow/not/0", criterion: "claim/groups", value: false, reasons: ["user-unauthenticated"] },
      { path: "/1/deny/and/0", criterion: "http_method", value: false, reasons: ["http-method-unauthorized"] },
    ]);
  });

  it("criteria of the enterprise proxy are reported, not guessed", () => {
    const result = evaluatePpl({ allow: { or: [{ day_of_week: "mon-fri" }, { accept: 1 }] } }, {});
    expect(result.unsupportedCriteria).toEqual(["day_of_week"]);
    expect(result.trace[0]).toMatchObject({ criterion: "day_of_week", value: false, note: expect.stringContaining("open-source proxy") });
    expect(result.outcome).toBe("allow");
  });
});

describe("bad input", () => {
  it("a document the proxy cannot compile is invalid_argument with the proxy's message", () => {
    expect(() => evaluatePpl({ allow: { and: [{ emial: "x" }] } }, {})).toThrow(/\/ppl\/allow\/and\/0: unknown policy criterion: emial/);
    expect(() => evaluatePpl({ allow: { and: [{ source_ip: "not-an-ip" }] } }, {})).toThrow(AccessPlaneError);
    expect(() => evaluatePpl({ allow: { and: [{ ssh_publickey: "ssh-ed25519 notbase64!" }] } }, {})).toThrow(/ssh_publickey/);
  });

  it("a request context of the wrong shape names the field", () => {
    let error: unknown;
    try {
      evaluatePpl({ allow: { or: [{ accept: 1 }] } }, { user: { groups: "admins" } } as unknown as PplRequestContext);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AccessPlaneError);
    expect((error as AccessPlaneError).details?.map((d) => d.path)).toEqual(["/user/groups"]);
    expect(() => evaluatePpl({}, { surprise: 1 } as unknown as PplRequestContext)).toThrow(/\/surprise: unknown field/);
  });
});

describe("client_certificate with an openssl-made leaf", () => {
  let dir: string;
  let leaf: string;
  let fingerprint: string;
  let spkiHash: string;
  const openssl = (args: string[], input?: string | Buffer) => execFileSync("openssl", args, { cwd: dir, input, stdio: ["pipe", "pipe", "pipe"] });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "accessplane-ppl-"));
    leaf = selfSignedCertificate(dir, "leaf", {
      subject: "/CN=client",
      days: 2,
      sections: "[ext]\nsubjectAltName=DNS:client.example.com,DNS:alt.example.com,email:ann@example.com,URI:spiffe://example.com/ann\n",
      args: ["-extensions", "ext"],
    });
    fingerprint = /=([0-9A-F:]+)/.exec(openssl(["x509", "-in", "leaf.pem", "-noout", "-fingerprint", "-sha256"]).toString())![1]!;
    const spki = openssl(["pkey", "-pubin", "-outform", "der"], openssl(["x509", "-in", "leaf.pem", "-noout", "-pubkey"]).toString());
    spkiHash = openssl(["dgst", "-sha256", "-binary"], spki).toString("base64");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cert = (data: unknown, pem = leaf) => run(allowAnd({ client_certificate: data }), { clientCertificate: { presented: true, leaf: pem } })[0];

  it("fingerprints in both formats and SPKI hashes, as openssl computes them", () => {
    expect(cert({ fingerprint })).toEqual([true, ["client-certificate-ok"]]);
    expect(cert({ fingerprint: fingerprint.replaceAll(":", "").toLowerCase() })).toEqual([true, ["client-certificate-ok"]]);
    expect(cert({ fingerprint: ["0".repeat(64), fingerprint] })).toEqual([true, ["client-certificate-ok"]]);
    expect(cert({ fingerprint: "0".repeat(64) })).toEqual([false, ["client-certificate-unauthorized"]]);
    expect(cert({ spki_hash: spkiHash })).toEqual([true, ["client-certificate-ok"]]);
    expect(cert({ spki_hash: Buffer.alloc(32).toString("base64") })).toEqual([false, ["client-certificate-unauthorized"]]);
    expect(cert({ spki_hash: spkiHash, fingerprint: "0".repeat(64) })).toEqual([false, ["client-certificate-unauthorized"]]);
  });

  it("SAN matchers are existential over the SANs; not_in holds only when no SAN is listed", () => {
    expect(cert({ san_dns: "alt.example.com" })).toEqual([true, ["client-certificate-ok"]]);
    expect(cert({ san_dns: { not: "alt.example.com" } })).toEqual([true, ["client-certificate-ok"]]);
    expect(cert({ san_dns: { not_in: ["alt.example.com"] } })).toEqual([false, ["client-certificate-unauthorized"]]);
    expect(cert({ san_email: { ends_with: "@example.com" }, san_uri: { starts_with: "spiffe://example.com/" } })).toEqual([true, ["client-certificate-ok"]]);
    expect(cert({ san_email: "bob@example.com" })).toEqual([false, ["client-certificate-unauthorized"]]);
  });

  it("a PEM that does not parse makes the criterion false, and the trace says why", () => {
    const result = evaluatePpl(allowAnd({ client_certificate: {} }), {
      clientCertificate: { presented: true, leaf: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n" },
    });
    expect(result.allow).toEqual({ value: false, reasons: ["client-certificate-unauthorized"] });
    expect(result.trace[0]!.note).toMatch(/does not parse/);
    expect(cert({}, "not a pem")).toEqual([false, ["client-certificate-unauthorized"]]);
    expect(run(allowAnd({ client_certificate: {} }), {})[0]).toEqual([false, ["client-certificate-unauthorized"]]);
  });
});

describe("ssh_publickey and ssh_ca with ssh-keygen keys and certificates", () => {
  let dir: string;
  const keygen = (args: string[]) => execFileSync("ssh-keygen", args, { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  const line = (name: string) => readFileSync(join(dir, name), "utf8").trim();
  const blob = (name: string) => line(name).split(/\s+/)[1]!;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "accessplane-ssh-"));
    for (const [name, type] of [
      ["ca-ed", "ed25519"],
      ["ca-ec", "ecdsa"],
      ["ca-rsa", "rsa"],
      ["ca-other", "ed25519"],
      ["user", "ed25519"],
      ["user2", "ecdsa"],
    ] as const) {
      keygen(["-q", "-t", type, "-N", "", "-C", name, "-f", name]);
    }
    const sign = (ca: string, key: string, id: string, extra: string[]) => {
      keygen(["-q", "-s", ca, "-I", id, ...extra, `${key}.pub`]);
      writeFileSync(join(dir, `${id}.cert`), readFileSync(join(dir, `${key}-cert.pub`)));
    };
    sign("ca-ed", "user", "ed-alice", ["-n", "alice,admin", "-V", "-5m:+1h"]);
    sign("ca-ec", "user", "ec-any", ["-V", "-5m:+1h"]);
    sign("ca-rsa", "user2", "rsa-alice", ["-n", "alice", "-V", "-5m:+1h"]);
    sign("ca-ed", "user", "ed-expired", ["-n", "alice", "-V", "20200101:20200102"]);
    sign("ca-ed", "user", "ed-host", ["-h", "-n", "alice", "-V", "-5m:+1h"]);
    sign("ca-ed", "user", "ed-critical", ["-n", "alice", "-O", "force-command=/bin/true", "-V", "-5m:+1h"]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const ssh = (criterion: Record<string, unknown>, publickey: string, username = "alice") => evaluatePpl(allowAnd(criterion), { ssh: { username, publickey } });

  it("ssh_publickey: the offered key among the listed authorized_keys lines", () => {
    expect(pair(ssh({ ssh_publickey: line("user.pub") }, blob("user.pub")).allow)).toEqual([true, ["ssh-publickey-ok"]]);
    expect(pair(ssh({ ssh_publickey: [line("user2.pub"), line("user.pub")] }, blob("user.pub")).allow)).toEqual([true, ["ssh-publickey-ok"]]);
    expect(pair(ssh({ ssh_publickey: line("user2.pub") }, blob("user.pub")).allow)).toEqual([false, ["ssh-publickey-unauthorized"]]);
    // authorized_keys lines may start with options (golang.org/x/crypto/ssh ParseAuthorizedKey, which the proxy uses).
    const withOptions = `no-pty,no-port-forwarding,command="echo a b" ${line("user.pub")}`;
    expect(pair(ssh({ ssh_publickey: withOptions }, blob("user.pub")).allow)).toEqual([true, ["ssh-publickey-ok"]]);
    // An empty list compiles and matches no key.
    expect(pair(ssh({ ssh_publickey: [] }, blob("user.pub")).allow)).toEqual([false, ["ssh-publickey-unauthorized"]]);
  });

  it("ssh_ca: a user certificate signed by a listed CA (Ed25519, ECDSA, RSA), for the login name, now", () => {
    expect(pair(ssh({ ssh_ca: line("ca-ed.pub") }, blob("ed-alice.cert")).allow)).toEqual([true, ["ssh-publickey-ok"]]);
    expect(pair(ssh({ ssh_ca: line("ca-ed.pub") }, blob("ed-alice.cert"), "admin").allow)).toEqual([true, ["ssh-publickey-ok"]]);
    expect(pair(ssh({ ssh_ca: [line("ca-other.pub"), line("ca-ec.pub")] }, blob("ec-any.cert"), "anyone").allow)).toEqual([true, ["ssh-publickey-ok"]]);
    expect(pair(ssh({ ssh_ca: line("ca-rsa.pub") }, blob("rsa-alice.cert")).allow)).toEqual([true, ["ssh-publickey-ok"]]);
  });

  it("ssh_ca refuses, and says why: another CA, another name, expired, host certificates, unknown critical options, plain keys", () => {
    const refused = (criterion: Record<string, unknown>, key: string, username?: string) => {
      const result = ssh(criterion, key, username);
      expect(pair(result.allow)).toEqual([false, ["ssh-publickey-unauthorized"]]);
      return result.trace[0]!.note;
    };
    expect(refused({ ssh_ca: line("ca-other.pub") }, blob("ed-alice.cert"))).toMatch(/not signed by a listed CA/);
    expect(refused({ ssh_ca: line("ca-ed.pub") }, blob("ed-alice.cert"), "bob")).toMatch(/not valid for the login name/);
    expect(refused({ ssh_ca: line("ca-ed.pub") }, blob("ed-expired.cert"))).toMatch(/expired/);
    expect(refused({ ssh_ca: line("ca-ed.pub") }, blob("ed-host.cert"))).toMatch(/not a user certificate/);
    expect(refused({ ssh_ca: line("ca-ed.pub") }, blob("ed-critical.cert"))).toMatch(/critical option force-command/);
    expect(refused({ ssh_ca: line("ca-ed.pub") }, blob("user.pub"))).toMatch(/not an SSH certificate/);
    // A certificate whose signature was tampered with.
    const tampered = Buffer.from(blob("ed-alice.cert"), "base64");
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 5) ^ 0xff, tampered.length - 5);
    expect(refused({ ssh_ca: line("ca-ed.pub") }, tampered.toString("base64"))).toMatch(/signature does not verify/);
  });
});

describe("scale", () => {
  it("a policy of 1 000 criteria against 1 000 requests answers every request", () => {
    const criteria = Array.from({ length: 1000 }, (_, i) => ({ email: `user${i}@example.com` }));
    const compiled = compilePpl({ allow: { or: criteria } });
    const results = Array.from({ length: 1000 }, (_, i) => compiled.evaluate({ user: { id: `u${i}`, email: `user${i * 7}@example.com` } }));
    // user0, user7, ..., user994: the multiples of 7 below 1 000.
    expect(results.filter((r) => r.allowed)).toHaveLength(Math.floor(999 / 7) + 1);
    expect(results[0]!.trace).toHaveLength(1000);
  });
});
