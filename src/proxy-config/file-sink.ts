/**
 * Keeps the proxy's configuration file current: `writeProxyConfigFile(path)` makes a callback for
 * `onApply` (or `watchAppliedConfig`) that exports each applied configuration and writes it
 * atomically (a temporary file in the same folder, fsync, rename), readable by its owner only, with
 * the certificate files it names. A stock proxy started with `-config <path>` reloads it on change.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { AppliedConfig } from "../config/applied-config.js";
import { exportProxyYaml, type ProxyConfigOptions } from "./to-proxy-config.js";

/** Options of {@link writeProxyConfigFile}. */
export interface ProxyConfigFileOptions extends Omit<ProxyConfigOptions, "certificateDirectory"> {
  /** Write only this cluster's configurations; others are ignored. @defaultValue every cluster's */
  clusterId?: string;
  /** Where certificate files go (and the path the configuration names). @defaultValue `certs` beside the file */
  certificateDirectory?: string;
}

/** Writes `contents` to `path` atomically with mode 0600: a crash leaves the old file or the new one. */
function writeFileAtomically(path: string, contents: string): void {
  const folder = dirname(path);
  const temporary = join(folder, `.${randomBytes(6).toString("hex")}.tmp`);
  let fd: number | undefined;
  try {
    fd = openSync(temporary, "wx", 0o600);
    writeSync(fd, contents);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, path);
    // The rename itself is durable once the folder is synced.
    const dir = openSync(folder, "r");
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * A callback that writes each applied configuration (of `clusterId`, when given) to `path` as the
 * proxy's YAML. It throws, so an `onApply` hook fails the apply, when the configuration cannot go to
 * the proxy or the file cannot be written; nothing partial is left on disk.
 *
 * @example
 * ```ts
 * const plane = await createControlPlane({ store, onApply: writeProxyConfigFile("/etc/pomerium/config.yaml", { clusterId }) });
 * ```
 */
export function writeProxyConfigFile(path: string, options: ProxyConfigFileOptions = {}): (config: AppliedConfig) => Promise<void> {
  const target = resolve(path);
  const certificates = resolve(options.certificateDirectory ?? join(dirname(target), "certs"));
  return async (config) => {
    if (options.clusterId !== undefined && config.clusterId !== options.clusterId) return;
    const exported = await exportProxyYaml(config, { ...options, certificateDirectory: certificates });
    try {
      if (exported.files.length > 0) {
        mkdirSync(certificates, { recursive: true, mode: 0o700 });
        for (const file of exported.files) writeFileAtomically(join(certificates, file.name), file.contents);
      }
      writeFileAtomically(target, exported.yaml);
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/^[A-Z]+: /, "") : String(error);
      throw new Error(`cannot write the proxy configuration to ${target}: ${reason}`);
    }
    // Certificates no configuration names any more go too.
    const named = new Set(exported.files.map((file) => file.name));
    try {
      for (const name of readdirSync(certificates)) {
        if (/\.(crt|key)\.pem$/.test(name) && !named.has(name)) rmSync(join(certificates, name), { force: true });
      }
    } catch {
      // No certificate folder: nothing to clean.
    }
  };
}
