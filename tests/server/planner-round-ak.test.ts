/**
 * Readings added while working blind batch ak: the everyday register, one WhatsApp message per business. Each
 * test uses wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { mask } from '../../server/planner/extract';
import { withoutSignOff } from '../../server/planner/sign-off';
import { SPARED_CHORE } from '../../server/planner/lexicon/chores';
import { DATA_LIST } from '../../server/planner/lexicon/clause-words';
import { waitBeforeEvent } from '../../server/planner/event-wait';
import { sentFields } from '../../server/planner/form-fields';
import { ownerShortNames } from '../../server/planner/payload-names';
import { appointmentDate } from '../../server/planner/event-date';
import { labels, p, plan } from './planner-support';

describe('an address typed without "https://" nor "www."', () => {
  it('a domain ending followed by a path is a link', () => {
    expect(mask('la hoja está en docs.google.com/spreadsheets/d/1QuesoFresco_99/edit, léela').literals).toEqual([
      { kind: 'url', value: 'https://docs.google.com/spreadsheets/d/1QuesoFresco_99/edit' },
    ]);
    expect(mask('manda los datos a mirefaccionaria.com.mx/api/pedidos.').literals).toEqual([{ kind: 'url', value: 'https://mirefaccionaria.com.mx/api/pedidos' }]);
    // A bare domain with no path, an email address and a decimal are no link.
    expect(mask('visita tortilleria.mx o escribe a ventas@tortilleria.com.mx, cuesta 12.50/kg').literals).toEqual([{ kind: 'email', value: 'ventas@tortilleria.com.mx' }]);
  });

  it('a sheet linked that way is read with its id', () => {
    const r = plan('Cada viernes a las 6 de la tarde lee la pestaña Cobros de docs.google.com/spreadsheets/d/1CobrosTaller_5x/edit y mándame por correo el resumen');
    expect(labels(r)[1]).toBe('google_sheets/read_rows');
    expect(p(r, 2).spreadsheet_id).toBe('1CobrosTaller_5x');
  });
});

describe('a plea that closes the request with no comma before it', () => {
  it('"…porfa", "…por favor", "…plis" are taken out like a sign-off', () => {
    expect(withoutSignOff('cuando llegue un pedido mándame un whats al 5512345678 y pon el total porfa')).toBe('cuando llegue un pedido mándame un whats al 5512345678 y pon el total');
    expect(withoutSignOff('Cada lunes revisa la hoja Gastos y mándame el total por favor!')).toBe('Cada lunes revisa la hoja Gastos y mándame el total');
    // A short message keeps it.
    expect(withoutSignOff('ayúdame porfa')).toBe('ayúdame porfa');
  });

  it('so a detail of the message before it is no part left unplaced', () => {
    const r = plan('Cuando suban una factura a la carpeta de Drive 1FacturasPapeleria_3 avísame por Slack en #compras y pon el nombre del archivo plis');
    expect(r.status).toBe('plan_ready');
    expect(labels(r)).toEqual(['google_drive/new_file', 'slack/send_message']);
    expect(p(r, 2).message).toContain('{{trigger.name}}');
  });
});

describe('the chore an automation spares the owner, said as its purpose', () => {
  it('"para ya no tener que checar Gmail" names no mail step', () => {
    const r = plan('Cuando me llegue un correo de proveedores@abarrotes.mx mándame un WhatsApp al 5544332211 con el asunto, para ya no tener que checar Gmail todo el día');
    expect(labels(r)).toEqual(['gmail/new_email', 'whatsapp/send_message']);
  });

  it('said with no comma, "para no estar abriendo el drive" names no Drive step', () => {
    const r = plan('Cada que caiga un archivo en la carpeta de Drive 1PlanosObra_22 avísame por Telegram al chat 90817263 para no estar abriendo el drive');
    expect(labels(r)).toEqual(['google_drive/new_file', 'telegram/send_message']);
  });
});

describe('advance notice of whatever the owner keeps in their calendar', () => {
  it('"dos horas antes de cada entrega", once the calendar is said to hold them, is the Calendar trigger', () => {
    const r = plan('Tengo mis entregas en mi calendario de Google. Dos horas antes de cada entrega mándame un whats al 5512345678 con el lugar');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'whatsapp/send_message']);
    expect(p(r, 1).minutes_before).toBe(120);
    expect(p(r, 2).message).toContain('{{trigger.location}}');
  });

  it('with no calendar said, "antes de cada entrega" is not read as one', () => {
    const r = plan('Media hora antes de cada entrega mándame un whats al 5512345678');
    expect(labels(r)[0]).not.toBe('google_calendar/event_starting');
  });
});

describe('a piece that only lists the data a message carries', () => {
  it('"…al chat 4455, el lugar y la hora" goes with the order to send before it', () => {
    const r = plan('Uso Google Calendar para mis clases. Una hora antes de cada clase avísame por Telegram, mi chat es 44556677, el lugar y la hora de la clase');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'telegram/send_message']);
    expect(p(r, 2).message).toContain('{{trigger.location}}');
    expect(p(r, 2).message).toContain('{{trigger.start}}');
  });
});

describe('a wait said before the event it counts from', () => {
  it('"tres días después de que me paguen" waits three days between the event and the steps', () => {
    expect(waitBeforeEvent('tres dias despues de que me paguen mandale un whats')).toEqual({ seconds: 259200, at: [0, 10], cue: 10 });
    const r = plan('Tres días después de que me paguen por el webhook (nombre y telefono) mándale un whats al cliente pidiéndole una reseña');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'delay/wait', 'whatsapp/send_message']);
    expect(p(r, 2).seconds).toBe(259200);
    expect(p(r, 3).to).toBe('{{trigger.body.telefono}}');
  });

  it('after a form described with its fields, the wait is no field of it', () => {
    const r = plan('Quiero un formulario de cotizacion con nombre, correo y servicio, y media hora despues de que lo envien mandale un correo al cliente');
    expect(p(r, 1).fields).toEqual(['nombre', 'correo', 'servicio']);
    expect(labels(r).slice(1, 2)).toEqual(['delay/wait']);
    expect(p(r, 2).seconds).toBe(1800);
  });

  it('said about a later step while the event is another, the wait stays before that step', () => {
    const r = plan('Cuando llegue un pedido al webhook guárdalo en la hoja Pedidos del archivo 1PedidosX_9, y dos días después de que lo entreguen mándale un whats al 5512345678');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'delay/wait', 'whatsapp/send_message']);
  });

  it('"después de que" with no amount before it waits nothing', () => {
    expect(waitBeforeEvent('despues de que llenen el formulario mandales un correo')).toBeNull();
    expect(waitBeforeEvent('espera 5 minutos y despues de que llegue el pedido avisame')).toBeNull();
  });
});

describe('an order that lays the data out in named fields', () => {
  it('"pásalos a campos folio y monto" is a transform with those fields, read by the step after it', () => {
    const r = plan('Cada que llegue un pedido al webhook pásalos a campos folio y monto y guárdalos en postgres en la tabla pedidos');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'postgres/query']);
    expect(p(r, 2).fields).toEqual({ folio: '{{trigger.body.folio}}', monto: '{{trigger.body.monto}}' });
  });

  it('"organiza la info en los campos…" on a form', () => {
    const r = plan('Cuando llenen el formulario de inscripcion, organiza la info en los campos alumno, grado y tutor y mándalo por POST a https://escuela.test/api/alumnos');
    expect(labels(r)).toEqual(['form/form_submitted', 'transform/set_fields', 'http/request']);
    expect(Object.keys(p(r, 2).fields as object)).toEqual(['alumno', 'grado', 'tutor']);
  });
});

describe('what another system sends, said after "manda por webhook"', () => {
  it('"la app me manda por webhook el folio y el recibo de pago" lists the payload', () => {
    expect(sentFields('la app me manda por webhook el folio y el recibo de pago')).toEqual(['folio', 'recibo_pago']);
    // An order to send by webhook is no payload.
    expect(sentFields('mándame por webhook los datos a mi sistema')).toBeNull();
  });

  it('a field listed with what it is of, then called by its head alone, goes by the head', () => {
    expect(ownerShortNames(['folio', 'recibo_pago'], 'manda el folio y el recibo de pago; guarda el recibo en drive')).toEqual(['folio', 'recibo']);
    // Said in full again, or typed as one name, it keeps its name.
    expect(ownerShortNames(['fecha_entrega'], 'manda la fecha de entrega; si la fecha de entrega es hoy avisame')).toEqual(['fecha_entrega']);
    expect(ownerShortNames(['fecha_entrega'], 'webhook con fecha_entrega; si la fecha es hoy avisame')).toEqual(['fecha_entrega']);
  });

  it('a file uploaded with one field as its name and another as its content', () => {
    const r = plan('Mi tienda en linea me manda por webhook el pedido y la nota de venta; sube un archivo a la carpeta de Drive 1NotasAbarrotes_4 con el pedido como nombre y la nota como contenido');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_drive/upload_file']);
    expect(p(r, 2)).toMatchObject({ name: '{{trigger.body.pedido}}', content: '{{trigger.body.nota}}', folder_id: '1NotasAbarrotes_4' });
  });
});

describe('the date an appointment is booked for', () => {
  it('is the event\'s start, not a yearly schedule', () => {
    const r = plan('Con un botón quiero que me agende en mi calendario la entrevista del 3 de agosto de 2026 a las 11 de la mañana');
    expect(labels(r)).toEqual(['manual/manual_trigger', 'google_calendar/create_event']);
    expect(p(r, 2).start).toBe('2026-08-03T11:00:00');
    expect(r.status).toBe('plan_ready');
  });

  it('with no year said, the start is asked rather than guessed', () => {
    const r = plan('Con un botón quiero que me agende en mi calendario la junta del 9 de octubre a las 4 de la tarde');
    expect(labels(r)[0]).toBe('manual/manual_trigger');
    expect(r.status).toBe('smart_forms_required');
    expect(r.smart_form!.sections.flatMap((x) => x.fields.map((f) => f.id))).toContain('2.start');
  });

  it('a date said for running the workflow still schedules it', () => {
    expect(appointmentDate('el 14 de febrero a las 9 mandame un correo de felicitacion')).toBeNull();
    expect(appointmentDate('agenda la cita del 5 de mayo de 2026 a las 17:30')).toEqual({ at: [15, 48], start: '2026-05-05T17:30:00' });
  });
});

describe('robustness of the readings added for batch ak', () => {
  it('each reads a 4,000-character message of one repeated unit (figures in npm run bench -- worst-case)', () => {
    for (const unit of ['a.', 'a-', 'a.com', 'x.com/', 'a.b.', '.mx/', ' ', 'a ', 'porfa ', ' plis', 'para no ', 'para no revisar ', 'la hora y ', 'el dato de la hora, ', 'dos horas despues de que ', 'despues de que ', 'sistema manda por webhook ', 'app manda por webhook el ', 'cita de la ', 'cita del 1 de mayo ']) {
      const text = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
      mask(text);
      withoutSignOff(text);
      SPARED_CHORE.exec(text);
      DATA_LIST.test(text);
      waitBeforeEvent(text);
      sentFields(text);
      appointmentDate(`agenda ${text}`);
    }
  });
});
