/** The largest page of policies, routes and key pairs; a larger `limit` is read as this one. */
export const CONFIG_PAGE_MAX = 10_000;

/**
 * The list query that policies, routes and key pairs share: a namespace (and, on request, every
 * namespace below it), `orderBy` as a comma list with `-` for descending, and paging in the store.
 */
import type { ConfigListQuery } from "../domain/requests.js";
import { invalidArgument, notFound } from "../errors.js";
import type { ListQuery, ListResult, Store } from "../store/port.js";
import type { Kind, RecordTypes } from "../store/records.js";
import type { NamespaceTree } from "./namespace-tree.js";
import { isTextHint } from "../store/kind-rules.js";
import { pageInMemory, parseListFilter, parseListOrder, textHintsOf, type ListFields } from "./list-filter.js";

/** Fields a configuration list may be ordered by. */
const CONFIG_ORDER_FIELDS = ["name", "createdAt", "updatedAt", "id"] as const;
type ConfigOrderField = (typeof CONFIG_ORDER_FIELDS)[number];

/** Parses `orderBy` (`name,-createdAt`); an unknown field is a 400 naming the fields that exist. */
function parseOrderBy(orderBy: string | undefined): { field: ConfigOrderField; descending: boolean }[] {
  if (orderBy === undefined || orderBy.trim() === "") return [];
  return orderBy.split(",").map((part) => {
    const term = part.trim();
    const descending = term.startsWith("-");
    const field = (descending ? term.slice(1) : term) as ConfigOrderField;
    if (!CONFIG_ORDER_FIELDS.includes(field)) {
      throw invalidArgument("/orderBy", `cannot order by "${field}"; use ${CONFIG_ORDER_FIELDS.join(", ")} with an optional - prefix`);
    }
    return { field, descending };
  });
}

type ListedKind = "policy" | "route" | "keyPair" | "policyTestSuite";

/**
 * Lists entities of a configuration kind in a namespace (and its descendants with
 * `includeDescendants`). Without `orderBy` the order is creation order. `not_found` for a namespace the
 * organization does not have.
 */
async function listConfigEntities<K extends ListedKind>(
  store: Store,
  kind: K,
  orgId: string,
  tree: NamespaceTree,
  query: ConfigListQuery,
  count: boolean,
  textHints: readonly string[] = [],
): Promise<ListResult<RecordTypes[K]>> {
  if (tree.get(query.namespaceId) === undefined) throw notFound("namespace");
  const orderBy = parseOrderBy(query.orderBy);
  const namespaceIds = query.includeDescendants === true ? tree.descendantsAndSelf(query.namespaceId) : query.namespaceId;
  const listQuery = {
    where: { namespaceId: namespaceIds },
    orderBy: orderBy.length > 0 ? orderBy : [{ field: "id" }],
    offset: query.offset,
    limit: query.limit === undefined ? undefined : Math.min(query.limit, CONFIG_PAGE_MAX),
    count: count && query.limit !== undefined,
    ...(textHints.length > 0 ? { textHints } : {}),
  } as ListQuery<Kind> as ListQuery<K>;
  return store.list(kind, orgId, listQuery);
}

/**
 * A configuration list as the API returns it, with the hosted API's `filter` and every `orderBy` field
 * it lists. Without a filter, and ordered by a stored field, the store pages; otherwise the namespace's
 * entities are read (one query, plus `toWire`'s) and filtered, ordered and paged in memory. The store
 * is told the text every kept entity holds (see textHintsOf; `derivedQuickValues` lists what the quick
 * fields that are not stored may hold), so that it may read only the entities holding it.
 */
export async function listConfigView<K extends ListedKind, W>(
  store: Store,
  kind: K,
  orgId: string,
  tree: NamespaceTree,
  query: ConfigListQuery,
  count: boolean,
  toWire: (records: RecordTypes[K][]) => Promise<W[]>,
  fields: ListFields<W>,
  derivedQuickValues?: () => Promise<readonly string[]>,
): Promise<{ items: W[]; total?: number }> {
  const predicate = parseListFilter(query.filter, fields);
  const stored =
    query.orderBy === undefined || query.orderBy.split(",").every((part) => (CONFIG_ORDER_FIELDS as readonly string[]).includes(part.trim().replace(/^-/, "")));
  if (predicate === undefined && stored) {
    const result = await listConfigEntities(store, kind, orgId, tree, query, count);
    const items = await toWire(result.items);
    return result.total === undefined ? { items } : { items, total: result.total };
  }
  const order = parseListOrder(query.orderBy, fields);
  const { offset: _o, limit: _l, orderBy: _b, ...everything } = query;
  const all = await listConfigEntities(store, kind, orgId, tree, everything, false, await hintsOf(query.filter, fields, derivedQuickValues));
  const limit = query.limit === undefined ? undefined : Math.min(query.limit, CONFIG_PAGE_MAX);
  const page = pageInMemory(await toWire(all.items), predicate, order, query.offset ?? 0, limit);
  return count && query.limit !== undefined ? page : { items: page.items };
}

/**
 * The text hints of a filter (see textHintsOf): `derivedQuickValues`, when given, lists every value the
 * list's quick fields that are not stored may hold, read only when a quick value may become a hint.
 */
async function hintsOf<W>(filter: string | undefined, fields: ListFields<W>, derivedQuickValues?: () => Promise<readonly string[]>): Promise<string[]> {
  const quick = filter === undefined || filter.trim() === "" ? [] : ((JSON.parse(filter) as { quickFilterValues?: string[] }).quickFilterValues ?? []);
  if (derivedQuickValues === undefined || !quick.some(isTextHint)) return textHintsOf(filter, fields);
  const derived = (await derivedQuickValues()).map((value) => value.toLowerCase());
  return textHintsOf(filter, fields, (text) => derived.some((value) => value.includes(text)));
}
