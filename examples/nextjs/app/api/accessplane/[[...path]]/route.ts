// A Next.js route handler (App Router) serving the control plane at /api/accessplane: with `basePath`
// set to the route's own path, every method of every API path below it reaches `plane.fetch` (the
// optional catch-all [[...path]] routes them here). The plane is made once per server process and
// shared by every request. The key set and health paths live outside the base path: add route
// handlers at app/.well-known/pomerium/jwks.json/route.ts and app/healthz/route.ts that call
// `handler` the same way if the proxy or a load balancer needs them from this app.
import { createControlPlane, type ControlPlane } from "accessplane";
import { createPostgresStore } from "accessplane/postgres";
import { createMemoryStore } from "accessplane/memory";

// The Node.js runtime (not the Edge one): the stores use Node's APIs.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

let planeReady: Promise<ControlPlane> | undefined;

function plane(): Promise<ControlPlane> {
  planeReady ??= (async () => {
    const url = process.env.ACCESSPLANE_DATABASE_URL;
    const store = url === undefined ? createMemoryStore() : await createPostgresStore({ connectionString: url });
    // A route handler is not told the client's address: behind the proxy or load balancer in front of
    // Next.js, the entry it appended to X-Forwarded-For is (for the token-exchange throttle).
    const created = await createControlPlane({ store, basePath: "/api/accessplane", trustedProxyHops: 1 });
    await created.bootstrap(process.env.ACCESSPLANE_BOOTSTRAP_TOKEN === undefined ? {} : { refreshToken: process.env.ACCESSPLANE_BOOTSTRAP_TOKEN });
    return created;
  })();
  return planeReady;
}

async function handler(request: Request): Promise<Response> {
  return (await plane()).fetch(request);
}

export { handler as DELETE, handler as GET, handler as HEAD, handler as OPTIONS, handler as PATCH, handler as POST, handler as PUT };
