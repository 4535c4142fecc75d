/**
 * What names a record: the records of every kind whose references (the kinds' descriptors) name it.
 * The deletion and move checks of the kinds that others name (policies, key pairs) read them here, so a
 * kind with a new reference is covered without an edit of those services.
 */
import type { Store } from "../store/port.js";
import { idsOf, indexedField, referencesTo, type ConfigKind, type Reference } from "../kinds/index.js";
import type { NamespaceTree } from "../services/namespace-tree.js";

/** The records one reference of one kind has that name a record. */
interface Referrers {
  kind: ConfigKind;
  reference: Reference;
  /** The records (at most the limit asked for). */
  records: (object & { id: string; namespaceId: string })[];
  /** How many there are in all. */
  total: number;
}

/**
 * The records that name `target` (a record of kind `to`), grouped by reference; groups with none left
 * out. An indexed reference (a route's listed policies, its key pairs, its upstream tunnel's SSH policy)
 * is found through the store's index (`limit` records, with the count); one no store indexes (no
 * reference of today's kinds) among the records of the namespaces that see the target (its own and
 * those below it).
 */
export async function referrersOf(
  store: Store,
  orgId: string,
  tree: NamespaceTree,
  to: Reference["to"],
  target: { id: string; namespaceId: string },
  limit?: number,
): Promise<Referrers[]> {
  const below = tree.descendantsAndSelf(target.namespaceId);
  const found = await Promise.all(
    referencesTo(to).map(async ({ kind, reference }): Promise<Referrers> => {
      const field = indexedField(kind, reference);
      if (field !== undefined) {
        const where = { [field]: target.id } as never;
        const { items, total } = await store.list(kind.recordKind, orgId, { where, ...(limit === undefined ? {} : { limit }), count: true });
        return { kind, reference, records: items as unknown as Referrers["records"], total: total ?? items.length };
      }
      // A kind kept by cluster is found by its cluster's id, which is its namespace's.
      const where = (kind.ofCluster.by === "clusterId" ? { clusterId: below } : { namespaceId: below }) as never;
      const { items } = await store.list(kind.recordKind, orgId, { where });
      const naming = (items as unknown as Referrers["records"]).filter((record) => idsOf(reference, record).includes(target.id));
      return { kind, reference, records: limit === undefined ? naming : naming.slice(0, limit), total: naming.length };
    }),
  );
  return found.filter((group) => group.total > 0);
}

/** How a record of a referring kind is named in messages (`route "web"`). */
export function subjectOf(kind: ConfigKind, record: object & { id: string }): string {
  return kind.subject?.(record).name ?? `${kind.write.what} ${record.id}`;
}
