#!/usr/bin/env node
/**
 * `accessplane`: the command-line tool. Serves the API on a SQLite file or PostgreSQL, and does what
 * whoever holds the database may need without the API: bootstrap, API-access users and their tokens
 * (the recovery path for a lost token), export, backup, reseal, migrate. See `accessplane --help`.
 *
 * Exit codes: 0 done; 1 the operation failed (the message says why); 2 the command line is wrong.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { COMMANDS, UsageError, type Command } from "./commands.js";

const GLOBAL_HELP = `accessplane: the control plane of an access proxy

Usage: accessplane <command> [options]

Commands:
${COMMANDS.map((command) => `  ${command.name.padEnd(26)} ${command.summary}`).join("\n")}

The database, for every command:
  --db <file>                SQLite file (env ACCESSPLANE_DB; default ./data/accessplane.db)
  --database-url <url>       PostgreSQL instead (env ACCESSPLANE_DATABASE_URL; prefer the variable:
                             a flag is visible to other users in the process list)
  --schema <name>            PostgreSQL schema (env ACCESSPLANE_DATABASE_SCHEMA; default accessplane)
Secrets at rest are sealed with ACCESSPLANE_SECRET_KEYS (base64 keys, comma-separated, first encrypts).

Run \`accessplane <command> --help\` for a command's options.
Exit codes: 0 done, 1 failed, 2 wrong command line.`;

function commandHelp(command: Command): string {
  const options = Object.entries(command.options).map(
    ([name, spec]) => `  --${name}${spec.type === "string" ? ` <${spec.valueName ?? "value"}>` : ""}`.padEnd(30) + ` ${spec.help}`,
  );
  return [
    `Usage: accessplane ${command.name}${command.positionals === undefined ? "" : ` ${command.positionals}`} [options]`,
    "",
    command.summary,
    ...(command.description === undefined ? [] : ["", command.description]),
    "",
    "Options:",
    ...options,
    "  --help".padEnd(30) + " this text",
    "",
    "Database options (--db, --database-url, --schema): see `accessplane --help`.",
  ].join("\n");
}

const DATABASE_OPTIONS: ParseArgsConfig["options"] = {
  db: { type: "string" },
  "database-url": { type: "string" },
  schema: { type: "string" },
  help: { type: "boolean", short: "h" },
};

async function main(argv: string[]): Promise<number> {
  const words: string[] = [];
  let rest = argv;
  // Commands are one or two words (`users renew-token`); the longest that names a command wins.
  for (const size of [2, 1]) {
    const name = argv.slice(0, size).join(" ");
    if (argv.length >= size && COMMANDS.some((c) => c.name === name)) {
      words.push(name);
      rest = argv.slice(size);
      break;
    }
  }
  if (words.length === 0) {
    if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
      console.log(GLOBAL_HELP);
      return argv.length === 0 ? 2 : 0;
    }
    if (argv[0] === "--version") {
      console.log((await import("../http/operations/identity.js")).VERSION);
      return 0;
    }
    console.error(`accessplane: unknown command ${JSON.stringify(argv.slice(0, 2).join(" "))}; run accessplane --help`);
    return 2;
  }
  const command = COMMANDS.find((c) => c.name === words[0])!;
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...DATABASE_OPTIONS, ...Object.fromEntries(Object.entries(command.options).map(([name, spec]) => [name, { type: spec.type }])) },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`accessplane ${command.name}: ${error instanceof Error ? error.message : String(error)}; run accessplane ${command.name} --help`);
    return 2;
  }
  if (parsed.values.help === true) {
    console.log(commandHelp(command));
    return 0;
  }
  try {
    return await command.run(parsed.values as Record<string, string | boolean | undefined>, parsed.positionals);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`accessplane ${command.name}: ${error.message}; run accessplane ${command.name} --help`);
      return 2;
    }
    console.error(`accessplane ${command.name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

const code = await main(process.argv.slice(2));
// `serve` keeps running: it exits from its signal handlers.
if (code !== -1) process.exitCode = code;
