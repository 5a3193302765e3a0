/**
 * Follow-ups edit the current plan and never throw it away (issue 17): each edit operation on a
 * plan the chat already holds, said the way owners write it, and said back in the reply.
 */
import { describe, expect, it } from 'vitest';
import { planRequest, type PlannerResult } from '../../server/planner';
import { makeStep } from '../../server/planner/compose';
import type { PlanStep } from '../../contracts/plan';

const TZ = 'America/Mexico_City';
const OWNER = 'dueno@negocio.mx';

function plan(...steps: [string, Record<string, unknown>][]): PlanStep[] {
  return steps.map(([id, params], i) => makeStep(i + 1, id.split('/')[0], id.split('/')[1], params));
}

/** Plays follow-ups on a plan the chat holds, passing the plan before the current one like the chat does. */
function edit(start: PlanStep[], ...messages: string[]): PlannerResult {
  let current = start;
  let previous: PlanStep[] | null = null;
  let r: PlannerResult | null = null;
  for (const message of messages) {
    r = planRequest({ message, currentPlan: current, previousPlan: previous, timezone: TZ, userEmail: OWNER });
    if (r.execution_plan) {
      previous = current;
      current = r.execution_plan;
    }
  }
  return r!;
}

const labels = (r: PlannerResult) => (r.execution_plan ?? []).map((s) => `${s.node_id}/${s.action_id}`);
const p = (r: PlannerResult, n: number) => r.execution_plan![n - 1].params!;
const FORM_EMAIL = /^\{\{trigger\.(?:body\.)?email\}\}$/;

const PEDIDOS = plan(
  ['webhook/webhook_received', {}],
  ['google_sheets/append_row', { spreadsheet_id: '1Pedidos_2026', sheet_name: 'Pedidos', values: '{{trigger.body}}' }],
  ['slack/send_message', { channel: '#ventas', message: 'Nuevo pedido: {{trigger.body}}' }],
  ['gmail/send_email', { to: OWNER, subject: 'Nuevo pedido', body: 'Nuevo pedido: {{trigger.body}}' }],
);
const REPORTE = plan(
  ['schedule/cron', { cron_expression: '0 9 * * 1', timezone: TZ }],
  ['http/request', { url: 'https://api.tienda.mx/ventas', method: 'GET' }],
  ['ai/generate_text', { prompt: 'Resume las ventas.\n\nDatos: {{steps.2.output.body}}' }],
  ['telegram/send_message', { chat_id: '24681357', message: '{{steps.3.output.text}}' }],
);
const REGISTRO = plan(
  ['form/form_submitted', { fields: ['nombre', 'email', 'telefono', 'fecha'] }],
  ['gmail/send_email', { to: '{{trigger.email}}', subject: 'Bienvenido', body: 'Hola {{trigger.nombre}}' }],
  ['whatsapp/send_message', { to: '{{trigger.telefono}}', message: 'Gracias por registrarte' }],
);
const VENTA_GRANDE = plan(
  ['webhook/webhook_received', {}],
  ['filter/condition', { left: '{{trigger.body.monto}}', operator: 'greater_than', right: 1000 }],
  ['slack/send_message', { channel: '#ventas', message: 'Venta grande: {{trigger.body}}' }],
);
const INSCRITOS = plan(
  ['google_sheets/new_row', { spreadsheet_id: '1Escuela_Insc', sheet_name: 'Ciclo2026' }],
  ['whatsapp/send_message', { to: '{{trigger.record.Telefono}}', message: '¡Bienvenidos!' }],
);

describe('replacing a value of the same kind', () => {
  it('an hour keeps the days', () => {
    const r = edit(REPORTE, 'cambia la hora a las 11 xfa');
    expect(p(r, 1).cron_expression).toBe('0 11 * * 1');
    expect(r.reply).toContain('cambié la hora: ahora se ejecutará cada lunes a las 11:00 a. m.');
  });

  it('a threshold, with the comparison said ("de 65 o más")', () => {
    expect(p(edit(VENTA_GRANDE, 'súbelo a 5 mil'), 2)).toMatchObject({ operator: 'greater_than', right: 5000 });
    const r = edit(VENTA_GRANDE, 'que sea de 65 o mas');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.monto}}', operator: 'greater_or_equal', right: 65 });
    expect(r.reply).toContain('mayor o igual que 65');
  });

  it('the field a filter looks at', () => {
    const r = edit(VENTA_GRANDE, 'cambia la condición: que sea el total en lugar del monto');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.total}}', right: 1000 });
  });

  it('a recipient, keeping the mail service ("cambia el correo a …" is no swap to SMTP)', () => {
    const r = edit(PEDIDOS, 'cambia el correo a ventas@tienda.mx porfa');
    expect(labels(r)).toEqual(labels({ execution_plan: PEDIDOS } as PlannerResult));
    expect(p(r, 4).to).toBe('ventas@tienda.mx');
    expect(r.reply).toContain('cambié el destinatario a ventas@tienda.mx');
  });

  it('the tab of a sheet the trigger watches, and a spreadsheet given as a link', () => {
    const tab = edit(INSCRITOS, 'cambia la pestaña a Ciclo2027');
    expect(p(tab, 1)).toMatchObject({ spreadsheet_id: '1Escuela_Insc', sheet_name: 'Ciclo2027' });
    expect(tab.reply).toContain('cambié la pestaña a Ciclo2027');
    const link = edit(plan(['form/form_submitted', { fields: ['nombre'] }], ['google_sheets/append_row', { spreadsheet_id: '', sheet_name: 'Citas', values: '{{trigger}}' }]),
      'aqui va el link: https://docs.google.com/spreadsheets/d/1Bigote_Citas_X9/edit');
    expect(link.status).toBe('plan_ready');
    expect(p(link, 2)).toMatchObject({ spreadsheet_id: '1Bigote_Citas_X9', sheet_name: 'Citas' });
  });

  it('a channel, a chat id, a subject with or without quotes, a Discord webhook', () => {
    expect(p(edit(PEDIDOS, 'el canal ahora es #pedidos'), 3).channel).toBe('#pedidos');
    expect(p(edit(REPORTE, 'cambia el chat al 99999999'), 4).chat_id).toBe('99999999');
    expect(p(edit(PEDIDOS, "el asunto que sea 'Pedido web'"), 4).subject).toBe('Pedido web');
    expect(p(edit(PEDIDOS, 'el asunto cambialo por: Pedido recibido'), 4).subject).toBe('Pedido recibido');
    const unquoted = edit(PEDIDOS, 'en el correo ponle de asunto: Nuevo pedido en línea');
    expect(p(unquoted, 4).subject).toBe('Nuevo pedido en línea');
    expect(unquoted.reply).toContain('cambié el asunto a «Nuevo pedido en línea»');
    const discord = plan(['form/form_submitted', { fields: ['nombre'] }], ['discord/send_message', { webhook_url: '', message: 'Nuevo registro' }]);
    const r = edit(discord, 'el webhook del discord es https://discord.com/api/webhooks/2121212/box');
    expect(labels(r)).toEqual(['form/form_submitted', 'discord/send_message']);
    expect(p(r, 2).webhook_url).toBe('https://discord.com/api/webhooks/2121212/box');
  });

  it('a message, only on the step the clause names', () => {
    const r = edit(REGISTRO, "que el whatsapp diga 'Gracias por tu compra'");
    expect(labels(r)).toEqual(['form/form_submitted', 'gmail/send_email', 'whatsapp/send_message']);
    expect(p(r, 3).message).toBe('Gracias por tu compra');
    expect(p(r, 2).body).toBe('Hola {{trigger.nombre}}');
  });

  it('how long a wait lasts, and how long before an event the flow starts', () => {
    const wait = plan(['webhook/webhook_received', {}], ['delay/wait', { seconds: 3600 }], ['slack/send_message', { channel: '#x', message: 'Hola' }]);
    const week = edit(wait, 'la espera mejor q sea de una semana');
    expect(p(week, 2).seconds).toBe(604800);
    expect(week.reply).toContain('cambié la espera a 1 semana');
    const notice = plan(['google_calendar/event_starting', { minutes_before: 60 }], ['whatsapp/send_message', { to: '5567891234', message: 'Cita' }]);
    const r = edit(notice, 'que sea 2 horas antes mejor');
    expect(p(r, 1).minutes_before).toBe(120);
    expect(p(r, 2).to).toBe('5567891234');
  });
});

describe('more values: the query, the AI instructions, a field of the data, recipients, days', () => {
  const RESPALDO = plan(['schedule/cron', { cron_expression: '0 * * * *', timezone: TZ }], ['postgres/query', { query: 'SELECT * FROM pedidos' }],
    ['google_drive/upload_file', { name: 'respaldo.json', content: '{{steps.2.output.rows}}' }]);
  const BOT = plan(['telegram/new_message', {}], ['ai/generate_text', { prompt: 'Responde al cliente: {{trigger.text}}' }],
    ['telegram/send_message', { chat_id: '{{trigger.chat_id}}', message: '{{steps.2.output.text}}' }]);

  it('a quoted SQL query, and a schedule said about the plan\'s own steps', () => {
    expect(p(edit(RESPALDO, 'cambia la consulta a "SELECT * FROM ventas"'), 2).query).toBe('SELECT * FROM ventas');
    const daily = edit(RESPALDO, 'que el respaldo sea diario a las 11 de la noche');
    expect(daily.workflow_action).toBe('plan_updated');
    expect(p(daily, 1).cron_expression).toBe('0 23 * * *');
    expect(labels(daily)).toEqual(['schedule/cron', 'postgres/query', 'google_drive/upload_file']);
  });

  it('the AI\'s instructions, keeping the data it reads', () => {
    const r = edit(BOT, 'que la IA conteste de forma amable y corta');
    expect(p(r, 2).prompt).toBe('Conteste de forma amable y corta.\n\nDatos: {{trigger.text}}');
    expect(r.reply).toContain('cambié las instrucciones de la IA: «Conteste de forma amable y corta»');
    expect(p(edit(BOT, 'en vez de IA usa un agente'), 2)).toMatchObject({ prompt: 'Responde al cliente: {{trigger.text}}' });
  });

  it('a recipient bound to a field or a column the owner names', () => {
    const r = edit(REGISTRO, 'cambia el número del whatsapp por el del campo celular');
    expect(p(r, 3).to).toMatch(/^\{\{trigger\.(?:body\.)?celular\}\}$/);
    const column = edit(INSCRITOS, 'agrega al final que le mande un correo a la columna Email');
    expect(p(column, 3).to).toBe('{{trigger.record.Email}}');
  });

  it('one recipient more or less on the mail', () => {
    expect(p(edit(PEDIDOS, 'agrega a luis@tienda.mx al correo'), 4).to).toBe(`${OWNER}, luis@tienda.mx`);
    const r = edit(PEDIDOS, 'quita a dueno@negocio.mx del correo y pon a ana@tienda.mx');
    expect(labels(r)).toEqual(labels({ execution_plan: PEDIDOS } as PlannerResult));
    expect(p(r, 4).to).toBe('ana@tienda.mx');
    expect(r.reply).toContain('El correo ya no va a dueno@negocio.mx');
  });

  it('a Drive folder, a repository, a sheet id said without its link; a value stated adds no step', () => {
    const backup = plan(['schedule/cron', { cron_expression: '0 9 * * 5', timezone: TZ }], ['postgres/query', { query: 'SELECT * FROM ventas' }],
      ['google_drive/upload_file', { name: 'ventas.json', content: '{{steps.2.output.rows}}' }]);
    const r = edit(backup, 'la carpeta es https://drive.google.com/drive/folders/1CarpetaRespaldos');
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query', 'google_drive/upload_file']);
    expect(p(r, 3).folder_id).toBe('1CarpetaRespaldos');
    const issue = plan(['webhook/webhook_received', {}], ['github/create_issue', { repository: '', title: 'Pedido', body: '{{trigger.body}}' }]);
    const repo = edit(issue, 'el repo es acme/pedidos');
    expect(labels(repo)).toEqual(['webhook/webhook_received', 'github/create_issue']);
    expect(p(repo, 2).repository).toBe('acme/pedidos');
    const sheet = plan(['form/form_submitted', { fields: ['nombre'] }], ['google_sheets/append_row', { spreadsheet_id: '', sheet_name: 'Hoja 1', values: '{{trigger}}' }]);
    expect(p(edit(sheet, 'el id de la hoja es 1AbCdEfGhIjKlMnOp y la pestaña Registros'), 2)).toMatchObject({ spreadsheet_id: '1AbCdEfGhIjKlMnOp', sheet_name: 'Registros' });
  });

  it('a value said along with a new hour, and each quoted text where its words say', () => {
    const wa = plan(['schedule/cron', { cron_expression: '0 9 * * *', timezone: TZ }], ['whatsapp/send_message', { to: '', message: 'Clima' }]);
    const r = edit(wa, 'mi numero es 5544556677 y que sea a las 8');
    expect(p(r, 1).cron_expression).toBe('0 8 * * *');
    expect(p(r, 2).to).toBe('5544556677');
    const two = edit(PEDIDOS, "el correo que sea con asunto 'Pedido recibido' y el de slack que diga 'Nuevo pedido web'");
    expect(p(two, 4).subject).toBe('Pedido recibido');
    expect(p(two, 3).message).toBe('Nuevo pedido web');
    expect(p(two, 4).body).toBe('Nuevo pedido: {{trigger.body}}');
  });

  it('the day, said after "a"', () => {
    expect(p(edit(REPORTE, 'cambia el dia a martes'), 1).cron_expression).toBe('0 9 * * 2');
  });
});

describe('adding a step at a position', () => {
  it('at the end', () => {
    const r = edit(PEDIDOS, 'agrega al final un whatsapp al 5512345678');
    expect(labels(r).at(-1)).toBe('whatsapp/send_message');
    expect(p(r, 5).to).toBe('5512345678');
    expect(r.reply).toContain('agregué el paso de WhatsApp');
  });

  it('first ("antes que nada", "justo después del formulario, antes del gmail")', () => {
    const r = edit(REGISTRO, 'antes que nada guárdalo en https://docs.google.com/spreadsheets/d/1Registro_X/edit pestaña Altas');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'gmail/send_email', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: '1Registro_X', sheet_name: 'Altas' });
    const pg = edit(REGISTRO, 'agrega justo despues del formulario, antes del gmail, un paso que guarde al paciente en postgres, tabla pacientes');
    expect(labels(pg)).toEqual(['form/form_submitted', 'postgres/query', 'gmail/send_email', 'whatsapp/send_message']);
  });

  it('before a named step: the AI put before a message feeds it', () => {
    const mail = plan(['gmail/new_email', {}], ['telegram/send_message', { chat_id: '50505050', message: 'Nuevo correo de {{trigger.from}}: {{trigger.subject}}' }]);
    const r = edit(mail, 'antes de mandarlo a telegram que la IA lo resuma en 3 lineas');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'telegram/send_message']);
    expect(p(r, 3)).toMatchObject({ chat_id: '50505050', message: '{{steps.2.output.text}}' });
  });

  it('after a named step, and between two', () => {
    const after = edit(REGISTRO, 'agrega despues del correo que espere 30 minutos');
    expect(labels(after)).toEqual(['form/form_submitted', 'gmail/send_email', 'delay/wait', 'whatsapp/send_message']);
    expect(p(after, 3).seconds).toBe(1800);
    const between = edit(REGISTRO, 'entre el correo y el whatsapp mete una espera de 2 horas');
    expect(labels(between)).toEqual(['form/form_submitted', 'gmail/send_email', 'delay/wait', 'whatsapp/send_message']);
    const slack = edit(PEDIDOS, 'entre el guardado y el correo mete un aviso a slack en #guias');
    expect(labels(slack)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'slack/send_message', 'slack/send_message', 'gmail/send_email']);
    expect(p(slack, 4).channel).toBe('#guias');
  });

  it('a correction inside what is added keeps only the corrected step', () => {
    const r = edit(REGISTRO, 'y que 1 hora despues le llegue un whatsapp... no, mejor un correo con el horario');
    expect(labels(r)).toEqual(['form/form_submitted', 'gmail/send_email', 'whatsapp/send_message', 'delay/wait', 'gmail/send_email']);
    expect(p(r, 5).to).toMatch(FORM_EMAIL);
  });

  it('with its recipient bound to the data ("le llegue otro correo" uses the same mail service), or asked', () => {
    const r = edit(REGISTRO, 'agrega que un dia despues le llegue otro correo pidiendole una reseña');
    expect(labels(r)).toEqual(['form/form_submitted', 'gmail/send_email', 'whatsapp/send_message', 'delay/wait', 'gmail/send_email']);
    expect(p(r, 4).seconds).toBe(86400);
    expect(p(r, 5).to).toMatch(FORM_EMAIL);
    const client = edit(PEDIDOS, 'mándale también un whatsapp al cliente');
    expect(p(client, 5).to).toBe('{{trigger.body.telefono}}');
    // Nobody to bind it to: the smart form asks for it.
    const asked = edit(REPORTE, 'agrega al final un whatsapp');
    expect(asked.status).toBe('smart_forms_required');
    expect(asked.smart_form?.sections.flatMap((s) => s.fields.map((f) => f.id))).toContain('5.to');
  });

  it('"otro WhatsApp pidiendo…" has a purpose of its own: it does not repeat the first message', () => {
    const wa = plan(['webhook/webhook_received', {}], ['whatsapp/send_message', { to: '{{trigger.body.telefono}}', message: '¡Gracias por tu visita!' }]);
    const r = edit(wa, 'agrega q despues de 2 horas le mande otro whats pidiendo q nos califique');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message', 'delay/wait', 'whatsapp/send_message']);
    expect(p(r, 3).seconds).toBe(7200);
    expect(p(r, 4).to).toBe('{{trigger.body.telefono}}');
    expect(p(r, 4).message).not.toBe('¡Gracias por tu visita!');
  });

  it('one more recipient of the same message ("que también le llegue a…")', () => {
    expect(p(edit(PEDIDOS, 'que el correo tambien le llegue a socio@tienda.mx'), 4).to).toBe(`${OWNER}, socio@tienda.mx`);
    const wa = plan(['schedule/cron', { cron_expression: '0 7 * * *', timezone: TZ }], ['whatsapp/send_message', { to: '4421112233', message: 'Revisa la ruta' }]);
    const r = edit(wa, 'q tambien le llegue al 4429998877');
    expect(labels(r)).toEqual(['schedule/cron', 'whatsapp/send_message', 'whatsapp/send_message']);
    expect(p(r, 3)).toEqual({ to: '4429998877', message: 'Revisa la ruta' });
  });

  it('a condition before the step it names', () => {
    const sheet = plan(['webhook/webhook_received', {}], ['google_sheets/append_row', { spreadsheet_id: '1Tere', sheet_name: 'Pedidos', values: '{{trigger.body}}' }],
      ['whatsapp/send_message', { to: '{{trigger.body.telefono}}', message: 'Recibimos tu pedido' }]);
    const r = edit(sheet, 'el whatsapp solo si el total pasa de 150 pesos');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 3)).toMatchObject({ left: '{{trigger.body.total}}', operator: 'greater_than', right: 150 });
  });
});

describe('removing a step by its service or position', () => {
  it('only that step: "quita lo de slack" never leaves only the trigger', () => {
    const r = edit(PEDIDOS, 'quita lo de slack');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'gmail/send_email']);
    expect(r.reply).toContain('quité el paso de Slack');
    expect(labels(edit(PEDIDOS, 'elimina lo del correo, eso lo hacemos a mano'))).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'slack/send_message']);
    expect(labels(edit(PEDIDOS, 'el correo ya no'))).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'slack/send_message']);
  });

  it('by position: the last one, a step number, an ordinal', () => {
    expect(labels(edit(PEDIDOS, 'borra el ultimo paso'))).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'slack/send_message']);
    expect(labels(edit(PEDIDOS, 'quita el paso 3'))).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'gmail/send_email']);
    expect(labels(edit(PEDIDOS, 'elimina el primer paso'))).toEqual(['webhook/webhook_received', 'slack/send_message', 'gmail/send_email']);
  });

  it('a step whose output others used: they get the data before it', () => {
    const r = edit(REPORTE, 'quita lo de la IA, manda el reporte tal cual');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'telegram/send_message']);
    expect(p(r, 3).message).toContain('{{steps.2.output.body}}');
  });

  it('with a remark that changes nothing more ("…, que solo avise en Slack")', () => {
    const r = edit(REPORTE, 'quita lo de la IA y la consulta, que solo avise en telegram');
    expect(labels(r)).toEqual(['schedule/cron', 'telegram/send_message']);
    expect(r.reply).toContain('quité los pasos de Solicitud HTTP y Inteligencia artificial');
  });

  it('the step named before the verb, and what takes its place', () => {
    const r = edit(REGISTRO, 'el whatsapp quitalo y mejor mandame un correo a mi');
    expect(labels(r)).toEqual(['form/form_submitted', 'gmail/send_email', 'gmail/send_email']);
    expect(p(r, 3).to).toBe(OWNER);
    expect(r.reply).toContain('quité el paso de WhatsApp y agregué el paso de Gmail');
  });

  it('said as what should not happen any more', () => {
    expect(labels(edit(REPORTE, 'mejor que no lo resuma la IA, que mande los datos directo'))).toEqual(['schedule/cron', 'http/request', 'telegram/send_message']);
  });

  it('keeping only what is named', () => {
    expect(labels(edit(PEDIDOS, 'quita todo menos la hoja'))).toEqual(['webhook/webhook_received', 'google_sheets/append_row']);
  });
});

describe('swapping a service keeps its data', () => {
  it('the message and the recipient go with it; the trigger never turns manual', () => {
    const discord = plan(['form/form_submitted', { fields: ['nombre', 'fecha'] }], ['discord/send_message', { webhook_url: 'https://discord.com/api/webhooks/1/x', message: 'Nueva reserva de fiesta' }]);
    const r = edit(discord, 'ya no usamos discord, pasalo a slack al canal #fiestas');
    expect(labels(r)).toEqual(['form/form_submitted', 'slack/send_message']);
    expect(p(r, 2)).toEqual({ channel: '#fiestas', message: 'Nueva reserva de fiesta' });
    expect(r.reply).toContain('cambié Discord por Slack');
  });

  it('the person a message goes to follows it to the new service', () => {
    const r = edit(REGISTRO, 'mejor por telegram en lugar del whatsapp');
    expect(labels(r)).toEqual(['form/form_submitted', 'gmail/send_email', 'telegram/send_message']);
    expect(r.status).toBe('smart_forms_required');
    const toMail = edit(plan(['webhook/webhook_received', {}], ['whatsapp/send_message', { to: '{{trigger.body.telefono}}', message: 'Gracias' }]), 'cambia el whatsapp por un correo');
    expect(p(toMail, 2).to).toBe('{{trigger.body.email}}');
    const toPhone = edit(plan(['webhook/webhook_received', {}], ['email/send_email', { to: '{{trigger.body.email}}', subject: 'Hola', body: 'Gracias' }]), 'mejor por whatsapp en lugar del correo');
    expect(p(toPhone, 2)).toEqual({ to: '{{trigger.body.telefono}}', message: 'Gracias' });
  });

  it('Gmail for SMTP mail keeps recipient and subject', () => {
    const r = edit(REGISTRO, 'mejor no uses gmail, usa el correo smtp de la empresa');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ to: '{{trigger.email}}', subject: 'Bienvenido', body: 'Hola {{trigger.nombre}}' });
  });

  it('a swap said with its new detail elsewhere in the message, output binding kept', () => {
    const r = edit(REPORTE, 'cambia telegram por discord, el webhook es https://discord.com/api/webhooks/8080808/coop');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'ai/generate_text', 'discord/send_message']);
    expect(p(r, 4)).toEqual({ webhook_url: 'https://discord.com/api/webhooks/8080808/coop', message: '{{steps.3.output.text}}' });
  });

  it('the trigger, with the data references moved to its shape', () => {
    const toWebhook = edit(plan(['form/form_submitted', { fields: ['nombre', 'telefono'] }], ['whatsapp/send_message', { to: '3319876543', message: 'Solicitud de {{trigger.nombre}}' }]),
      'mejor que en lugar del formulario sea un webhook de mi pagina con los mismos datos');
    expect(labels(toWebhook)).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
    expect(p(toWebhook, 2)).toEqual({ to: '3319876543', message: 'Solicitud de {{trigger.body.nombre}}' });
    const toForm = edit(INSCRITOS, 'mejor usa un formulario con nombre, familiar y telefono en vez de la hoja');
    expect(p(toForm, 1).fields).toEqual(['nombre', 'familiar', 'telefono']);
    expect(p(toForm, 2).to).toMatch(/^\{\{trigger\.(?:body\.)?telefono\}\}$/);
    const manual = edit(plan(['schedule/cron', { cron_expression: '0 7 * * *', timezone: TZ }], ['slack/send_message', { channel: '#caddies', message: 'Revisen el rol' }]),
      'mejor que sea con un boton, cuando yo quiera, no diario');
    expect(labels(manual)).toEqual(['manual/manual_trigger', 'slack/send_message']);
  });
});

describe('moving a step', () => {
  it('before or after another, or first', () => {
    expect(labels(edit(PEDIDOS, 'mueve el correo antes de slack'))).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'gmail/send_email', 'slack/send_message']);
    expect(labels(edit(PEDIDOS, 'que el aviso de slack vaya primero'))).toEqual(['webhook/webhook_received', 'slack/send_message', 'google_sheets/append_row', 'gmail/send_email']);
    expect(labels(edit(PEDIDOS, 'el slack al final'))).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'gmail/send_email', 'slack/send_message']);
  });

  it('"X primero y luego Y"', () => {
    expect(labels(edit(REGISTRO, 'primero que mande el whatsapp y luego el correo'))).toEqual(['form/form_submitted', 'whatsapp/send_message', 'gmail/send_email']);
    const r = edit(PEDIDOS, 'el correo mandalo primero y luego lo de slack');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'gmail/send_email', 'slack/send_message']);
    expect(r.reply).toContain('moví el paso de Gmail: ahora va antes de Slack');
  });

  it('never before the data it uses: it says why and keeps the plan', () => {
    const r = edit(REPORTE, 'mueve el telegram antes de la IA');
    expect(r).toMatchObject({ status: 'conversation', workflow_action: null });
    expect(r.execution_plan).toBeUndefined();
    expect(r.reply).toContain('No moví el paso de Telegram');
  });
});

describe('undoing the last change', () => {
  it.each(['no no, deshaz eso, dejalo como estaba', 'mejor no, deshazlo', 'como estaba antes', 'regrésalo', 'ups no, regresalo como estaba', 'deshaz lo ultimo porfa'])('"%s" brings the previous plan back', (undo) => {
    const r = edit(REPORTE, 'cambia la hora a las 11', undo);
    expect(r.execution_plan).toEqual(REPORTE);
    expect(r.workflow_action).toBe('plan_updated');
    expect(r.reply).toContain('Listo, deshice el último cambio: el horario vuelve a ser cada lunes a las 9:00 a. m.');
  });

  it('says what it restores: a removed step, a value', () => {
    const back = edit(PEDIDOS, 'quita lo de slack', 'regrésalo como estaba');
    expect(back.execution_plan).toEqual(PEDIDOS);
    expect(back.reply).toContain('volví a poner el paso de Slack');
    expect(edit(PEDIDOS, 'cambia el canal a #caja', 'deshaz el cambio').reply).toContain('«Canal» vuelve a ser «#ventas»');
  });

  it('"eso no, quítalo" right after an addition takes it out', () => {
    const r = edit(PEDIDOS, 'agrega al final un whatsapp al 5512345678', 'eso no, quitalo');
    expect(r.execution_plan).toEqual(PEDIDOS);
  });

  it('with no earlier plan, says so and keeps the plan', () => {
    const r = edit(PEDIDOS, 'deshaz eso');
    expect(r).toMatchObject({ status: 'conversation', workflow_action: null });
    expect(r.execution_plan).toBeUndefined();
  });
});

describe('several changes in one message, each said back', () => {
  it('a threshold and a channel in one sentence', () => {
    const r = edit(VENTA_GRANDE, 'súbelo a 5 mil y cambia el canal a #alertas');
    expect(p(r, 2).right).toBe(5000);
    expect(p(r, 3).channel).toBe('#alertas');
    expect(r.reply).toContain('Listo, hice dos cambios:\n- Cambié el filtro: ahora sigue solo si «monto» es mayor que 5000.\n- Cambié el canal a #alertas.');
  });

  it('a time, a swap and a step added ("…, y que también me llegue un correo")', () => {
    const r = edit(REPORTE, 'pasalo a las 7, en vez de telegram por whatsapp al 5512345678, y que tambien me llegue un correo');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'ai/generate_text', 'whatsapp/send_message', 'email/send_email']);
    expect(p(r, 1).cron_expression).toBe('0 7 * * 1');
    expect(p(r, 4)).toEqual({ to: '5512345678', message: '{{steps.3.output.text}}' });
    expect(p(r, 5).to).toBe(OWNER);
    expect(r.reply).toContain('Listo, hice tres cambios:');
  });

  it('a threshold and a notice by mail with nobody named: it goes to the owner', () => {
    const r = edit(VENTA_GRANDE, 'que sea mayor a 3000 y que avise tambien por correo');
    expect(p(r, 2).right).toBe(3000);
    expect(p(r, 4).to).toBe(OWNER);
  });

  it('a tab changed and a step added at the end', () => {
    const r = edit(INSCRITOS, 'cambia la pestaña a Ciclo2027 y agrega al final un aviso en slack a #direccion');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'whatsapp/send_message', 'slack/send_message']);
    expect(p(r, 1).sheet_name).toBe('Ciclo2027');
    expect(r.reply).toMatch(/Cambié la pestaña a Ciclo2027\.\n- Agregué el paso de Slack\./);
  });

  it('a step removed and another added first', () => {
    const calendar = plan(['form/form_submitted', { fields: ['nombre', 'telefono', 'fecha'] }], ['google_calendar/create_event', { title: 'Cita', start: '{{trigger.fecha}}' }],
      ['whatsapp/send_message', { to: '{{trigger.telefono}}', message: 'Confirmado' }]);
    const r = edit(calendar, 'quita lo del calendario y agrega al inicio que se guarde en la pestaña Servicios de https://docs.google.com/spreadsheets/d/1Limpieza_Srv/edit');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: '1Limpieza_Srv', sheet_name: 'Servicios' });
    expect(r.reply).toContain('Quité el paso de Google Calendar');
  });
});

describe('a follow-up it cannot apply keeps the plan', () => {
  it('removing a step the plan does not have says so, and swaps nothing', () => {
    const r = edit(PEDIDOS, 'quita el whatsapp');
    expect(r).toMatchObject({ status: 'conversation', workflow_action: null });
    expect(r.reply).toBe('No encontré un paso de WhatsApp en tu workflow, así que no quité nada. Tu workflow sigue igual.');
  });

  it('starts over only when asked to', () => {
    const r = edit(PEDIDOS, 'borra todo y mejor haz que cada hora revise https://api.tienda.mx/b');
    expect(r.workflow_action).toBe('plan_created');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request']);
  });

  it('asks instead of starting over with a manual trigger', () => {
    const r = edit(PEDIDOS, 'y eso del inventario como lo vemos?');
    expect(r.status).toBe('conversation');
    expect(r.execution_plan).toBeUndefined();
    const noise = edit(PEDIDOS, 'cambialo');
    expect(noise.reply).toContain('tu workflow sigue igual');
  });
});
