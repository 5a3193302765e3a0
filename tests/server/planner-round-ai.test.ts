/**
 * Readings added while working blind batch ai: service businesses that live by the calendar and the clock, with
 * reminders and waits said every way. Each test uses wording of its own (not the eval's), so it checks the reading,
 * not one case.
 */
import { describe, expect, it } from 'vitest';
import { parseDelay } from '../../server/planner/durations';
import { parseCondition } from '../../server/planner/conditions';
import { parseSchedule } from '../../server/planner/time';
import { continuesPartList } from '../../server/planner/noun-list';
import { dateWindow } from '../../server/planner/sql-window';
import { titleFromQuote, headerDate } from '../../server/planner/event-title';
import { aiDateRef, DATE_ONLY, withAiDates } from '../../server/planner/ai-date';
import { planRequest } from '../../server/planner';
import { labels, last, p, plan } from './planner-support';

describe('waits said as "a la media hora" and one more message said as "uno"', () => {
  it('"a la media hora" is a wait of 30 minutes ("a la hora de la cita" is no wait)', () => {
    expect(parseDelay('y a la media hora mándale otro')?.seconds).toBe(1800);
    expect(parseDelay('recuérdale a la hora de la cita')).toBeNull();
  });

  it('a message, then "a la media hora" another channel: the wait goes between them', () => {
    const r = plan('Cuando alguien llene el formulario de clases de prueba con nombre, correo y celular, mándale un correo de bienvenida y a la media hora un whatsapp con la dirección del estudio');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email', 'delay/wait', 'whatsapp/send_message']);
    expect(p(r, 3).seconds).toBe(1800);
    expect(p(r, 4).to).toBe('{{trigger.celular}}');
  });

  it('"N días después uno con el cupón X" after a wait is one more message, and the code is its own', () => {
    const r = plan('Cuando entre una fila en la hoja Clientes del sheet 1Spa_Rivera_55 mándale whats al cliente al Telefono dándole la bienvenida, a la semana otro preguntando cómo se sintió y 20 días después uno con el cupón REGRESA20');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'whatsapp/send_message', 'delay/wait', 'whatsapp/send_message', 'delay/wait', 'whatsapp/send_message']);
    expect(p(r, 5).seconds).toBe(1728000);
    expect(p(r, 6).to).toBe('{{trigger.record.Telefono}}');
    expect(p(r, 6).message).toContain('REGRESA20');
    expect(p(r, 4).message).not.toContain('REGRESA20');
  });

  it('a code said for an earlier message, with a wait between, stays out of the later one', () => {
    const r = plan('Cuando alguien llene el formulario con nombre y correo mándale un correo de bienvenida, a los 2 días otro con el cupón HOLA10 y a los 5 días otro preguntando qué le pareció');
    expect(p(r, 4).body).toContain('HOLA10');
    expect(p(r, 6).body).toBe('¿Qué le pareció?');
  });

  it('"uno" as an article or a count is no message ("cada uno", "a la una")', () => {
    const r = plan('Cada lunes a la una de la tarde mándame un correo con el reporte');
    expect(labels(r)).toEqual(['schedule/cron', 'email/send_email']);
  });
});

describe('the event clause never takes the order said after it', () => {
  it('"con asunto \'X\'" of a mail ordered after a webhook event is the mail\'s subject, not a filter', () => {
    const r = plan("Cuando caiga un pedido al webhook de la tienda (cliente, total, direccion) envíale un correo a bodega@abarrotes.mx con asunto 'Pedido nuevo' y el cliente, el total y la direccion.");
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email']);
    expect(p(r, 2).subject).toBe('Pedido nuevo');
    expect(r.status).toBe('plan_ready');
  });
});

describe('a list of the data\'s parts cut at its commas', () => {
  it('a piece of articled nouns goes on with the list the order before ended with', () => {
    expect(continuesPartList('mándale un whats con el nombre', 'la hora y el lugar')).toBe(true);
    expect(continuesPartList('mándale un whats', 'la hora y el lugar')).toBe(false);
    expect(continuesPartList('mándale un whats con el nombre', 'la hoja es ventas')).toBe(false);
  });

  it('the message then carries every part', () => {
    const r = plan('Cuando llegue una reservación por el webhook (huesped, llegada, cuarto) avísame en Slack al canal #recepcion con el huesped, la llegada y el cuarto.');
    expect(p(r, 2).message).toContain('{{trigger.body.huesped}}');
    expect(p(r, 2).message).toContain('{{trigger.body.llegada}}');
    expect(p(r, 2).message).toContain('{{trigger.body.cuarto}}');
  });
});

describe('steps counted from the end of the plan', () => {
  it('"quita el penúltimo paso" removes the one before the last', () => {
    const r = last('Cuando llegue un formulario de contacto con nombre, correo y mensaje guárdalo en la hoja Leads del sheet 1LeadsMty_2026, mándale un correo al cliente dándole las gracias y avísame en Slack en #ventas', 'quita el penúltimo paso');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'slack/send_message']);
  });

  it('"el antepenúltimo" is the third from the end; "el penúltimo correo" the one before the last mail', () => {
    const r = last('Cada viernes a las 6 lee la hoja Pagos del sheet 1PagosGym_9, que la IA haga un resumen, mándamelo por correo y avísame en Slack en #caja', 'borra el antepenúltimo paso');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'email/send_email', 'slack/send_message']);
    const mails = last('Cuando alguien llene el formulario con nombre y correo mándale un correo de bienvenida, a los 2 días otro con el cupón HOLA10 y a los 5 días otro preguntando qué le pareció', 'quita el penúltimo correo');
    expect((mails.execution_plan ?? []).filter((s) => s.node_id === 'email').map((s) => s.params!.body)).toEqual([expect.stringContaining('bienvenida'), '¿Qué le pareció?']);
  });
});

describe('paydays said with their days', () => {
  it('"cada quincena, el 14 y el 28" runs on those days; bare "cada quincena" on the 15th and the last', () => {
    expect(parseSchedule('cada quincena, el 14 y el 28 a las 10 manda el reporte')?.cron).toBe('0 10 14,28 * *');
    expect(parseSchedule('cada quincena (los dias 1 y 16) a las 8')?.cron).toBe('0 8 1,16 * *');
    expect(parseSchedule('cada quincena a las 8')?.cron).toBe('0 8 15,L * *');
  });
});

describe('a tab named after "hoja de"', () => {
  it('"en mi hoja de Inventario" names the tab; "la hoja de cálculo / de Google" names none', () => {
    const r = plan('Cada lunes a las 9 sácame los eventos de la semana de mi google calendar y guárdalos en mi hoja de Agenda Semanal');
    expect(p(r, 3).sheet_name).toBe('Agenda Semanal');
    expect(r.smart_form!.sections.flatMap((s) => s.fields.map((f) => f.id))).toEqual(['3.spreadsheet_id']);
    const g = plan('Cada lunes a las 9 guarda los eventos de mi calendario en mi hoja de Google');
    expect(p(g, 3).sheet_name).toBe('');
  });
});

describe('data built with one field more, said with "="', () => {
  it('"arma los datos con un campo origen = \'web\'" is a set-fields step with the data plus that field', () => {
    const r = plan("Cuando llegue un registro al webhook (nombre, correo), arma los datos con un campo origen = 'landing', guárdalos en la hoja Registros del sheet 1Landing_Reg_01");
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'google_sheets/append_row']);
    expect(p(r, 2).fields).toEqual({ nombre: '{{trigger.body.nombre}}', correo: '{{trigger.body.correo}}', origen: 'landing' });
  });
});

describe('a value named with its article', () => {
  it('"es la Sucursal Centro", "sea el Norte": the article only introduces the name', () => {
    expect(parseCondition('solo si la sede es la sucursal centro', [])).toMatchObject({ field: 'sede', operator: 'equals', value: 'sucursal' });
    expect(parseCondition('si el estatus es el que', [])).toBeNull();
  });

  it('on a calendar event, "el lugar" is its location and the typed name is kept', () => {
    const r = plan('Una hora antes de cada sesión del calendario, solo si el lugar es la Sala Azul, avísale al canal #terapeutas en Slack');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'filter/condition', 'slack/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.location}}', operator: 'equals', right: 'Sala Azul' });
  });
});

describe('Drive: a file uploaded, not a folder made', () => {
  it('"que la IA haga un resumen … y lo suba a la carpeta …" uploads; the mail\'s subject names the file', () => {
    const r = plan('Cuando llegue un correo con asunto contrato, que la IA haga un resumen y lo suba como archivo a la carpeta de drive 1ContratosNot_77, con el asunto como nombre del archivo.');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'google_drive/upload_file']);
    expect(p(r, 3)).toMatchObject({ name: '{{trigger.subject}}', content: '{{steps.2.output.text}}', folder_id: '1ContratosNot_77' });
  });

  it('"créale una carpeta", "haz en drive una carpeta nueva" still make a folder', () => {
    expect(labels(plan('Cuando llegue un formulario de clientes con nombre y correo, créale una carpeta en drive con su nombre'))).toContain('google_drive/create_folder');
    expect(labels(plan('Cada mes haz en mi google drive una carpeta nueva llamada Facturas'))).toContain('google_drive/create_folder');
  });
});

describe('a calendar event named and dated with the data\'s words', () => {
  it('a quoted title that names a listed field carries it', () => {
    const shape = { node: 'webhook', fields: ['cliente', 'telefono', 'fecha'] };
    expect(titleFromQuote('Revisión - cliente', 'crea el evento {q0}', [{ kind: 'quote', value: 'Revisión - cliente' } as never], shape, '')).toBe('Revisión - {{trigger.body.cliente}}');
    // Fields the owner did not list are not guessed.
    expect(titleFromQuote('Revisión - cliente', 'crea el evento {q0}', [{ kind: 'quote', value: 'Revisión - cliente' } as never], { node: 'form', fields: ['nombre', 'email', 'mensaje'] }, '')).toBe('Revisión - cliente');
  });

  it('"crea el evento \'Revisión -\' y el Cliente, en la Fecha de la fila" on a sheet', () => {
    const r = plan("Cada que entre una fila nueva en la hoja Servicios (spreadsheet 1TallerRdz_Serv_22), crea el evento en google calendar 'Servicio de' y el Vehiculo, en la Fecha de la fila");
    expect(p(r, 2)).toMatchObject({ title: 'Servicio de {{trigger.record.Vehiculo}}', start: '{{trigger.record.Fecha}}' });
    expect(r.status).toBe('plan_ready');
    expect(headerDate('para el Dia de la cita')).toBe('{{trigger.record.Dia}}');
  });

  it('a webhook\'s quoted title with its field, presented as ready', () => {
    const r = plan("Cuando mi página mande una reserva por webhook (cliente, celular, fecha) créala en google calendar como 'Masaje - cliente' y mándale whats al cliente confirmando.");
    expect(p(r, 2)).toMatchObject({ title: 'Masaje - {{trigger.body.cliente}}', start: '{{trigger.body.fecha}}' });
    expect(p(r, 3).message).toContain('confirmamos');
    expect(r.status).toBe('plan_ready');
  });
});

describe('orders chained with "y al final" and "y le …"', () => {
  it('"… confirmando y al final respóndele al webhook" are two steps, and the bare gerund confirms', () => {
    const r = plan('Cuando llegue una cita al webhook (nombre, celular, fecha) mándale whats al cliente confirmando y al final respóndele al webhook con un 200');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message', 'webhook/respond']);
    expect(p(r, 2).message).toContain('Te confirmamos');
  });

  it('"…y le contestes a la mamá que …" on a mail trigger answers the mail with those words', () => {
    const r = plan('Cuando me llegue un correo con asunto inscripción, guárdalo en la hoja Inscritos del sheet 1Kinder_Insc_3 y le contestes a la mamá que ya recibimos sus papeles');
    expect(labels(r)).toEqual(['gmail/new_email', 'google_sheets/append_row', 'gmail/send_email']);
    expect(p(r, 3)).toMatchObject({ to: '{{trigger.from}}', subject: 'Re: {{trigger.subject}}' });
    expect(String(p(r, 3).body)).toMatch(/^Ya recibimos sus papeles/);
  });
});

describe('the rows of one day, on the date column named', () => {
  it('"del día", "de mañana", "de ayer" with a date column: a window in SQL, no value to pass', () => {
    expect(dateWindow('las citas de manana', ['fecha'])).toBe('fecha::date = CURRENT_DATE + 1');
    expect(dateWindow('los pagos de ayer', ['dia_pago'])).toBe('dia_pago::date = CURRENT_DATE - 1');
    // No date column named: no window; a week is not guessed.
    expect(dateWindow('las citas de hoy', ['paciente'])).toBeNull();
    expect(dateWindow('las citas de la semana', ['fecha'])).toBeNull();
  });

  it('a SELECT of today\'s rows', () => {
    const r = plan('Diario a las 7 consulta en postgres los turnos de hoy (tabla turnos, columna fecha) y mándalos al canal #enfermeria de slack');
    expect(p(r, 2).query).toBe('SELECT * FROM turnos WHERE fecha::date = CURRENT_DATE');
  });
});

describe('an AI that takes the date out of a message, then a calendar event', () => {
  it('the event starts when the AI says, and the AI answers with the date alone', () => {
    const r = plan("Cuando me llegue un correo con asunto 'cita', que la IA saque la fecha y la hora que pide el cliente, la agende en mi google calendar como 'Consulta' y le contestes al cliente que ya quedó");
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'google_calendar/create_event', 'gmail/send_email']);
    expect(p(r, 3).start).toBe('{{steps.2.output.text}}');
    expect(String(p(r, 2).prompt)).toContain(DATE_ONLY);
    expect(r.status).toBe('plan_ready');
  });

  it('only an AI asked for the date counts, and the instruction is added once', () => {
    const ai = { step: 2, id: 'step_2', node_id: 'ai', action_id: 'generate_text', params: { prompt: 'Resume el correo' } };
    expect(aiDateRef([{ step: 1, id: 'step_1', node_id: 'gmail', action_id: 'new_email', params: {} }, ai] as never)).toBeUndefined();
    const dated = { ...ai, params: { prompt: 'Extrae el día y la hora' } };
    const event = { step: 3, id: 'step_3', node_id: 'google_calendar', action_id: 'create_event', params: { title: 'x', start: '{{steps.2.output.text}}' } };
    const once = withAiDates(withAiDates([dated, event] as never));
    expect(String(once[0].params!.prompt).split(DATE_ONLY).length).toBe(2);
  });
});

describe('robustness of the new readings', () => {
  it('full-length messages of one repeated unit answer (a backtracking pattern shows as a slow suite; figures in npm run bench -- worst-case)', () => {
    for (const unit of ['y al final ', 'y el cliente, la fecha y el motivo, ', 'a la media hora uno ', 'cada quincena, el 15 y el 30 ', "'A - nombre' y la Fecha ", 'y le contestes al papa que ', 'que la IA saque el dia y la hora ', 'de hoy (tabla t, columna fecha) ']) {
      const r = planRequest({ message: unit.repeat(Math.ceil(1990 / unit.length)).slice(0, 1990) });
      expect(typeof r.reply).toBe('string');
    }
  });
});
