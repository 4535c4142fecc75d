/** A user's first session through a running control plane: what every example and mount must serve. */
import { expect } from "vitest";

/** The bootstrap token the examples' servers are started with (ACCESSPLANE_BOOTSTRAP_TOKEN). */
export const TOKEN = "examples-test-bootstrap-token-0123456789ab";

/** A user's first session through a server at `base` (its API under `api`): what every example must serve. */
export async function firstSession(base: string, api = `${base}/api/v0`): Promise<{ orgId: string; routeId: string; headers: Record<string, string> }> {
  const exchanged = await fetch(`${api}/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refreshToken: TOKEN }),
  });
  expect(exchanged.status).toBe(200);
  const { idToken } = (await exchanged.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}`, "content-type": "application/json" };
  const [org] = (await (await fetch(`${api}/organizations`, { headers })).json()) as { id: string }[];
  const [cluster] = (await (await fetch(`${api}/organizations/${org!.id}/clusters`, { headers })).json()) as { id: string }[];
  const created = await fetch(`${api}/organizations/${org!.id}/routes`, {
    method: "POST",
    headers,
    body: JSON.stringify({ namespaceId: cluster!.id, name: "app", from: "https://app.example.com", to: ["https://app.internal"] }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id: routeId } = (await created.json()) as { id: string };
  const read = await fetch(`${api}/organizations/${org!.id}/routes/${routeId}`, { headers });
  expect(((await read.json()) as { from: string }).from).toBe("https://app.example.com");
  return { orgId: org!.id, routeId, headers };
}
