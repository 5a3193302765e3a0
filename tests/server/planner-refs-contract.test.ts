/**
 * The planner's references to trigger data resolve against what each trigger really outputs: the
 * simulation samples are built with the nodes' own shape functions, so a planner reference that
 * names a field the node does not produce fails here instead of sending an empty message in a run.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../server/nodes';
import { fieldRef, triggerData } from '../../server/planner/refs';
import { resolveString } from '../../server/engine/templating';
import { sampleTriggerOutput } from '../../server/simulation/sample-triggers';

const references = (text: string) => [...text.matchAll(/\{\{\s*(trigger[^}]*)\}\}/g)].map((m) => `{{${m[1].trim()}}}`);

const triggerNodes = catalogue.filter((n) => n.triggers.length > 0).map((n) => n.node_id);

describe('planner references ↔ trigger outputs', () => {
  it.each(triggerNodes)('%s: every reference in the data, summary and subject the planner writes resolves', (nodeId) => {
    const trigger = sampleTriggerOutput(nodeId, new Date('2026-11-23T15:00:00Z'), 'America/Mexico_City');
    const d = triggerData(nodeId);
    for (const ref of [d.data ?? '', d.summary, d.subject].flatMap(references)) {
      expect(resolveString(ref, { trigger, steps: {} }), `${nodeId}: ${ref}`).not.toBeUndefined();
    }
  });

  it.each([
    ['gmail', 'asunto'], ['gmail', 'remitente'], ['gmail', 'contenido'],
    ['telegram', 'mensaje'], ['slack', 'texto'],
    ['google_drive', 'archivo'], ['google_calendar', 'titulo'], ['google_calendar', 'inicio'],
    ['google_sheets', 'Nombre'], ['webhook', 'pedido'], ['form', 'email'],
  ])('%s: the field "%s" said in Spanish points at real data', (nodeId, word) => {
    const trigger = sampleTriggerOutput(nodeId, new Date('2026-11-23T15:00:00Z'), 'America/Mexico_City');
    expect(resolveString(fieldRef(nodeId, word), { trigger, steps: {} }), fieldRef(nodeId, word)).not.toBeUndefined();
  });
});
