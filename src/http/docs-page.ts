/**
 * An API reference page at /docs: swagger-ui (the optional swagger-ui-dist package, served from
 * node_modules, nothing fetched from a CDN) rendering the control plane's own openapi.json.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { AccessPlaneError, methodNotAllowed } from "../errors.js";

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

function page(documentUrl: string, docsPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>accessplane API reference</title>
  <link rel="icon" href="${docsPath}/favicon-32x32.png">
  <link rel="stylesheet" href="${docsPath}/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="${docsPath}/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: ${JSON.stringify(documentUrl)}, dom_id: "#reference", deepLinking: true, docExpansion: "list", displayOperationId: true });
  </script>
</body>
</html>
`;
}

/** What the reference page serves at `docsPath`: the page, or an asset; `undefined` for other paths. */
type DocsLookup = (path: string) => { body: string | Buffer; type: string; cache: string } | undefined;

/** The page and its assets read from swagger-ui-dist, or `undefined` when the package is not installed. */
function docsLookup(documentUrl: string, docsPath: string): DocsLookup | undefined {
  let folder: string;
  try {
    folder = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  } catch {
    return undefined;
  }
  const cache = new Map<string, Buffer>();
  const html = page(documentUrl, docsPath);
  return (path) => {
    if (path === docsPath || path === `${docsPath}/`) return { body: html, type: "text/html; charset=utf-8", cache: "no-cache" };
    const name = path.startsWith(`${docsPath}/`) ? path.slice(docsPath.length + 1) : undefined;
    if (name === undefined || !(name in ASSETS)) return undefined;
    let body = cache.get(name);
    if (body === undefined) {
      body = readFileSync(join(folder, name));
      cache.set(name, body);
    }
    return { body, type: ASSETS[name]!, cache: "max-age=3600" };
  };
}

/** Whether `path` is the page's: `docsPath` itself or below it. */
function covers(docsPath: string, path: string): boolean {
  return path === docsPath || path.startsWith(`${docsPath}/`);
}

/** What the page answers when swagger-ui-dist is not installed. */
function missingPackage(documentUrl: string): string {
  return `the API reference page needs the optional swagger-ui-dist package, which is not installed (npm install swagger-ui-dist); the OpenAPI document is at ${documentUrl}`;
}

/**
 * A request handler for `/docs` and its assets; answers `false` for any other path. `documentUrl` is
 * where the page fetches the document (the API's `{basePath}/openapi.json`). Without swagger-ui-dist,
 * `/docs` answers 404 in the error envelope saying so; `missing` is then true.
 */
export function createDocsHandler(documentUrl = "/api/v0/openapi.json"): ((req: IncomingMessage, res: ServerResponse) => boolean) & { missing: boolean } {
  const lookup = docsLookup(documentUrl, "/docs");
  const handler = (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (lookup === undefined) {
      if (!covers("/docs", path)) return false;
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: missingPackage(documentUrl), code: "not_found" }));
      return true;
    }
    const found = lookup(path);
    if (found === undefined) return false;
    res.writeHead(200, { "Content-Type": found.type, "Cache-Control": found.cache });
    res.end(req.method === "HEAD" ? undefined : found.body);
    return true;
  };
  return Object.assign(handler, { missing: lookup === undefined });
}

/**
 * The reference page inside a `fetch` handler, so that every binding serves it: `covers` says whether a
 * path is the page's (`docsPath` and below), `serve` answers it. Without swagger-ui-dist installed, the
 * page answers 404 saying so (and where the OpenAPI document is), not only in a log.
 */
export function createDocsFetchHandler(
  docsPath: string,
  documentUrl: string,
): { covers(path: string): boolean; serve(request: Request, path: string): Response } {
  const lookup = docsLookup(documentUrl, docsPath);
  return {
    covers: (path) => covers(docsPath, path),
    serve: (request, path) => serveDocs(lookup, documentUrl, request, path),
  };
}

function serveDocs(lookup: DocsLookup | undefined, documentUrl: string, request: Request, path: string): Response {
  if (request.method !== "GET" && request.method !== "HEAD") throw methodNotAllowed(request.method, ["GET", "HEAD"]);
  if (lookup === undefined) throw new AccessPlaneError("not_found", missingPackage(documentUrl));
  const found = lookup(path);
  if (found === undefined) throw new AccessPlaneError("not_found", `path ${path.slice(0, 256)} not found`);
  return new Response(request.method === "HEAD" ? null : found.body, { status: 200, headers: { "content-type": found.type, "cache-control": found.cache } });
}
