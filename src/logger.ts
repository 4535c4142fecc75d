/**
 * Where the library writes what operators should see. Never handed a secret.
 *
 * The methods take the structured fields first and the message second, as pino does, so a pino logger
 * (or any logger with pino's calling convention, such as a child logger) passes straight in:
 * `createControlPlane({ store, logger: pino() })`.
 */
export interface Logger {
  /** Routine events operators rarely need (a client that went away mid-request). Optional. */
  debug?(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** The default logger: one JSON line per entry on standard error (`time`, `level`, `msg`, the fields). */
export const jsonLogger: Logger = {
  info: (fields, message) => write("info", fields, message),
  warn: (fields, message) => write("warn", fields, message),
  error: (fields, message) => write("error", fields, message),
};

function write(level: string, fields: Record<string, unknown>, message: string): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`);
}

/** A logger that drops everything. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
