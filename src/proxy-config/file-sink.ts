/**
 * Keeps the proxy's configuration file current: `writeProxyConfigFile(path)` makes a callback for
 * `onApply` (or `watchAppliedConfig`) that exports each applied configuration and writes it
 * atomically (a temporary file in the same folder, fsync, rename), readable by its owner only, with
 * the certificate files it names. A stock proxy started with `-config <path>` reloads it on change.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
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

/**
 * Writes `chunks` to `path` atomically with mode 0600 (a temporary file in the same folder, `fsync`,
 * rename, the folder synced): a crash leaves the old file or the new one. The writes and the `fsync`
 * run on libuv's threads, a chunk at a time, so that a large configuration (45 MB at 100 000 routes)
 * does not hold the event loop while the disk takes it.
 */
async function writeChunksAtomically(path: string, chunks: readonly string[]): Promise<void> {
  const folder = dirname(path);
  const temporary = join(folder, `.${randomBytes(6).toString("hex")}.tmp`);
  let file: Awaited<ReturnType<typeof open>> | undefined;
  try {
    file = await open(temporary, "wx", 0o600);
    // writeFile writes the whole chunk at the current position (a write may write part of it).
    for (const chunk of chunks) await file.writeFile(chunk, "utf8");
    await file.sync();
    await file.close();
    file = undefined;
    await rename(temporary, path);
    // The rename itself is durable once the folder is synced.
    const dir = await open(folder, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch (error) {
    await file?.close().catch(() => {});
    await rm(temporary, { force: true });
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
        for (const file of exported.files) await writeChunksAtomically(join(certificates, file.name), [file.contents]);
      }
      await writeChunksAtomically(target, exported.text.chunks);
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
