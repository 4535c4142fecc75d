/**
 * Answers of repeated reads, kept encoded while the store proves that nothing changed since they were
 * computed: an answer is served again only while the store's change mark (see `Store.changeMark`) is
 * the one read before it was computed. A commit of any process moves the mark, so an answer served
 * from here is the one a fresh computation would give. Stores without a mark (PostgreSQL) never use it.
 */
import { LRUCache } from "lru-cache";
import type { OperationResult } from "./operation.js";

/** The memory answers may take by default, in bytes. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;

interface KeptAnswer {
  mark: number;
  result: OperationResult;
}

export class AnswerCache {
  private readonly kept: LRUCache<string, KeptAnswer>;

  constructor(
    private readonly changeMark: () => number,
    maxBytes: number,
  ) {
    this.kept = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry, key) => Math.max(1, byteLengthOf(entry.result) + key.length) });
  }

  /**
   * The answer kept under `key` if the mark (`given`, or read now) is the one read before it was
   * computed; else `compute`'s, encoded once (a 200 with a JSON body) and kept for the next caller.
   */
  async answer(key: string, compute: () => Promise<OperationResult>, given?: number): Promise<OperationResult> {
    // Read before computing (by the caller, once for its request, or here): a commit landing meanwhile
    // moves it, and the answer is never served again.
    const mark = given ?? this.changeMark();
    const found = this.kept.get(key);
    if (found !== undefined && found.mark === mark) return found.result;
    const result = await compute();
    if (result.status !== 200 || result.raw !== undefined) return result;
    const encoded: OperationResult = {
      status: result.status,
      ...(result.version === undefined ? {} : { version: result.version }),
      ...(result.headers === undefined ? {} : { headers: result.headers }),
      raw: { bytes: Buffer.from(JSON.stringify(result.body ?? null)), contentType: "application/json" },
    };
    this.kept.set(key, { mark, result: encoded });
    return encoded;
  }
}

function byteLengthOf(result: OperationResult): number {
  const bytes = result.raw?.bytes;
  return bytes === undefined ? 0 : typeof bytes === "string" ? bytes.length * 2 : bytes.byteLength;
}
