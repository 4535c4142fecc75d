/** The PPL validator: the grammar, every criterion, every matcher, each error at its JSON Pointer. */
import { describe, expect, it } from "vitest";
import { AccessPlaneError } from "../../src/errors.js";
import { assertValidPpl, checkPpl, PPL_LIMITS } from "../../src/ppl/validate.js";

const errors = (ppl: unknown) => checkPpl(ppl).map((d) => `${d.path}: ${d.message}`);
const allow = (...criteria: unknown[]) => ({ allow: { and: criteria } });

describe("PPL grammar", () => {
  it("accepts the empty forms, which grant nothing", () => {
    for (const ppl of [{}, { allow: {} }, [], [{}, { deny: {} }], { allow: { and: [] } }]) expect(errors(ppl)).toEqual([]);
  });

  it("accepts one rule or an array, every operator, and tolerates action", () => {
    expect(
      errors([
        { allow: { and: [{ email: "a@example.com" }], or: [{ domain: "example.com" }], action: "allow" } },
        { deny: { not: [{ accept: true }], nor: [{ reject: 1 }] } },
      ]),
    ).toEqual([]);
  });

  it("reports the proxy's messages at their paths", () => {
    expect(errors({ allow: { and: [{ emial: "x" }] } })).toEqual(["/ppl/allow/and/0: unknown policy criterion: emial"]);
    expect(errors({ allow: { xor: [] } })).toEqual(['/ppl/allow/xor: unsupported conditional "xor", only and, or, not, nor and action are allowed']);
    expect(errors(allow({ email: "a", domain: "b" }))).toEqual(["/ppl/allow/and/0: each criteria may only contain a single key and value"]);
    expect(errors(allow({}))).toEqual(["/ppl/allow/and/0: each criteria may only contain a single key and value"]);
    // pkg/policy/parser/grammar.go RulesFromObject: "invalid action in rule: %w" of ActionFromValue's "unsupported action: %s".
    expect(errors({ permit: {} })).toEqual(["/ppl/permit: invalid action in rule: unsupported action: permit"]);
    expect(errors([{ allow: { and: [{ pomerium_routes: true }] } }])).toEqual(["/ppl/0/allow/and/0: unknown policy criterion: pomerium_routes"]);
  });

  it("reports wrong shapes with the proxy's messages and its Go type names (pkg/policy/parser/grammar.go)", () => {
    // RulesFromValue: "unsupported type for rule: %T".
    expect(errors("allow everyone")).toEqual(["/ppl: unsupported type for rule: parser.String"]);
    // RulesFromArray: "unsupported type for rules array: %T".
    expect(errors([{ allow: {} }, 5])).toEqual(["/ppl/1: unsupported type for rules array: parser.Number"]);
    // RulesFromObject: "invalid value for action in rule, expected Object, got %T".
    expect(errors({ allow: [] })).toEqual(["/ppl/allow: invalid value for action in rule, expected Object, got parser.Array"]);
    // fillConditionalsFromObject + CriteriaFromValue: "invalid criteria in \"%s\"): unsupported type for criteria: %T".
    expect(errors({ allow: { and: { email: "x" } } })).toEqual(['/ppl/allow/and: invalid criteria in "and": unsupported type for criteria: parser.Object']);
    // CriteriaFromArray: "unsupported type for criteria array: %T".
    expect(errors(allow("email"))).toEqual(["/ppl/allow/and/0: unsupported type for criteria array: parser.String"]);
  });

  it("reports every problem, not just the first, with escaped pointers", () => {
    expect(errors({ allow: { and: [{ emial: 1 }, { "claim/a/b": { have: "x" } }], "o/r": [] } })).toEqual([
      "/ppl/allow/and/0: unknown policy criterion: emial",
      "/ppl/allow/and/1/claim~1a~1b: unknown string list matcher operator: have",
      '/ppl/allow/o~1r: unsupported conditional "o/r", only and, or, not, nor and action are allowed',
    ]);
  });

  it("never takes a prototype member for a criterion", () => {
    expect(errors(allow({ constructor: "x" }))).toEqual(["/ppl/allow/and/0: unknown policy criterion: constructor"]);
    expect(errors(allow({ toString: "x" }))).toEqual(["/ppl/allow/and/0: unknown policy criterion: toString"]);
  });

  it("limits size, rules and criteria", () => {
    expect(errors(Array.from({ length: PPL_LIMITS.maxRules + 1 }, () => ({})))[0]).toMatch(/at most 100 rules/);
    expect(errors(allow(...Array.from({ length: PPL_LIMITS.maxCriteria + 1 }, () => ({ accept: true }))))[0]).toMatch(/at most 1000 criteria/);
    expect(errors(allow({ email: "x".repeat(300 * 1024) }))[0]).toMatch(/larger than/);
  });

  it("assertValidPpl throws invalid_argument with every detail", () => {
    expect(() => assertValidPpl(allow({ emial: 1 }, { domian: 2 }))).toThrow(AccessPlaneError);
    try {
      assertValidPpl(allow({ emial: 1 }, { domian: 2 }));
    } catch (error) {
      expect((error as AccessPlaneError).details).toHaveLength(2);
      expect((error as AccessPlaneError).message).toMatch(/^invalid policy: \/ppl\/allow\/and\/0: unknown policy criterion: emial/);
    }
  });
});

describe("criteria", () => {
  const ok = (criterion: unknown) => expect(errors(allow(criterion)), JSON.stringify(criterion)).toEqual([]);
  const bad = (criterion: unknown, message: RegExp) => {
    const found = errors(allow(criterion));
    expect(found.length, JSON.stringify(criterion)).toBeGreaterThan(0);
    expect(found.join("\n")).toMatch(message);
  };

  it("accept, reject, authenticated_user, cors_preflight, invalid_client_certificate take anything", () => {
    for (const name of ["accept", "reject", "authenticated_user", "cors_preflight", "invalid_client_certificate"]) {
      ok({ [name]: true });
      ok({ [name]: 1 });
      ok({ [name]: { anything: ["at", "all"] } });
    }
  });

  it("string matchers: bare values and every operator", () => {
    for (const name of ["email", "domain", "user", "http_method", "http_path", "mcp_tool"]) {
      ok({ [name]: "value" });
      ok({ [name]: { is: "a", not: "b", starts_with: "c", ends_with: "d", contains: "e", in: ["f"], not_in: ["g"] } });
      // pkg/policy/criteria/matchers.go matchString: a value that is not an object is `{is: value}`, and
      // `is`/`not` compile to Rego (in)equality, which takes any JSON value (it never equals a string).
      ok({ [name]: 42 });
      ok({ [name]: true });
      ok({ [name]: null });
      ok({ [name]: { is: 5, not: false } });
      // matchString's lookup: any other operator is refused with this text.
      bad({ [name]: { equals: "a" } }, /unknown string matcher operator: equals/);
      // matchStringIn: "in matcher requires an array of strings".
      bad({ [name]: { in: "a" } }, /in matcher requires an array of strings/);
      // contains/starts_with/ends_with compile to Rego string built-ins, whose type check refuses a number.
      bad({ [name]: { contains: 5 } }, new RegExp(`/${name}/contains: expected a string`));
    }
  });

  it("string-list matchers: claim/<path> and groups", () => {
    ok({ "claim/groups": "admins" });
    ok({ "claim/org/team": { has: "a", is: "b", exclude: "c" } });
    ok({ groups: { has: "admins" } });
    // matchStringList: "unknown string list matcher operator".
    bad({ groups: { contains: "a" } }, /unknown string list matcher operator: contains/);
    // The proxy's own conversion of allowed_idp_claims writes non-string values (claim/email_verified: true).
    ok({ "claim/email_verified": true });
    ok({ "claim/level": { has: 3 } });
    // pkg/policy/parser/grammar.go CriterionFromObject: the name is cut at the first "/"; criteria other
    // than claim never read the sub-path, and claim without one looks up the claim "".
    ok({ claim: "a" });
    ok({ "email/sub": "a" });
    ok({ "accept/x": true });
    ok({ "http_method/x": "GET" });
  });

  it("source_ip: IPs and CIDRs, alone or in arrays", () => {
    ok({ source_ip: "10.0.0.1" });
    ok({ source_ip: "192.168.0.0/16" });
    ok({ source_ip: ["2001:db8::/32", "::1", "127.0.0.1/32"] });
    // pkg/policy/criteria/source_ip.go: "expected IP or CIDR range, got: %q", "expected string or array of strings, got: %T".
    bad({ source_ip: "10.0.0.300" }, /expected IP or CIDR range, got: "10.0.0.300"/);
    bad({ source_ip: "10.0.0.0/33" }, /expected IP or CIDR range/);
    bad({ source_ip: ["10.0.0.1", "example.com"] }, /source_ip\/1: expected IP or CIDR range, got: "example.com"/);
    bad({ source_ip: 7 }, /expected string or array of strings, got: parser.Number/);
    // An empty list compiles (it matches no address).
    ok({ source_ip: [] });
  });

  it("client_certificate: fingerprint and SPKI formats, SAN matchers", () => {
    const hex = "a".repeat(64);
    const colons = Array.from({ length: 32 }, () => "AB").join(":");
    const spki = Buffer.alloc(32, 7).toString("base64");
    ok({ client_certificate: { fingerprint: hex } });
    ok({
      client_certificate: {
        fingerprint: [hex, colons],
        spki_hash: spki,
        san_email: "a@example.com",
        san_dns: { ends_with: ".example.com" },
        san_uri: "spiffe://x",
      },
    });
    // pkg/policy/criteria/client_certificate.go's messages.
    bad({ client_certificate: { fingerprint: "A".repeat(64) } }, /unsupported certificate fingerprint format \(A{64}\)/);
    bad({ client_certificate: { fingerprint: colons.toLowerCase() } }, /unsupported certificate fingerprint format/);
    bad({ client_certificate: { fingerprint: "" } }, /certificate fingerprint must not be empty/);
    bad({ client_certificate: { fingerprint: 5 } }, /certificate fingerprint condition expects a string or array of strings/);
    bad({ client_certificate: { spki_hash: Buffer.alloc(20).toString("base64") } }, /certificate SPKI hash must be a base64-encoded SHA-256 hash/);
    bad({ client_certificate: { issuer: "x" } }, /unsupported certificate matcher condition: issuer/);
    bad({ client_certificate: "x" }, /expected object for certificate matcher, got: parser.String/);
  });

  it("device: approved, is, type", () => {
    ok({ device: { approved: true, is: "d1", type: "enclave_only" } });
    // pkg/policy/criteria/device.go reads approved with parser.Object Truthy/Falsy: any value compiles.
    for (const approved of ["yes", "false", 1, 0, null, {}]) ok({ device: { approved } });
    // device.go: "unexpected field in device criterion", "expected string for device criterion is operator, got %T".
    bad({ device: { owner: "me" } }, /unexpected field in device criterion: owner/);
    bad({ device: { is: 5 } }, /expected string for device criterion is operator, got parser.Number/);
    bad({ device: "x" }, /expected object for device criterion, got: parser.String/);
  });

  it("date: after and before as ISO 8601 date-times", () => {
    ok({ date: { after: "2026-01-01T00:00:00Z", before: "2026-12-31" } });
    bad({ date: { after: "next tuesday" } }, /ISO 8601/);
    bad({ date: { during: "2026" } }, /unknown date condition: during/);
  });

  it("day_of_week: *, lists, ranges, full names", () => {
    for (const value of ["*", "mon", "mon,wed,fri", "mon-fri", "Monday-Friday", "sat,sun", "mon-wed,fri"]) ok({ day_of_week: value });
    bad({ day_of_week: "funday" }, /invalid day of week/);
    bad({ day_of_week: "mon-tue-wed" }, /invalid day of week/);
    bad({ day_of_week: ["mon"] }, /expected a string/);
  });

  it("time_of_day: a real IANA time zone is required, times in 24-hour or 12-hour form", () => {
    ok({ time_of_day: { timezone: "Europe/Berlin", after: "08:30", before: "5:30 PM" } });
    ok({ time_of_day: { timezone: "UTC", after: "3:04pm" } });
    bad({ time_of_day: { after: "08:00" } }, /timezone is required/);
    bad({ time_of_day: { timezone: "Mars/Olympus_Mons" } }, /IANA time zone/);
    bad({ time_of_day: { timezone: "UTC", after: "25:00" } }, /a time such as/);
    bad({ time_of_day: { timezone: "UTC", during: "lunch" } }, /unknown time_of_day condition/);
  });

  it("record: type, field and exactly one operator", () => {
    ok({ record: { type: "type.googleapis.com/user", field: "department", is: "eng" } });
    ok({ record: { type: "t", field: "f", in: ["a", "b"] } });
    bad({ record: { type: "t", field: "f" } }, /exactly one operator/);
    bad({ record: { type: "t", field: "f", is: "a", not: "b" } }, /exactly one operator/);
    bad({ record: { type: "t", field: "f", sounds_like: "a" } }, /unknown string matcher operator: sounds_like/);
    bad({ record: { field: "f", is: "a" } }, /record\/type: expected a record type/);
  });
});
