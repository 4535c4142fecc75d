/**
 * An API reference page at /docs: swagger-ui (the optional swagger-ui-dist package, served from
 * node_modules, nothing fetched from a CDN) rendering the control plane's own openapi.json.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

function page(documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>accessplane API reference</title>
  <link rel="icon" href="/docs/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
  <div id="reference"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({ url: ${JSON.stringify(documentUrl)}, dom_id: "#reference", deepLinking: true, docExpansion: "list", displayOperationId: true });
  </script>
</body>
</html>
`;
}

/**
 * A request handler for `/docs` and its assets; answers `false` for any other path. `documentUrl` is
 * where the page fetches the document (the API's `{basePath}/openapi.json`). `undefined` when
 * swagger-ui-dist is not installed.
 */
export function createDocsHandler(documentUrl = "/api/v0/openapi.json"): ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined {
  let folder: string;
  try {
    folder = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  } catch {
    return undefined;
  }
  const cache = new Map<string, Buffer>();
  const html = page(documentUrl);
  return (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === "/docs" || path === "/docs/") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
      res.end(req.method === "HEAD" ? undefined : html);
      return true;
    }
    const name = path.startsWith("/docs/") ? path.slice("/docs/".length) : undefined;
    if (name === undefined || !(name in ASSETS)) return false;
    let body = cache.get(name);
    if (body === undefined) {
      body = readFileSync(join(folder, name));
      cache.set(name, body);
    }
    res.writeHead(200, { "Content-Type": ASSETS[name]!, "Cache-Control": "max-age=3600" });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
