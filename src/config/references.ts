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
export function referrersOf(
  store: Store,
  orgId: string,
  tree: NamespaceTree,
  to: Reference["to"],
  target: { id: string; namespaceId: string },
  limit?: number,
): Promise<Referrers[]> {
  return readReferrers(store, orgId, to, target.id, limit)(tree, target.namespaceId);
}

/**
 * {@link referrersOf} in two steps: reads what the stores' indexes find by the target's id alone,
 * started now (before the target is read, so that both go out together), and returns what finishes
 * the answer with the namespace tree and the namespace the target is in (the references no store
 * indexes; none of today's kinds).
 */
export function readReferrers(
  store: Store,
  orgId: string,
  to: Reference["to"],
  id: string,
  limit?: number,
): (tree: NamespaceTree, namespaceId: string) => Promise<Referrers[]> {
  const references = referencesTo(to);
  const indexed = references.map(({ kind, reference }) => {
    const field = indexedField(kind, reference);
    if (field === undefined) return undefined;
    const where = { [field]: id } as never;
    const read = store
      .list(kind.recordKind, orgId, { where, ...(limit === undefined ? {} : { limit }), count: true })
      .then(({ items, total }): Referrers => ({ kind, reference, records: items, total: total ?? items.length }));
    // Awaited when the answer is finished; a write that fails first never asks.
    read.catch(() => {});
    return read;
  });
  return async (tree, namespaceId) => {
    const below = tree.descendantsAndSelf(namespaceId);
    const found = await Promise.all(
      references.map(async ({ kind, reference }, i): Promise<Referrers> => {
        const early = indexed[i];
        if (early !== undefined) return early;
        // A kind kept by cluster is found by its cluster's id, which is its namespace's.
        const where = (kind.ofCluster.by === "clusterId" ? { clusterId: below } : { namespaceId: below }) as never;
        const { items } = await store.list(kind.recordKind, orgId, { where });
        const naming = (items as unknown as Referrers["records"]).filter((record) => idsOf(reference, record).includes(id));
        return { kind, reference, records: limit === undefined ? naming : naming.slice(0, limit), total: naming.length };
      }),
    );
    return found.filter((group) => group.total > 0);
  };
}

/** How a record of a referring kind is named in messages (`route "web"`). */
export function subjectOf(kind: ConfigKind, record: object & { id: string }): string {
  return kind.subject?.(record).name ?? `${kind.write.what} ${record.id}`;
}
