/**
 * The leak guard: every response a test plane serves and every line it logs is scanned for private-key
 * material; `test/support/leak-setup.ts` fails each test file that saw any. Tests that handle keys
 * register their keys' bodies, so a key is found even without its PEM markers.
 */
const PEM_PRIVATE_KEY = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;
const secrets = new Set<string>();
const findings: string[] = [];

/** Adds strings that must never appear in a response or a log line. */
export function registerSecrets(values: Iterable<string>): void {
  for (const value of values) if (value.length >= 16) secrets.add(value);
}

/** What of a private key `text` holds, if anything. */
export function leakIn(text: string): string | undefined {
  if (PEM_PRIVATE_KEY.test(text)) return "a PEM private key";
  for (const secret of secrets) if (text.includes(secret)) return "a registered key body";
  return undefined;
}

/** Records a finding when `text` holds a private key or a registered secret. */
export function scanForLeaks(text: string, where: string): void {
  const leak = leakIn(text);
  if (leak !== undefined) findings.push(`${where}: ${leak}`);
}

/** What the guard found so far in this test file. */
export function leakFindings(): readonly string[] {
  return findings;
}
