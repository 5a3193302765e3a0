import { describe, expect, it } from 'vitest';
import { resolveParams, resolveString } from '../../server/engine/templating';

/** Templating is data only: hostile expressions resolve to nothing or stay as text, never run. */
describe('templating with hostile inputs', () => {
  const scope = () => ({
    trigger: JSON.parse('{"body":{"name":"Ana","__proto__":{"polluted":"yes"},"nested":{"constructor":{"prototype":{"x":1}}}}}'),
    steps: { 2: { output: { list: [1, 2], text: 'hola' } } },
  });

  it('does not evaluate code in placeholders', () => {
    const s = scope();
    for (const expr of [
      "{{constructor.constructor('return process')()}}",
      "{{trigger.constructor.constructor('return process')()}}",
      '{{this.constructor.constructor("return process.env")()}}',
      '{{process.exit(1)}}',
      '{{require("child_process").execSync("id")}}',
      '{{`${process.pid}`}}',
      '{{global.process}}',
      '{{ (() => process)() }}',
    ]) {
      const out = resolveString(expr, s);
      expect(out === expr || out === undefined, expr).toBe(true);
      expect(resolveString(`texto ${expr} fin`, s), expr).toMatch(/^texto .* fin$/);
    }
    expect(resolveString("x {{trigger.constructor.constructor('return process')()}} y", s)).toBe('x  y');
  });

  it('never walks prototypes or reaches built-ins', () => {
    const s = scope();
    expect(resolveString('{{__proto__}}', s)).toBe('{{__proto__}}');
    expect(resolveString('{{trigger.__proto__}}', s)).toBeUndefined();
    expect(resolveString('{{trigger.body.__proto__.polluted}}', s)).toBeUndefined();
    expect(resolveString('{{trigger.body.constructor}}', s)).toBeUndefined();
    expect(resolveString('{{trigger.body.nested.constructor.prototype}}', s)).toBeUndefined();
    expect(resolveString('{{trigger.body.name.length}}', s)).toBeUndefined();
    expect(resolveString('{{trigger.body.toString}}', s)).toBeUndefined();
    expect(resolveString('{{steps.2.output.list.map}}', s)).toBeUndefined();
    expect(resolveString('{{steps.2.output.text.constructor}}', s)).toBeUndefined();
    expect(resolveString('{{steps.hasOwnProperty}}', s)).toBeUndefined();
    expect(resolveString('{{steps.2.output.list[1]}}', s)).toBe(2);
  });

  it('does not pollute prototypes through parameter keys or values', () => {
    const params = JSON.parse('{"__proto__":{"polluted":"yes"},"fields":{"__proto__":{"admin":true},"a":"{{trigger.body.name}}"}}');
    const out = resolveParams(params, scope()) as Record<string, any>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(out.fields)).toBe(Object.prototype);
    expect(out).toEqual({ fields: { a: 'Ana' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('leaves templates inside values as plain text (no second round of resolution)', () => {
    const s = { trigger: { body: { note: '{{trigger.secret}}', secret: 'x' } }, steps: {} };
    expect(resolveString('{{trigger.body.note}}', s)).toBe('{{trigger.secret}}');
    expect(resolveString('nota: {{trigger.body.note}}', s)).toBe('nota: {{trigger.secret}}');
  });
});
