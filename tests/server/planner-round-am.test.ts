/**
 * Readings added while working blind batch am: owners who explain by example. They tell one occurrence with sample
 * data ("tipo: Juan, 55…, corte", "ayer por ejemplo pidieron…", "como el de ayer del señor…") whose values change each
 * time and must be bound to the data, never copied; fixed values (the sheet, the owner's number, the channel) stay
 * literal. Each test uses wording of its own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { withoutExamples } from '../../server/planner/said-example';
import { sampleFieldNames } from '../../server/planner/sample-kinds';
import { askedFields, cannedWithParts, withToldValues } from '../../server/planner/told-values';
import { dateWindow } from '../../server/planner/sql-window';
import { normalize } from '../../server/planner/normalize';
import { labels, last, p, plan } from './planner-support';

describe('an example of the data is taken out before the request is read', () => {
  it('a list of sample values after "ejemplo:", "tipo:" or "por ejemplo" goes, up to the sentence\'s end', () => {
    expect(withoutExamples('Mi web manda un webhook con cliente, celular y producto, ejemplo: Marta Ruiz, 3312345678, sudadera. Quiero que…'))
      .toBe('Mi web manda un webhook con cliente, celular y producto. Quiero que…');
    expect(withoutExamples('Tengo un form con nombre y clase, tipo: Sr. Gómez, yoga. Que se guarde…')).toBe('Tengo un form con nombre y clase. Que se guarde…');
  });

  it('"tipo" before an hour is an estimate, not an example; before a sample value it is one', () => {
    expect(withoutExamples('no, a las 7 no, más tarde, tipo 9')).toBe('no, a las 7 no, más tarde, tipo 9');
    expect(withoutExamples('mejor tipo 8:30 pm porfa')).toBe('mejor tipo 8:30 pm porfa');
    expect(withoutExamples('un form con nombre y celular, tipo 5512345678. Que le llegue un whats')).not.toContain('5512345678');
  });

  it('an example said in parentheses, or ended by a comma that opens the request again, goes alone', () => {
    expect(withoutExamples('cada viernes lee la hoja Caja (la semana pasada por ejemplo fueron 12,300 pesos) y mándamela'))
      .toBe('cada viernes lee la hoja Caja y mándamela');
    expect(withoutExamples("cuando llegue un correo con asunto queja, como el de ayer de la señora Ibarra 'me llegó roto', que se guarde en Drive"))
      .toBe('cuando llegue un correo con asunto queja, que se guarde en Drive');
    expect(withoutExamples("si en Slack alguien pone algo que empiece con 'idea:', tipo 'idea: app de citas', créale un issue"))
      .toBe("si en Slack alguien pone algo que empiece con 'idea:', créale un issue");
  });

  it('a scene told as the example ("por ejemplo si llega…") leaves the order after it', () => {
    expect(withoutExamples('Apunto los pedidos en un form. Por ejemplo si viene don Toño y pide 2 cajas para el lunes, que se guarde en la hoja Pedidos'))
      .toBe('Apunto los pedidos en un form. que se guarde en la hoja Pedidos');
  });

  it('"Ej:", "x ej.", "les pongo un ejemplo:", "Ayer, por ejemplo, …" and a sample given line by line', () => {
    expect(withoutExamples('Mi form trae nombre y celular. Ej: Rita, 5512121212. Mándale whats')).toBe('Mi form trae nombre y celular. Mándale whats');
    expect(withoutExamples('un webhook con cliente y total, x ej. Memo, 300 pesos, guárdalo en la hoja Ventas')).toBe('un webhook con cliente y total, guárdalo en la hoja Ventas');
    expect(withoutExamples('Les pongo un ejemplo: viene el señor Díaz y pide 4 cajas para el martes. Mi form tiene nombre y cajas.'))
      .toBe('Mi form tiene nombre y cajas.');
    expect(withoutExamples('Mi form tiene nombre y pastel. Ayer, por ejemplo, me pidieron uno de fresa para Sofía. Guárdalo en la hoja Pedidos'))
      .toBe('Mi form tiene nombre y pastel. Guárdalo en la hoja Pedidos');
    expect(withoutExamples('Mi webhook trae nombre y celular.\nEjemplo:\n- Rita Paz\n- 5512121212\nMándale whats al cliente'))
      .toBe('Mi webhook trae nombre y celular.\n\nMándale whats al cliente');
  });

  it('words that only look like an example stay', () => {
    for (const m of ['¿me puedes mandar un ejemplo de workflow?', 'consulta el tipo de cambio en https://x.test/usd', 'un webhook con nombre, telefono y tipo de seguro', '¿cómo conecto mi Google? por ejemplo para que lea mi hoja']) {
      expect(withoutExamples(m)).toBe(m);
    }
  });

  it('a quoted text given as an example of the message is the message, not a sample', () => {
    expect(withoutExamples("avísale al cliente con un mensaje, por ejemplo 'Listo, ya puedes pasar'")).toBe("avísale al cliente con un mensaje que diga 'Listo, ya puedes pasar'");
    const r = plan("cuando llegue una reserva por webhook mándale un whats al huésped, por ejemplo 'Te esperamos, ya quedó tu cuarto'");
    expect(p(r, 2).message).toBe('Te esperamos, ya quedó tu cuarto');
  });

  it('a sample value a dictated text copies is bound to the field it stood for', () => {
    const r = plan("Mi form trae nombre y sabor, ejemplo: Marisol, pay de limón. Mándame whats al 5511223344 que diga 'Nuevo encargo de Marisol: pay de limón'");
    expect(p(r, 2).message).toBe('Nuevo encargo de {{trigger.nombre}}: {{trigger.sabor}}');
    const h = plan("Mi página manda webhook con nombre, celular y horario, ejemplo: Tere, 5587654321, jueves 4pm. Mándale whats al cliente que diga 'Tere, te vemos el jueves 4pm'");
    expect(p(h, 2)).toEqual({ to: '{{trigger.body.celular}}', message: '{{trigger.body.nombre}}, te vemos el {{trigger.body.horario}}' });
  });

  it('the sample\'s phone is never the owner\'s, its date no schedule, its name no loose value', () => {
    const r = plan('Buenas, renta de trajes. Mi form tiene nombre, celular y fecha, ejemplo: Beto, 8119876543, 3 de mayo. Cada que lo llenen mándame un whats al 8111112222 con su nombre');
    expect(labels(r)).toEqual(['form/form_submitted', 'whatsapp/send_message']);
    expect(p(r, 2).to).toBe('8111112222');
    expect(r.status).toBe('plan_ready');
    expect(JSON.stringify(r.execution_plan)).not.toContain('8119876543');
  });

  it('a sample name with the run\'s date in it is the name\'s pattern, on a flow that runs by itself', () => {
    const r = plan("Cada lunes a las 7 créame una carpeta en Drive para los tickets de la semana, por ejemplo hoy quedaría 'Tickets lunes', y avísame por correo");
    expect(p(r, 2).name).toBe('Tickets {{trigger.scheduled_at}}');
    expect(withoutExamples("Cuando llegue un pedido, por ejemplo saldría 'Pedido marzo', guárdalo")).toBe('Cuando llegue un pedido, guárdalo');
  });
});

describe('with no fields named, the sample\'s values say which', () => {
  it('each value by its shape: phone, address, date, money, a count of a unit, a name', () => {
    expect(sampleFieldNames('Lucía Paz, lucia@x.mx, 5544332211, viernes 6pm')).toEqual(['nombre', 'correo', 'telefono', 'fecha']);
    expect(sampleFieldNames('Sra. Elena, 4 litros, $180')).toEqual(['nombre', 'litros', 'total']);
    expect(sampleFieldNames('si llega doña Rosa y pide 2 docenas para el domingo')).toEqual(['nombre', 'docenas', 'fecha']);
    expect(sampleFieldNames('corte de pelo')).toBeNull();
  });

  it('the form gets those fields and the message binds to them', () => {
    const r = plan('Hola, tengo un spa. Cuando alguien llene mi formulario, tipo: Ana Solís, 5566778899, masaje, que le llegue whats confirmando su cita');
    expect(p(r, 1).fields).toEqual(['nombre', 'telefono']);
    expect(p(r, 2).to).toBe('{{trigger.telefono}}');
  });

  it('a sheet\'s columns are never guessed from a sample', () => {
    expect(withoutExamples('En la hoja Citas apuntamos todo, ejemplo: Ana, 5566778899, martes. Cuando se agregue…')).toBe('En la hoja Citas apuntamos todo. Cuando se agregue…');
  });
});

describe('a row written from data whose fields were listed', () => {
  it('writes each listed field, one cell each', () => {
    const r = plan('Mi tienda manda un webhook con folio, cliente y monto. Guárdalo en la hoja Cobros del archivo 1CobrosAbc99');
    expect(p(r, 2).values).toEqual(['{{trigger.body.folio}}', '{{trigger.body.cliente}}', '{{trigger.body.monto}}']);
  });

  it('writes only the fields the clause names, also after commas', () => {
    const r = plan('Tengo un formulario con nombre, correo, taller y turno. Que se anote en la hoja Inscritos del archivo 1InscrAbc11 con su nombre, el taller y el turno');
    expect(p(r, 2).values).toEqual(['{{trigger.nombre}}', '{{trigger.taller}}', '{{trigger.turno}}']);
  });

  it('reads a field a transform built from it, the rest from the trigger', () => {
    const r = plan('El webhook trae nombre, apellido y plan sueltos. Junta nombre y apellido en un campo socio y luego apunta socio y plan en la hoja Altas del archivo 1AltasAbc22');
    expect(p(r, 1).fields).toEqual(['nombre', 'apellido', 'plan']);
    expect(p(r, 2).fields).toEqual({ socio: '{{trigger.body.nombre}} {{trigger.body.apellido}}' });
    expect(p(r, 3).values).toEqual(['{{steps.2.output.socio}}', '{{trigger.body.plan}}']);
  });

  it('with no fields listed the payload is written whole, as before', () => {
    expect(p(plan('cuando llegue un pedido guárdalo en la hoja Pedidos del archivo 1PedAbc33'), 2).values).toBe('{{trigger.body}}');
  });

  it('a request sent "con el X y el Y" carries those fields as its body', () => {
    const r = plan('En la hoja Cobranza del archivo 1CobAbc44 tenemos Folio, Cliente, Monto y Estado. Nomas cuando el Estado diga Aprobado, que mande un POST a https://api.cobros.test/x con el Folio y el monto');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'filter/condition', 'http/request']);
    expect(p(r, 4 - 1).body).toEqual({ Folio: '{{trigger.record.Folio}}', Monto: '{{trigger.record.Monto}}' });
  });
});

describe('parts of the data a message tells', () => {
  it('as questions: "quién es", "qué <campo> eligió", "cuánto es el <campo>"', () => {
    expect(askedFields('avisame quien es y que paquete eligio', ['nombre', 'telefono', 'paquete'])).toEqual(['nombre', 'paquete']);
    expect(withToldValues('Ya quedó tu reparación y cuánto es el saldo', [{ name: 'saldo', ref: '{{trigger.record.Saldo}}' }]))
      .toBe('Ya quedó tu reparación y el saldo es {{trigger.record.Saldo}}');
  });

  it('with "su": the words stay and the value follows', () => {
    expect(withToldValues('Ya llegó su pedido', [{ name: 'pedido', ref: '{{trigger.body.pedido}}' }])).toBe('Ya llegó su pedido ({{trigger.body.pedido}})');
    // An address or a phone is never said in the text.
    expect(withToldValues('Ya tenemos su correo', [{ name: 'correo', ref: '{{trigger.correo}}' }])).toBe('Ya tenemos su correo');
  });

  it('a notice with questions carries those fields, across "y qué…"', () => {
    const r = plan('Tengo un form con nombre, telefono y paquete. Avísame por Telegram al chat 5566123 quién es y qué paquete eligió');
    expect(p(r, 2).message).toContain('{{trigger.nombre}}');
    expect(p(r, 2).message).toContain('{{trigger.paquete}}');
  });

  it('a canned text carries the parts named after "con"', () => {
    expect(cannedWithParts('¡Bienvenido!', 'mandale correo de bienvenida con su fecha de entrada', [{ name: 'entrada', ref: '{{trigger.body.entrada}}' }]))
      .toBe('¡Bienvenido!\n\nFecha de entrada: {{trigger.body.entrada}}');
  });

  it('"para que le marquen" says what the notice is for, not its words', () => {
    const r = plan('Tengo un formulario con nombre y celular. Cada que lo llenen avisa a mi equipo por Slack en #ventas con los datos para que le llamen');
    expect(p(r, 2).message).toContain('{{trigger.celular}}');
  });

  it('an amount before "que" opens no dictated text', () => {
    const r = plan('Mi sistema manda un webhook con cliente y monto. Solo si el monto es de mas de 3,500 que avise al canal #cobranza de Slack con el cliente');
    expect(p(r, 3).message).toContain('{{trigger.body.cliente}}');
  });
});

describe('links, answers and AI tasks said the way owners say them', () => {
  it('a link inside the message\'s words is carried, not requested', () => {
    const r = plan('Mi tienda manda webhook con nombre y telefono. Mándale whats invitándolo a https://mitienda.test/encuesta con su nombre');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
    expect(p(r, 2).message).toBe('Hola {{trigger.body.nombre}}, le invitamos a https://mitienda.test/encuesta');
  });

  it('"que le conteste al cliente \'…\'" answers in the same chat', () => {
    const r = plan("Los clientes nos escriben al bot de Telegram. Que cada mensaje se guarde en la hoja Chats del archivo 1ChatsAbc55 y que le conteste al cliente 'gracias, ahorita te atendemos'");
    expect(p(r, 3)).toEqual({ chat_id: '{{trigger.chat_id}}', message: 'gracias, ahorita te atendemos' });
  });

  it('"que le responda a la página con \'…\'" answers the webhook', () => {
    const r = plan("Mi página manda un webhook con folio. Guárdalo en la tabla folios y que le responda a la página con 'listo'");
    expect(labels(r).at(-1)).toBe('webhook/respond');
    expect(p(r, 3).body).toBe('listo');
  });

  it('"que la IA lea el correo, redacte… y se la mande" is one AI order and a reply to the sender', () => {
    const r = plan('Me llegan a Gmail correos con asunto reclamo. Quiero que la IA lea el correo, redacte una disculpa y se la mande a quien lo envio');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'gmail/send_email']);
    expect(p(r, 1).query).toBe('subject:reclamo');
    expect(p(r, 3).to).toBe('{{trigger.from}}');
  });

  it('"con ese texto como título" is the message\'s text', () => {
    const r = plan('Cuando alguien escriba en Slack algo que empiece con "tarea:", crea un issue en el repo equipo/pendientes con ese texto como título');
    expect(p(r, 3).title).toBe('{{trigger.text}}');
  });
});

describe('smaller readings', () => {
  it('"pa\'" is pa(ra), so a list ends there', () => {
    expect(normalize("con su nombre y celular pa' llamarle")).toBe('con su nombre y celular para llamarle');
  });

  it('a reason after a threshold change compares nothing; "cuando pase de" keeps its subjunctive', () => {
    const first = 'Mi sistema manda un webhook con cliente y monto. Solo si el monto es mayor a 1,000 avisa en Slack al canal #cobros';
    expect(p(last(first, 'súbelo a 3 mil, que de mil pa\' arriba son casi todos'), 2)).toMatchObject({ operator: 'greater_than', right: 3000 });
    expect(p(last(first, 'que avise nomas cuando pase de 4 mil'), 2)).toMatchObject({ operator: 'greater_than', right: 4000 });
  });

  it('a list said with how its parts come ("separados") names no such field; "en un campo X" names the field', () => {
    const r = plan('El webhook trae calle, colonia y ciudad separadas. Junta calle y colonia en un campo domicilio');
    expect(p(r, 1).fields).toEqual(['calle', 'colonia', 'ciudad']);
    expect(Object.keys(p(r, 2).fields as object)).toEqual(['domicilio']);
  });

  it('the week of a Monday run is the seven days from it, on a date column', () => {
    expect(dateWindow('los que vencen esta semana', ['vencimiento'], '0 9 * * 1')).toBe('vencimiento::date >= CURRENT_DATE AND vencimiento::date < CURRENT_DATE + 7');
    expect(dateWindow('los que vencen esta semana', ['vencimiento'], '0 9 * * 0')).toBeNull();
    const r = plan('Cada lunes a las 7 saca de la tabla polizas a las que se les vence el pago esta semana (la columna es vence) y mándalas a #cobranza en Slack');
    expect(p(r, 2).query).toContain('vence::date >= CURRENT_DATE');
  });
});
