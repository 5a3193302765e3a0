import { describe, expect, it } from 'vitest';
import { cleanText, cleanTree, CIRCULAR, CUT_DEPTH, CUT_SIZE, TreeTooDeep, TreeTooLarge } from '../../server/text/clean';
import { toJson } from '../../server/engine/mask';

const nest = (levels: number, leaf: unknown = 'fondo') => {
  let v: unknown = leaf;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

describe('text cleaning (server/text/clean.ts)', () => {
  it('replaces NUL and lone surrogates with U+FFFD and keeps valid pairs', () => {
    expect(cleanText('a\u0000b')).toBe('a\uFFFDb');
    expect(cleanText('x\ud800y\udfffz')).toBe('x\uFFFDy\uFFFDz');
    expect(cleanText('emoji 😀 ok')).toBe('emoji 😀 ok');
  });

  it('cleans keys and values, shares untouched parts, and never goes through the __proto__ setter', () => {
    const clean = { a: [1, 'b'], c: { d: true } };
    expect(cleanTree(clean, { mode: 'refuse', maxNodes: 100 })).toBe(clean);
    const parsed = JSON.parse('{"__proto__":{"admin":true},"k\\u0000":"v\\ud800","same":{"x":1}}');
    const out = cleanTree(parsed, { mode: 'refuse', maxNodes: 100 }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'k\uFFFD', 'same']);
    expect(out['k\uFFFD']).toBe('v\uFFFD');
    expect(out.same).toBe(parsed.same);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses (request bodies) or cuts with a marker (stored values) past the depth and size budgets', () => {
    expect(() => cleanTree(nest(65), { mode: 'refuse', maxNodes: 1000 })).toThrow(TreeTooDeep);
    expect(cleanTree(nest(64), { mode: 'refuse', maxNodes: 1000 })).toBeTruthy();
    expect(() => cleanTree(Array(50).fill(1), { mode: 'refuse', maxNodes: 10 })).toThrow(TreeTooLarge);
    expect(JSON.stringify(toJson(nest(100_000)))).toContain(JSON.stringify(CUT_DEPTH));
    expect((cleanTree([1, 2, 3], { mode: 'cut', maxNodes: 3 }) as unknown[])).toEqual([1, 2, CUT_SIZE]);
  });

  it('makes any value JSON for storage, like JSON.stringify would, without throwing', () => {
    const cyclic: Record<string, unknown> = { n: 1 };
    cyclic.self = cyclic;
    const shared = { s: 1 };
    expect(toJson({ cyclic, twice: [shared, shared] })).toEqual({ cyclic: { n: 1, self: CIRCULAR }, twice: [{ s: 1 }, { s: 1 }] });
    expect(toJson({ big: 10n, when: new Date('2026-01-02T03:04:05Z'), gone: undefined, fn: () => 1, list: [undefined, NaN], map: new Map([[1, 2]]) }))
      .toEqual({ big: '10', when: '2026-01-02T03:04:05.000Z', list: [null, null], map: {} });
    expect(toJson(undefined)).toBeNull();
  });
});
