/**
 * Answers of repeated reads, kept encoded while the store proves that nothing changed since they were
 * computed: an answer is served again only while the store's change mark (`Store.changeMark`, or
 * PostgreSQL's snapshot read beside the request's caller, `Store.readChangeMark`) is the one read
 * before it was computed. A commit of any process moves the mark, so an answer served from here is
 * the one a fresh computation would give. An answer computed from something kept only by age (the read
 * cache's `readCacheMs`, on PostgreSQL) is not kept.
 */
import { LRUCache } from "lru-cache";
import type { Mark } from "../services/read-cache.js";
import type { OperationResult } from "./operation.js";

/** The memory answers may take by default, in bytes. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;

interface KeptAnswer {
  mark: Mark;
  result: OperationResult;
}

export class AnswerCache {
  private readonly kept: LRUCache<string, KeptAnswer>;

  constructor(maxBytes: number) {
    this.kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry, key) => Math.max(1, byteLengthOf(entry.result) + key.length) });
  }

  /**
   * The answer kept under `key` if `mark` (read by the caller before anything of its request) is the
   * one read before it was computed; else `compute`'s, encoded once (a 200 with a JSON body) and kept
   * for the next caller if `exact` says everything it used was proven current.
   */
  async answer(key: string, compute: () => Promise<OperationResult>, mark: Mark, exact: () => boolean): Promise<OperationResult> {
    const found = this.find(key, mark);
    if (found !== undefined) return found;
    const result = await compute();
    if (result.status !== 200 || result.raw !== undefined) return result;
    const encoded: OperationResult = {
      status: result.status,
      ...(result.version === undefined ? {} : { version: result.version }),
      ...(result.headers === undefined ? {} : { headers: result.headers }),
      raw: { bytes: Buffer.from(JSON.stringify(result.body ?? null)), contentType: "application/json" },
    };
    if (exact()) this.keep(key, mark, encoded);
    return encoded;
  }

  /** The answer kept under `key`, if `mark` (read before anything of the request) is the one read before it was computed. */
  find(key: string, mark: Mark): OperationResult | undefined {
    // A commit landing after the mark was read moves it: an answer computed meanwhile is never served again.
    const found = this.kept.get(key);
    return found !== undefined && found.mark === mark ? found.result : undefined;
  }

  /** Keeps an encoded answer (`raw` bytes) computed after `mark` was read, for the next caller with that mark. */
  keep(key: string, mark: Mark, result: OperationResult): void {
    this.kept.set(key, { mark, result });
  }
}

function byteLengthOf(result: OperationResult): number {
  const bytes = result.raw?.bytes;
  return bytes === undefined ? 0 : typeof bytes === "string" ? bytes.length * 2 : bytes.byteLength;
}
