/**
 * gzip for Connect requests and responses, with Node's zlib. (The same few lines as
 * `@connectrpc/connect-node`'s `compressionGzip`; that package is not a dependency because its peer
 * dependency pins one exact version of `@connectrpc/connect`, which would conflict with an
 * application's own copy.)
 */
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { Code, ConnectError } from "@connectrpc/connect";
import type { Compression } from "@connectrpc/connect/protocol";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** A `Uint8Array` over an `ArrayBuffer` of its own, as Connect wants them. */
function own(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

/** gzip, refusing a request whose inflated size passes the body limit (`resource_exhausted`). */
export const gzipCompression: Compression = {
  name: "gzip",
  async compress(bytes) {
    return own(await gzipAsync(bytes));
  },
  async decompress(bytes, readMaxBytes) {
    if (bytes.length === 0) return new Uint8Array(0);
    try {
      return own(await gunzipAsync(bytes, { maxOutputLength: readMaxBytes }));
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        throw new ConnectError(`the request body is larger than ${readMaxBytes} bytes once decompressed`, Code.ResourceExhausted);
      }
      throw new ConnectError("the request body is not valid gzip", Code.InvalidArgument);
    }
  },
};
