/**
 * The PostgreSQL the tests run on: `ACCESSPLANE_TEST_POSTGRES_URL`, or this machine's server at
 * `postgres://postgres@127.0.0.1:5432/test`. Each store gets a schema of its own, dropped after the
 * test file. When no server answers and the variable is not set, the PostgreSQL suites are skipped with
 * one line saying why; when the variable is set, an unreachable server fails the run.
 */
import pg from "pg";
import { afterAll } from "vitest";
import { createPostgresStore, type PostgresStore } from "accessplane/postgres";

const configured = process.env.ACCESSPLANE_TEST_POSTGRES_URL;
export const POSTGRES_URL = configured ?? "postgres://postgres@127.0.0.1:5432/test";

async function probe(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

// The global setup probed once and said so; a file run some other way probes for itself.
const state = process.env.ACCESSPLANE_TEST_POSTGRES_STATE;
const problem = state === "available" ? undefined : state === "unavailable" ? "unreachable" : await probe();
if (problem !== undefined && configured !== undefined) {
  throw new Error(`ACCESSPLANE_TEST_POSTGRES_URL is set but PostgreSQL cannot be reached: ${problem}`);
}

/** Whether the PostgreSQL suites run. */
export const POSTGRES_AVAILABLE = problem === undefined;

/** A schema name for one store of this run, unique across concurrent test files. */
export function schemaName(label: string): string {
  return `t_${label
    .replace(/[^a-z0-9]/gi, "")
    .toLowerCase()
    .slice(0, 20)}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Makes stores on fresh schemas, all dropped after the test file. */
export function postgresStores(label: string): { create: (schema?: string) => Promise<PostgresStore> } {
  const schemas = new Set<string>();
  afterAll(async () => {
    if (schemas.size === 0) return;
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await client.end();
    }
  });
  return {
    create: async (schema = schemaName(label)) => {
      schemas.add(schema);
      return createPostgresStore({ connectionString: POSTGRES_URL, schema, poolSize: 4 });
    },
  };
}

/**
 * Makes databases of their own (for tests that run server processes on one, or cut every connection
 * of one), all dropped, with any connection still open, after the test file.
 */
export function postgresDatabases(label: string): { create: () => Promise<{ name: string; url: string }> } {
  const names = new Set<string>();
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    if (names.size === 0) return;
    await admin(async (client) => {
      for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    });
  });
  return {
    create: async () => {
      const name = `accessplane_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      names.add(name);
      await admin((client) => client.query(`CREATE DATABASE "${name}"`));
      const url = new URL(POSTGRES_URL);
      url.pathname = `/${name}`;
      return { name, url: url.toString() };
    },
  };
}

/**
 * Puts `around` in front of `pool.query` from now on: it sees each call's arguments (a text, or a
 * named statement's config) and sends the query with `send`, or answers in its place.
 */
function aroundQuery(pool: pg.Pool, around: (args: unknown[], send: () => Promise<unknown>) => Promise<unknown>): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => around(args, () => query(...args));
}

/**
 * The texts of the statements the store's pool sends from now on (the list is the caller's to clear);
 * `failure`, asked before each, may fail one instead of sending it.
 */
export function recordStatements(store: PostgresStore, failure: (text: string) => Error | undefined = () => undefined): string[] {
  const statements: string[] = [];
  aroundQuery(store.pool, (args, send) => {
    // A text, or a named (prepared) statement's config.
    const text = typeof args[0] === "string" ? args[0] : String((args[0] as { text: string }).text);
    statements.push(text);
    const error = failure(text);
    return error === undefined ? send() : Promise.reject(error);
  });
  return statements;
}

/** A statement sent as a prepared one: its name, its text and its values. */
export interface PreparedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/** The statements `pool` sends as prepared ones (by name) from now on (the list is the caller's to clear). */
export function recordPrepared(pool: pg.Pool): PreparedStatement[] {
  const prepared: PreparedStatement[] = [];
  aroundQuery(pool, (args, send) => {
    const config = args[0] as Partial<PreparedStatement> | string;
    if (typeof config === "object" && config.name !== undefined) prepared.push(config as PreparedStatement);
    return send();
  });
  return prepared;
}
