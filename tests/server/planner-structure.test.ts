/**
 * Issue 17, readings added while working blind batch o: values after the nouns that introduce them
 * (bare Google ids), recipients bound to the data, what a text must carry, the AI's own part of a
 * clause, waits capped only by the delay node, and follow-ups that single out one step. Each test
 * uses wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DELAY_SECONDS } from '../../server/nodes/delay';
import { googleIds, looksLikeId } from '../../server/planner/google-ids';
import { listedFields } from '../../server/planner/form-fields';
import { dictatedText } from '../../server/planner/said-text';
import { normalize } from '../../server/planner/normalize';
import { planRequest } from '../../server/planner';
import { converse, labels, last, p, plan, OWNER } from './planner-support';

describe('Google ids said bare, by the noun before them', () => {
  it('reads an id after archivo, id, spreadsheet, hoja de cálculo, carpeta or folder', () => {
    const ids = (t: string) => googleIds(t).map((g) => [g.id, g.of]);
    expect(ids('lee la pestaña Stock del archivo con id 1StockPan_2027')).toEqual([['1StockPan_2027', 'spreadsheet']]);
    expect(ids('guárdalo en la hoja de cálculo 1ZapatosQro99')).toEqual([['1ZapatosQro99', 'spreadsheet']]);
    expect(ids('en el spreadsheet: 1Mx_ventas-2026')).toEqual([['1Mx_ventas-2026', 'spreadsheet']]);
    expect(ids('cuando caiga un archivo en la carpeta de Drive con id 1RecibosLeon')).toEqual([['1RecibosLeon', 'folder']]);
    expect(ids('el folder 1FotosBoda_xyz')).toEqual([['1FotosBoda_xyz', 'folder']]);
    expect(ids('usa el id 1AbCdEfGh_123')).toEqual([['1AbCdEfGh_123', null]]);
  });

  it('takes nothing that is a word, a tab, a number, an address or a link', () => {
    expect(googleIds('la hoja Ciclo2027 del archivo')).toEqual([]);
    expect(googleIds('el archivo Cotizaciones')).toEqual([]);
    expect(googleIds('id 5512345678')).toEqual([]);
    expect(googleIds('el archivo ventas2026@tienda.mx')).toEqual([]);
    expect(googleIds('el archivo https://docs.google.com/spreadsheets/d/1UrlId_99/edit')).toEqual([]);
    // After "hoja" (which also names tabs) only a token that can be nothing but an id counts.
    expect(googleIds('en la hoja 1VentasTol_2026').map((g) => g.id)).toEqual(['1VentasTol_2026']);
    expect(looksLikeId('Ciclo2027', true)).toBe(false);
    expect(looksLikeId('1VentasTol_2026', true)).toBe(true);
  });

  it('puts the id in the step that takes it: a sheet, a new-row trigger, a Drive folder, a new folder’s parent', () => {
    const read = plan('Cada martes a las 9 lee la pestaña Stock del archivo con id 1StockPan_2027 y mándame las filas por Telegram al chat 4433221');
    expect(labels(read)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
    expect(p(read, 2)).toEqual({ spreadsheet_id: '1StockPan_2027', sheet_name: 'Stock' });
    const row = plan('Cuando se agregue una fila en la pestaña Altas del spreadsheet 1AltasGym_01, avísame por Slack en #altas');
    expect(p(row, 1)).toMatchObject({ spreadsheet_id: '1AltasGym_01', sheet_name: 'Altas' });
    const drive = plan('Cuando suban un archivo a la carpeta con id 1RecibosLeon de Drive, avísame por Telegram al chat 5566778');
    expect(p(drive, 1)).toEqual({ folder_id: '1RecibosLeon' });
    const folder = plan('Cuando llegue un alumno por el formulario (nombre, correo), crea una carpeta en Drive con su nombre dentro de la carpeta 1AlumnosDrive_7');
    expect(p(folder, 2)).toEqual({ name: '{{trigger.nombre}}', parent_id: '1AlumnosDrive_7' });
  });

  it('takes an id said in a follow-up, and a tab named plainly', () => {
    const r = last(
      'Cada viernes a las 6 lee la hoja de cálculo y mándame las filas por correo',
      'el archivo es 1ReporteVie_88 y la hoja es Semanal',
    );
    expect(p(r, 2)).toEqual({ spreadsheet_id: '1ReporteVie_88', sheet_name: 'Semanal' });
  });
});

describe('a Drive folder named by its name', () => {
  it('has its id asked, with a note saying why', () => {
    const r = plan('Cuando alguien suba un archivo a mi carpeta de Drive llamada Contratos, mándame un correo');
    expect(r.status).toBe('smart_forms_required');
    expect(r.smart_form!.sections.flatMap((s) => s.fields.map((f) => f.id))).toEqual(['1.folder_id']);
    expect(r.reply).toContain('Drive no busca carpetas por nombre');
  });
});

describe('a spreadsheet never gets a silent tab', () => {
  it('asks the tab with an unknown spreadsheet', () => {
    const r = plan('Cuando alguien se registre en el formulario (nombre, correo) guárdalo en una hoja de Google');
    expect(r.smart_form!.sections.flatMap((s) => s.fields.map((f) => f.id))).toEqual(['2.spreadsheet_id', '2.sheet_name']);
  });

  it('assumes the first tab of a spreadsheet given without one, and says so', () => {
    const r = plan('Cuando llegue un pedido al webhook guárdalo en https://docs.google.com/spreadsheets/d/1SinPestana/edit');
    expect(p(r, 2).sheet_name).toBe('Hoja 1');
    expect(r.reply).toContain('«Hoja 1», la primera de un archivo nuevo; si la tuya se llama distinto, dímelo');
  });
});

describe('data read from a sheet, then sent', () => {
  it('"los X de la hoja …" and "lo que está en la hoja …" are read', () => {
    const a = plan('Todos los lunes a las 8 quiero que me lleguen por correo las entregas de la hoja Rutas del archivo con id 1RutasMty_01');
    expect(labels(a)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'email/send_email']);
    expect(p(a, 3).body).toContain('{{steps.2.output.rows}}');
    const b = plan('Cada día a las 12 publica en Telegram al chat 7766554 la promoción que está en la hoja Promos del archivo 1PromosBar_3');
    expect(labels(b)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
  });
});

describe('recipients bound to the data', () => {
  it('"a su <campo>" binds that field (a row keeps the header as typed)', () => {
    const row = plan('Cuando se agregue una fila en la pestaña Pedidos del spreadsheet 1PedidosSur_1, mándale un WhatsApp al cliente a su Movil diciendo que ya salió su pedido');
    expect(p(row, 2).to).toBe('{{trigger.record.Movil}}');
    const hook = plan('Cuando llegue una cita al webhook, mándale un correo a su email_personal confirmando su cita');
    expect(p(hook, 2).to).toBe('{{trigger.body.email_personal}}');
  });

  it('"a su Telefono" wins over another column named for the text', () => {
    const r = plan('Cuando se agregue una fila en la pestaña Turnos del spreadsheet 1TurnosSpa_2, mándale un WhatsApp a su Telefono con la hora de su turno (columna Hora)');
    expect(p(r, 2).to).toBe('{{trigger.record.Telefono}}');
    expect(p(r, 2).message).toContain('{{trigger.record.Hora}}');
  });

  it('"a él / a ella" is the trigger’s person; "y otro al cliente" is one more message on the same channel', () => {
    const r = plan('Cuando alguien llene el formulario (nombre, celular, servicio) avísame por Gmail y a ella un WhatsApp diciendo que pronto la llamamos');
    expect(p(r, 3).to).toBe('{{trigger.celular}}');
    const two = plan('Cuando llegue un pedido por el formulario (nombre, telefono), mándame un whats al 5599887766 y otro al cliente');
    expect(labels(two)).toEqual(['form/form_submitted', 'whatsapp/send_message', 'whatsapp/send_message']);
    expect([p(two, 2).to, p(two, 3).to]).toEqual(['5599887766', '{{trigger.telefono}}']);
  });

  it('a Telegram answer to the person who wrote goes back to their chat', () => {
    const r = plan('Cuando alguien le escriba a mi bot de Telegram, que la IA le sugiera un platillo y le conteste a esa misma persona por Telegram');
    expect(p(r, 3).chat_id).toBe('{{trigger.chat_id}}');
  });

  it('"otro a <correo>" opens a piece of its own; "a su Correo" keeps the header as typed there', () => {
    const r = plan('Cuando alguien llene el formulario (nombre, correo), mándame un correo a mí, otro a ventas@cafe.mx y un WhatsApp al 5566778899');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email', 'email/send_email', 'whatsapp/send_message']);
    expect([p(r, 2).to, p(r, 3).to, p(r, 4).to]).toEqual([OWNER, 'ventas@cafe.mx', '5566778899']);
    const row = plan('Cuando se agregue una fila a la pestaña Socios del archivo 1SociosClub_4, mándale un correo al socio a su Email con asunto "Bienvenido"');
    expect(p(row, 2).to).toBe('{{trigger.record.Email}}');
  });

  it('field names said without commas are each a field', () => {
    expect(listedFields('nombre correo y fecha')).toEqual(['nombre', 'correo', 'fecha']);
    expect(listedFields('nombre completo y telefono')).toEqual(['nombre', 'telefono']);
    expect(listedFields('fecha de entrega y direccion')).toEqual(['fecha_entrega', 'direccion']);
  });
});

describe('texts carry what the owner said', () => {
  it('reads what a gerund of saying makes of its words', () => {
    expect(dictatedText('mandale un correo recordandome pagar la luz', 'mándale un correo recordándome pagar la luz')).toBe('Pagar la luz');
    expect(dictatedText('mandale un whatsapp agradeciendo su compra')).toBe('¡Gracias por su compra!');
    expect(dictatedText('mandale un correo preguntando que tal le fue', 'mándale un correo preguntando qué tal le fue')).toBe('¿Qué tal le fue?');
    expect(dictatedText('mandale un correo preguntando si quiere factura')).toBe('¿Quiere factura?');
    expect(dictatedText('mandale un whatsapp recordandole la cita de manana')).toBe('Recordatorio: la cita de manana');
    expect(dictatedText('mandale whatsapp al paciente que ya puede pasar por sus lentes')).toBe('Ya puede pasar por sus lentes');
    // A relative clause about the person is no text.
    expect(dictatedText('mandale whatsapp al cliente que compro mas de 3 cajas')).toBeUndefined();
  });

  it('purposes and reminders say what they are about', () => {
    expect(p(plan('Cuando alguien llene el formulario (nombre, correo) mándale un correo de bienvenida'), 2).body).toMatch(/bienvenida/);
    expect(p(plan('Cada lunes a las 7 mándame por Telegram al chat 3322110 un recordatorio de pedir gas'), 2).message).toBe('Recordatorio: pedir gas');
    expect(p(plan('El día 1 de cada mes a las 9 mándame un correo para no olvidar pagar la renta'), 2).body).toBe('Recordatorio: pagar la renta');
    const confirm = plan('Cuando llegue una reserva al webhook con nombre, email y fecha, mándale un correo de confirmación');
    expect(p(confirm, 2)).toMatchObject({ subject: 'Confirmación de tu reserva', body: expect.stringContaining('{{trigger.body.nombre}}') });
  });

  it('a subject said without quotes ends where a gerund of saying starts', () => {
    const r = plan('Cada lunes a las 9 mándame un correo con asunto Corte semanal recordándome revisar la caja');
    expect(p(r, 2)).toMatchObject({ subject: 'Corte semanal', body: 'Revisar la caja' });
  });

  it('fields named for a message become its bindings', () => {
    // "el folio del pedido": the field before what the data is about.
    const folio = plan('Cuando llegue una venta al webhook, avísame en Slack al #caja con el folio de la venta');
    expect(p(folio, 2).message).toContain('{{trigger.body.folio}}');
    // The data's fields the order names, wherever they stand.
    const named = plan('Cuando llegue un pedido al webhook con cliente, direccion y platillo, mándale al repartidor por Telegram al chat 1122334 la direccion y el platillo');
    expect(p(named, 2).message).toMatch(/direccion \{\{trigger\.body\.direccion\}\}, platillo \{\{trigger\.body\.platillo\}\}/);
    // A field of two words when the data's fields were not listed; "el número del pedido" keeps what it numbers.
    expect(p(plan('Cuando llegue un envío al webhook mándale un WhatsApp al cliente con su número de rastreo'), 2).message).toContain('{{trigger.body.numero_rastreo}}');
    expect(p(plan('Cuando llegue una venta al webhook avísame en Slack al #caja con el número del pedido'), 2).message).toContain('{{trigger.body.numero_pedido}}');
    // With the data's fields not listed, two or more singular nouns sent are fields; a plural or a content word is not.
    expect(p(plan('Cuando llegue un pedido al webhook, publica en Slack al canal #barra el producto y el cliente'), 2).message)
      .toBe('Nuevos datos recibidos: producto {{trigger.body.producto}}, cliente {{trigger.body.cliente}}');
    expect(p(plan('Cuando llegue un pedido al webhook, publica en Slack al canal #barra las ventas y los gastos'), 2).message).toBe('Nuevos datos recibidos: {{trigger.body}}');
    // The data forwarded whole, its fields listed, is said field by field.
    const all = plan('Tengo un webhook que recibe los reportes con folio, zona y falla; mándalos a Telegram al chat 9988776');
    expect(p(all, 2).message).toContain('{{trigger.body.zona}}');
  });
});

describe('amounts, conditions and SQL', () => {
  it('an amount said of the event, with a place between, guards with the money field the request names', () => {
    const r = plan('Cuando una compra en la tienda pase de 4,500 pesos, mándame un Telegram al chat 5544332 con el importe');
    expect(p(r, 2)).toEqual({ left: '{{trigger.body.importe}}', operator: 'greater_than', right: 4500 });
  });

  it('a condition joined to the event after a list in parentheses, an amount in words "o más", a count "de más de N"', () => {
    const r = plan('Cuando alguien pague en la tienda (llega al webhook con nombre, correo y total) y el total sea de dos mil o más, avísame por Telegram al chat 1231231');
    expect(p(r, 2)).toEqual({ left: '{{trigger.body.total}}', operator: 'greater_or_equal', right: 2000 });
    const count = plan('Cuando se agregue una fila en la pestaña Mesas del archivo 1MesasRest_3 con un pedido de más de 8 personas, avísame por WhatsApp al 5511998877');
    expect(p(count, 2)).toMatchObject({ operator: 'greater_than', right: 8 });
  });

  it('"cada tercer día", "un día sí y otro no" are every N days', () => {
    const cron = (m: string) => p(plan(`${m} a las 8 am manda al chat 5544332 de Telegram "Revisen el agua"`), 1).cron_expression;
    expect(cron('Cada tercer día')).toBe('0 8 */3 * *');
    expect(cron('Un día sí y otro no')).toBe('0 8 */2 * *');
  });

  it('a SELECT keeps "las que tengan <columna> <valor>"', () => {
    const r = plan('Cada viernes a las 5 consulta en postgres la tabla pedidos los que tengan estado pendiente y mándamelos por correo');
    expect(p(r, 2)).toEqual({ query: 'SELECT * FROM pedidos WHERE estado = $1', params: ['pendiente'] });
  });

  it('"ofreciendo …", "el nombre del perro": the text and the fields the owner named', () => {
    const r = plan('Cuando llegue una venta al webhook con cliente, correo y total, mándale un correo ofreciendo 10 % en su próxima visita');
    expect(p(r, 2).body).toBe('10 % en su próxima visita');
    const pet = plan('Cuando alguien agende por el formulario (dueño, mascota, telefono, fecha), mándame por Telegram al chat 1234567 el nombre de la mascota y la fecha');
    expect(p(pet, 2).message).toMatch(/mascota \{\{trigger\.mascota\}\}, .*fecha \{\{trigger\.fecha\}\}/);
  });
});

describe('the AI step', () => {
  it('a condition with no field said after the AI judges what the AI said', () => {
    const r = plan('Cuando alguien escriba en el canal #ayuda de Slack, que la IA lo clasifique y me mande un Telegram al chat 4455667 solo si es queja');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'ai/generate_text', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 3)).toEqual({ left: '{{steps.2.output.text}}', operator: 'contains', right: 'queja' });
  });

  it('is asked its own part of the clause and reads the field the owner named', () => {
    const r = plan('Cuando alguien llene el formulario (nombre, correo, queja) pásale la queja a la IA para que proponga una respuesta y mándame el resultado por Gmail');
    expect(p(r, 2).prompt).toBe('Pásale la queja a la IA para que proponga una respuesta.\n\nDatos: {{trigger.queja}}');
    const chat = plan('Cuando me escriban a mi bot de Telegram, que la IA conteste dudas de horarios y le responda a la misma persona');
    expect(p(chat, 2).prompt).toBe('Que la IA conteste dudas de horarios.\n\nDatos: {{trigger.text}}');
    // Where the result goes is the next step's part.
    const summary = plan('Cada lunes a las 8 mándame por WhatsApp al 3311223344 un resumen con IA de los eventos de la semana de mi calendario');
    expect(p(summary, 3).prompt).toBe('Resume los eventos de la semana de mi calendario.\n\nDatos: {{steps.2.output.events}}');
  });
});

describe('the webhook’s answer', () => {
  it('"contéstale que …" answers the call with those words; Spanglish "and then respond"', () => {
    const r = plan('Cuando llegue una solicitud al webhook con nombre y telefono, guárdala en la tabla solicitudes de postgres y contéstale que ya quedó registrada');
    expect(labels(r).at(-1)).toBe('webhook/respond');
    expect(p(r, 3)).toEqual({ status: 200, body: 'Ya quedó registrada' });
    const en = plan('Cuando llegue un order al webhook, post en Slack al canal #cocina and then respond con status 202');
    expect(labels(en)).toEqual(['webhook/webhook_received', 'slack/send_message', 'webhook/respond']);
    expect(p(en, 3).status).toBe(202);
  });

  it('"la tabla ventas" with no spreadsheet said is a database table; "send him" is the trigger\'s person', () => {
    const r = plan('Diario a las 7 pm mándame por Telegram al chat 1234321 lo vendido hoy de la tabla ventas');
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query', 'telegram/send_message']);
    expect(labels(plan('Cuando llegue un pedido guárdalo en la hoja Pedidos, en la tabla de abajo, de https://docs.google.com/spreadsheets/d/1TablaX/edit'))).not.toContain('postgres/query');
    const en = plan('When someone fills the form (nombre, email), send him un correo de welcome por Gmail');
    expect(p(en, 2)).toMatchObject({ to: '{{trigger.email}}', subject: '¡Bienvenido!' });
  });

  it('normalises the Spanglish links and orders', () => {
    expect(normalize('when someone fills the form send me un correo')).toBe('cuando alguien llene the formulario mandame un correo');
    expect(normalize('and then respond')).toBe('y luego responde');
  });
});

describe('waits: the duration said, capped only by the delay node', () => {
  const wait = (message: string) => plan(message).execution_plan!.find((s) => s.node_id === 'delay')!.params!.seconds;
  it.each([
    ['espera un día y mándale un correo', 86400],
    ['al día siguiente mándale un correo', 86400],
    ['espera 2 horas y mándale un correo', 7200],
    ['espera media hora y mándale un correo', 1800],
    ['después de 48 horas mándale un correo', 172800],
  ])('"%s"', (said, seconds) => {
    expect(wait(`Cuando llegue un pedido al webhook (nombre, correo), ${said}`)).toBe(Math.min(seconds, MAX_DELAY_SECONDS));
  });

  it('goes where it is said in its clause', () => {
    const r = plan('Cuando alguien llene el formulario (nombre, telefono) mándale un whatsapp de bienvenida y 2 días después otro whatsapp preguntando cómo le fue');
    expect(labels(r)).toEqual(['form/form_submitted', 'whatsapp/send_message', 'delay/wait', 'whatsapp/send_message']);
    expect(p(r, 3).seconds).toBe(Math.min(172800, MAX_DELAY_SECONDS));
    expect(p(r, 4).to).toBe('{{trigger.telefono}}');
  });
});

describe('follow-ups that single out one step', () => {
  const start = 'Cuando llegue un pedido al webhook (cliente, email, total), mándale un correo por Gmail al cliente, espera una hora y mándale otro correo pidiendo su opinión';
  it('"el segundo correo", "el último correo"', () => {
    const r = last(start, 'quita el segundo correo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'gmail/send_email', 'delay/wait']);
    expect(labels(last(start, 'borra el último correo'))).toEqual(['webhook/webhook_received', 'gmail/send_email', 'delay/wait']);
  });

  it('"el que me llega a mí" / "el del cliente"', () => {
    const two = 'Cuando llegue un pedido por el formulario (nombre, telefono), mándame un whats al 5599887766 y otro al cliente';
    expect(p(last(two, 'quita el whats que me llega a mí'), 2).to).toBe('{{trigger.telefono}}');
    expect(p(last(two, 'quita el whats del cliente'), 2).to).toBe('5599887766');
  });

  it('"… y que el Telegram vaya al chat …" is a change of its own; "en vez de X" said after a change stays with it', () => {
    const r = last('Cuando alguien llene el formulario (nombre, telefono), mándame un Telegram al chat 1111111', 'agrega un whats al cliente, y que el Telegram vaya al chat 2222222');
    expect(labels(r)).toEqual(['form/form_submitted', 'telegram/send_message', 'whatsapp/send_message']);
    expect(p(r, 2).chat_id).toBe('2222222');
    const swapped = last('Cuando alguien llene el formulario (nombre, telefono) guárdalo en la hoja Altas de https://docs.google.com/spreadsheets/d/1AltasX/edit', 'mejor guárdalo en postgres, en la tabla altas, en vez de Sheets');
    expect(labels(swapped)).toEqual(['form/form_submitted', 'postgres/query']);
  });

  it('"después de guardarlo en la hoja" is a place, not a new sheet', () => {
    const r = last(
      'Cuando llegue un pedido al webhook (cliente, email) guárdalo en la pestaña Pedidos de https://docs.google.com/spreadsheets/d/1PosX/edit y avísame en Slack al #ventas',
      'después de guardarlo en la hoja, mándale al cliente un correo',
    );
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'email/send_email', 'slack/send_message']);
  });
});

it('keeps the owner’s field names ("whatsapp" stays "whatsapp")', () => {
  const r = planRequest({ message: 'Cuando alguien llene el formulario (nombre, whatsapp) mándale un WhatsApp de bienvenida', userEmail: OWNER });
  expect(p(r, 1).fields).toEqual(['nombre', 'whatsapp']);
  expect(p(r, 2).to).toBe('{{trigger.whatsapp}}');
  expect(converse('hola')[0].status).toBe('conversation');
});
