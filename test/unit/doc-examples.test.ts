/**
 * Every `@example` of the package's TSDoc type-checks against the package as it is, so that what an
 * editor shows a user cannot drift from the code. Each example is compiled as a module of its own;
 * the names examples use without defining them (a control plane, an organization id, an actor…) are
 * declared with their real types below.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** What examples may use without defining it, with its type. */
const CONTEXT: Record<string, string> = {
  plane: "declare const plane: import('accessplane').ControlPlane;",
  orgId: "declare const orgId: string;",
  clusterId: "declare const clusterId: string;",
  actor: "declare const actor: import('accessplane').Actor;",
  user: "declare const user: import('accessplane').User;",
  policy: "declare const policy: import('accessplane').Policy;",
  certificate: "declare const certificate: string;",
  key: "declare const key: string;",
  refreshToken: "declare const refreshToken: string;",
  clientAddress: "declare const clientAddress: string;",
  bearerToken: "declare const bearerToken: string;",
  request: "declare const request: Request;",
  requests: "declare const requests: import('accessplane').PplRequestContext[];",
  store: "declare const store: import('accessplane/store').Store;",
  createMyStore: "declare function createMyStore(): import('accessplane/store').Store;",
  writeProxyConfig: "declare function writeProxyConfig(config: import('accessplane').AppliedConfig): void;",
};

interface Example {
  where: string;
  code: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : sourceFiles(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** The fenced `@example` blocks of a file's doc comments. */
function examplesOf(path: string): Example[] {
  const lines = readFileSync(path, "utf8").split("\n");
  const found: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\*\s*@example\b/.test(lines[i]!)) continue;
    let open = i + 1;
    while (open < lines.length && /^\s*\*\s*$/.test(lines[open]!)) open++;
    if (!/^\s*\*\s*```(ts|typescript)\s*$/.test(lines[open] ?? "")) continue;
    const body: string[] = [];
    let close = open + 1;
    for (; close < lines.length && !/^\s*\*\s*```\s*$/.test(lines[close]!); close++) body.push(lines[close]!.replace(/^\s*\* ?/, ""));
    found.push({ where: `${relative(root, path)}:${i + 1}`, code: body.join("\n") });
    i = close;
  }
  return found;
}

/** The module an example is compiled as: its imports, the root entry's values it names without importing them, the context it uses. */
function moduleOf(example: Example, rootValues: readonly string[]): string {
  const lines = example.code.split("\n");
  const imports = lines.filter((line) => /^import\s/.test(line));
  const rest = lines.filter((line) => !/^import\s/.test(line));
  const uses = (name: string) => new RegExp(`(?<![.\\w$])${name}\\b`).test(rest.join("\n"));
  const declared = (name: string) =>
    imports.some((line) => new RegExp(`\\b${name}\\b`).test(line)) ||
    new RegExp(`\\b(?:const|let|var)\\s+(?:${name}\\b|[{[][^=]*\\b${name}\\b[^=]*[}\\]])|\\bfunction\\s+${name}\\b`).test(rest.join("\n"));
  const fromRoot = rootValues.filter((name) => uses(name) && !declared(name));
  const declarations = Object.entries(CONTEXT)
    .filter(([name]) => uses(name) && !declared(name))
    .map(([, declaration]) => declaration);
  return [
    `// ${example.where}`,
    ...imports,
    ...(fromRoot.length > 0 ? [`import { ${fromRoot.join(", ")} } from "accessplane";`] : []),
    ...declarations,
    ...rest,
    "export {};",
    "",
  ].join("\n");
}

describe("TSDoc examples", () => {
  const examples = [...sourceFiles(join(root, "src")), ...sourceFiles(join(root, "adapters"))].flatMap(examplesOf);

  it("are found in every service interface and entry point", () => {
    const files = new Set(examples.map((e) => e.where.split(":")[0]));
    for (const file of [
      "src/index.ts",
      "src/store/index.ts",
      "src/services/services.ts",
      "src/services/policies.ts",
      "src/services/routes.ts",
      "src/control-plane.ts",
    ]) {
      expect(files, file).toContain(file);
    }
    expect(examples.length).toBeGreaterThanOrEqual(25);
  });

  // One type-check of every example together: seconds quiet, a minute or more with both cores busy.
  it("type-check against the package", { timeout: 300_000 }, async () => {
    const rootValues = Object.keys(await import("accessplane"));
    const out = join(root, "test-output", "doc-examples");
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const files = examples.map((example, index) => {
      const file = join(out, `example-${index}.ts`);
      writeFileSync(file, moduleOf(example, rootValues));
      return file;
    });
    const config = ts.readConfigFile(join(root, "tsconfig.json"), (path) => ts.sys.readFile(path));
    const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
    const program = ts.createProgram(files, { ...parsed.options, noEmit: true, noUnusedLocals: false });
    const problems = files.flatMap((file, index) =>
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(file))
        .map((d) => `${examples[index]!.where}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`),
    );
    expect(problems).toEqual([]);
  });
});
