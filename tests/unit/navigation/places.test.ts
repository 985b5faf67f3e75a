// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  elementAt,
  keptPlaces,
  keyOfState,
  newKey,
  pathOf,
  readPlaces,
  stateWithKey,
  keepPlace,
  writePlaces,
  type Place,
} from '../../../src/navigation/places';

/** An element tree as plain objects: a path walks children and parents only, so no browser is needed. */
type Node = { children: Node[]; parentElement: Node | null; name: string };
function tree(name: string, ...children: Node[]): Node {
  const node: Node = { name, children, parentElement: null };
  for (const child of children) child.parentElement = node;
  return node;
}

/** sessionStorage's two methods over a Map. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('element paths', () => {
  const link = tree('a');
  const root = tree('root', tree('header'), tree('main', tree('h1'), tree('section', tree('h2'), link)));

  it('name an element by its child indices from the root, and find it again', () => {
    expect(pathOf(root, link)).toEqual([1, 1, 1]);
    expect(elementAt(root, [1, 1, 1])).toBe(link);
    expect(elementAt(root, [])).toBe(root);
  });

  it('find nothing where the page no longer has the element', () => {
    expect(elementAt(root, [1, 5, 0])).toBeUndefined();
    expect(elementAt(null, [0])).toBeUndefined();
  });
});

describe('entry keys', () => {
  it('are read from an entry state, and added to a router state without losing it', () => {
    expect(keyOfState(stateWithKey({ from: 'router' }, 'k1'))).toBe('k1');
    expect(stateWithKey({ from: 'router' }, 'k1')).toEqual({ from: 'router', placeKey: 'k1' });
    expect(stateWithKey(null, 'k1')).toEqual({ placeKey: 'k1' });
    expect(keyOfState(null)).toBeUndefined();
    expect(keyOfState({ placeKey: 7 })).toBeUndefined();
  });

  it('differ from one entry to the next', () => {
    expect(newKey()).not.toBe(newKey());
  });
});

describe('stored places', () => {
  const place = (scrollY: number): Place => ({ scrollY, anchor: { path: [1, 0], top: 64 }, focus: [1, 0, 3] });

  it('are written to sessionStorage and read back as they were', () => {
    const storage = memoryStorage();
    writePlaces(() => storage, new Map([['about', place(1234)]]));
    expect(readPlaces(() => storage).get('about')).toEqual(place(1234));
  });

  it('keep the latest place of an entry and drop the oldest entries beyond the limit', () => {
    const places = new Map<string, Place>();
    for (let index = 0; index <= keptPlaces; index += 1) keepPlace(places, `entry-${index}`, place(index));
    keepPlace(places, 'entry-1', place(99));
    expect(places.size).toBe(keptPlaces);
    expect(places.has('entry-0')).toBe(false);
    expect(places.get('entry-1')).toEqual(place(99));
    expect([...places.keys()].at(-1)).toBe('entry-1');
  });

  it('are none where storage is refused, full or holds something else', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readPlaces(() => refusing).size).toBe(0);
    expect(() => writePlaces(() => refusing, new Map([['a', place(1)]]))).not.toThrow();
    const storage = memoryStorage();
    storage.setItem('pearlcrest:places', '{"not": "a list"}');
    expect(readPlaces(() => storage).size).toBe(0);
    const absent = () => {
      throw new Error('SecurityError: sessionStorage is refused');
    };
    expect(readPlaces(absent).size).toBe(0);
    expect(() => writePlaces(absent, new Map())).not.toThrow();
  });
});
