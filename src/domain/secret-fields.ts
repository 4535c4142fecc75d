/**
 * The secret fields of the entities, listed once: write-only over the API, masked in the activity
 * log, never read by a JSON Patch, and sealed at rest when `secrets` is configured.
 */

/** Secret fields of cluster settings. */
export const SETTINGS_SECRETS = ["cookieSecret", "identityProviderClientSecret"] as const;
/** Secret fields of routes. */
export const ROUTE_SECRETS = ["identityProviderClientSecret", "kubernetesServiceAccountToken"] as const;
/** Secret fields of key pairs. */
export const KEY_PAIR_SECRETS = ["key"] as const;
