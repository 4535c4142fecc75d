/**
 * SQLite store: `accessplane/sqlite` (needs the optional peer dependency better-sqlite3).
 * @packageDocumentation
 */
export { createSqliteStore, type SqliteDatabaseHandle, type SqliteStore, type SqliteStoreOptions } from "./sqlite-store.js";
export { SCHEMA_VERSION } from "./schema.js";
