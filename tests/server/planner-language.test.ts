import { describe, expect, it } from 'vitest';
import { MAX_READ, planRequest } from '../../server/planner';
import { editDistance, normalize } from '../../server/planner/normalize';
import { literalsIn, mask, phones, repository, telegramChatId } from '../../server/planner/extract';
import { MAX_DELAY_SECONDS } from '../../server/nodes/delay';
import { withoutExamples } from '../../server/planner/said-example';

const plan = (message: string, selectedServices?: string[]) => planRequest({ message, selectedServices });
const ids = (message: string) => plan(message).execution_plan?.map((s) => `${s.node_id}/${s.action_id}`);
const nodes = (message: string, selected?: string[]) => plan(message, selected).execution_plan?.map((s) => s.node_id);

describe('planner: normalisation and misspellings', () => {
  it('lower-cases, strips accents and fixes known typos', () => {
    expect(normalize('¿Envíame un CORREO por Gmial?')).toBe('enviame un correo por gmail');
    expect(normalize('guárdalo en la Hoja de Cálculo')).toBe('guardalo en la sheets');
    expect(normalize('mándalo por whats app y telegran')).toBe('mandalo por whatsapp y telegram');
  });

  it('fuzzy-matches service names one typo away, but not short everyday words', () => {
    expect(normalize('telegarm')).toBe('telegram');
    expect(normalize('whatsaap')).toBe('whatsapp');
    expect(normalize('formulairo')).toBe('formulario');
    expect(normalize('correr')).toBe('correr');
    expect(editDistance('slack', 'slakc')).toBe(1);
  });

  it.each([
    ['cuando llegue un pedido a mi webook avisame por slak #ventas', ['webhook', 'slack']],
    ['CUANDO LLEGUE UN PEDIDO, MÁNDAME UN WHATSAP AL 5512345678', ['webhook', 'whatsapp']],
    ['cuando alguien llene el fomulario mandame un telegran al chat 123456', ['form', 'telegram']],
    ['cada lunez a las 9 mandame un imeil a yo@tienda.mx', ['schedule', 'email']],
    ['cuando llegue un coreo a mi gmial guardalo en google sheet', ['gmail', 'google_sheets']],
  ])('understands "%s"', (message, expected) => {
    expect(nodes(message)).toEqual(expected);
  });
});

describe('planner: literal values', () => {
  it('masks URLs, emails, quotes and channels so matching never mangles them', () => {
    const m = mask('Envía "Hola, ¿cómo estás?" a Ana.Pérez@Tienda.mx y a https://api.test/a?b=1, luego publica en #Ventas-MX');
    expect(literalsIn(m.text, m.literals, 'quote')).toEqual(['Hola, ¿cómo estás?']);
    expect(literalsIn(m.text, m.literals, 'email')).toEqual(['ana.pérez@tienda.mx']);
    expect(literalsIn(m.text, m.literals, 'url')).toEqual(['https://api.test/a?b=1']);
    expect(literalsIn(m.text, m.literals, 'channel')).toEqual(['#Ventas-MX']);
  });

  it('reads phone numbers, Telegram chats and repositories', () => {
    expect(phones('al +52 55 1234 5678')).toEqual(['+525512345678']);
    expect(phones('al 55-1234-5678 o al 33 9876 5432')).toEqual(['5512345678', '3398765432']);
    expect(phones('pedido 12345')).toEqual([]);
    expect(telegramChatId('al chat -1001234567')).toBe('-1001234567');
    expect(telegramChatId('al canal @mitienda_avisos')).toBe('@mitienda_avisos');
    expect(repository('en el repo acme/tienda-web')).toBe('acme/tienda-web');
  });

  it('keeps "$1,000" as one number in a condition', () => {
    const r = plan('cuando llegue un pedido, si el total es mayor a $1,000 avísame por slack #ventas');
    expect(r.execution_plan![1].params).toEqual({ left: '{{trigger.body.total}}', operator: 'greater_than', right: 1000 });
  });
});

describe('planner: services in the order the user means', () => {
  it('"guarda en Sheets y luego avísame por Slack"', () => {
    expect(nodes('cuando llegue un pedido guarda en Sheets y luego avísame por Slack #ventas')).toEqual(['webhook', 'google_sheets', 'slack']);
    expect(nodes('cuando llegue un pedido avísame por Slack #ventas y luego guarda en Sheets')).toEqual(['webhook', 'slack', 'google_sheets']);
  });

  it('covers every catalogue service', () => {
    expect(ids('cuando llegue un pedido mándame un discord https://discord.com/api/webhooks/1/x')).toEqual(['webhook/webhook_received', 'discord/send_message']);
    expect(ids('cuando llegue un pedido crea un issue en acme/tienda')).toEqual(['webhook/webhook_received', 'github/create_issue']);
    expect(ids('cada mañana revisa mi calendario y mándame mis eventos por slack #yo')).toEqual(['schedule/cron', 'google_calendar/list_events', 'slack/send_message']);
    expect(ids('cuando alguien llene el formulario agenda una cita en mi calendario')).toEqual(['form/form_submitted', 'google_calendar/create_event']);
    expect(ids('cuando aparezca un archivo nuevo en drive avísame por telegram al chat 123456')).toEqual(['google_drive/new_file', 'telegram/send_message']);
    expect(ids('cuando se agregue una fila en sheets mándame un correo a a@b.mx')).toEqual(['google_sheets/new_row', 'email/send_email']);
    expect(ids('cuando me escriban por telegram responde con IA')).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message']);
    expect(plan('cuando me escriban por telegram responde con IA').execution_plan![2].params).toEqual({ chat_id: '{{trigger.chat_id}}', message: '{{steps.2.output.text}}' });
    expect(ids('cuando llegue un mensaje en slack sube un archivo a drive')).toEqual(['slack/slack_webhook', 'google_drive/upload_file']);
    expect(ids('cada hora ejecuta un agente que revise mi inventario')).toEqual(['schedule/cron', 'ai_agent/run_agent']);
    expect(ids('todos los días consulta mi base de datos postgres con "SELECT count(*) FROM pedidos"')).toEqual(['schedule/cron', 'postgres/query']);
    expect(ids('cuando yo lo ejecute manda un gmail a a@b.mx')).toEqual(['manual/manual_trigger', 'gmail/send_email']);
  });

  it('ignores a service named only to rule it out', () => {
    expect(nodes('cuando llegue un pedido avísame por telegram al chat 123456 en vez de slack')).toEqual(['webhook', 'telegram']);
  });
});

describe('planner: delays, conditions and data references', () => {
  it('"espera 10 minutos" → delay/wait 600 seconds; waits over 30 days are capped with a note', () => {
    const r = plan('cuando llegue un pedido espera 10 minutos y luego avísame por slack #ventas');
    expect(r.execution_plan![1]).toMatchObject({ node_id: 'delay', action_id: 'wait', params: { seconds: 600 } });
    expect(plan('cuando llegue un pedido espera media hora y avísame por slack #a').execution_plan![1].params).toEqual({ seconds: 1800 });
    expect(plan('cuando llegue un pedido espera un día y avísame por slack #a').execution_plan![1].params).toEqual({ seconds: 86400 });
    // Only the delay node's own maximum caps a wait (written against the constant, which may grow).
    const capped = plan('cuando llegue un pedido espera 40 días y avísame por slack #a');
    expect(capped.execution_plan![1].params).toEqual({ seconds: Math.min(40 * 86400, MAX_DELAY_SECONDS) });
    expect(capped.reply).toContain('Pediste esperar 40 días, pero la espera máxima de un paso es de');
  });

  it.each([
    ['si el monto es mayor a 1000', 'monto', 'greater_than', 1000],
    ['si el monto es menor que 50.5', 'monto', 'less_than', 50.5],
    ['si el estado es pagado', 'estado', 'equals', 'pagado'],
    ['si el estado es distinto de cancelado', 'estado', 'not_equals', 'cancelado'],
    ['si el asunto contiene "factura"', 'asunto', 'contains', 'factura'],
    ['solo si la cantidad es mayor o igual a 3', 'cantidad', 'greater_or_equal', 3],
  ])('"%s" → filter/condition', (cond, field, operator, right) => {
    const r = plan(`cuando llegue un pedido, ${cond}, avísame por slack #ventas`);
    expect(r.execution_plan![1]).toMatchObject({ node_id: 'filter', action_id: 'condition', params: { left: `{{trigger.body.${field}}}`, operator, right } });
    expect(r.execution_plan![2].node_id).toBe('slack');
  });

  it('a condition in the same sentence as the action still comes first', () => {
    expect(nodes('cuando llegue un pedido avísame por slack #ventas si el monto es mayor a 500')).toEqual(['webhook', 'filter', 'slack']);
  });

  it('passes data along: trigger fields, AI output, HTTP response', () => {
    const ai = plan('cuando llegue un correo resúmelo con IA y mándame el resumen por telegram al chat 123456');
    expect(ai.execution_plan!.map((s) => s.node_id)).toEqual(['gmail', 'ai', 'telegram']);
    expect(ai.execution_plan![1].params!.prompt).toContain('{{trigger.body}}');
    expect(ai.execution_plan![2].params!.message).toBe('{{steps.2.output.text}}');
    const form = plan('cuando alguien llene el formulario con nombre, email y telefono, mándale un correo de bienvenida y un whatsapp');
    expect(form.execution_plan![0].params).toEqual({ fields: ['nombre', 'email', 'telefono'] });
    expect(form.execution_plan![1].params!.to).toBe('{{trigger.email}}');
    expect(form.execution_plan![2].params!.to).toBe('{{trigger.telefono}}');
    const http = plan('cada hora consulta https://api.test/estado y si el estado es caido avísame por slack #ops');
    expect(http.execution_plan![2].params!.left).toBe('{{steps.2.output.body.estado}}');
  });
});

describe('planner: ambiguity and conversation', () => {
  it('"guárdalo en la nube" asks where, with service groups', () => {
    const r = plan('cuando llegue un pedido guárdalo en la nube');
    expect(r.status).toBe('clarification_needed');
    expect(r.workflow_action).toBeNull();
    expect(r.execution_plan).toBeUndefined();
    expect(r.service_groups).toEqual([{ category: 'Almacenamiento', services: expect.arrayContaining([expect.objectContaining({ service_id: 'google_drive', service_name: 'Google Drive' })]) }]);
    expect(r.reply).toMatch(/¿Dónde quieres guardar/);
  });

  it('"avísame" with no channel asks how, and a resend with selected_services completes the plan', () => {
    const asked = plan('cuando llegue un pedido avísame');
    expect(asked.status).toBe('clarification_needed');
    expect(asked.service_groups![0].category).toBe('Notificaciones');
    expect(asked.service_groups![0].services.map((s) => s.service_id)).toEqual(['email', 'gmail', 'slack', 'telegram', 'whatsapp', 'discord']);
    expect(nodes('cuando llegue un pedido avísame', ['slack'])).toEqual(['webhook', 'slack']);
    expect(nodes('cuando llegue un pedido avísame', ['whatsapp', 'email'])).toEqual(['webhook', 'whatsapp', 'email']);
    // A pick from another group does not answer this question.
    expect(plan('cuando llegue un pedido avísame', ['google_drive']).status).toBe('clarification_needed');
  });

  it('asks both questions at once when both are ambiguous', () => {
    const r = plan('cuando llegue un pedido guárdalo y avísame');
    expect(r.service_groups!.map((g) => g.category)).toEqual(['Almacenamiento', 'Notificaciones']);
    expect(nodes('cuando llegue un pedido guárdalo y avísame', ['google_sheets', 'telegram'])).toEqual(['webhook', 'google_sheets', 'telegram']);
  });

  it.each([
    ['hola', /¡Hola! Soy tu asistente de automatización/],
    ['¿Qué puedes hacer?', /Puedo crear automatizaciones/],
    ['¿Qué es un webhook?', /dirección web única/],
    ['gracias', /¡Con gusto!/],
    ['¿Cuánto cuesta?', /399 MXN/],
    ['¿quién ganó el partido de ayer?', /eso no lo puedo hacer yo/],
  ])('off-topic or small talk "%s" gets a friendly Spanish answer', (message, reply) => {
    const r = plan(message);
    expect(r).toMatchObject({ status: 'conversation', workflow_action: null });
    expect(r.execution_plan).toBeUndefined();
    expect(r.reply).toMatch(reply);
  });
});

describe('planner: everyday requests from shop owners', () => {
  it('welcome email to every new lead: webhook trigger, recipient from the lead, canned text', () => {
    const r = plan('Envía un correo de bienvenida cada vez que llegue un nuevo lead');
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'email']);
    expect(r.execution_plan![1].params).toMatchObject({ to: '{{trigger.body.email}}', subject: '¡Bienvenido!' });
    expect(nodes('Automatiza el envío de correos a nuevos leads')).toEqual(['webhook', 'email']);
  });

  it('greets the person by the form\'s name field', () => {
    const r = plan('cuando alguien llene el formulario con nombre y email mándale un correo de bienvenida');
    expect(r.execution_plan![1].params!.body).toContain('¡Hola {{trigger.nombre}}!');
  });

  it('"conecta Slack con Google Drive" makes the source service the trigger', () => {
    expect(ids('Conecta Slack con Google Drive')).toEqual(['google_drive/new_file', 'slack/send_message']);
    expect(ids('conecta mi gmail con sheets')).toEqual(['gmail/new_email', 'google_sheets/append_row']);
  });

  it('reminders: the reminder text becomes the message, channel words left out', () => {
    const r = plan('Recuérdame todos los días a las 8 por telegram al chat 12345 que revise el inventario');
    expect(r.execution_plan![1].params).toEqual({ chat_id: '12345', message: 'Recordatorio: revise el inventario' });
    expect(plan('recuérdame pagar la renta el día 1 de cada mes por slack #yo').execution_plan![1].params!.message).toBe('Recordatorio: pagar la renta');
    expect(plan('Recuérdame todos los días a las 8 revisar el inventario').status).toBe('clarification_needed');
  });

  it('"15 minutos antes de cada reunión" is a calendar trigger; booking an appointment is not', () => {
    const r = plan('15 minutos antes de cada reunión avísame por whatsapp al 5512345678');
    expect(r.execution_plan![0]).toMatchObject({ node_id: 'google_calendar', action_id: 'event_starting', params: { minutes_before: 15 } });
    expect(ids('Crea un evento en mi calendario cuando alguien agende una cita')).toEqual(['webhook/webhook_received', 'google_calendar/create_event']);
  });

  it('replies to an email from Gmail itself', () => {
    const r = plan('cuando llegue un correo respóndele con "Gracias, te contesto pronto"');
    expect(r.execution_plan![1]).toMatchObject({ node_id: 'gmail', action_id: 'send_email', params: { to: '{{trigger.from}}', subject: 'Re: {{trigger.subject}}', body: 'Gracias, te contesto pronto' } });
  });
});

describe('planner: robustness', () => {
  it('reads a full-length message of one unit repeated (line breaks, fillers, emoji, list marks) and answers', () => {
    // The pre-readers once rescanned such runs: 2,000 line breaks took seconds, 40 emoji hung the chat.
    // A pasted payload sample is read once per object (payload-sample.ts): a wall of them, or of braces, stays fast.
    // The jargon reader and the readers of the al round (lists of fields, a text's fields, capitalised columns) too.
    // An example of the data (said-example.ts) is read once per marker within a bounded window: a wall of markers stays fast.
    for (const unit of ['\n', 'mmm ', 'este ', '🙂', '1) ', '¿', 'arroba punto ', '{', '{"a":1}', 'me llega {"a":{"b":1}} ', '{"a","b"} ', 'columnas: A | B ',
      'endpoint ', 'el json ', 'me pega un POST ', 'webhook x, ', ', con el Folio ', 'un row nuevo ', 'cron de lunes ',
      'por ejemplo ', ', ejemplo ', 'ejemplo: Ana, 5512345678, ', ", tipo 'x'", '(ayer por ejemplo ', 'un formulario, tipo: Don Ana, 5512345678, 3 kilos, ', "saldria 'Corte marzo' cada mes, ",
      'de la tabla ventas cuantos kilos ', 'mas de 5 mil columna saldo ', 'cuya fecha ya paso tabla x ']) {
      const r = planRequest({ message: unit.repeat(Math.ceil(1990 / unit.length)).slice(0, 1990) });
      expect(typeof r.reply).toBe('string');
    }
  });

  it('reads an example of the data on a 4,000-character wall of one unit (a backtracking pattern shows as a slow suite)', () => {
    for (const unit of ['por ejemplo ', ', ejemplo ', 'ejemplo: Ana, 5512345678, ', ", tipo 'x'", '(ayer por ejemplo ', 'tipo: ', ', y que ', "'", 'Sra. ']) {
      const wall = unit.repeat(Math.ceil(MAX_READ / unit.length)).slice(0, MAX_READ);
      expect(typeof withoutExamples(wall)).toBe('string');
    }
  });

  it('reads a full-length follow-up of one unit repeated (refusals, taken-back values, estimates, said texts) and answers', () => {
    // The follow-up readers of batch an (edit-plainly.ts, taken-back.ts, hedged-time.ts, edit-redirect.ts, edit-message-text.ts).
    const plan = planRequest({ message: 'Cada lunes a las 8 lee la hoja Ventas de https://docs.google.com/spreadsheets/d/1VentasXyZ12345/edit, si el total pasa de 2000 mándale whats al cliente', timezone: 'America/Mexico_City' }).execution_plan!;
    for (const unit of ['eso de la ia no lo quiero, ', 'no al correo, ', 'tipo 10 ', 'a él no, a mí ', 'los lunes no, ', 'que el correo diga ', 'dile que ', 'la hoja que sea la otra, ', 'ya no el ', 'lo de los 5 mil ', 'no le mandes ']) {
      const r = planRequest({ message: unit.repeat(Math.ceil(3990 / unit.length)).slice(0, 3990), currentPlan: plan, timezone: 'America/Mexico_City' });
      expect(typeof r.reply).toBe('string');
    }
  });

  it('text that looks like an internal marker is just text', () => {
    const r = plan('manda {q9} y {u0} por slack #ventas "hola {{trigger.body.nombre}}"');
    expect(r.execution_plan![1].params).toEqual({ channel: '#ventas', message: 'hola {{trigger.body.nombre}}' });
  });

  it('never throws and always numbers steps from 1, whatever the words', () => {
    const words = ['cuando', 'llegue', 'pedido', 'correo', 'a@b.mx', 'https://x.test/a', '"hola"', '#ventas', 'slack', 'cada', 'lunes',
      'a las', '9', 'y luego', 'avísame', 'guárdalo', 'nube', 'si el monto', 'es mayor a', '1000', 'espera', 'minutos', 'quita', 'paso',
      'mejor', 'cámbialo', 'sheets', 'formulario', 'con', ',', '¿', '?', '$1,000', '@canal', 'chat', '-100123456', '55 1234 5678', 'pm',
      'IA', 'resume', 'postgres', 'github', 'acme/repo', 'webhook', 'GET', 'envía', 'mándale', 'recuérdame', 'conecta', 'en vez de', 'agrega', '{', '}'];
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    let current: ReturnType<typeof plan>['execution_plan'] = undefined;
    for (let i = 0; i < 1500; i++) {
      const msg = Array.from({ length: 1 + Math.floor(rnd() * 20) }, () => words[Math.floor(rnd() * words.length)]).join(' ');
      const r = planRequest({ message: msg, currentPlan: rnd() < 0.5 ? current : null, selectedServices: rnd() < 0.1 ? ['slack'] : undefined });
      expect(r.reply.length, msg).toBeGreaterThan(0);
      if (r.execution_plan) {
        expect(r.execution_plan.map((s) => s.step), msg).toEqual(r.execution_plan.map((_, k) => k + 1));
        current = r.execution_plan;
      }
    }
  });

  it('reads only the first MAX_MESSAGE characters of a pasted wall of text', () => {
    const r = planRequest({ message: 'avísame por slack #a '.repeat(5000) });
    expect(r.execution_plan![0].node_id).toBe('manual');
    expect(r.execution_plan!.length).toBeLessThan(200);
  });

  it('bounds what the pre-readers see at MAX_READ, even where fillers would shrink away', () => {
    const order = ' cuando llegue un correo avísame por slack #ventas';
    const within = planRequest({ message: 'mmm '.repeat(900) + order });
    expect(within.execution_plan?.some((s) => s.node_id === 'slack')).toBe(true);
    const beyond = planRequest({ message: 'mmm '.repeat(MAX_READ / 4) + order });
    expect(beyond.execution_plan?.some((s) => s.node_id === 'slack') ?? false).toBe(false);
  });
});

describe('planner: replies', () => {
  it('titles an event by the kind said, spelled as a title, and says a chat without claiming whose it is', () => {
    const r = planRequest({ message: 'con un botón agéndame en el calendario la reunión del 3 de marzo de 2027 a las 11 y avísale por telegram a mi chalán, su chat es 771244988' });
    const event = r.execution_plan!.find((s) => s.action_id === 'create_event')!;
    expect(event.params!.title).toBe('Reunión');
    expect(r.reply).toContain('Manda un mensaje por Telegram al chat 771244988');
    expect(r.reply).not.toContain('Te manda un mensaje por Telegram');
  });

  it('says which accounts to connect, once each', () => {
    const r = plan('cuando llegue un correo guárdalo en sheets https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK/edit y avísame por slack #ventas y por telegram al chat 12345');
    expect(r.reply).toContain('Para que funcione, conecta tu cuenta de Google, Slack y tu bot de Telegram con el botón de credenciales');
    expect(plan('consulta https://api.test/x').reply).not.toContain('conecta');
  });

  it('quotes text values and keeps numbers plain in conditions', () => {
    expect(plan('cuando llegue un pedido, si el estado es pagado avísame por slack #a').reply).toContain('Sigue solo si «estado» es igual a «pagado»');
    expect(plan('cuando llegue un pedido, si el monto es mayor a 10 avísame por slack #a').reply).toContain('Sigue solo si «monto» es mayor que 10;');
  });
});

describe('a question about failures is answered with how alerts work', () => {
  it('"si un paso falla ¿me avisan?" says where the alert arrives and how to retry', () => {
    for (const m of ['¿Qué pasa si mi workflow tiene un error?', 'oye y si truena algo como me entero?']) {
      const r = planRequest({ message: m });
      expect(r.status).toBe('conversation');
      expect(r.reply).toContain('Si un paso falla, Enlaza te avisa al momento');
      expect(r.reply).toContain('«Configurar avisos»');
    }
  });
});

describe('a question about the plan\'s terms is answered, even asked as "¿es posible…?"', () => {
  it('"¿es posible cancelar cuando quiera?" says there are no contracts', () => {
    for (const m of ['¿Es posible cancelar cuando quiera?', '¿puedo cancelar mi plan cuando quiera?', '¿hay plazo forzoso?']) {
      const r = planRequest({ message: m });
      expect(r.status).toBe('conversation');
      expect(r.reply).toContain('no hay contratos forzosos');
    }
  });
});
