/**
 * Whether a leaf certificate covers a route's host (docs/proxy-rules.md, section 4): the host equals the
 * subject CN or a DNS SAN, case-insensitively, or a wildcard SAN `*.example.com` covers exactly one
 * leftmost label. IP SANs are not considered. A wildcard route host matches only the same wildcard.
 */
import type { CertificateInfo } from "../domain/entities.js";

/** The host a route serves: the host of its `from` URL, lower case, without port. */
export function routeHost(from: string): string | undefined {
  try {
    const host = new URL(from).hostname.toLowerCase();
    return host === "" ? undefined : host;
  } catch {
    return undefined;
  }
}

function covers(name: string, host: string): boolean {
  const pattern = name.toLowerCase();
  if (pattern === host) return true;
  if (!pattern.startsWith("*.") || host.startsWith("*.")) return false;
  const dot = host.indexOf(".");
  return dot > 0 && host.slice(dot + 1) === pattern.slice(2);
}

/** Whether the leaf's CN or DNS SANs cover `host`. */
export function leafCoversHost(leaf: CertificateInfo, host: string): boolean {
  const names = [...leaf.dnsNames];
  if (leaf.subject.commonName !== "") names.push(leaf.subject.commonName);
  return names.some((name) => covers(name, host));
}
