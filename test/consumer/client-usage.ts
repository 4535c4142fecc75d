// What a user of the typed client writes: it must compile under `strict` against the built package.
import { AccessPlaneClientError, createAccessPlaneClient } from "accessplane/client";

export async function listRouteNames(baseUrl: string, refreshToken: string, organizationId: string, namespaceId: string): Promise<string[]> {
  const api = createAccessPlaneClient({ baseUrl, refreshToken });
  try {
    const { data } = await api.GET("/organizations/{organizationId}/routes", {
      params: { path: { organizationId }, query: { namespaceId, limit: 100 } },
    });
    return (data ?? []).map((route) => route.name);
  } catch (error) {
    if (error instanceof AccessPlaneClientError && error.code === "not_found") return [];
    throw error;
  }
}

export async function createPolicy(baseUrl: string, refreshToken: string, organizationId: string): Promise<string | undefined> {
  const api = createAccessPlaneClient({ baseUrl, refreshToken });
  const { data } = await api.POST("/organizations/{organizationId}/policies", {
    params: { path: { organizationId } },
    body: {
      namespaceId: organizationId,
      name: "staff",
      enforced: false,
      ppl: { allow: { and: [{ domain: { is: "example.com" } }] } },
      description: "",
      explanation: "",
      remediation: "",
    },
  });
  return data?.id;
}
