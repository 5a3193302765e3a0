/**
 * Readings added while working blind batches u and v: tab names of several words, conditions said at the end,
 * triggers, recipients and follow-ups. Each test uses wording of its own (not the eval's), so it checks the
 * reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { namedValues } from '../../server/planner/values';
import { labels, last, p, plan } from './planner-support';

const tab = (text: string) => namedValues(text).find((v) => v.slot === 'sheet_name')?.value;

describe('tab names of several words', () => {
  it('keeps capitalised words, a year and "del" inside the name', () => {
    expect(tab('guárdalo en la pestaña Clientes Nuevos del archivo 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd')).toBe('Clientes Nuevos');
    expect(tab('lee la hoja Cortes 2027 del sheet y mándamelo')).toBe('Cortes 2027');
    expect(tab('lee la pestaña Plan de Trabajo y mándamelo')).toBe('Plan de Trabajo');
    expect(tab('agrega una fila a la pestaña Lista del Mes, gracias')).toBe('Lista del Mes');
  });

  it('stops at lower case, at the spreadsheet, at an order and at an amount', () => {
    expect(tab('en la hoja Pagos del spreadsheet 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd')).toBe('Pagos');
    expect(tab('en la hoja Pagos de Google Sheets')).toBe('Pagos');
    expect(tab('guárdalo en la hoja Pagos Mándame un whats')).toBe('Pagos');
    expect(tab('lee la pestaña Turnos 10 minutos antes')).toBe('Turnos');
    expect(tab('lee la pestaña Turnos a las 9 de la mañana')).toBe('Turnos');
  });

  it('plans the whole name as the tab', () => {
    const r = plan('Cada mañana a las 8 lee la pestaña Pendientes Taller del sheet 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd y mándame un resumen a jefe@taller.mx');
    expect(p(r, 2).sheet_name).toBe('Pendientes Taller');
  });
});

describe('conditions said at the end', () => {
  it('reads "nomás cuando <condition>" after a described webhook as a filter, not the event', () => {
    const r = plan('Mi caja registradora manda cada cobro por webhook con cajero, importe y sucursal. Avísame por Telegram al chat 4455667 nomás cuando el importe sea mayor a 2 mil');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.importe}}', operator: 'greater_than', right: 2000 });
  });

  it('reads a count with no subject ("solo cuando sean más de 4 niños")', () => {
    const r = plan('Las inscripciones me llegan por webhook con tutor, correo y ninos. Solo cuando sean mas de 4 ninos mándame un correo');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.ninos}}', operator: 'greater_than', right: 4 });
  });

  it('reads millions in "de 2 millones o más"', () => {
    const r = plan('Los prospectos llegan por webhook con nombre y credito. Solo cuando el credito sea de 2 millones o mas, mándame un whatsapp al 5512345678');
    expect(p(r, 2)).toMatchObject({ operator: 'greater_or_equal', right: 2_000_000 });
  });

  it('reads "pero solo si dice X" as the message containing X', () => {
    const r = plan('cuando me escriban por telegram mándamelo a mi correo, pero nomás si dice reembolso');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.text}}', operator: 'contains', right: 'reembolso' });
  });

  it('still reads "cuando" as the event when it is one', () => {
    const r = plan('solo cuando llegue un correo de facturas@proveedor.mx guárdalo en drive');
    expect(labels(r)[0]).toBe('gmail/new_email');
  });
});

describe('triggers', () => {
  it('reads a spreadsheet id said in parentheses after "hoja"', () => {
    const r = plan('Cuando se agregue una fila en la pestaña Altas (hoja 1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd), mándame un correo con el nombre');
    expect(labels(r)[0]).toBe('google_sheets/new_row');
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: '1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd', sheet_name: 'Altas' });
  });

  it('takes the sheet where the team writes rows ("los pedidos los capturamos en la hoja …") as the new-row trigger', () => {
    const r = plan('Los pedidos los capturamos en la hoja Pedidos Tienda del sheet 1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd. Cuando entre un pedido avísame por Telegram al chat 998877');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'telegram/send_message']);
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: '1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd', sheet_name: 'Pedidos Tienda' });
  });

  it('keeps "alguien del equipo mande un mensaje en Slack" as the event, not an order', () => {
    const r = plan('Cuando alguien de mi equipo mande un mensaje en Slack, crea una tarea en el repo acme/soporte de GitHub con el texto');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'github/create_issue']);
  });

  it('ends the event at the owner’s wish ("…en GitHub queremos aviso en Discord")', () => {
    const r = plan('Cada vez que hagan un push en nuestro GitHub queremos un aviso en Discord por el webhook https://discord.com/api/webhooks/55/abc');
    expect(labels(r)).toEqual(['github/github_webhook', 'discord/send_message']);
  });
});

describe('recipients, setup sentences, orders and product questions', () => {
  it('sends a mail said with a gerund and "les" ("pidiéndoles una reseña") to the person the form is about', () => {
    const r = plan('Quiero un formulario con nombre, correo y curso. Mándales un correo de bienvenida, espera dos días y otro correo recordándoles la fecha');
    expect(p(r, 4).to).toBe('{{trigger.correo}}');
  });

  it('reads "los clientes suben sus fotos a la carpeta …" as the setup, not an upload', () => {
    const r = plan('Mis clientes suben sus comprobantes a la carpeta https://drive.google.com/drive/folders/1AbcDefGhiJkl23 de drive. Cuando caiga un archivo nuevo avísame por Telegram al chat 12345');
    expect(labels(r)).toEqual(['google_drive/new_file', 'telegram/send_message']);
  });

  it('reads "pégale con POST a <url>" as an order that ends the event', () => {
    const r = plan('cuando alguien haga push en github pégale con POST a https://ci.ejemplo.mx/build y luego avísame por correo');
    expect(labels(r)).toEqual(['github/github_webhook', 'http/request', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ url: 'https://ci.ejemplo.mx/build', method: 'POST' });
  });

  it('answers a question about using Enlaza (how it works, whether it takes programming) as a conversation', () => {
    const r = plan('Tengo una papelería. Oye, ¿y Enlaza cómo funciona? ¿hay que saber programar o solita lo puedo configurar?');
    expect(r.status).toBe('conversation');
  });

  it('reads a form’s fields after "donde el cliente ponga", ending the list with its sentence', () => {
    const r = plan('Quiero un formulario donde el paciente ponga nombre, correo y fecha; que se agende en mi calendario con el nombre en el título');
    expect(p(r, 1).fields).toEqual(['nombre', 'correo', 'fecha']);
  });
});

describe('conditions on a row and "otro" that is someone else', () => {
  it('reads "si la columna Estado dice Enviado" as equals, keeping the column’s spelling', () => {
    const r = plan('Cuando se agregue una fila en la hoja Envios del sheet 1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd, y solo si la columna Estado dice Enviado, mándale whats a la columna Celular');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.record.Estado}}', operator: 'equals', right: 'Enviado' });
  });

  it('adds a filter asked as "que solo jale cuando la columna X sea <name of two words>" in a follow-up', () => {
    const r = last(
      'Cuando se agregue una fila en la pestaña Entregas de la hoja 1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd, mándale whats a la columna Telefono',
      'agrega antes un filtro para que solo jale cuando la columna Zona sea Centro Historico',
    );
    expect(labels(r)).toEqual(['google_sheets/new_row', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.record.Zona}}', operator: 'equals', right: 'Centro Historico' });
  });

  it('does not read "se van con otro" as one more message', () => {
    const r = plan('cuando alguien llene el formulario de citas con nombre y telefono avísame por telegram al chat 5566 rápido porque si no se van con otro');
    expect(labels(r)).toEqual(['form/form_submitted', 'telegram/send_message']);
  });
});

describe('texts that name fields of the data', () => {
  it('carries the value of a field a gerund names ("confirmando la hora")', () => {
    const r = plan('cuando llenen el formulario de reservas (nombre, correo, hora) mándales un correo con asunto Tu reserva confirmando la hora');
    expect(p(r, 2).body).toContain('{{trigger.hora}}');
  });

  it('ends a list of fields sent at "pero" ("con el modelo y el color pero solo si…")', () => {
    const r = plan('los pedidos me llegan por webhook con modelo, color y total. mándame un whats al 5512345678 con el modelo y el color pero solo si el total es mayor a 2 mil');
    expect(p(r, 3).message).toContain('{{trigger.body.modelo}}');
    expect(p(r, 3).message).toContain('{{trigger.body.color}}');
  });
});

describe('columns listed after a plural noun', () => {
  it('reads every name of "(columnas A, B y C)" and uses them where the order names them', () => {
    const r = plan('cuando se agregue una fila en la hoja Visitas del spreadsheet 1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd (columnas Paciente, Dia y Domicilio) mándale whats a la enfermera al 5512345678 con el domicilio');
    expect(p(r, 2).message).toContain('{{trigger.record.Domicilio}}');
  });
});

describe('a stem used as a noun', () => {
  it('keeps "el formulario de primera consulta (nombre, correo, motivo)" whole: "consulta" is no order', () => {
    const r = plan('cuando llenen el formulario de primera consulta (nombre, correo, motivo) mándale un correo al paciente que ya recibimos su solicitud');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email']);
    expect(p(r, 1).fields).toEqual(['nombre', 'correo', 'motivo']);
    expect(p(r, 2).to).toBe('{{trigger.correo}}');
  });

  it('still reads an order after "nuevo" ("cuando caiga un archivo nuevo avisa…")', () => {
    const r = plan('cuando caiga un archivo nuevo en la carpeta https://drive.google.com/drive/folders/1AbcDefGhiJkl23 avisa en slack en #archivos');
    expect(labels(r)).toEqual(['google_drive/new_file', 'slack/send_message']);
  });
});

describe('subjects and fields named inside a phrase', () => {
  it('reads "con asunto consulta nueva" whole: the subject’s first word is no order', () => {
    const r = plan('cuando me llegue un correo con asunto revisa contrato quiero que me avises por telegram al chat 4455');
    expect(p(r, 1).query).toBe('subject:"revisa contrato"');
  });

  it('still ends the event at an order with its object after "asunto" ("en el asunto guarda el correo")', () => {
    const r = plan('cuando me llegue un correo con "recibo" en el asunto guarda el correo en mi drive');
    expect(labels(r)[0]).toBe('gmail/new_email');
  });

  it('reads "el nombre de la clase" as the field it belongs to', () => {
    const r = plan('cuando llenen el form de talleres (nombre, correo, taller) mándales un correo con asunto Tu lugar está apartado y el nombre del taller');
    expect(p(r, 2).body).toContain('{{trigger.taller}}');
  });
});

describe('voice-note fillers', () => {
  it('drops "eh", "ehm", "mmm" and "este…" said while thinking, and courtesy words do not join a field', () => {
    const r = plan('ehm este... cuando llegue un pago a mi webhook eh mándame un whats al 5512345678 mmm, con el monto xfa');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
    expect(p(r, 2).message).toContain('{{trigger.body.monto}}');
  });

  it('keeps "este" as a word when it points at something ("este webhook")', () => {
    const r = plan('cuando llegue un pedido a este webhook mándame un correo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email']);
  });
});

describe('compound follow-ups led by a place in the plan', () => {
  it('applies "después de la IA mándalo también a Discord … y cambia la hora…" as two edits', () => {
    const r = last(
      'todos los días a las 9 de la noche lee la hoja Ventas del spreadsheet 1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd, que la IA me resuma lo vendido y me lo mande por whats al 5512345678',
      'después de la IA mándalo también a discord https://discord.com/api/webhooks/77/xyz y cambia la hora a las 8 de la mañana',
    );
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'ai/generate_text', 'discord/send_message', 'whatsapp/send_message']);
    expect(p(r, 1).cron_expression).toBe('0 8 * * *');
  });
});

describe('transforms said as "los datos con esos campos más un campo…"', () => {
  it('keeps the data’s fields and adds the one said', () => {
    const r = plan('Me llegan inscripciones por webhook con alumno y grado. Arma los datos con esos campos más un campo escuela que diga norte y mándalo por POST a https://api.ejemplo.mx/alumnos');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(p(r, 2).fields).toEqual({ alumno: '{{trigger.body.alumno}}', grado: '{{trigger.body.grado}}', escuela: 'norte' });
  });
});

describe('SQL columns listed in parentheses', () => {
  it('selects the columns listed after what is read', () => {
    const r = plan('cada viernes a las 6 sácame de la tabla rentas de postgres los equipos pendientes (equipo, cliente, fecha_entrega) y mándamelos por correo');
    expect(p(r, 2).query).toBe('SELECT equipo, cliente, fecha_entrega FROM rentas');
  });
});

describe('chat abbreviations in an AI prompt', () => {
  it('writes q, xq, tmb out in the prompt taken from the owner’s text', () => {
    const r = plan('cada mañana a las 7 lee la hoja Pedidos del sheet 1QwErTyUiOpAsDfGhJkLzXcVbNm1234567890AbCd, q la IA me diga q falta surtir y me lo mande por correo');
    expect(p(r, 3).prompt).toMatch(/^Que la IA me diga que falta surtir/);
  });
});
