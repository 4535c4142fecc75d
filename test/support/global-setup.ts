// Runs once per `vitest` run, before any test file. Says in the run's first lines what the suite uses
// of this machine: which PostgreSQL server and database (and that it makes and drops schemas of its own
// there), or why the PostgreSQL suites are skipped; which Chromium renders the API reference page, or
// why that test is skipped. Hands the PostgreSQL answer to the test files through the environment.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";
import { CHROMIUM } from "./chromium.js";

async function postgres(): Promise<void> {
  const configured = process.env.ACCESSPLANE_TEST_POSTGRES_URL;
  const url = configured ?? "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  let problem: string | undefined;
  let server = "";
  try {
    await client.connect();
    server = (await client.query<{ server_version: string }>("SHOW server_version")).rows[0]!.server_version;
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
  const where = new URL(url);
  const database = where.pathname.slice(1);
  if (problem !== undefined && configured !== undefined) {
    throw new Error(`ACCESSPLANE_TEST_POSTGRES_URL is set but PostgreSQL cannot be reached: ${problem}`);
  }
  console.log(
    problem === undefined
      ? `PostgreSQL suites run on PostgreSQL ${server} at ${where.host}, database "${database}"` +
          `${configured === undefined ? " (this machine's server; set ACCESSPLANE_TEST_POSTGRES_URL for another)" : " (ACCESSPLANE_TEST_POSTGRES_URL)"}: ` +
          `each test file makes schemas of its own there (t_<file>_<pid>_<random>) and drops them when it ends`
      : `PostgreSQL suites skipped: no server at ${where.host} (${problem}); set ACCESSPLANE_TEST_POSTGRES_URL to run them`,
  );
  process.env.ACCESSPLANE_TEST_POSTGRES_STATE = problem === undefined ? "available" : "unavailable";
}

function chromium(): void {
  if (!existsSync(CHROMIUM)) {
    console.log(`API reference page test skipped: ${CHROMIUM} is not installed (apt-get install -y chromium)`);
    return;
  }
  let version = "";
  try {
    version = execFileSync(CHROMIUM, ["--version"], { encoding: "utf8", timeout: 30_000, stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    version = "version unknown";
  }
  console.log(`API reference page test renders in ${CHROMIUM} (${version}), headless, with a profile of its own`);
}

export default async function setup(): Promise<void> {
  await postgres();
  chromium();
}
