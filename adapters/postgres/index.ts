/**
 * PostgreSQL store: `accessplane/postgres` (needs the optional peer dependency `pg`, node-postgres).
 * @packageDocumentation
 */
export { createPostgresStore, type PostgresStore, type PostgresStoreOptions } from "./postgres-store.js";
export { POSTGRES_SCHEMA_VERSION } from "./schema.js";
