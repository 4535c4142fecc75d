/**
 * An organization's namespaces as a tree, read once per operation: visibility (a namespace and its
 * ancestors), `includeDescendants` lists, and which clusters an entity belongs to all walk it in memory
 * instead of querying once per level.
 */
import type { ErrorDetail } from "../errors.js";
import type { Store } from "../store/port.js";
import type { NamespaceRecord } from "../store/records.js";

/** The detail of a write whose `namespaceId` names no namespace of the organization. */
export const UNKNOWN_NAMESPACE: ErrorDetail = { path: "/namespaceId", message: "no namespace with this id in the organization" };

/** The namespaces of one organization. */
export class NamespaceTree {
  private readonly byId = new Map<string, NamespaceRecord>();
  private readonly children = new Map<string, string[]>();

  constructor(namespaces: readonly NamespaceRecord[]) {
    for (const ns of namespaces) {
      this.byId.set(ns.id, ns);
      const siblings = this.children.get(ns.parentId);
      if (siblings === undefined) this.children.set(ns.parentId, [ns.id]);
      else siblings.push(ns.id);
    }
  }

  /** The namespace with this id, if the organization has it. */
  get(id: string): NamespaceRecord | undefined {
    return this.byId.get(id);
  }

  /**
   * Whether the organization has no namespace at all: it always has its root, so it was deleted (or is
   * being deleted) while the request ran, and the answer is that the organization is not found.
   */
  get empty(): boolean {
    return this.byId.size === 0;
  }

  /** The namespace and every ancestor up to the root, nearest first. */
  ancestorsAndSelf(id: string): string[] {
    const result: string[] = [];
    for (let ns = this.byId.get(id); ns !== undefined && !result.includes(ns.id); ns = this.byId.get(ns.parentId)) {
      result.push(ns.id);
    }
    return result;
  }

  /** The namespace and every namespace below it, breadth first. */
  descendantsAndSelf(id: string): string[] {
    if (!this.byId.has(id)) return [];
    const result = [id];
    for (let i = 0; i < result.length; i++) result.push(...(this.children.get(result[i]!) ?? []));
    return result;
  }

  /** Whether `ancestorId` is `id` or above it, i.e. an entity in `ancestorId` is visible from `id`. */
  isVisibleFrom(ancestorId: string, id: string): boolean {
    return this.ancestorsAndSelf(id).includes(ancestorId);
  }

  /**
   * The clusters an entity in this namespace belongs to (`docs/wire-contract.md`): the cluster whose namespace is the
   * namespace or an ancestor of it, or, for a namespace above every cluster, every cluster below it.
   */
  clustersOf(id: string): string[] {
    const above = this.ancestorsAndSelf(id).find((nsId) => this.byId.get(nsId)?.type === "cluster");
    if (above !== undefined) return [above];
    return this.descendantsAndSelf(id).filter((nsId) => this.byId.get(nsId)?.type === "cluster");
  }
}

/** Reads the organization's namespaces into a tree. */
export async function loadNamespaceTree(store: Store, orgId: string): Promise<NamespaceTree> {
  return new NamespaceTree((await store.list("namespace", orgId)).items);
}
