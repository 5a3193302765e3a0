/**
 * Readings added while working blind batch ah: long, dense messages with several named values, typos and
 * side remarks. Each test uses wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { sheetHeaders } from '../../server/planner/sheet-headers';
import { parseCondition } from '../../server/planner/conditions';
import { withHeaderValues } from '../../server/planner/header-values';
import { labels, last, p, plan } from './planner-support';

describe('a sheet filled by hand, its headers listed bare', () => {
  it('"voy anotando", "pongo", "con": capitalised headers listed after them are the row\'s columns', () => {
    expect(sheetHeaders('En la hoja Pagos voy anotando Alumno, Celular y Adeudo.')).toEqual(['Alumno', 'Celular', 'Adeudo']);
    expect(sheetHeaders('Cuando agregue una fila en la hoja Citas con Paciente, Email, Hora y Doctor, avísame')).toEqual(['Paciente', 'Email', 'Hora', 'Doctor']);
    // No sheet named in the sentence, or words in lower case: no headers.
    expect(sheetHeaders('Llegan pedidos con Nombre, Total y Fecha.')).toEqual([]);
    expect(sheetHeaders('En la hoja Pagos pongo alumno, celular y adeudo.')).toEqual([]);
  });

  it('a sheet the owner keeps filling ("voy anotando") is where new rows come from, and "al cliente" is its phone column', () => {
    const r = plan('Hola, tengo un taller de bicis. En la hoja Servicios del sheet 1BiciTaller_77 voy anotando Cliente, Celular, Bici y Costo. Solo cuando el Costo sea mayor a 800 mándale whatsapp al cliente avisando que su bici quedó lista. Ojalá jale');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 2).left).toBe('{{trigger.record.Costo}}');
    expect(p(r, 3).to).toBe('{{trigger.record.Celular}}');
  });

  it('"mándale un correo al cliente" with an address column listed bare goes to that column', () => {
    const r = plan('Cuando se agregue una fila en la hoja Pedidos del sheet 1Pasteles_44 con Nombre, Email y Pastel, mándale un correo al cliente diciéndole que su pastel sale mañana');
    expect(p(r, 2).to).toBe('{{trigger.record.Email}}');
  });
});

describe('a header typed with its capital inside a dictated text is its value', () => {
  it('the article and the header become the reference', () => {
    const fields = [{ name: 'hora', ref: '{{trigger.record.Hora}}' }, { name: 'doctor', ref: '{{trigger.record.Doctor}}' }];
    expect(withHeaderValues('Tu cita es a la Hora acordada con el Doctor', fields)).toBe('Tu cita es a {{trigger.record.Hora}} acordada con {{trigger.record.Doctor}}');
    // In lower case it is a word of the text.
    expect(withHeaderValues('Llega a la hora de siempre', fields)).toBe('Llega a la hora de siempre');
  });

  it('in a plan, the message says the row\'s value', () => {
    const r = plan('Cuando agregue una fila en la hoja Citas del sheet 1Dental_09 con Paciente, Celular y Hora, mándale whatsapp al paciente diciéndole que lo esperamos a la Hora de su cita');
    expect(p(r, 2).message).toContain('{{trigger.record.Hora}}');
  });
});

describe('an address that is no spreadsheet is not the sheet', () => {
  it('"consulta … en <api> y guárdalo en la hoja X": the API is read, the sheet gets a row', () => {
    const r = plan('Quiero un botón que cuando lo apriete consulte el clima en https://api.clima.example/cdmx y lo guarde en la hoja Clima del sheet 1ClimaDiario_5');
    expect(labels(r)).toEqual(['manual/manual_trigger', 'http/request', 'google_sheets/append_row']);
    expect(p(r, 3).sheet_name).toBe('Clima');
  });
});

describe('"quiero saber: ¿…?" leads a question, it asks for no notice', () => {
  it('a question about the product led by "quiero saber" is answered', () => {
    const r = plan('Hola, tengo una papelería. Primero quisiera saber: ¿Enlaza funciona con Telegram y necesito saber programar? Mi comadre lo usa, la verdad');
    expect(r.status).toBe('conversation');
  });
});

describe('"el formulario tiene …" lists the form\'s fields', () => {
  it('the fields after "tiene" are the form\'s', () => {
    const r = plan('Mi formulario de citas tiene nombre, celular, mascota y servicio. Cuando alguien lo llene mándale whatsapp al cliente confirmando su cita');
    expect(p(r, 1).fields).toEqual(['nombre', 'celular', 'mascota', 'servicio']);
    expect(p(r, 2).to).toBe('{{trigger.celular}}');
  });
});

describe('"con lo que debe" is the data\'s money field', () => {
  it('a row with a Saldo column: the message carries it', () => {
    const r = plan('En la hoja Clientes del sheet 1Gimnasio_31 anoto Socio, Celular y Saldo. Cuando agregue una fila mándale whatsapp al socio a su Celular recordándole lo que nos debe');
    expect(p(r, 2).message).toContain('{{trigger.record.Saldo}}');
  });

  it('a form with an adeudo field: the message carries it', () => {
    const r = plan('Cuando llenen el formulario con nombre, telefono y adeudo, mándale whatsapp al cliente con lo que debe');
    expect(p(r, 2).message).toContain('{{trigger.adeudo}}');
  });
});

describe('"que juntes X y Y en un nombre completo" joins two fields', () => {
  it('the subjunctive of the order and a name as the target both join', () => {
    const r = plan('Cuando llenen el formulario con nombre, apellido y email, quiero que combines nombre y apellido en un solo nombre y lo guardes en la hoja Socios del sheet 1ClubAjedrez_2');
    expect(labels(r)).toEqual(['form/form_submitted', 'transform/set_fields', 'google_sheets/append_row']);
    expect(p(r, 2).fields).toEqual({ nombre_completo: '{{trigger.nombre}} {{trigger.apellido}}' });
  });
});

describe('on a mail trigger, "mándala al cliente" answers by mail', () => {
  it('the piece with no channel becomes the answer to who wrote, in its place', () => {
    const r = plan('Cuando me llegue un correo con asunto presupuesto, que la IA prepare una respuesta cordial, envíasela al cliente y avísame por telegram al chat 4455667');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'gmail/send_email', 'telegram/send_message']);
    expect(p(r, 3).to).toBe('{{trigger.from}}');
    expect(p(r, 3).subject).toBe('Re: {{trigger.subject}}');
    expect(p(r, 3).body).toContain('{{steps.2.output.text}}');
  });

  it('with another trigger it stays a question', () => {
    const r = plan('Cuando llegue un pedido por webhook, mándala al cliente');
    expect(labels(r)).not.toContain('email/send_email');
  });
});

describe('"cambio dos cosas: …" announces a list of changes', () => {
  it('the verb before the count is part of the announcement, and each change is made', () => {
    const r = last(
      'Cuando llenen el formulario con nombre y correo mándale un correo a ventas@tienda.mx con los datos',
      'corrige dos cosas: el correo ya no a ventas, mejor a pedidos@tienda.mx, y al final avísame por telegram al chat 8877665',
    );
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email', 'telegram/send_message']);
    expect(p(r, 2).to).toBe('pedidos@tienda.mx');
  });
});

describe('autocorrect spellings of the services', () => {
  it('"guatsap", "wasapp", "guats app", "tele gram", "exel" are the services', () => {
    const phone = 'Cuando llegue una reserva por webhook con nombre y celular mándale un {w} al cliente';
    for (const w of ['guatsap', 'wasapp', 'guats app', 'whatssap']) expect(labels(plan(phone.replace('{w}', w)))).toContain('whatsapp/send_message');
    expect(labels(plan('Cuando llegue una reserva por webhook avísame por tele gram al chat 7654321'))).toContain('telegram/send_message');
    expect(labels(plan('Cuando llegue una reserva por webhook guárdala en exel'))).toContain('google_sheets/append_row');
  });

  it('words glued by a fast thumb ("cadadía", "cadaviernes", "todoslos días") still say the schedule', () => {
    expect(p(plan('Cadadía a las 6 de la mañana lee la hoja Caja del sheet 1Caja_Diaria3 y mándamela por telegram al chat 9988776'), 1).cron_expression).toBe('0 6 * * *');
    expect(p(plan('cadaviernes a las 5 de la tarde mándame por correo las citas de mi calendario'), 1).cron_expression).toBe('0 17 * * 5');
    expect(p(plan('todoslos días a las 10 de la mañana mándame por correo las citas de mi calendario'), 1).cron_expression).toBe('0 10 * * *');
  });
});

describe('side remarks plan nothing', () => {
  const request = 'Cuando llegue una cita por webhook con nombre y celular guárdala en la hoja Citas del sheet 1Spa_Relax9 y mándale whatsapp al cliente confirmando su cita.';
  const steps = ['webhook/webhook_received', 'google_sheets/append_row', 'whatsapp/send_message'];

  it('a sentence that states what something is ("la laptop es nuevecita") filters nothing', () => {
    expect(labels(plan(`${request} Espero que no falle, la laptop es nuevecita`))).toEqual(steps);
  });

  it('"otra" before a plain noun is no other message', () => {
    expect(labels(plan(`${request} Lo necesito ya porque en diciembre ponemos otra cabina`))).toEqual(steps);
  });

  it('what the customers do ("preguntan por…", "pagan por…") describes the business', () => {
    expect(labels(plan(`${request} Las clientas siempre preguntan por su cita por whatsapp`))).toEqual(steps);
  });

  it('what someone near the owner uses or thinks ("mi contadora usa Gmail", "mi primo dice que Slack es mejor") asks for nothing', () => {
    expect(labels(plan(`${request} Mi contadora usa puro gmail, a ver qué dice`))).toEqual(steps);
    expect(labels(plan(`${request} Mi primo dice que telegram es mejor pero yo no le sé`))).toEqual(steps);
  });

  it('a request passed on inside the message still asks', () => {
    expect(labels(plan(`${request} Mi socio dice que le mandes también un correo a socio@spa.mx`))).toContain('email/send_email');
  });

  it('a state joined by "y" or led by "si" is still a condition', () => {
    expect(parseCondition('y el estatus es enviado', [])?.value).toBe('enviado');
    expect(parseCondition('si el estatus es enviado avísame', [])?.value).toBe('enviado');
    expect(parseCondition('la impresora es viejita jaja', [])).toBeNull();
  });

  it('a comparison said as a condition still is one', () => {
    const r = plan('Cuando llegue un pedido por webhook con nombre y total, si el total es mayor a 500 avísame por telegram al chat 1122334');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
  });
});

describe('more ways to list a sheet\'s headers', () => {
  it('"tengo …" and "con los datos …" lead them too', () => {
    expect(sheetHeaders('En la hoja Socios tengo Nombre, Correo y Plan.')).toEqual(['Nombre', 'Correo', 'Plan']);
    expect(sheetHeaders('Cuando agregue una fila a la hoja Ventas con los datos Cliente, Celular y Total, avísame')).toEqual(['Cliente', 'Celular', 'Total']);
  });
});

describe('"… y a mí" at the end of a mail order adds the owner', () => {
  it('the owner joins the addresses of that mail', () => {
    const r = plan('Cada viernes a las 6 lee la hoja Caja del sheet 1Cafe_Caja4 y mándale un correo a mi contadora conta@cafe.mx y a mí');
    expect(p(r, 3).to).toBe('yo@negocio.mx, conta@cafe.mx');
  });
});

describe('channels said one right after the other share what follows', () => {
  it('"mándale whatsapp y correo al cliente confirmando…": both go to the customer with the text', () => {
    const r = plan('Cuando llegue una cita por webhook con nombre, email y celular mándale whatsapp y correo al paciente recordándole su cita');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message', 'email/send_email']);
    expect(p(r, 2).to).toBe('{{trigger.body.celular}}');
    expect(p(r, 2).message).toBe(p(r, 3).body);
    expect(p(r, 3).to).toBe('{{trigger.body.email}}');
  });
});
