/**
 * The container image, tested as far as this machine allows (no registry but npm's and Debian's, so no
 * base image to build on): its filesystem is built by the script the Dockerfile runs, and the server is
 * started from it as the image's entry point starts it, on SQLite and as two replicas on PostgreSQL (as
 * compose.yaml runs them). The Dockerfile and compose.yaml are read to hold them to what is tested.
 * With ACCESSPLANE_TEST_IMAGE_FILESYSTEM set to a folder the script built, that folder is tested.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { POSTGRES_AVAILABLE, postgresDatabases } from "../support/postgres.js";
import { startServer, type StartedServer } from "../support/server-process.js";

// npm pack (a build), an install that compiles better-sqlite3, then servers: minutes on a loaded machine.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const root = fileURLToPath(new URL("../..", import.meta.url));
const TOKEN = "image-test-bootstrap-token-0123456789abcdef";
const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
const databases = postgresDatabases("image");
// A filesystem the script built already (CI builds it once from the tarball it checks), or none: then
// this test builds its own.
const prebuilt = process.env.ACCESSPLANE_TEST_IMAGE_FILESYSTEM;

describe("the container image's filesystem", () => {
  const dir = mkdtempSync(join(tmpdir(), "accessplane-image-test-"));
  let app = join(dir, "app");
  const servers: StartedServer[] = [];
  let entry: string;

  beforeAll(async () => {
    if (prebuilt !== undefined) {
      // Built by the same script from the tarball CI checked (.ci/run), before the load.
      expect(existsSync(join(prebuilt, "node_modules", "accessplane", "package.json")), `${prebuilt} is not an image filesystem`).toBe(true);
      app = prebuilt;
    } else {
      // Asynchronously: the test runner's worker must keep answering while npm installs.
      await promisify(execFile)(process.execPath, [join(root, "scripts/image-filesystem.mjs"), app], { maxBuffer: 16 * 1024 * 1024 });
    }
    // The entry point of the image, with /app where the script built it.
    const entrypoint = /^ENTRYPOINT \["node", "([^"]+)"\]$/m.exec(dockerfile)?.[1];
    expect(entrypoint).toBeDefined();
    entry = entrypoint!.replace(/^\/app\//, `${app}/`);
  });

  afterAll(() => {
    for (const server of servers) server.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("is what the Dockerfile builds: the same script, a non-root user, a health check on /readyz", () => {
    expect(dockerfile).toMatch(/^RUN node scripts\/image-filesystem\.mjs \/app$/m);
    expect(dockerfile).toMatch(/^COPY --from=build \/app \/app$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
    expect(existsSync(entry)).toBe(true);
    // What runs is what npm publishes, with the peers a server needs and no development dependencies.
    const modules = join(app, "node_modules");
    for (const name of ["accessplane", "better-sqlite3", "pg", "swagger-ui-dist", "jose"]) expect(existsSync(join(modules, name)), name).toBe(true);
    for (const name of ["vitest", "typescript", "typia", "esbuild"]) expect(existsSync(join(modules, name)), name).toBe(false);
  });

  it("starts the server from it on SQLite: ready, the bootstrap token exchanges, docs and metrics served", async () => {
    const data = join(dir, "data");
    mkdirSync(data);
    const server = await startServer([entry, "serve"], { ACCESSPLANE_DB: join(data, "accessplane.db"), ACCESSPLANE_BOOTSTRAP_TOKEN: TOKEN }, data);
    servers.push(server);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const exchanged = await fetch(`${server.baseUrl}/api/v0/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: TOKEN }),
    });
    expect(exchanged.status).toBe(200);
    const docs = await fetch(`${server.baseUrl}/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("SwaggerUIBundle");
    expect(await (await fetch(`${server.baseUrl}/metrics`)).text()).toContain('accessplane_requests_total{operation="getIdToken",status="200"} 1');
  });

  describe.skipIf(!POSTGRES_AVAILABLE)("as compose.yaml runs it", () => {
    afterAll(() => {
      for (const server of servers.splice(0)) server.child.kill("SIGKILL");
    });

    it("declares PostgreSQL, two replicas after it and one port in front of them", () => {
      const compose = parse(readFileSync(join(root, "compose.yaml"), "utf8")) as {
        services: Record<
          string,
          { build?: string; image?: string; environment?: Record<string, string>; ports?: string[]; depends_on?: Record<string, unknown> }
        >;
      };
      const replicas = Object.entries(compose.services).filter(([, service]) => service.build === ".");
      expect(replicas).toHaveLength(2);
      for (const [, replica] of replicas) {
        expect(replica.environment?.ACCESSPLANE_DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
        expect(replica.environment?.ACCESSPLANE_TRUSTED_PROXY_HOPS).toBe("1");
      }
      const published = Object.values(compose.services).flatMap((service) => service.ports ?? []);
      expect(published).toEqual(["127.0.0.1:8080:8080"]);
      const nginx = readFileSync(join(root, "deploy/nginx.conf"), "utf8");
      for (const [name] of replicas) expect(nginx).toContain(`server ${name}:8080`);
    });

    it("runs two replicas on one database: the first bootstraps it, a write on one is read on the other", async () => {
      const env = { ACCESSPLANE_DATABASE_URL: (await databases.create()).url, ACCESSPLANE_BOOTSTRAP_TOKEN: TOKEN, ACCESSPLANE_TRUSTED_PROXY_HOPS: "1" };
      const first = await startServer([entry, "serve"], env, dir);
      servers.push(first);
      const second = await startServer([entry, "serve"], env, dir);
      servers.push(second);
      const exchanged = await fetch(`${second.baseUrl}/api/v0/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refreshToken: TOKEN }),
      });
      const { idToken } = (await exchanged.json()) as { idToken: string };
      const headers = { authorization: `Bearer ${idToken}`, "content-type": "application/json" };
      const [org] = (await (await fetch(`${first.baseUrl}/api/v0/organizations`, { headers })).json()) as { id: string }[];
      const created = await fetch(`${first.baseUrl}/api/v0/organizations/${org!.id}/namespaces`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: "from-replica-1", parentId: org!.id }),
      });
      expect(created.status).toBe(201);
      const listed = (await (await fetch(`${second.baseUrl}/api/v0/organizations/${org!.id}/namespaces`, { headers })).json()) as { name: string }[];
      expect(listed.map((ns) => ns.name)).toContain("from-replica-1");
    });
  });
});
