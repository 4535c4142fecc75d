/** Write bodies the service tests share. */

/** A complete policy write: allows example.com, not enforced unless `extra` says so. */
export function policyBody(namespaceId: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    namespaceId,
    name,
    enforced: false,
    ppl: { allow: { and: [{ domain: "example.com" }] } },
    description: "",
    explanation: "",
    remediation: "",
    ...extra,
  };
}
