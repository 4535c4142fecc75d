// The README's table of operations, made from an OpenAPI document (the committed openapi.json).
const ROLES: Record<string, string> = {
  public: "anyone, no token",
  authenticated: "any signed-in user",
  read: "owner, admin, member, auditor",
  configure: "owner, admin, member",
  manage_clusters: "owner, admin",
  manage_users: "owner, admin",
  own: "owner",
};

export const TABLE_START = "<!-- operations table: made from openapi.json by `npm run generate`; a test checks it -->";
export const TABLE_END = "<!-- end of operations table -->";

/** One markdown row per operation: id, method, path (with the base path), who may call it. */
export function operationsTable(document: { paths: Record<string, Record<string, any>>; servers: { url: string }[] }): string {
  const base = document.servers[0]?.url === "/" ? "" : (document.servers[0]?.url ?? "");
  const rows: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const absolute = Array.isArray(item.servers);
    for (const [method, op] of Object.entries(item)) {
      if (method === "servers") continue;
      const who = ROLES[op["x-capability"]] ?? op["x-capability"];
      const extension = /An extension of this project/.test(op.description ?? "") ? " (extension)" : "";
      rows.push(`| \`${op.operationId}\`${extension} | ${method.toUpperCase()} | \`${absolute ? path : `${base}${path}`}\` | ${who} |`);
    }
  }
  return [TABLE_START, "", "| operation | method | path | who may call it |", "|---|---|---|---|", ...rows, "", TABLE_END].join("\n");
}

/** `readme` with its table replaced by `table`; throws when the markers are missing. */
export function withTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error("the README has no operations table markers");
  return readme.slice(0, start) + table + readme.slice(end + TABLE_END.length);
}
