// Runs once per `vitest` run, before any test file: finds out whether PostgreSQL is reachable, says so
// in one line, and hands the answer to the test files through the environment.
import pg from "pg";

export default async function setup(): Promise<void> {
  const configured = process.env.ACCESSPLANE_TEST_POSTGRES_URL;
  const url = configured ?? "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  let problem: string | undefined;
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
  const where = new URL(url);
  if (problem !== undefined && configured !== undefined) {
    throw new Error(`ACCESSPLANE_TEST_POSTGRES_URL is set but PostgreSQL cannot be reached: ${problem}`);
  }
  console.log(
    problem === undefined
      ? `PostgreSQL suites run on ${where.host}${where.pathname}${configured === undefined ? " (this machine's server)" : " (ACCESSPLANE_TEST_POSTGRES_URL)"}`
      : `PostgreSQL suites skipped: no server at ${where.host} (${problem}); set ACCESSPLANE_TEST_POSTGRES_URL to run them`,
  );
  process.env.ACCESSPLANE_TEST_POSTGRES_STATE = problem === undefined ? "available" : "unavailable";
}
