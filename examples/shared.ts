// What every example server shares: a control plane on the store the environment names (SQLite by
// default, PostgreSQL with ACCESSPLANE_DATABASE_URL), bootstrapped on first start, with its reference
// page and metrics, and where to listen.
import { createControlPlane, jsonLogger, type ControlPlane } from "accessplane";
import { createSqliteStore } from "accessplane/sqlite";

export const HOST = process.env.HOST ?? "127.0.0.1";
export const PORT = Number(process.env.PORT ?? 8080);

export async function examplePlane(): Promise<ControlPlane> {
  const url = process.env.ACCESSPLANE_DATABASE_URL;
  const store =
    url === undefined
      ? createSqliteStore({ filename: process.env.ACCESSPLANE_DB ?? "./data/accessplane.db" })
      : await (await import("accessplane/postgres")).createPostgresStore({ connectionString: url });
  const plane = await createControlPlane({ store, logger: jsonLogger, docsPath: "/docs", metricsPath: "/metrics" });
  const token = process.env.ACCESSPLANE_BOOTSTRAP_TOKEN;
  const created = await plane.bootstrap(token === undefined ? {} : { refreshToken: token });
  if (created !== undefined && token === undefined) console.log(`the first owner's refresh token, shown once: ${created.user.refreshToken}`);
  process.once("SIGTERM", () => void plane.close().then(() => process.exit(0)));
  return plane;
}

/** The line the examples' tests wait for. */
export function listening(port: number): void {
  console.log(`listening on http://${HOST}:${port} (reference at /docs)`);
}
