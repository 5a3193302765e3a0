import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SmartForm } from '../../contracts';
import {
  chatPromptMachine,
  fieldError,
  FIELD_EMAIL,
  FIELD_NUMBER,
  FIELD_REQUIRED,
  FIELD_TOO_LONG,
  FIELD_URL,
  formInputs,
  formSummary,
} from '../../machines/chatPrompt.machine';
import { expectFullCoverage, runCoverage } from './coverage';
import { openFormMessage } from '../../machines/chatPrompt.machine';

const groups = [
  {
    category: 'Almacenamiento',
    services: [
      { service_id: 'google_sheets', service_name: 'Google Sheets' },
      { service_id: 'google_drive', service_name: 'Google Drive' },
    ],
  },
];

const form: SmartForm = {
  title: 'Completa la información que falta',
  sections: [
    {
      title: 'Paso 2: Slack — Enviar mensaje',
      fields: [
        { id: '2.channel', label: 'Canal', type: 'string', required: true },
        { id: '3.to', label: 'Para', type: 'string', format: 'email', required: true },
        { id: '3.retries', label: 'Reintentos', type: 'number', required: false },
        { id: '4.html', label: 'Enviar como HTML', type: 'boolean' },
      ],
    },
  ],
};

const smtp = { service_id: 'email', service_name: 'Correo (SMTP)', mechanism: 'smtp' };
const telegram = { service_id: 'telegram', service_name: 'Telegram', mechanism: 'bot_token' };

describe('chatPrompt machine — graph coverage', () => {
  it('reaches every state node and takes every transition', async () => {
    const report = await runCoverage({
      machine: chatPromptMachine,
      promiseActors: [],
      inputs: [undefined],
      events: (s) => [
        { type: 'prompt.services', groups, message: 'guárdalo en la nube' },
        { type: 'prompt.form', form, message: 'avísame por Slack' },
        ...(s.matches('selectingServices') ? [{ type: 'service.toggle', serviceId: 'google_sheets' }] : []),
        ...(s.matches('fillingForm')
          ? [
              { type: 'form.change', fieldId: '2.channel', value: '#ventas' },
              { type: 'form.change', fieldId: '3.to', value: 'ana@tienda.mx' },
            ]
          : []),
        { type: 'submit' },
        { type: 'cancel' },
        { type: 'auth.required', requirements: [smtp], chatId: 'c1' },
        { type: 'auth.opened' },
        { type: 'auth.closed' },
      ],
      outputs: {},
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.selected, s.context.values, Object.keys(s.context.errors), s.context.parked, s.context.authOpen, !!s.context.authWaiting, s.context.draft?.values ?? null]),
    });
    expectFullCoverage(report);
  });
});

describe('chatPrompt machine — service selection (spec §4)', () => {
  const start = () => {
    const resend = vi.fn();
    const actor = createActor(chatPromptMachine.provide({ actions: { resend: (_, p) => resend(p) } })).start();
    return { actor, resend };
  };

  it('toggles items and ignores continue until one is selected, then resends the message with the services', () => {
    const { actor, resend } = start();
    actor.send({ type: 'prompt.services', groups, message: 'guárdalo en la nube' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().matches('selectingServices')).toBe(true);
    actor.send({ type: 'service.toggle', serviceId: 'google_sheets' });
    actor.send({ type: 'service.toggle', serviceId: 'google_drive' });
    actor.send({ type: 'service.toggle', serviceId: 'google_sheets' });
    expect(actor.getSnapshot().context.selected).toEqual(['google_drive']);
    actor.send({ type: 'submit' });
    expect(resend).toHaveBeenCalledWith({ message: 'guárdalo en la nube', selectedServices: ['google_drive'] });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('a new question replaces the old one and starts with nothing selected', () => {
    const { actor } = start();
    actor.send({ type: 'prompt.services', groups, message: 'a' });
    actor.send({ type: 'service.toggle', serviceId: 'google_sheets' });
    actor.send({ type: 'prompt.services', groups, message: 'b' });
    expect(actor.getSnapshot().context).toMatchObject({ message: 'b', selected: [] });
  });
});

describe('chatPrompt machine — smart form (spec §5)', () => {
  it('shows every problem on submit, clears each as it is fixed, and sends typed inputs with a summary', () => {
    const resend = vi.fn();
    const actor = createActor(chatPromptMachine.provide({ actions: { resend: (_, p) => resend(p) } })).start();
    actor.send({ type: 'prompt.form', form, message: 'avísame' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ '2.channel': FIELD_REQUIRED, '3.to': FIELD_REQUIRED });
    actor.send({ type: 'form.change', fieldId: '3.to', value: 'ana@' });
    expect(actor.getSnapshot().context.errors['3.to']).toBe(FIELD_EMAIL);
    actor.send({ type: 'form.change', fieldId: '3.to', value: 'ana@tienda.mx' });
    actor.send({ type: 'form.change', fieldId: '2.channel', value: '  #ventas ' });
    actor.send({ type: 'form.change', fieldId: '3.retries', value: '3' });
    actor.send({ type: 'form.change', fieldId: '4.html', value: true });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'submit' });
    expect(resend).toHaveBeenCalledWith({
      message: 'Canal: #ventas · Para: ana@tienda.mx · Reintentos: 3 · Enviar como HTML',
      formInputs: { '2.channel': '#ventas', '3.to': 'ana@tienda.mx', '3.retries': 3, '4.html': true },
    });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('cancel closes without sending', () => {
    const resend = vi.fn();
    const actor = createActor(chatPromptMachine.provide({ actions: { resend: (_, p) => resend(p) } })).start();
    actor.send({ type: 'prompt.form', form, message: 'x' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(resend).not.toHaveBeenCalled();
  });

  it('validates formats, numbers, options and the 1000-character limit', () => {
    expect(fieldError({ id: 'u', label: 'URL', type: 'string', format: 'url' }, 'example.com')).toBe(FIELD_URL);
    expect(fieldError({ id: 'u', label: 'URL', type: 'string', format: 'url' }, 'https://example.com/x')).toBeNull();
    expect(fieldError({ id: 'n', label: 'N', type: 'number' }, 'diez')).toBe(FIELD_NUMBER);
    expect(fieldError({ id: 't', label: 'T', type: 'textarea' }, 'x'.repeat(1001))).toBe(FIELD_TOO_LONG);
    expect(fieldError({ id: 's', label: 'S', type: 'select', options: ['a', 'b'] }, 'c')).not.toBeNull();
    expect(fieldError({ id: 'e', label: 'E', type: 'string', format: 'email' }, 'a@b.mx, c@d.mx')).toBeNull();
    expect(fieldError({ id: 'o', label: 'O', type: 'string', required: false }, '')).toBeNull();
    expect(formInputs(form, { '2.channel': '', '4.html': false })).toEqual({ '4.html': false });
    expect(formSummary(form, {})).toBe('Formulario enviado');
  });
});

describe('chatPrompt machine — the form comes back (issue 10, item 6)', () => {
  it('reopening the same form after closing it keeps what was typed; another form starts blank; sending forgets it', () => {
    const resend = vi.fn();
    const actor = createActor(chatPromptMachine.provide({ actions: { resend: (_, p) => resend(p) } })).start();
    actor.send({ type: 'prompt.form', form, message: 'avísame' });
    actor.send({ type: 'form.change', fieldId: '2.channel', value: '#ventas' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    // the 'Completar formulario' button of the message sends the same form again
    actor.send({ type: 'prompt.form', form, message: 'avísame' });
    expect(actor.getSnapshot().matches('fillingForm')).toBe(true);
    expect(actor.getSnapshot().context.values['2.channel']).toBe('#ventas');
    actor.send({ type: 'cancel' });
    const other = { ...form, title: 'Otro formulario' };
    actor.send({ type: 'prompt.form', form: other, message: 'x' });
    expect(actor.getSnapshot().context.values['2.channel']).toBe('');
    actor.send({ type: 'cancel' });
    actor.send({ type: 'prompt.form', form, message: 'avísame' });
    actor.send({ type: 'form.change', fieldId: '2.channel', value: '#ventas' });
    actor.send({ type: 'form.change', fieldId: '3.to', value: 'ana@tienda.mx' });
    actor.send({ type: 'submit' });
    expect(resend).toHaveBeenCalledTimes(1);
    actor.send({ type: 'prompt.form', form, message: 'avísame' });
    expect(actor.getSnapshot().context.values).toMatchObject({ '2.channel': '', '3.to': '' });
  });

  it('openFormMessage: the latest reply with a plan, when it carries a form, also after a reload and through small talk', () => {
    const plan = [{ step: 1 }];
    const asked = { id: 'a1', role: 'assistant' as const, metadata: { status: 'smart_forms_required', execution_plan: plan, smart_form: form } };
    const user = { id: 'u2', role: 'user' as const, metadata: null };
    const chatter = { id: 'a2', role: 'assistant' as const, metadata: { status: 'conversation' } };
    const saved = { id: 'a3', role: 'assistant' as const, metadata: { workflow_action: 'saved' } };
    const complete = { id: 'a4', role: 'assistant' as const, metadata: { status: 'plan_ready', execution_plan: plan } };
    expect(openFormMessage([asked])?.id).toBe('a1');
    expect(openFormMessage([asked, user, chatter, saved])?.id).toBe('a1');
    expect(openFormMessage([asked, user, complete])).toBeNull();
    expect(openFormMessage([complete])).toBeNull();
    expect(openFormMessage([])).toBeNull();
  });
});

describe('chatPrompt machine — the auth modal and a question never stack (issue 10, item 6)', () => {
  const start = () => {
    const resend = vi.fn();
    const started: unknown[] = [];
    const actor = createActor(chatPromptMachine.provide({ actions: { resend: (_, p) => resend(p) } }));
    actor.on('auth.start', (e) => started.push(e));
    actor.start();
    return { actor, resend, started };
  };

  it('connections asked for with no question on screen start at once', () => {
    const { actor, started } = start();
    actor.send({ type: 'auth.required', requirements: [smtp], chatId: 'c1' });
    expect(started).toEqual([{ type: 'auth.start', requirements: [smtp], chatId: 'c1' }]);
  });

  it('a form that arrives while the auth modal is open waits, then opens when it closes', () => {
    const { actor } = start();
    actor.send({ type: 'auth.opened' });
    actor.send({ type: 'prompt.form', form, message: 'avísame' });
    expect(actor.getSnapshot().matches('waitingForAuth')).toBe(true);
    actor.send({ type: 'auth.closed' });
    expect(actor.getSnapshot().matches('fillingForm')).toBe(true);
    expect(actor.getSnapshot().context.form).toEqual(form);
  });

  it('connections asked for while the form is open wait for it (merged), and start when it is sent or closed', () => {
    const { actor, started } = start();
    actor.send({ type: 'prompt.form', form, message: 'avísame' });
    actor.send({ type: 'auth.required', requirements: [smtp], chatId: 'c1' });
    actor.send({ type: 'auth.required', requirements: [smtp, telegram], chatId: 'c1' });
    expect(started).toEqual([]);
    expect(actor.getSnapshot().matches('fillingForm')).toBe(true);
    actor.send({ type: 'cancel' });
    expect(started).toEqual([{ type: 'auth.start', requirements: [smtp, telegram], chatId: 'c1' }]);
  });

  it('the same for the service selection: answering it releases the waiting connections', () => {
    const { actor, started, resend } = start();
    actor.send({ type: 'prompt.services', groups, message: 'guárdalo' });
    actor.send({ type: 'auth.required', requirements: [smtp], chatId: 'c1' });
    actor.send({ type: 'service.toggle', serviceId: 'google_sheets' });
    actor.send({ type: 'submit' });
    expect(resend).toHaveBeenCalledWith({ message: 'guárdalo', selectedServices: ['google_sheets'] });
    expect(started).toHaveLength(1);
  });

  it('if the auth modal opens anyway, the question steps aside with its answers and comes back', () => {
    const { actor } = start();
    actor.send({ type: 'prompt.services', groups, message: 'guárdalo' });
    actor.send({ type: 'service.toggle', serviceId: 'google_drive' });
    actor.send({ type: 'auth.opened' });
    expect(actor.getSnapshot().matches('waitingForAuth')).toBe(true);
    actor.send({ type: 'auth.closed' });
    expect(actor.getSnapshot().matches('selectingServices')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(['google_drive']);
  });
});
