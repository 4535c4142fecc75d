/**
 * The policy language (PPL) validator: the grammar of docs/proxy-rules.md, section 1, every criterion and
 * matcher, with the proxy's own error texts prefixed by the JSON Pointer of the offending value, e.g.
 * `/ppl/allow/and/0: unknown policy criterion: emial`. Every problem is reported, not just the first.
 *
 * ```
 * ppl       := rules | [rules, ...]
 * rules     := { "allow"?: body, "deny"?: body }
 * body      := { "and"?: [criterion...], "or"?: [...], "not"?: [...], "nor"?: [...], "action"?: any }
 * criterion := { "<name>" | "<name>/<sub/path>": data }   (exactly one key)
 * ```
 */
import { invalidDetails, type ErrorDetail } from "../errors.js";
import { escapePointer } from "../validation/json-pointer.js";
import {
  checkClientCertificate,
  checkDate,
  checkDayOfWeek,
  checkDevice,
  checkRecord,
  checkSourceIp,
  checkSshKeys,
  checkStringListMatcher,
  checkStringMatcher,
  checkTimeOfDay,
  goTypeOf,
  type Report,
} from "./matchers.js";

/** Limits on a policy's PPL. */
export const PPL_LIMITS = {
  /** Rules objects in one policy. */
  maxRules: 100,
  /** Criteria in one policy, over every rule and operator. */
  maxCriteria: 1000,
  /** Size of the PPL as JSON, bytes. */
  maxBytes: 256 * 1024,
} as const;

type CriterionCheck = (data: unknown, path: string, report: Report, subPath: string) => void;

const ANYTHING: CriterionCheck = () => {};
const STRING: CriterionCheck = (data, path, report) => checkStringMatcher(data, path, report);
const STRING_LIST: CriterionCheck = (data, path, report) => checkStringListMatcher(data, path, report);

/** Every criterion the proxy knows, with the check of its data. */
const CRITERIA: Readonly<Record<string, CriterionCheck>> = {
  accept: ANYTHING,
  reject: ANYTHING,
  authenticated_user: ANYTHING,
  cors_preflight: ANYTHING,
  invalid_client_certificate: ANYTHING,
  email: STRING,
  domain: STRING,
  user: STRING,
  http_method: STRING,
  http_path: STRING,
  mcp_tool: STRING,
  // Without a name (`claim`), the proxy looks up the claim "" (which no identity provider sets).
  claim: (data, path, report) => checkStringListMatcher(data, path, report),
  groups: STRING_LIST,
  source_ip: (data, path, report) => checkSourceIp(data, path, report),
  client_certificate: (data, path, report) => checkClientCertificate(data, path, report),
  device: (data, path, report) => checkDevice(data, path, report),
  date: (data, path, report) => checkDate(data, path, report),
  day_of_week: (data, path, report) => checkDayOfWeek(data, path, report),
  time_of_day: (data, path, report) => checkTimeOfDay(data, path, report),
  record: (data, path, report) => checkRecord(data, path, report),
  ssh_username: STRING,
  ssh_username_matches_email: ANYTHING,
  ssh_username_matches_claim: (data, path, report) => {
    if (typeof data !== "string") report(path, `expected string value, got: ${goTypeOf(data)}`);
    else if (data === "") report(path, "expected a claim name");
  },
  ssh_publickey: (data, path, report) => checkSshKeys(data, path, report, true),
  ssh_ca: (data, path, report) => checkSshKeys(data, path, report),
};

const OPERATORS = new Set(["and", "or", "not", "nor"]);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Every problem of a PPL document, each at its JSON Pointer under `basePath`. */
export function checkPpl(ppl: unknown, basePath = "/ppl"): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const report: Report = (path, message) => {
    if (details.length < 100) details.push({ path, message });
  };
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(ppl) ?? "");
  } catch {
    return [{ path: basePath, message: "the policy is not JSON data" }];
  }
  if (size > PPL_LIMITS.maxBytes) return [{ path: basePath, message: `the policy is larger than ${PPL_LIMITS.maxBytes} bytes` }];
  // The messages are the proxy's (pkg/policy/parser/grammar.go), its Go type names included.
  if (!Array.isArray(ppl) && !isObject(ppl)) return [{ path: basePath, message: `unsupported type for rule: ${goTypeOf(ppl)}` }];
  const rules = Array.isArray(ppl) ? ppl : [ppl];
  if (rules.length > PPL_LIMITS.maxRules) return [{ path: basePath, message: `a policy may hold at most ${PPL_LIMITS.maxRules} rules` }];
  let criteria = 0;
  rules.forEach((rule, index) => {
    const rulePath = Array.isArray(ppl) ? `${basePath}/${index}` : basePath;
    if (!isObject(rule)) return report(rulePath, `unsupported type for rules array: ${goTypeOf(rule)}`);
    for (const [action, body] of Object.entries(rule)) {
      const bodyPath = `${rulePath}/${escapePointer(action)}`;
      if (action !== "allow" && action !== "deny") {
        report(bodyPath, `invalid action in rule: unsupported action: ${action}`);
        continue;
      }
      if (!isObject(body)) {
        report(bodyPath, `invalid value for action in rule, expected Object, got ${goTypeOf(body)}`);
        continue;
      }
      for (const [operator, list] of Object.entries(body)) {
        const operatorPath = `${bodyPath}/${escapePointer(operator)}`;
        if (operator === "action") continue;
        if (!OPERATORS.has(operator)) {
          report(operatorPath, `unsupported conditional "${operator}", only and, or, not, nor and action are allowed`);
          continue;
        }
        if (!Array.isArray(list)) {
          report(operatorPath, `invalid criteria in "${operator}": unsupported type for criteria: ${goTypeOf(list)}`);
          continue;
        }
        criteria += list.length;
        if (criteria > PPL_LIMITS.maxCriteria) {
          report(operatorPath, `a policy may hold at most ${PPL_LIMITS.maxCriteria} criteria`);
          return;
        }
        list.forEach((criterion, position) => checkCriterion(criterion, `${operatorPath}/${position}`, report));
      }
    }
  });
  return details;
}

function checkCriterion(criterion: unknown, path: string, report: Report): void {
  if (!isObject(criterion)) return report(path, `unsupported type for criteria array: ${goTypeOf(criterion)}`);
  if (Object.keys(criterion).length !== 1) {
    return report(path, "each criteria may only contain a single key and value");
  }
  const [key, data] = Object.entries(criterion)[0]!;
  const slash = key.indexOf("/");
  const name = slash < 0 ? key : key.slice(0, slash);
  const subPath = slash < 0 ? "" : key.slice(slash + 1);
  const check = Object.hasOwn(CRITERIA, name) ? CRITERIA[name] : undefined;
  if (check === undefined) return report(path, `unknown policy criterion: ${name}`);
  // A sub-path on a criterion other than `claim` (`email/x`) is ignored, as the proxy ignores it.
  check(data, `${path}/${escapePointer(key)}`, report, subPath);
}

/** Throws `invalid_argument` listing every problem of a PPL document. */
export function assertValidPpl(ppl: unknown, basePath = "/ppl"): void {
  const details = checkPpl(ppl, basePath);
  if (details.length > 0) throw invalidDetails("policy", details);
}
