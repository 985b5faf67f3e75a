/**
 * The places kept for history entries, as data: how a place is written down, named, stored and read back. Nothing
 * here reads the page or the window on its own; the element tree and the storage are handed in, so a unit test calls
 * every function without a browser. place-on-page.ts measures and restores places on the page.
 */

/** An element named by its child indices from the app's root: the same page renders the same tree. */
export type ElementPath = number[];

export type Place = {
  scrollY: number;
  /** The element at the top of the viewport (below the sticky header) and its distance from the viewport's top. */
  anchor?: { path: ElementPath; top: number };
  /** What had focus as the visitor left: the link followed, for a keyboard user. */
  focus?: ElementPath;
};

/** The part of an element a path walks: its children, and its parent. */
type TreeNode = { readonly children: ArrayLike<TreeNode>; readonly parentElement: TreeNode | null };

/** The part of sessionStorage the places use. */
type PlaceStorage = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = 'pearlcrest:places';
/** Entries kept in sessionStorage: more than a visit's Back button reaches, small enough to write on each leave. */
export const keptPlaces = 50;

/** The path from `root` down to `element`. */
export function pathOf<Node extends TreeNode>(root: Node | null, element: Node): ElementPath {
  const path: ElementPath = [];
  for (let node: TreeNode | null = element; node && node !== root; node = node.parentElement)
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  return path;
}

/** The element at `path` below `root`, if the page still has one there. */
export function elementAt<Node extends TreeNode>(root: Node | null, path: ElementPath): Node | undefined {
  let node: TreeNode | undefined = root ?? undefined;
  for (const index of path) node = node?.children[index];
  return node as Node | undefined;
}

/** The entry's key in its `history.state`, if it has one. */
export function keyOfState(state: unknown): string | undefined {
  const key = (state as { placeKey?: unknown } | null)?.placeKey;
  return typeof key === 'string' ? key : undefined;
}

/** `state` (a router's own, or none) with the entry's key added. */
export function stateWithKey(state: unknown, key: string): object {
  return { ...(typeof state === 'object' && state !== null ? state : {}), placeKey: key };
}

/** A key no other entry of this tab is likely to have: about 50 random bits. */
export function newKey(): string {
  return Math.random().toString(36).slice(2);
}

/** Keeps `place` in `places` as the latest for `key`, and drops the oldest beyond `keptPlaces`. */
export function keepPlace(places: Map<string, Place>, key: string, place: Place): void {
  places.delete(key);
  places.set(key, place);
  while (places.size > keptPlaces) places.delete(places.keys().next().value!);
}

/**
 * The places stored for this tab; none if storage is refused or holds something else. `storage` is asked for here:
 * reading `sessionStorage` itself throws where it is refused (a sandboxed frame, a privacy setting).
 */
export function readPlaces(storage: () => PlaceStorage): Map<string, Place> {
  try {
    const stored: unknown = JSON.parse(storage().getItem(storageKey) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, Place][]) : []);
  } catch {
    return new Map();
  }
}

export function writePlaces(storage: () => PlaceStorage, places: ReadonlyMap<string, Place>): void {
  try {
    storage().setItem(storageKey, JSON.stringify([...places]));
  } catch {
    // Storage full or refused: places are still kept for this document.
  }
}
