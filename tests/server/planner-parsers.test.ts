import { describe, expect, it } from 'vitest';
import { parseSchedule, findTimes } from '../../server/planner/time';
import { parseCondition, eventFilter } from '../../server/planner/conditions';
import { parseDelay } from '../../server/planner/durations';
import { advanceNotice, firstOrder, impliedEvent, connectTrigger } from '../../server/planner/events';
import { formFields } from '../../server/planner/form-fields';
import { isSourceUrl, parseRequest } from '../../server/planner/parse';
import { mask } from '../../server/planner/extract';
import { normalize } from '../../server/planner/normalize';
import { ACTION_VERB, unmistakableOrder } from '../../server/planner/verbs';
import { planRequest } from '../../server/planner';

const cron = (text: string) => parseSchedule(normalize(text))?.cron ?? null;
const masked = (text: string) => mask(text).text;

describe('time expressions → cron (America/Mexico_City wall clock)', () => {
  it.each([
    ['cada lunes a las 9', '0 9 * * 1'],
    ['todos los días a las 8:30 pm', '30 20 * * *'],
    ['cada hora', '0 * * * *'],
    ['cada 15 minutos', '*/15 * * * *'],
    ['el primer día de cada mes', '0 9 1 * *'],
    ['de lunes a viernes a las 7', '0 7 * * 1-5'],
    ['los martes y jueves a mediodía', '0 12 * * 2,4'],
    ['cada noche a las 9', '0 21 * * *'],
    ['todas las tardes a las 4', '0 16 * * *'],
    ['cada noche a las 9 pm', '0 21 * * *'],
    ['cada mañana a las 9', '0 9 * * *'],
    ['cada 1 de mes a las 9', '0 9 1 * *'],
    ['cada primero de mes a las 8 de la mañana', '0 8 1 * *'],
    ['el 1ro de cada mes', '0 9 1 * *'],
    ['cada 15 de mes', '0 9 15 * *'],
    ['todos los dias habiles a las 9:15', '15 9 * * 1-5'],
    ['de lunes a sábado a las 8', '0 8 * * 1-6'],
    ['a las 6 y media de la mañana de lunes a viernes', '30 6 * * 1-5'],
    ['cada hora de 8 a 20', '0 8-20 * * *'],
    ['por las mañanas a las 6', '0 6 * * *'],
    ['todos los dias a las 7:30 am y a las 7:30 pm', '30 7,19 * * *'],
    ['cada 6 horas', '0 */6 * * *'],
    ['el dia 28 de cada mes a las 5 pm', '0 17 28 * *'],
  ])('%s → %s', (text, expected) => {
    expect(cron(text)).toBe(expected);
  });

  it('marks clock times with a.m./p.m. or a part of the day as explicit', () => {
    expect(findTimes(normalize('a las 9 pm')).map((t) => t.explicit)).toEqual([true]);
    expect(findTimes(normalize('a las 9')).map((t) => t.explicit)).toEqual([false]);
  });

  it('a bare number or a duration is not a schedule', () => {
    expect(cron('envía las 3 facturas')).toBeNull();
    expect(cron('espera 2 horas')).toBeNull();
  });
});

describe('parameter parsers', () => {
  it('waits: "espera 10 minutos", "una espera de media hora", "después de 2 horas"', () => {
    expect(parseDelay('espera 10 minutos')?.seconds).toBe(600);
    expect(parseDelay('agrega una espera de media hora')?.seconds).toBe(1800);
    expect(parseDelay('despues de 2 horas')?.seconds).toBe(7200);
    expect(parseDelay('pausa de 30 segundos')?.seconds).toBe(30);
    expect(parseDelay('mandame 10 correos')).toBeNull();
  });

  it.each([
    ['si el monto es mayor a 1000', 'monto', 'greater_than', 1000],
    ['y el monto sea mayor a 2000', 'monto', 'greater_than', 2000],
    ['si las piezas son menos de 10', 'piezas', 'less_than', 10],
    ['si hay mas de 20 citas', 'citas', 'greater_than', 20],
    ['si el total es mayor o igual a 800', 'total', 'greater_or_equal', 800],
    ['si la calificacion es menor a 3', 'calificacion', 'less_than', 3],
    ['si el estado es listo', 'estado', 'equals', 'listo'],
  ])('condition "%s"', (text, field, operator, value) => {
    expect(parseCondition(normalize(text), [])).toMatchObject({ field, operator, value });
  });

  it('a condition said inside the event: "un correo que diga "urgente" en el asunto"', () => {
    const m = mask('si llega un correo que diga "urgente" en el asunto');
    expect(eventFilter(m.text, m.literals)).toMatchObject({ field: 'asunto', operator: 'contains', value: 'urgente' });
  });

  it('form fields in the order the user lists them, any field name', () => {
    expect(formFields(masked('cuando alguien llene el formulario con nombre, email y mascota, mándale un correo'))).toEqual(['nombre', 'email', 'mascota']);
    expect(formFields(masked('el formulario con nombre, correo y teléfono mándale un correo'))).toEqual(['nombre', 'correo', 'telefono']);
    expect(formFields(masked('formulario con nombre, telefono, fecha y personas, créala en mi calendario'))).toEqual(['nombre', 'telefono', 'fecha', 'personas']);
    expect(formFields(masked('cuando llenen el formulario con sus datos avísame'))).toEqual(['nombre', 'email', 'mensaje']);
    expect(formFields(masked('cuando llenen el formulario avísame'))).toEqual(['nombre', 'email', 'mensaje']);
  });

  it('tells a URL data is read from from one data is sent to', () => {
    const src = masked('el total de ventas de https://pos.test/ventas');
    expect(isSourceUrl(src, src.indexOf('{u'))).toBe(true);
    const dst = masked('reenvia los datos a https://hooks.test/abc');
    expect(isSourceUrl(dst, dst.indexOf('{u'))).toBe(false);
    const post = masked('haz un POST en https://hooks.test/abc');
    expect(isSourceUrl(post, post.indexOf('{u'))).toBe(false);
  });
});

describe('events and orders', () => {
  it('imperatives with pronouns are always orders; bare ones may describe the event', () => {
    for (const w of ['mandamela', 'enviasela', 'guardalos', 'respaldalo', 'creala', 'mandes']) expect(ACTION_VERB.test(w), w).toBe(true);
    expect(unmistakableOrder('guardalo')).toBe(true);
    expect(unmistakableOrder('envia')).toBe(false);
    expect(firstOrder('se agregue un lead guardalo en sheets')).toBe('se agregue un lead '.length);
    expect(firstOrder('alguien envia el formulario')).toBe(-1);
  });

  it('impersonal orders after the event: "se registre en Sheets", "me llegue un correo"', () => {
    expect(firstOrder(' se venda algo se registre en sheets')).toBe(' se venda algo '.length);
    expect(firstOrder(' me escriban al bot de telegram me llegue un correo')).toBeGreaterThan(10);
    expect(firstOrder(' me llegue un correo')).toBe(-1);
  });

  it.each([
    ['15 minutos antes de cada reunion', 15],
    ['una hora antes de cada consulta', 60],
    ['2 horas antes de cada cita', 120],
    ['recordarle a mis pacientes su cita un dia antes', 1440],
  ])('advance notice "%s" → minutes_before %i', (text, minutes) => {
    expect(advanceNotice(normalize(text))?.trigger).toMatchObject({ node_id: 'google_calendar', action_id: 'event_starting', params: { minutes_before: minutes } });
  });

  it('events said without a cue word', () => {
    expect(impliedEvent(masked('un resumen de los correos que lleguen de a@b.mx'))?.trigger.node_id).toBe('gmail');
    expect(impliedEvent(masked('a los clientes que reserven en la pagina'))?.trigger.node_id).toBe('webhook');
    expect(impliedEvent(masked('cada registro nuevo del formulario'))?.trigger.node_id).toBe('form');
    expect(impliedEvent(masked('cada lunes de la semana'))).toBeNull();
  });

  it('"conecta A con B": the source starts the flow; an outside system comes in by webhook', () => {
    expect(connectTrigger('conecta mi formulario con slack', ['slack'])?.node_id).toBe('form');
    expect(connectTrigger('conecta slack con drive', ['slack', 'google_drive'])?.node_id).toBe('google_drive');
    expect(connectTrigger('conecta mi tienda de shopify con slack', ['slack'])?.node_id).toBe('webhook');
  });

  it('a data source named last still goes first ("…sácalo de Postgres")', () => {
    const r = parseRequest('mandame por slack #direccion cuantas citas hubo, sacalo de postgres con "SELECT count(*) FROM citas"');
    expect(r.intents.map((i) => (i.kind === 'service' ? i.node_id : i.kind))).toEqual(['postgres', 'slack']);
  });
});

describe('filled parameters', () => {
  it('"mándamela por correo" goes to the owner; "mándales a los socios" to the trigger\'s person', () => {
    const r = planRequest({ message: 'cada domingo lee mi hoja https://docs.google.com/spreadsheets/d/1Inventario01/edit y mandamela por correo', userEmail: 'yo@x.mx' });
    expect(r.execution_plan![2].params!.to).toBe('yo@x.mx');
    const s = planRequest({ message: 'mandales whatsapp a los socios que se inscriban en la pagina' });
    expect(s.execution_plan![1].params!.to).toBe('{{trigger.body.telefono}}');
  });

  it('Gmail fields by their Spanish names: asunto → subject', () => {
    const r = planRequest({ message: 'cuando llegue un correo, si el asunto contiene "factura" avísame por slack #admin' });
    expect(r.execution_plan![1].params!.left).toBe('{{trigger.subject}}');
  });

  it('HTTP: reading "de https://…" is a GET even when the sentence says "manda"', () => {
    const r = planRequest({ message: 'a las 9 de la noche todos los días manda el reporte de https://api.test/reporte a mi correo', userEmail: 'yo@x.mx' });
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['schedule', 'http', 'email']);
    expect(r.execution_plan![1].params!.method).toBe('GET');
  });
});

describe('robustness of word tables', () => {
  it('words that are Object.prototype keys are just words', () => {
    expect(normalize('constructor toString hasOwnProperty slak')).toBe('constructor tostring hasownproperty slack');
    const r = planRequest({ message: 'cuando llegue un correo, si el constructor es "x" avísame por slack #a' });
    expect(r.execution_plan![1].params!.left).toBe('{{trigger.constructor}}');
    expect(formFields(masked('el formulario con nombre y constructor, avísame'))).toEqual(['nombre', 'constructor']);
  });
});

describe('replies and wording', () => {
  it('"contéstale con IA" to a Telegram message answers in the same chat', () => {
    const r = planRequest({ message: 'cuando un alumno mande un mensaje al bot de telegram, contestale con IA' });
    expect(r.execution_plan!.map((s) => `${s.node_id}/${s.action_id}`)).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message']);
    expect(r.execution_plan![2].params).toEqual({ chat_id: '{{trigger.chat_id}}', message: '{{steps.2.output.text}}' });
  });

  it("a reminder keeps the user's spelling", () => {
    const r = planRequest({ message: 'el día 17 de cada mes a las 9 recuérdame por slack #impuestos declarar el IVA' });
    expect(r.execution_plan![1].params!.message).toBe('Recordatorio: declarar el IVA');
  });
});

describe('branches and removals', () => {
  it('"si … no hagas nada, pero si es mayor…": only the branch that acts, on the same field', () => {
    const r = planRequest({ message: 'cuando un cliente pague, si el monto es menor a 100 no hagas nada, pero si es mayor o igual a 100 mandale un correo de agradecimiento' });
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'filter', 'email']);
    expect(r.execution_plan![1].params).toEqual({ left: '{{trigger.body.monto}}', operator: 'greater_or_equal', right: 100 });
  });

  it('"quita el correo" removes the email step', () => {
    const first = planRequest({ message: 'cuando llegue un pedido mandame un correo y un whatsapp al 5534343434', userEmail: 'a@b.mx' });
    const r = planRequest({ message: 'quita el correo', currentPlan: first.execution_plan });
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'whatsapp']);
  });
});

describe('clauses that only add a detail, and guards said last', () => {
  it('"…con telegram, chat 6060606": the detail belongs to the step before', () => {
    const r = planRequest({ message: 'Integra mi formulario de cotizaciones con telegram, chat 6060606' });
    expect(r.execution_plan![1].params!.chat_id).toBe('6060606');
  });

  it('a condition said after the actions still guards them, after the data it reads', () => {
    const r = planRequest({ message: 'mandame un correo cada vez que haya una venta... o sea si el total es mayor a 3000', userEmail: 'a@b.mx' });
    expect(r.execution_plan!.map((s) => s.node_id)).toEqual(['webhook', 'filter', 'email']);
    const h = planRequest({ message: 'cada hora consulta https://api.test/estado, avísame por slack #ops, solo si el estado es caido' });
    expect(h.execution_plan!.map((s) => s.node_id)).toEqual(['schedule', 'http', 'filter', 'slack']);
  });

  it('a listed form field ends where a new phrase starts', () => {
    expect(formFields(masked('el formulario con nombre, telefono, origen y destino me llegue un whatsapp'))).toEqual(['nombre', 'telefono', 'origen', 'destino']);
  });
});

describe('spreadsheet names and ids', () => {
  it('reads a tab name with or without quotes and a bare id with its case', () => {
    const r = planRequest({ message: 'cuando llegue un pedido guárdalo en sheets en la pestaña Pedidos2025, id 1AbCdEfGhIjKlMnOpQrStUvWx' });
    expect(r.execution_plan![1].params).toMatchObject({ spreadsheet_id: '1AbCdEfGhIjKlMnOpQrStUvWx', sheet_name: 'Pedidos2025' });
    const q = planRequest({ message: 'cuando llegue un pedido guárdalo en la hoja llamada "Ventas Mayo" de sheets https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK/edit' });
    expect(q.execution_plan![1].params).toMatchObject({ spreadsheet_id: '1AbCdEfGhIjK', sheet_name: 'Ventas Mayo' });
  });
});

describe('an address next to a data source is a recipient', () => {
  it('"manda a recepcion@… la agenda de mi calendario" → list events, then email', () => {
    const r = planRequest({ message: 'todos los lunes a las 8:00 manda a recepcion@clinica.mx la agenda de la semana de mi calendario' });
    expect(r.execution_plan!.map((s) => `${s.node_id}/${s.action_id}`)).toEqual(['schedule/cron', 'google_calendar/list_events', 'email/send_email']);
    expect(r.execution_plan![2].params!.to).toBe('recepcion@clinica.mx');
  });
});
