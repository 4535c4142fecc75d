/**
 * The versions of the storage contract (`KINDS_VERSION`) a database at version `current` has not
 * recorded and that no numbered migration (the last of which is `lastMigration`) stands for, up to
 * `schemaVersion`: each is reconciled (new kinds, fields and indexes) without a migration of its own,
 * and recorded, so that the recorded versions run without a gap.
 */
export function contractVersionsAfter(current: number, lastMigration: number, schemaVersion: number): number[] {
  const first = Math.max(current, lastMigration) + 1;
  return Array.from({ length: Math.max(0, schemaVersion - first + 1) }, (_, i) => first + i);
}
