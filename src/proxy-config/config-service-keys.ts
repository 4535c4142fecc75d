/**
 * The ConfigService's own fields (those the REST model lacks, kept per entity as
 * `configServiceFields` in proto3 JSON) in the proxy's configuration file: which of them the proxy
 * reads, under which key, and which it has no key for (reported as omitted, never written).
 */

/** Route fields the proxy reads, by proto JSON name, with their keys (values as proto3 JSON, which the proxy decodes). */
const ROUTE_KEYS: Readonly<Record<string, string>> = {
  allowedUsers: "allowed_users",
  allowedDomains: "allowed_domains",
  allowedIdpClaims: "allowed_idp_claims",
  corsAllowPreflight: "cors_allow_preflight",
  allowPublicUnauthenticatedAccess: "allow_public_unauthenticated_access",
  allowAnyAuthenticatedUser: "allow_any_authenticated_user",
  tlsServerName: "tls_server_name",
  tlsCustomCa: "tls_custom_ca",
  tlsCustomCaFile: "tls_custom_ca_file",
  tlsClientCert: "tls_client_cert",
  tlsClientCertFile: "tls_client_cert_file",
  tlsClientKeyFile: "tls_client_key_file",
  tlsDownstreamClientCa: "tls_downstream_client_ca",
  tlsDownstreamClientCaFile: "tls_downstream_client_ca_file",
  kubernetesServiceAccountTokenFile: "kubernetes_service_account_token_file",
  outlierDetection: "outlier_detection",
};

/** Route fields the proxy has no key for. */
const ROUTE_UNREAD = new Set([
  "statName",
  "jwtGroupsFilter",
  "jwtGroupsFilterInferFromPpl",
  "policies",
  "pplPolicies",
  "kubernetesServiceAccountTokenKeyPairId",
  "namespaceName",
]);

/** Settings fields the proxy reads: those whose snake_case name is one of its option keys (and `deriveTls`, its `tls_derive`). */
const SETTINGS_KEYS: ReadonlySet<string> = new Set([
  "installation_id",
  "services",
  "insecure_server",
  "authenticate_internal_service_url",
  "signout_redirect_url",
  "authorize_service_urls",
  "authorize_internal_service_url",
  "override_certificate_name",
  "certificate_authority",
  "tls_derive",
  "debug_address",
  "metrics_client_ca",
  "grpc_address",
  "grpc_insecure",
  "grpc_client_timeout",
  "databroker_cluster_leader_id",
  "databroker_cluster_node_id",
  "databroker_cluster_nodes",
  "databroker_service_urls",
  "databroker_internal_service_url",
  "databroker_raft_bind_address",
  "databroker_storage_type",
  "use_proxy_protocol",
  "autocert",
  "autocert_ca",
  "autocert_email",
  "autocert_use_staging",
  "autocert_must_staple",
  "autocert_dir",
  "autocert_trusted_ca",
  "xff_num_trusted_hops",
  "envoy_admin_access_log_path",
  "envoy_admin_profile_path",
  "envoy_admin_address",
  "envoy_bind_config_source_address",
  "envoy_bind_config_freebind",
  "programmatic_redirect_domain_whitelist",
  "runtime_flags",
  "jwt_issuer_format",
  "ssh_host_key_files",
  "ssh_user_ca_key_file",
]);

/** Settings fields the proxy has no key for (the others not read here are REST fields, exported from there). */
const SETTINGS_UNREAD = new Set([
  "name",
  "primaryColor",
  "secondaryColor",
  "darkmodePrimaryColor",
  "darkmodeSecondaryColor",
  "logoUrl",
  "faviconUrl",
  "errorMessageFirstParagraph",
  "http3AdvertisePort",
  "directoryProvider",
  "directoryProviderOptions",
  "directoryProviderRefreshInterval",
  "directoryProviderRefreshTimeout",
  "secrets",
  "jwtGroupsFilter",
  "jwtGroupsFilterInferFromPpl",
  "certificateKeyPairIds",
  "sshHostKeyPairIds",
  "sshUserCaKeyPairId",
  "metricsClientCaKeyPairId",
  "autocertCaKeyPairId",
  "autocertTrustedCaKeyPairId",
]);

/** A camelCase name in snake_case, as the proxy's keys are written. */
export const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A `StringList` message's values, other values as they are. */
function plain(value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 || (keys.length === 1 && keys[0] === "values")) return (value as { values?: unknown[] }).values ?? [];
  }
  return value;
}

/** Writes a route's ConfigService fields the proxy reads into its document; reports the others. */
export function putRouteConfigServiceFields(
  doc: Record<string, unknown>,
  fields: Readonly<Record<string, unknown>> | undefined,
  where: string,
  omitted: string[],
): void {
  if (fields === undefined) return;
  for (const [name, value] of Object.entries(fields)) {
    const key = ROUTE_KEYS[name];
    if (key !== undefined) doc[key] = value;
    else if (ROUTE_UNREAD.has(name)) omitted.push(`${where}.${name}: the proxy's configuration file has no key for it`);
  }
  // Weights of the upstreams: the proxy reads them as "url,weight" entries of `to`.
  const weights = fields.loadBalancingWeights as number[] | undefined;
  const to = doc.to as string[] | undefined;
  if (weights !== undefined && weights.length > 0 && to !== undefined && to.length === weights.length) {
    doc.to = to.map((url, i) => `${url},${weights[i]}`);
  }
}

/** Writes the settings' ConfigService fields the proxy reads into its document; reports the others. */
export function putSettingsConfigServiceFields(doc: Record<string, unknown>, fields: Readonly<Record<string, unknown>> | undefined, omitted: string[]): void {
  if (fields === undefined) return;
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (name === "downstreamMtls") {
      // The REST field (the client CA's key pair) is already in the document as `ca`; the rest joins it.
      const { caKeyPairId: _ca, ...rest } = value as Record<string, unknown>;
      if (Object.keys(rest).length > 0) doc.downstream_mtls = { ...(doc.downstream_mtls as object | undefined), ...rest };
      continue;
    }
    const key = name === "deriveTls" ? "tls_derive" : snake(name);
    if (SETTINGS_KEYS.has(key)) doc[key] = plain(value);
    else if (SETTINGS_UNREAD.has(name)) omitted.push(`settings.${name}: the proxy's configuration file has no key for it`);
  }
}
