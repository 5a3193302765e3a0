import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { catalogue, findAction, findNode } from '../../server/nodes';
import type { ExecutionContext } from '../../server/nodes/types';

/** catalogue.md, the contract: node_id → [triggers, actions, required params per action]. */
const CONTRACT: Record<string, { auth: string; triggers: Record<string, string[]>; actions: Record<string, string[]> }> = {
  manual: { auth: 'none', triggers: { manual_trigger: [] }, actions: {} },
  webhook: { auth: 'none', triggers: { webhook_received: [] }, actions: { respond: [] } },
  form: { auth: 'none', triggers: { form_submitted: ['fields'] }, actions: {} },
  schedule: { auth: 'none', triggers: { cron: ['cron_expression'] }, actions: {} },
  gmail: { auth: 'oauth2', triggers: { new_email: [] }, actions: { send_email: ['to', 'subject', 'body'] } },
  google_sheets: { auth: 'oauth2', triggers: { new_row: ['spreadsheet_id', 'sheet_name'] }, actions: { append_row: ['spreadsheet_id', 'sheet_name', 'values'], read_rows: ['spreadsheet_id', 'sheet_name'] } },
  google_drive: { auth: 'oauth2', triggers: { new_file: [] }, actions: { upload_file: ['name', 'content'], create_folder: ['name'] } },
  google_calendar: { auth: 'oauth2', triggers: { event_starting: [] }, actions: { create_event: ['title', 'start'], list_events: [] } },
  slack: { auth: 'oauth2', triggers: { slack_webhook: [] }, actions: { send_message: ['channel', 'message'] } },
  telegram: { auth: 'bot_token', triggers: { new_message: [] }, actions: { send_message: ['chat_id', 'message'] } },
  discord: { auth: 'none', triggers: {}, actions: { send_message: ['webhook_url', 'message'] } },
  whatsapp: { auth: 'api_key', triggers: {}, actions: { send_message: ['to', 'message'] } },
  github: { auth: 'oauth2', triggers: { github_webhook: [] }, actions: { create_issue: ['repository', 'title'] } },
  http: { auth: 'none', triggers: {}, actions: { request: ['url'] } },
  email: { auth: 'api_key', triggers: {}, actions: { send_email: ['to', 'subject', 'body'] } },
  ai: { auth: 'api_key', triggers: {}, actions: { generate_text: ['prompt'] } },
  ai_agent: { auth: 'api_key', triggers: {}, actions: { run_agent: ['prompt'] } },
  postgres: { auth: 'db_credentials', triggers: {}, actions: { query: ['query'] } },
  transform: { auth: 'none', triggers: {}, actions: { set_fields: ['fields'] } },
  filter: { auth: 'none', triggers: {}, actions: { condition: ['operator'] } },
  delay: { auth: 'none', triggers: {}, actions: { wait: ['seconds'] } },
};

describe('node catalogue', () => {
  it('has exactly the contract nodes, triggers and actions', () => {
    expect(catalogue.map((n) => n.node_id).sort()).toEqual(Object.keys(CONTRACT).sort());
    for (const node of catalogue) {
      const c = CONTRACT[node.node_id];
      expect(node.auth.mechanism, node.node_id).toBe(c.auth);
      expect(node.triggers.map((a) => a.action_id)).toEqual(Object.keys(c.triggers));
      expect(node.actions.map((a) => a.action_id)).toEqual(Object.keys(c.actions));
      expect(node.triggers.every((a) => a.kind === 'trigger') && node.actions.every((a) => a.kind === 'action')).toBe(true);
    }
  });

  it('requires exactly the contract parameters, with Spanish messages', () => {
    for (const [nodeId, c] of Object.entries(CONTRACT)) {
      for (const [actionId, required] of Object.entries({ ...c.triggers, ...c.actions })) {
        const r = findAction(nodeId, actionId)!.params.safeParse({});
        const missing = r.success ? [] : [...new Set(r.error.issues.map((i) => String(i.path[0])))];
        expect(missing.sort(), `${nodeId}/${actionId}`).toEqual([...required].sort());
        if (!r.success) for (const i of r.error.issues) expect(i.message, `${nodeId}/${actionId}`).toMatch(/^(El campo ".+" |El formulario|Expresión cron)/);
      }
    }
  });

  it('has Spanish names and descriptions, and marks webhook-capable triggers', () => {
    for (const node of catalogue) {
      expect(node.name.length).toBeGreaterThan(1);
      for (const a of [...node.triggers, ...node.actions]) {
        expect(a.name.length, `${node.node_id}/${a.action_id}`).toBeGreaterThan(3);
        expect(a.description).toMatch(/[a-záéíóúñ]/);
        expect(typeof a.execute).toBe('function');
      }
    }
    expect(catalogue.filter((n) => n.webhook).map((n) => n.node_id).sort()).toEqual(['form', 'github', 'slack', 'webhook']);
    expect(findNode('gmail')?.auth.provider).toBe('google');
    expect(findNode('nada')).toBeUndefined();
    expect(findAction('http', 'nada')).toBeUndefined();
    expect(findAction('webhook', 'respond')?.kind).toBe('action');
  });

  it('has no connector left that cannot run: every node reaches its service or runs locally', async () => {
    const ctx = { signal: new AbortController().signal, config: loadConfig({}, { clientDir: null }), getCredential: async () => null, trigger: {}, steps: {} } as unknown as ExecutionContext;
    const needsConnection: Record<string, string> = {
      gmail: 'Gmail', google_sheets: 'Google Sheets', google_drive: 'Google Drive', google_calendar: 'Google Calendar',
      slack: 'Slack', telegram: 'Telegram', whatsapp: 'WhatsApp', github: 'GitHub', postgres: 'PostgreSQL',
    };
    for (const [id, label] of Object.entries(needsConnection)) {
      for (const a of findNode(id)!.actions) {
        const empty = a.params.safeParse({});
        const required = empty.success ? [] : empty.error.issues.map((i) => String(i.path[0]));
        const params = Object.fromEntries(required.map((k) => [k, k === 'repository' ? 'a/b' : k === 'to' ? (id === 'whatsapp' ? '5512345678' : 'a@b.mx') : k === 'start' ? '2026-01-01' : 'x']));
        await expect(a.execute!(ctx, a.params.parse(params)), `${id}/${a.action_id}`).rejects.toThrow(`Falta conectar tu cuenta de ${label}`);
      }
    }
    // Polled triggers expose poll(); webhook-delivered and polled triggers both output their payload.
    const polled = catalogue.flatMap((n) => n.triggers.filter((t) => t.poll).map((t) => `${n.node_id}/${t.action_id}`));
    expect(polled.sort()).toEqual(['gmail/new_email', 'google_calendar/event_starting', 'google_drive/new_file', 'google_sheets/new_row', 'telegram/new_message']);
  });

  it('validates typical params from plans and forms', () => {
    expect(findAction('delay', 'wait')!.params.parse({ seconds: '5' })).toEqual({ seconds: 5 });
    expect(findAction('delay', 'wait')!.params.safeParse({ seconds: 2592001 }).error!.issues[0].message).toBe('El campo "Segundos" debe ser como máximo 2592000');
    expect(findAction('schedule', 'cron')!.params.safeParse({ cron_expression: '0 9 * * 1', timezone: 'Marte/Base' }).error!.issues[0].message).toBe('Zona horaria inválida: "Marte/Base" (por ejemplo America/Mexico_City)');
    expect(findAction('schedule', 'cron')!.params.parse({ cron_expression: '0 9 * * 1' })).toEqual({ cron_expression: '0 9 * * 1' });
    expect(findAction('google_calendar', 'create_event')!.params.parse({ title: 'Junta', start: '2026-01-01T10:00', attendees: 'a@b.mx, c@d.mx' })).toMatchObject({ attendees: ['a@b.mx', 'c@d.mx'] });
    expect(findAction('telegram', 'send_message')!.params.parse({ chat_id: 12345, message: 'hola' })).toEqual({ chat_id: '12345', message: 'hola' });
    expect(findAction('github', 'create_issue')!.params.safeParse({ repository: 'solo-nombre', title: 't' }).error!.issues[0].message).toBe('El campo "Repositorio" debe tener el formato dueño/repositorio');
    expect(findAction('transform', 'set_fields')!.params.parse({ fields: [{ name: 'a', value: 1 }, { name: 'b' }] })).toEqual({ fields: { a: 1, b: null } });
  });
});
