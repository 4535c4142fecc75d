/** Where the library writes what operators should see. Never handed a secret. */
export interface Logger {
  /** Routine events operators rarely need (a client that went away mid-request). Optional. */
  debug?(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The default logger: one JSON line per entry on standard error. */
export const jsonLogger: Logger = {
  info: (message, fields) => write("info", message, fields),
  warn: (message, fields) => write("warn", message, fields),
  error: (message, fields) => write("error", message, fields),
};

function write(level: string, message: string, fields?: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
}

/** A logger that drops everything. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
