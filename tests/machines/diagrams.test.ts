/**
 * The committed diagrams (docs/machines/*.md) are the machines as they are: regenerate with
 * `npm run diagrams` after changing a machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, not, setup } from 'xstate';
import { DIAGRAMS_DIR, diagramDocument, loadMachines, toMermaid } from '../../scripts/machine-diagrams';

const machines = await loadMachines();

describe('machine diagrams (docs/machines/)', () => {
  it('finds every machine', () => {
    expect(machines.length).toBeGreaterThanOrEqual(20);
  });

  for (const { file, name, machine } of machines) {
    it(`${name}: the committed diagram matches the machine (npm run diagrams)`, () => {
      const path = join(DIAGRAMS_DIR, `${name}.md`);
      expect(existsSync(path), `${path} is missing: run npm run diagrams`).toBe(true);
      expect(readFileSync(path, 'utf8'), `${path} is stale: run npm run diagrams`).toBe(diagramDocument(name, file, machine));
    });
  }

  it('labels events, guards and delays, and draws nested and parallel states', () => {
    const m = setup({ guards: { ready: () => true, open: () => true }, delays: { WAIT: 250 } }).createMachine({
      id: 'demo',
      type: 'parallel',
      states: {
        a: { initial: 'x', states: { x: { on: { go: { target: 'y', guard: 'ready' } } }, y: { after: { WAIT: 'x' }, on: { back: { target: 'x', guard: and(['ready', not('open')]) } } } } },
        b: { initial: 'z', states: { z: { always: { target: 'w', guard: ({ context }) => !!context } }, w: { type: 'final' } } },
      },
    });
    const text = toMermaid(m);
    expect(text).toContain('a_x --> a_y: go [ready]');
    expect(text).toContain('a_y --> a_x: after WAIT = 250 ms');
    expect(text).toContain('b_z --> b_w: always [inline guard]');
    expect(text).toContain('a_y --> a_x: back [ready and !open]');
    expect(text).toContain('b_w --> [*]');
    expect(text).toMatch(/state a \{[\s\S]*\n\s+--\n\s+state "b" as b/);
  });
});
