// Extracts every TypeScript snippet of the README, type-checks them all (strict, NodeNext and Bundler
// resolution) and runs each one, in a project where the packed `accessplane` is installed (the
// consumer check of .ci/run runs it there). The README cannot drift from the package.
//
//   node check-readme-snippets.mjs <README.md> [--postgres-url <url>]
//
// Every ```ts block must follow a marker line saying how to run it:
//   <!-- snippet: run -->                   a complete program: it must exit with 0
//   <!-- snippet: server -->                a complete server on port 8080: /healthz must answer 200
//   <!-- snippet: context a b ... -->       a fragment: the names it uses unexplained are provided
//   <!-- snippet: server context plane -->  both
//   <!-- snippet: vitest context ... -->    a test file, run with vitest
// The contexts (below) set up real objects: a bootstrapped memory store, a served control plane, a
// proxy signing attestations, signing keys, PostgreSQL. Port 8080 and https://proxy.example.com are
// replaced with free local ports; nothing else of a snippet changes.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
const readme = args[0];
if (readme === undefined) {
  console.error("usage: node check-readme-snippets.mjs <README.md> [--postgres-url <url>]");
  process.exit(2);
}
const postgresUrl = args.includes("--postgres-url") ? args[args.indexOf("--postgres-url") + 1] : undefined;

/** The snippets of the README with their markers. */
function extract(text) {
  const lines = text.split("\n");
  const snippets = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[i])) continue;
    let j = i - 1;
    while (j >= 0 && lines[j].trim() === "") j--;
    const marker = /^<!-- snippet: (.+?) -->$/.exec(lines[j] ?? "");
    if (marker === null) throw new Error(`README line ${i + 1}: a TypeScript snippet without a <!-- snippet: ... --> marker`);
    const end = lines.indexOf("```", i + 1);
    if (end < 0) throw new Error(`README line ${i + 1}: unterminated snippet`);
    const words = marker[1].split(/\s+/);
    const contextAt = words.indexOf("context");
    snippets.push({
      line: i + 1,
      kind: words.includes("server") ? "server" : words.includes("vitest") ? "vitest" : "run",
      context: contextAt < 0 ? [] : words.slice(contextAt + 1),
      code: lines.slice(i + 1, end).join("\n"),
    });
    i = end;
  }
  return snippets;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const listen = (server, port) => `await new Promise<void>((r) => ${server}.listen(${port}, "127.0.0.1", () => r()));`;

/** Code that provides each context name, and what runs after the snippet. */
function contextCode(names, { port, proxyPort, schema }) {
  const pre = [];
  const post = [];
  const known = new Set([
    "plane",
    "store",
    "orgId",
    "clusterId",
    "proxy",
    "mySessions",
    "signingKeyBundle",
    "attestation",
    "api",
    "secretKeys",
    "createMyStore",
    "postgres",
  ]);
  for (const name of names) if (!known.has(name)) throw new Error(`unknown snippet context ${name}`);
  const has = (name) => names.includes(name);
  const pem = `() => __gen("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString()`;
  if (has("plane"))
    pre.push(`const plane = await __ap.createControlPlane({ store: __mem.createMemoryStore(), logger: __ap.silentLogger });`, `await plane.bootstrap();`);
  if (has("store")) pre.push(`const store = __mem.createMemoryStore();`);
  if (has("orgId") || has("clusterId")) {
    pre.push(`const __boot = (await (await __ap.createControlPlane({ store, logger: __ap.silentLogger })).bootstrap())!;`);
    pre.push(`const orgId = __boot.organization.id;`, `const clusterId = __boot.cluster.id;`);
  }
  if (has("proxy")) pre.push(`const proxy = { load: async (_clusterId: string, _config: __ap.AppliedConfig): Promise<void> => {} };`);
  if (has("mySessions"))
    pre.push(`const mySessions = { fromCookie: async (_cookie: string | null): Promise<{ userId: string; email: string; name: string } | null> => null };`);
  if (has("signingKeyBundle")) {
    pre.push(`const __pem = ${pem};`, `const current = __pem();`, `const newKeyPem = __pem();`);
    pre.push(`const oldKid = (await __ap.parseSigningKeys(current))[0]!.kid;`, `const newKid = (await __ap.parseSigningKeys(newKeyPem))[0]!.kid;`);
    pre.push(`await plane.services.signingKeys.reload(current);`);
  }
  if (has("attestation")) {
    pre.push(
      `const __proxy = await __ap.createControlPlane({ store: __mem.createMemoryStore(), logger: __ap.silentLogger, signingKeys: { signingKey: (${pem})() } });`,
    );
    pre.push(`const __proxyServer = __node.createNodeHttpServer(__proxy.fetch);`, listen("__proxyServer", proxyPort));
    pre.push(
      `const __jwt = await __proxy.services.signingKeys.signAttestation({ host: "app.example.com", user: "u1", email: "ann@example.com", groups: ["eng"], sessionId: "s1", name: "Ann" });`,
    );
    pre.push(`const request = new Request("https://app.example.com/", { headers: { "x-pomerium-jwt-assertion": __jwt } });`);
    post.push(`if ((claims as { email?: string }).email !== "ann@example.com") throw new Error("the verifier did not return the attested email");`);
  }
  if (has("api")) {
    pre.push(`const __apiPlane = await __ap.createControlPlane({ store: __mem.createMemoryStore(), logger: __ap.silentLogger });`);
    pre.push(`process.env.REFRESH_TOKEN = (await __apiPlane.bootstrap())!.user.refreshToken;`);
    pre.push(`const __apiServer = __node.createNodeHttpServer(__apiPlane.fetch);`, listen("__apiServer", port));
  }
  if (has("secretKeys")) pre.push(`process.env.KEY_1 = __rand(32).toString("base64");`, `process.env.KEY_2 = __rand(32).toString("base64");`);
  if (has("createMyStore")) pre.push(`const createMyStore = () => __mem.createMemoryStore();`);
  if (has("postgres")) {
    post.push(`await plane.close();`);
    post.push(`const __pg = new __pgModule.Client({ connectionString: process.env.ACCESSPLANE_DATABASE_URL });`);
    post.push(`await __pg.connect();`, `await __pg.query('DROP SCHEMA IF EXISTS "${schema}" CASCADE');`, `await __pg.end();`);
  }
  const imports = [
    `import * as __ap from "accessplane";`,
    `import * as __mem from "accessplane/memory";`,
    `import * as __node from "accessplane/node";`,
    `import { generateKeyPairSync as __gen, randomBytes as __rand } from "node:crypto";`,
    ...(has("postgres") ? [`import __pgModule from "pg";`] : []),
  ];
  return { imports, pre, post };
}

const snippets = extract(readFileSync(readme, "utf8"));
const work = resolve("readme-snippets");
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const plans = [];
for (const [index, snippet] of snippets.entries()) {
  const port = await freePort();
  const proxyPort = await freePort();
  const schema = `readme_${process.pid}_${index}`;
  let code = snippet.code.replaceAll("8080", String(port)).replaceAll("https://proxy.example.com", `http://127.0.0.1:${proxyPort}`);
  if (snippet.context.includes("postgres")) code = code.replace(`schema: "accessplane"`, `schema: "${schema}"`);
  const { imports, pre, post } = contextCode(snippet.context, { port, proxyPort, schema });
  // Programs that end end their process (a served plane of a context would keep it alive); servers
  // and test files are stopped by the runner.
  const ending = snippet.kind === "run" ? ["process.exit(0);"] : [];
  const name = `s${String(index + 1).padStart(2, "0")}-line${snippet.line}${snippet.kind === "vitest" ? ".test" : ""}`;
  const text = [
    `// README line ${snippet.line} (${snippet.kind}${snippet.context.length ? `, context ${snippet.context.join(" ")}` : ""})`,
    ...imports,
    ...pre,
    code,
    ...post,
    ...ending,
    "export {};",
    "",
  ].join("\n");
  writeFileSync(join(work, `${name}.ts`), text);
  plans.push({ ...snippet, name, port });
}

// Type-check under both resolutions, strict; the NodeNext pass also emits the JavaScript that runs.
const base = { target: "ES2022", strict: true, noUncheckedIndexedAccess: true, types: ["node"], skipLibCheck: false, esModuleInterop: true };
writeFileSync(
  join(work, "tsconfig.nodenext.json"),
  JSON.stringify({ compilerOptions: { ...base, module: "NodeNext", moduleResolution: "NodeNext", outDir: "out" }, include: ["*.ts"] }, null, 2),
);
writeFileSync(
  join(work, "tsconfig.bundler.json"),
  JSON.stringify({ compilerOptions: { ...base, module: "ESNext", moduleResolution: "Bundler", noEmit: true }, include: ["*.ts"] }, null, 2),
);
const tsc = join(process.cwd(), "node_modules", "typescript", "bin", "tsc");
for (const config of ["tsconfig.nodenext.json", "tsconfig.bundler.json"]) {
  try {
    execFileSync(process.execPath, [tsc, "-p", join(work, config)], { stdio: "pipe", encoding: "utf8" });
  } catch (error) {
    console.error(`README snippets do not type-check (${config}):\n${error.stdout}${error.stderr}`);
    process.exit(1);
  }
}
console.log(`README: ${plans.length} TypeScript snippets type-check (strict; NodeNext and Bundler)`);

function runProcess(command, commandArgs, options) {
  return new Promise((resolveRun) => {
    const child = spawn(command, commandArgs, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolveRun({ code, signal, output });
    });
  });
}

/** Starts a server snippet, waits until its /healthz answers 200, then stops it. */
async function runServer(plan, cwd) {
  const child = spawn(process.execPath, [join(work, "out", `${plan.name}.js`)], { cwd, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let exited = false;
  child.once("exit", () => (exited = true));
  const deadline = Date.now() + 60_000;
  let healthy = false;
  while (!exited && Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${plan.port}/healthz`);
      if (response.status === 200) {
        healthy = true;
        break;
      }
    } catch {
      // Not listening yet: ask again.
    }
    await new Promise((next) => setTimeout(next, 100));
  }
  child.kill("SIGTERM");
  if (!exited) await new Promise((done) => child.once("exit", done));
  return { ok: healthy, output };
}

let failed = 0;
for (const plan of plans) {
  const cwd = join(work, `run-${plan.name}`);
  mkdirSync(cwd, { recursive: true });
  if (plan.context.includes("postgres") && postgresUrl === undefined) {
    console.log(`README line ${plan.line}: skipped running it: no PostgreSQL server given (--postgres-url)`);
    continue;
  }
  let result;
  if (plan.kind === "server") {
    result = await runServer(plan, cwd);
  } else if (plan.kind === "vitest") {
    const ran = await runProcess(
      process.execPath,
      [join(process.cwd(), "node_modules", "vitest", "vitest.mjs"), "run", "--root", join(work, "out"), `${plan.name}.js`],
      { cwd },
    );
    result = { ok: ran.code === 0, output: ran.output };
  } else {
    const env = { ...process.env, ...(postgresUrl === undefined ? {} : { ACCESSPLANE_DATABASE_URL: postgresUrl }) };
    const ran = await runProcess(process.execPath, [join(work, "out", `${plan.name}.js`)], { cwd, env });
    result = { ok: ran.code === 0, output: ran.output };
  }
  if (result.ok) console.log(`README line ${plan.line}: ran (${plan.kind})`);
  else {
    failed += 1;
    console.error(`README line ${plan.line}: FAILED (${plan.kind})\n${result.output}`);
  }
}
if (failed > 0) process.exit(1);
console.log(`README: every snippet ran`);
