/** ConfigService clients for tests: the vendor's protocol over a real socket, binary or JSON, with an ID token. */
import { createClient, type Client, type Interceptor } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import { ConfigService } from "../../src/connect/gen/pomerium/config/config_pb.js";
import { createNodeHttpServer } from "accessplane/node";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { TestPlane } from "../support/planes.js";

export type ConfigClient = Client<typeof ConfigService>;

/** A running server for a test plane: its origin and how to stop it. */
export interface Served {
  origin: string;
  close(): Promise<void>;
}

export async function serve(test: TestPlane): Promise<Served> {
  const server: Server = createNodeHttpServer(test.plane.fetch);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An ID token for a refresh token, as the vendor's SDK gets one (`POST /api/v0/token`). */
export async function idTokenFor(origin: string, refreshToken: string): Promise<string> {
  const response = await fetch(`${origin}/api/v0/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refreshToken }),
  });
  if (response.status !== 200) throw new Error(`token exchange answered ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** A ConfigService client as the Go SDK is one: `Authorization: Pomerium <token>`, binary protobuf unless `json`. */
export function configClient(origin: string, token: string | undefined, options: { json?: boolean; headers?: Record<string, string> } = {}): ConfigClient {
  const auth: Interceptor = (next) => (request) => {
    if (token !== undefined) request.header.set("Authorization", `Pomerium ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) request.header.set(name, value);
    return next(request);
  };
  return createClient(
    ConfigService,
    createConnectTransport({ baseUrl: origin, httpVersion: "1.1", useBinaryFormat: options.json !== true, interceptors: [auth] }),
  );
}
