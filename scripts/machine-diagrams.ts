/**
 * Mermaid `stateDiagram-v2` diagrams generated from the machine definitions (machines/*.machine.ts):
 * walks `machine.root` (nested and parallel state nodes) and labels every transition with its event,
 * guard and delay. `npm run diagrams` writes them to docs/machines/; tests/machines/diagrams.test.ts
 * fails when a committed diagram no longer matches its machine.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export const MACHINES_DIR = 'machines';
export const DIAGRAMS_DIR = 'docs/machines';

/** Every exported state machine of machines/*.machine.ts, with its file. */
export async function loadMachines(root = process.cwd()): Promise<{ file: string; name: string; machine: AnyStateMachine }[]> {
  const out: { file: string; name: string; machine: AnyStateMachine }[] = [];
  for (const file of readdirSync(join(root, MACHINES_DIR)).filter((f) => f.endsWith('.machine.ts')).sort()) {
    const mod = (await import(/* @vite-ignore */ pathToFileURL(join(root, MACHINES_DIR, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object' && 'root' in value && 'config' in value && 'implementations' in value)
        out.push({ file, name: file.replace(/\.machine\.ts$/, ''), machine: value as AnyStateMachine });
    }
  }
  return out;
}

/** A Mermaid-safe id for a state node: its path below the root, joined by '_'. */
function nodeId(node: AnyStateNode): string {
  return node.path.length ? node.path.join('_').replace(/[^\w]/g, '_') : `${node.machine.id}_root`;
}

type Guard = string | { type?: string; guards?: Guard[] } | ((...a: unknown[]) => unknown) | undefined;

/** 'a', 'a and b', '!a', or 'inline' for an anonymous guard function. */
export function guardLabel(guard: Guard): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  const g = guard as { type?: string; guards?: Guard[]; name?: string };
  // and()/or()/not() are functions named after themselves carrying their `guards`
  if (typeof guard === 'function' && g.guards) {
    const parts = (Array.isArray(g.guards) ? g.guards : [g.guards]).map(guardLabel);
    if (g.name === 'not') return `!${parts[0]}`;
    return parts.join(` ${g.name === 'or' ? 'or' : 'and'} `);
  }
  if (typeof g.type === 'string' && !g.type.startsWith('xstate.')) return g.type;
  return 'inline guard';
}

function delayLabel(machine: AnyStateMachine, name: string): string {
  if (/^\d+$/.test(name)) return `${name} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof value === 'number' ? `${name} = ${value} ms` : name;
}

/** 'auth.login', 'after LOGOUT_TIMEOUT = 5000 ms', 'done: login', 'error: login', 'always'. */
export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (!eventType) return 'always';
  let m = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (m) return `after ${delayLabel(machine, m[1])}`;
  m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (m) return `${m[1]}: ${m[2]}`;
  m = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (m) return `done: ${m[1].split('.').pop()}`;
  return eventType;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function label(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  const guard = guardLabel(t.guard as Guard);
  // ':' ends a Mermaid label's start; '#' and ';' would break the line
  return `${eventLabel(machine, t.eventType)}${guard ? ` [${guard}]` : ''}`.replace(/[#;]/g, ' ');
}

/** The machine as Mermaid `stateDiagram-v2` (deterministic: state and transition order of the definition). */
export function toMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];
  const walk = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((child, i) => {
        if (i > 0) lines.push(`${indent}--`);
        declare(child, indent);
      });
    } else {
      if (node.initial?.target?.length) lines.push(`${indent}[*] --> ${nodeId(node.initial.target[0])}`);
      for (const child of children) declare(child, indent);
    }
  };
  const declare = (node: AnyStateNode, indent: string) => {
    const id = nodeId(node);
    const name = String(node.key);
    const children = Object.values(node.states);
    lines.push(`${indent}state "${name}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${id}`);
    if (children.length) {
      lines.push(`${indent}state ${id} {`);
      walk(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (node.type === 'final') edges.push(`${id} --> [*]`);
    for (const t of transitionsOf(node)) {
      const targets = t.target?.length ? t.target : [node];
      for (const target of targets) edges.push(`${id} --> ${nodeId(target)}: ${label(machine, t)}`);
    }
  };
  const root = machine.root;
  // the root: its own transitions (handled in every state) are drawn from a box around the machine
  const rootTransitions = transitionsOf(root);
  // (and a parallel root too: Mermaid's region separator `--` lives inside a composite state)
  if (rootTransitions.length || root.type === 'parallel') {
    declare(root, '  ');
  } else {
    walk(root, '  ');
  }
  lines.push(...edges.map((e) => `  ${e}`));
  return `${lines.join('\n')}\n`;
}

/** The committed file: a title, where it comes from, and the diagram. */
export function diagramDocument(name: string, file: string, machine: AnyStateMachine): string {
  return [
    `# ${name} — \`${MACHINES_DIR}/${file}\``,
    '',
    '<!-- Generated by `npm run diagrams` from the machine definition. Do not edit by hand. -->',
    '',
    'Labels: `event [guard]`; `after NAME = ms` for delays; `done: id` / `error: id` for invoked actors;',
    '`always` for eventless transitions. See [docs/machines.md](../machines.md) for what each state means.',
    '',
    '```mermaid',
    toMermaid(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}
