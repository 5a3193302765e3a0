/**
 * Readings added while working blind batch aj: online sellers who paste a sample of their webhook's payload or
 * a header row, name fields as their system spells them (order_id, customer.name, buyer.phone) and go on in
 * follow-ups. Each test uses wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { normalize } from '../../server/planner/normalize';
import { sampleFields, withPayloadSamples } from '../../server/planner/payload-sample';
import { fieldOfKind } from '../../server/planner/lexicon/fields';
import { spokenField } from '../../server/planner/payload-words';
import { sheetHeaders } from '../../server/planner/sheet-headers';
import { quoteColonText } from '../../server/planner/colon-text';
import { labels, last, p, plan } from './planner-support';

describe('a name written with underscores is a field as its system spells it', () => {
  it('no word inside it is respelled', () => {
    // "order" alone reads as "pedido" and "send" as "manda"; inside a key they stay.
    expect(normalize('guarda el order_ref y el send_date')).toBe('guarda el order_ref y el send_date');
    expect(normalize('el order llega')).toBe('el pedido llega');
  });
});

describe('a pasted sample of the data a webhook sends', () => {
  it('its keys are the fields, nested keys as paths; its example values are gone', () => {
    const said = withPayloadSamples('Mi app de reservas nos manda esto: {"booking_id":"R-1","guest":{"name":"Leo","phone":"5511112222"}}. Luego…');
    expect(said).toContain('un webhook con booking_id, guest__name y guest__phone');
    expect(said).not.toContain('5511112222');
    // Said after the word webhook, the list goes on from it.
    expect(withPayloadSamples('Nuestro webhook de citas trae {"folio":1,"paciente":"X"}.')).toContain('webhook de citas con folio y paciente');
  });

  it('JSON as typed, with bare keys or single quotes, or only its keys', () => {
    expect(sampleFields('{"sku":"A","qty":2}')).toEqual(['sku', 'qty']);
    expect(sampleFields("{sku: 'A', buyer: {email: 'x@y.mx'}}")).toEqual(['sku', 'buyer__email']);
    expect(sampleFields('{"folio","monto","motivo"}')).toEqual(['folio', 'monto', 'motivo']);
    expect(sampleFields('{{trigger.body.nombre}}')).toBeNull();
  });

  it('a JSON sent to an address stays as typed; one said as the answer is its body', () => {
    const sent = 'manda un POST a https://api.ejemplo.test/x con {"tipo":"alta"}';
    expect(withPayloadSamples(sent)).toBe(sent);
    expect(withPayloadSamples('respóndele 201 con {"recibido": true}')).toBe('respóndele 201 con «{"recibido":true}»');
  });

  it('the customer\'s phone in the sample is where the WhatsApp goes, and the plan is ready', () => {
    const r = plan('Buenas, rento cabañas. Mi app de reservas nos manda esto: {"booking_id":"R-1","guest":{"name":"Leo","phone":"5511112222"}}. Mándale whats al huésped que su reserva quedó confirmada');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
    expect(p(r, 2).to).toBe('{{trigger.body.guest.phone}}');
    expect(r.status).toBe('plan_ready');
    expect(JSON.stringify(r.execution_plan)).not.toContain('5511112222');
  });

  it('a sample with no address of the kind asks for it', () => {
    const r = plan('Mi tienda manda un webhook así: {"ticket":"T-9","buyer":{"nickname":"juan"},"amount":300}. Mándale un correo al comprador con el ticket');
    expect(r.status).toBe('smart_forms_required');
    expect(p(r, 2).to).toBe('');
  });

  it('keys written in camelCase keep their spelling', () => {
    const r = plan('Mi sistema manda: {"orderId":"9","shipping":{"mobilePhone":"5512340000"}}. Mándale whats al cliente');
    expect(p(r, 2).to).toBe('{{trigger.body.shipping.mobilePhone}}');
    expect(p(r, 1).fields).toEqual(['orderId', 'shipping.mobilePhone']);
  });

  it('the answer given back is that JSON', () => {
    const r = plan('Cuando llegue una petición a mi webhook con folio y monto, guárdala en postgres en la tabla cobros y contéstale 201 con {"recibido": true}');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'postgres/query', 'webhook/respond']);
    expect(p(r, 3)).toEqual({ status: 201, body: { recibido: true } });
  });
});

describe('kinds of English keys', () => {
  it('read by their last part', () => {
    expect(fieldOfKind(['order_ref', 'client_email'], 'email')).toBe('client_email');
    expect(fieldOfKind(['ref', 'shipping.contact.mobile'], 'phone')).toBe('shipping.contact.mobile');
    expect(fieldOfKind(['ref', 'pickup_date'], 'date')).toBe('pickup_date');
    expect(fieldOfKind(['ref', 'buyer.first_name'], 'name')).toBe('buyer.first_name');
  });
});

describe('a field named in Spanish, the data\'s keys in English', () => {
  it('finds the key', () => {
    expect(spokenField('numero_de_orden', ['order_number', 'amount'])).toBe('order_number');
    expect(spokenField('nombre_del_comprador', ['buyer.full_name', 'buyer.email'])).toBe('buyer.full_name');
    expect(spokenField('monto', ['ref', 'amount'])).toBe('amount');
    expect(spokenField('direccion', ['ref', 'amount'])).toBeUndefined();
  });

  it('the message carries those keys', () => {
    const r = plan('Me cae un webhook con {"ref":"A1","client":{"name":"Sol"},"amount":90}. Avisa en slack en #caja con el nombre del cliente y el monto');
    expect(String(p(r, 2).message)).toContain('{{trigger.body.client.name}}');
    expect(String(p(r, 2).message)).toContain('{{trigger.body.amount}}');
    expect(r.status).toBe('plan_ready');
  });
});

describe('a name made of words and a field', () => {
  it('the words as typed, then the field', () => {
    const r = plan('Cuando llegue una reserva por webhook con folio y fecha, crea un evento en mi calendario con título Reserva + el folio');
    expect(p(r, 2).title).toBe('Reserva {{trigger.body.folio}}');
    const f = plan('Cada venta llega por webhook con folio y total; sube a la carpeta de drive 1CarpetaVentas_2026 un archivo que se llame recibo- y el folio');
    expect(p(f, 2).name).toBe('recibo-{{trigger.body.folio}}');
  });
});

describe('the webhook keeps the fields it carries', () => {
  it('a later "al cliente" binds to them, or asks when none fits', () => {
    const first = 'Mi sistema manda un webhook con folio, client_phone y total. Guárdalo en la hoja Ventas del spreadsheet 1VentasHojaAbc_99';
    expect(p(last(first, 'al final mándale whats al cliente que ya recibimos su pago'), 3).to).toBe('{{trigger.body.client_phone}}');
    const noPhone = last('Mi sistema manda un webhook con folio y total. Guárdalo en la hoja Ventas del spreadsheet 1VentasHojaAbc_99', 'al final mándale whats al cliente');
    expect(noPhone.status).toBe('smart_forms_required');
    expect(p(noPhone, 3).to).toBe('');
  });
});

describe('a header row pasted', () => {
  it('cells between | (or tabs), or names after "columnas:", are the columns', () => {
    expect(sheetHeaders('En la hoja Pagos del archivo X, encabezados: Cliente | Celular | Monto. Luego')).toEqual(['Cliente', 'Celular', 'Monto']);
    expect(sheetHeaders('En la hoja Citas, columnas: cliente, correo, fecha.')).toEqual(['cliente', 'correo', 'fecha']);
    expect(sheetHeaders('Pagamos a | b | c')).toEqual([]);
  });

  it('the colon after "columnas" announces a list, no text', () => {
    expect(quoteColonText('avísame por slack, columnas: Cliente | Monto')).toBe('avísame por slack, columnas: Cliente | Monto');
  });

  it('"al cliente" goes to the phone column of the row', () => {
    const r = plan('En la hoja Pagos del spreadsheet 1PagosHojaXyz_01, encabezados: Cliente | Celular | Monto. Cuando se agregue una fila nueva, mándale whats al cliente que recibimos su pago');
    expect(p(r, 2).to).toBe('{{trigger.record.Celular}}');
    expect(r.status).toBe('plan_ready');
  });
});

describe('how the data arrives, said by the owner', () => {
  it('"agendo mis clases en mi calendario": the advance notice after it is the calendar trigger', () => {
    const r = plan('Doy clases de yoga. Agendo mis clases en mi Google Calendar; una hora antes de cada clase mándame whats al 55 4444 3333');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'whatsapp/send_message']);
    expect(p(r, 1).minutes_before).toBe(60);
  });

  it('"el webhook trae folio, correo y monto" lists the fields; it filters nothing', () => {
    const r = plan('El webhook de la tienda trae folio, correo y monto. Mándale un correo al cliente con su folio');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'email/send_email']);
    expect(p(r, 2).to).toBe('{{trigger.body.correo}}');
  });

  it('"cuando mi sistema registra un pago…": the system\'s verb is the event\'s', () => {
    const r = plan('Cuando mi sistema registra un pago manda un webhook con folio y monto. Quiero que cada pago llegue a slack al canal #pagos con el folio');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'slack/send_message']);
    expect(r.status).toBe('plan_ready');
  });

  it('"…y les mande correo de confirmación": a sending order with its pronoun is a step of its own', () => {
    const r = plan('Quiero un formulario de inscripción con nombre y correo, que se guarde en la hoja Alumnos del spreadsheet 1AlumnosHoja_55 y les mande correo de confirmación');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'email/send_email']);
    expect(p(r, 3).to).toBe('{{trigger.correo}}');
  });

  it('"al cliente de que…": the text after it is the message', () => {
    const r = plan('Cuando llegue un pedido por webhook con nombre y telefono, mándale whats al cliente de que ya salió su paquete');
    expect(p(r, 2).message).toBe('Ya salió su paquete');
  });

  it('"con su nombre" with a coupon: the name opens the text', () => {
    const r = plan('Quiero un formulario con nombre y whatsapp; mándale whats dándole la bienvenida con su nombre y el cupón HOLA5');
    expect(String(p(r, 2).message)).toContain('HOLA5');
    expect(String(p(r, 2).message)).toContain('{{trigger.nombre}}');
  });
});

describe('follow-ups', () => {
  const first = 'Cuando llegue un pedido por webhook con folio y total, avísame por whats al 55 1111 2222 solo si el total es mayor a 800';

  it('"súbele a 2 mil", "bájale a 500": the amount moves', () => {
    expect(p(last(first, 'súbele a 2 mil'), 2)).toMatchObject({ operator: 'greater_than', right: 2000 });
    expect(p(last(first, 'bájale a 500'), 2)).toMatchObject({ right: 500 });
  });

  it('"que también entre si es justo 800": the comparison includes the amount', () => {
    expect(p(last(first, 'y que también entre si es justo 800'), 2)).toMatchObject({ operator: 'greater_or_equal', right: 800 });
  });

  it('"ponle como asunto … y que espere 5 minutos": both changes', () => {
    const r = last('Cuando llegue un pedido por webhook con folio y total, mándame un correo con el total', 'ponle como asunto Venta web y que espere 5 minutos antes de mandarlo');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'delay/wait', 'email/send_email']);
    expect(p(r, 3).subject).toBe('Venta web');
    expect(p(r, 2).seconds).toBe(300);
  });
});
