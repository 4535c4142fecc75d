/**
 * Errors people can act on: validation messages in the API's words (never TypeScript's types), a
 * misspelled field named with the field it was probably meant to be, and query parameters an
 * operation does not take refused, as unknown body fields are, instead of silently ignored.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, exchange } from "../support/api.js";
import { createTestPlane, fingerprint, type TestPlane } from "../support/planes.js";

let test: TestPlane;
let token: string;
const org = () => `/organizations/${test.orgId}`;

beforeAll(async () => {
  test = await createTestPlane();
  token = await exchange(test, test.refreshToken);
});

const route = (fields: Record<string, unknown>) => ({
  namespaceId: test.clusterId,
  name: "app",
  from: "https://app.example.com",
  to: ["https://up.internal"],
  ...fields,
});

describe("validation messages", () => {
  it("say what a value must be in words, for every kind of constraint", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [route({ name: "" }), "/name", "must be non-empty text"],
      [route({ name: "x".repeat(200) }), "/name", "must be text of at most 128 characters"],
      [route({ to: "https://up.internal" }), "/to", "must be a list, each text of 1 to 2048 characters"],
      [route({ timeout: "ten seconds" }), "/timeout", "must be a duration such as 30s, 5m or 1h30m"],
      [route({ allowWebsockets: "yes" }), "/allowWebsockets", "must be true or false"],
    ];
    for (const [body, path, message] of cases) {
      const res = await call(test, "POST", `${org()}/routes`, { as: { token }, body });
      expect(res.status).toBe(400);
      const detail = (res.body.details as { path: string; message: string }[]).find((d) => d.path === path);
      expect(detail?.message, JSON.stringify(res.body)).toBe(message);
      // No TypeScript in what the user reads.
      expect(JSON.stringify(res.body)).not.toMatch(/MinLength|MaxLength|Pattern<|Array<|undefined|string &/);
    }
  });

  it("names the field a misspelling was probably meant to be, beside the missing one", async () => {
    const { name: _name, ...rest } = route({});
    const res = await call(test, "POST", `${org()}/routes`, { as: { token }, body: { ...rest, nmae: "app" } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: "/name", message: "required: text of 1 to 128 characters" },
      { path: "/nmae", message: 'unknown field; did you mean "name"?' },
    ]);
  });
});

describe("query parameters", () => {
  it("refuses those an operation does not take, naming them and what it takes, and changes nothing", async () => {
    const before = await fingerprint(test);
    const misspelled = await call(test, "GET", `${org()}/routes?namespaceId=${test.clusterId}&limt=5`, { as: { token } });
    expect(misspelled.status).toBe(400);
    expect(misspelled.body.code).toBe("invalid_argument");
    expect(misspelled.body.error).toContain('unknown query parameter "limt"');
    expect(misspelled.body.error).toContain("limit");
    expect(misspelled.body.details).toEqual([{ path: "/limt", message: "unknown query parameter" }]);
    // An operation that takes none says so.
    const none = await call(test, "DELETE", `${org()}/namespaces/${test.clusterId}?force=true`, { as: { token } });
    expect(none.status).toBe(400);
    expect(none.body.error).toContain("it takes none");
    expect(await fingerprint(test)).toBe(before);
    // Declared ones still work.
    expect((await call(test, "GET", `${org()}/routes?namespaceId=${test.clusterId}&limit=5`, { as: { token } })).status).toBe(200);
  });
});
