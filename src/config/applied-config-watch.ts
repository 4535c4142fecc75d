/**
 * Watching a cluster's applied configuration, on this process and on every replica: an apply in this
 * process is seen at once; on a store that announces writes (PostgreSQL's LISTEN/NOTIFY) an apply on
 * another replica is seen as soon as the announcement arrives; on other stores (SQLite shared by
 * several processes) by polling, every `pollIntervalMs`.
 */
import type { Logger } from "../logger.js";
import type { Store } from "../store/port.js";
import type { AppliedConfig } from "./applied-config.js";
import type { DefaultChangesetService } from "./changesets.js";

/** Options of {@link AppliedConfigService.watch}. */
export interface WatchOptions {
  /** How often to look when the store announces nothing, in ms. @defaultValue 1000 */
  pollIntervalMs?: number;
  /** Versions up to this one are not reported (the caller has it). @defaultValue 0 */
  afterVersion?: number;
}

/**
 * Watching clusters' applied configurations, across replicas (PostgreSQL notifies; other stores are
 * watched within one process). Reached as `plane.services.appliedConfigs`.
 *
 * @example
 * ```ts
 * const stop = plane.services.appliedConfigs.watch(orgId, clusterId, (config) => writeProxyConfig(config));
 * // later: stop();
 * ```
 */
export interface AppliedConfigService {
  /**
   * Calls `callback` with the cluster's applied configuration, first with the current one (when there
   * is one newer than `afterVersion`), then with every newer one, in version order (a version applied
   * and superseded between two looks may be skipped: the callback always gets the newest). Returns a
   * function that stops watching.
   */
  watch(orgId: string, clusterId: string, callback: (config: AppliedConfig) => void, options?: WatchOptions): () => void;
  /**
   * Resolves with the cluster's applied configuration once its version is above `version`, or with
   * `undefined` after `timeoutMs` or when `signal` aborts.
   */
  newerThan(orgId: string, clusterId: string, version: number, timeoutMs: number, signal?: AbortSignal): Promise<AppliedConfig | undefined>;
}

/** @deprecated The name of {@link AppliedConfigService} before every service was named `<Thing>Service`; removed in the next minor release. */
export type AppliedConfigWatch = AppliedConfigService;

/** Implements {@link AppliedConfigService} (internal: the control plane constructs it). */
export class DefaultAppliedConfigService implements AppliedConfigService {
  private readonly active = new Set<() => void>();

  constructor(
    private readonly store: Store,
    private readonly changesets: DefaultChangesetService,
    private readonly logger: Logger,
  ) {}

  watch(orgId: string, clusterId: string, callback: (config: AppliedConfig) => void, options: WatchOptions = {}): () => void {
    let last = options.afterVersion ?? 0;
    let stopped = false;
    let running = false;
    let again = false;
    const look = async (): Promise<void> => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const config = await this.changesets.getAppliedConfig(orgId, clusterId);
          if (!stopped && config !== undefined && config.version > last) {
            last = config.version;
            callback(config);
          }
        } while (again && !stopped);
      } catch (error) {
        this.logger.warn(
          {
            orgId,
            clusterId,
            reason: error instanceof Error ? error.message : String(error),
          },
          "watching an applied configuration: a look failed; the next one retries",
        );
      } finally {
        running = false;
      }
    };
    const stops: (() => void)[] = [];
    stops.push(this.changesets.onApplied((org, cluster) => org === orgId && cluster === clusterId && void look()));
    if (this.store.watch !== undefined) {
      stops.push(this.store.watch("appliedConfig", (change) => (change.resync || (change.scope === orgId && change.id === clusterId)) && void look()));
    } else {
      // Not unref'd: a process that only watches (a proxy's file sink) keeps running while it does, as
      // the PostgreSQL store's LISTEN connection keeps it; stopping the watch (or closing) clears it.
      const timer = setInterval(() => void look(), options.pollIntervalMs ?? 1000);
      stops.push(() => clearInterval(timer));
    }
    void look();
    const stopWatching = () => {
      stopped = true;
      this.active.delete(stopWatching);
      for (const stop of stops) stop();
    };
    this.active.add(stopWatching);
    return stopWatching;
  }

  /** Open watches (long polls included), for `/metrics`. */
  get size(): number {
    return this.active.size;
  }

  /** Stops every watch (the control plane is closing). */
  stopAll(): void {
    for (const stop of [...this.active]) stop();
  }

  newerThan(orgId: string, clusterId: string, version: number, timeoutMs: number, signal?: AbortSignal): Promise<AppliedConfig | undefined> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (config: AppliedConfig | undefined) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stop();
        signal?.removeEventListener("abort", onAbort);
        resolve(config);
      };
      const onAbort = () => finish(undefined);
      const timer = setTimeout(() => finish(undefined), timeoutMs);
      const stop = this.watch(orgId, clusterId, (config) => finish(config), { afterVersion: version });
      signal?.addEventListener("abort", onAbort, { once: true });
      if (signal?.aborted) finish(undefined);
    });
  }
}
