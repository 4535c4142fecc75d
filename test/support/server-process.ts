/**
 * The server as a process, the way users run it: spawned, everything it prints collected (and scanned
 * by the leak guard when it closes), its address read from its "listening on" line.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { scanForLeaks } from "./leak-guard.js";

/** How long a server may take to start or to print what a test waits for on a busy machine. */
export const PROCESS_WAIT_MS = 90_000;

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
}

export interface StartedServer extends ServerProcess {
  baseUrl: string;
}

/** Spawns `node <args>` with HOST and PORT=0 (and `env`) set, collecting what it prints. */
export function spawnServer(args: readonly string[], env: Record<string, string>, cwd?: string): ServerProcess {
  const child = spawn(process.execPath, [...args], {
    ...(cwd === undefined ? {} : { cwd }),
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.on("close", () => scanForLeaks(output, `server output (${args.join(" ")})`));
  return { child, output: () => output };
}

/** Spawns a server and resolves once it says where it listens; rejects with its output if it exits or stays silent. */
export function startServer(args: readonly string[], env: Record<string, string>, cwd?: string): Promise<StartedServer> {
  const { child, output } = spawnServer(args, env, cwd);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${PROCESS_WAIT_MS} ms:\n${output()}`)), PROCESS_WAIT_MS);
    child.stdout!.on("data", () => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match === null) return;
      clearTimeout(timer);
      resolve({ child, output, baseUrl: match[1]! });
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output()}`));
    });
  });
}

/** Resolves once the process has printed `pattern` (looked at whenever it prints); rejects after `ms`. */
export function printed(server: ServerProcess, pattern: RegExp, ms = PROCESS_WAIT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (!pattern.test(server.output())) return;
      cleanup();
      resolve();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the process did not print ${pattern} within ${ms} ms:\n${server.output()}`));
    }, ms);
    const cleanup = (): void => {
      clearTimeout(timer);
      server.child.stdout!.off("data", check);
      server.child.stderr!.off("data", check);
    };
    server.child.stdout!.on("data", check);
    server.child.stderr!.on("data", check);
    check();
  });
}
