/**
 * Readings added while working blind batch ae (dictated voice notes): numbers, emails and repository
 * names said aloud, fillers, and a sheet link pasted after the dictation. Each test uses wording of its
 * own (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { fromDictation } from '../../server/planner/dictation';
import { labels, last, p, plan } from './planner-support';

describe('numbers said one group at a time are a phone or an id', () => {
  it('digit by digit', () => {
    expect(fromDictation('mi cel es tres tres uno cuatro cinco cinco seis siete ocho ocho y ya')).toBe('mi cel es 3314556788 y ya');
  });

  it('in groups of hundreds and tens', () => {
    expect(fromDictation('al numero ochocientos doce cuarenta y cinco setenta cero nueve por favor')).toBe('al numero 812457009 por favor');
  });

  it('an amount, an hour or a short count stays as said', () => {
    expect(fromDictation('si pasa de tres mil quinientos pesos a las nueve')).toBe('si pasa de tres mil quinientos pesos a las nueve');
    expect(fromDictation('espera cinco minutos y luego dos recordatorios')).toBe('espera cinco minutos y luego dos recordatorios');
  });

  it('the planner sends the WhatsApp to the number dictated', () => {
    const r = plan('cada viernes a las cinco de la tarde mandame por whats un recordatorio de cerrar caja a mi numero tres tres uno cuatro cinco cinco seis siete ocho ocho');
    expect(labels(r)).toEqual(['schedule/cron', 'whatsapp/send_message']);
    expect(String(p(r, 2).to)).toMatch(/3314556788$/);
  });
});

describe('emails, links and repositories said aloud', () => {
  it('"arroba" and "punto com"', () => {
    expect(fromDictation('mandale copia a cobranza arroba ferreterianorte punto com')).toBe('mandale copia a cobranza@ferreterianorte.com');
  });

  it('a domain ending spelled letter by letter', () => {
    expect(fromDictation('el correo es citas arroba dentalsur punto com punto eme equis gracias')).toBe('el correo es citas@dentalsur.com.mx gracias');
  });

  it('"guion bajo" inside an address', () => {
    expect(fromDictation('a juan guion bajo perez arroba gmail punto com')).toBe('a juan_perez@gmail.com');
  });

  it('"diagonal" and "guion" in a repository name', () => {
    expect(fromDictation('abre un issue en el repo acme diagonal tienda guion web cuando falle')).toBe('abre un issue en el repo acme/tienda-web cuando falle');
  });

  it('"en punto" and a script ("guion") are no address', () => {
    expect(fromDictation('a las ocho en punto y manda el guion del video')).toBe('a las ocho en punto y manda el guion del video');
  });

  it('the planner reads an email dictated as the recipient', () => {
    const r = plan('cuando alguien llene el formulario de contacto con nombre y mensaje mandale un correo a ventas arroba mueblesdelvalle punto com punto eme equis con los datos');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email']);
    expect(p(r, 2).to).toBe('ventas@mueblesdelvalle.com.mx');
  });
});

describe('fillers are read as the pause they were said in', () => {
  it('"este" before an article, a conjunction or a verb; the demonstrative stays', () => {
    expect(fromDictation('soy de la papeleria este cuando llegue un pedido avisame en este canal')).toBe('soy de la papeleria, cuando llegue un pedido avisame en este canal');
    expect(fromDictation('este mes quiero el reporte')).toBe('este mes quiero el reporte');
  });

  it('"pues", "mmm", "o sea", "ajá"; never inside quotes, never "POS"', () => {
    expect(fromDictation('mmm cada lunes pues mandame el resumen o sea el de ventas aja')).toBe('cada lunes mandame el resumen, el de ventas');
    expect(fromDictation('mandale "pues ya llego" y mandalo al POS')).toBe('mandale "pues ya llego" y mandalo al POS');
  });

  it('a filler after a link leaves the link as it was', () => {
    expect(fromDictation('mandalo por POST a https://api.ejemplo.mx/v1 pues')).toBe('mandalo por POST a https://api.ejemplo.mx/v1');
  });
});

describe('a sheet link pasted after the dictation is the sheet the message names', () => {
  const link = 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUv/edit';

  it('announced ("ahí te va la liga") or bare, it becomes its own sentence', () => {
    expect(fromDictation(`avisale al cliente que ya quedo ahi te va la liga ${link}`)).toBe(`avisale al cliente que ya quedo. La hoja es ${link}`);
    expect(fromDictation(`avisale al cliente que ya quedo ${link}`)).toBe(`avisale al cliente que ya quedo. La hoja es ${link}`);
  });

  it('a link said inside its clause stays there', () => {
    expect(fromDictation(`anotalo en la hoja Caja de este archivo ${link}`)).toBe(`anotalo en la hoja Caja de este archivo ${link}`);
  });

  it('the planner uses it for the sheet instead of adding a step', () => {
    const r = plan(`cuando se agregue una fila en la hoja Citas mandale un correo al paciente al de la columna Email con asunto cita agendada te paso el link ${link}`);
    expect(labels(r)).toEqual(['google_sheets/new_row', 'email/send_email']);
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: '1AbCdEfGhIjKlMnOpQrStUv', sheet_name: 'Citas' });
  });
});

describe('restarts and chains of a dictated follow-up', () => {
  const first = 'cuando llegue un pedido por el webhook guardalo en la hoja Ventas y avisale al canal ventas de slack. La hoja es https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUv/edit';

  it('a name said wrong and restated keeps the right one', () => {
    expect(fromDictation('la carpeta no es Fotos, se llama Entregas')).toBe('la carpeta se llama Entregas');
    expect(fromDictation('el canal no es avisos sino alertas')).toBe('el canal se llama alertas');
    expect(fromDictation('si el estatus no es pagado avisame')).toBe('si el estatus no es pagado avisame');
    const r = last(first, 'oye quita lo de slack ya no lo vemos y la pestaña no es Ventas se llama Pedidos2025');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row']);
    expect(p(r, 2).sheet_name).toBe('Pedidos2025');
  });

  it('"sabes que" opening the message only leads into it', () => {
    expect(fromDictation('mmm sabes que quitale el correo')).toBe('quitale el correo');
    expect(fromDictation('el chofer sabe que hacer')).toBe('el chofer sabe que hacer');
  });

  it('"y ya al final" chains the next order; "y ya no" and "y ya luego lo de…" stay', () => {
    expect(fromDictation('cambia la hora y ya al final mandame un correo')).toBe('cambia la hora y al final mandame un correo');
    expect(fromDictation('guardalo y ya no me avises')).toBe('guardalo y ya no me avises');
    expect(fromDictation('agregalo y ya luego lo de slack')).toBe('agregalo y ya luego lo de slack');
  });

  it('"el canal mejor que sea X" names the channel, and the order after it is applied too', () => {
    const r = last(first, 'el canal mejor que sea mostrador y ya al final tambien mandame un correo con el mismo aviso');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'slack/send_message', 'email/send_email']);
    expect(p(r, 3).channel).toBe('#mostrador');
  });
});

describe('the text of a message said after who or where it goes to', () => {
  it('after the column the number comes from', () => {
    const r = plan('cuando se agregue una fila en la hoja Citas mandale un whats al numero de la columna Celular que su cita ya quedo agendada. La hoja es https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUv/edit');
    expect(p(r, 2)).toMatchObject({ to: '{{trigger.record.Celular}}' });
    expect(String(p(r, 2).message)).toMatch(/^Su cita ya quedo agendada/);
  });

  it('an answer after the person and the place ("al cliente en el mismo chat que…")', () => {
    const r = plan('cuando me escriban por telegram contestale al cliente en el mismo chat que ya tomamos su orden');
    expect(labels(r)).toEqual(['telegram/new_message', 'telegram/send_message']);
    expect(String(p(r, 2).message)).toMatch(/^Ya tomamos su orden/);
  });
});

describe('a form described the way it is said', () => {
  it('"que pida a b y c" said first wins over a later "con el …"', () => {
    const r = plan('quiero un formulario que pida nombre telefono y colonia y que lo anote en la hoja Vecinos y luego mandame un whats al 5512345678 con el folio 44');
    expect(p(r, 1).fields).toEqual(['nombre', 'telefono', 'colonia']);
  });

  it('"pide informes con nombre y teléfono" still lists after "con"', () => {
    const r = plan('cuando alguien llene el formulario que pide informes con nombre y telefono mandame un correo');
    expect(p(r, 1).fields).toEqual(['nombre', 'telefono']);
  });

  it('"nada más eso" closes the list', () => {
    expect(fromDictation('un formulario que pida nombre y correo nada mas eso y cuando lo llenen avisame')).toBe('un formulario que pida nombre y correo, y cuando lo llenen avisame');
  });

  it('"y lo invite a su correo": the person who filled the form is the event\'s guest, no email step', () => {
    const r = plan('un formulario de asesorias con nombre correo y fecha y cuando lo llenen que me agende el evento en mi calendario y lo invite a su correo');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_calendar/create_event']);
    expect(p(r, 2).attendees).toEqual(['{{trigger.correo}}']);
  });
});

describe('an order said in the present ("le mandas un correo")', () => {
  it('reads as the order, after a pronoun', () => {
    expect(fromDictation('y cuando lo llenen le mandas un correo al alumno')).toBe('y cuando lo llenen mandale un correo al alumno');
    expect(fromDictation('lo guardas en la hoja Caja')).toBe('guardalo en la hoja Caja');
  });

  it('not after "si", "que", "no", and never an article\'s noun ("las alertas")', () => {
    expect(fromDictation('si le mandas algo avisame')).toBe('si le mandas algo avisame');
    expect(fromDictation('lo que le mandas')).toBe('lo que le mandas');
    expect(fromDictation('mandame las alertas y las copias')).toBe('mandame las alertas y las copias');
  });

  it('the form stays the trigger and the mail goes to whom it was said', () => {
    const r = plan('quiero un formulario de registro que pida nombre y correo y cuando lo llenen le mandas un correo con el temario');
    expect(labels(r)[0]).toBe('form/form_submitted');
    expect(labels(r)).toHaveLength(2);
  });
});

describe('a row updated with what happened to it', () => {
  it('"actualiza en la tabla X que ya <pretérito> con el <campo> que viene" → UPDATE … SET estado WHERE campo = the data', () => {
    const r = plan('cuando llegue una entrega por el webhook actualiza en la tabla envios que ya salio con el folio que viene');
    expect(p(r, 2)).toMatchObject({ query: 'UPDATE envios SET estado = $1 WHERE folio = $2', params: ['salido', '{{trigger.body.folio}}'] });
  });
});

describe('what the person gets is told to them', () => {
  it('"mándale un whats al cliente que tiene 10 de descuento" → the text', () => {
    const r = plan('cuando llegue una compra por el webhook con telefono y monto mandale un whats al cliente que tiene 10 de descuento en su siguiente visita');
    expect(String(p(r, 2).message)).toMatch(/^Tiene 10 de descuento/);
  });
});

describe('punctuation a transcription loses', () => {
  it('a pause before "pero" when a condition follows it', () => {
    expect(fromDictation('cuando entre un mensaje a telegram pero nomas si es en el grupo ventas guardalo')).toBe('cuando entre un mensaje a telegram, pero nomas si es en el grupo ventas guardalo');
    expect(fromDictation('guardalo pero tambien avisame')).toBe('guardalo pero tambien avisame');
  });

  it('the planner keeps the condition on where the message was written', () => {
    const r = plan('cuando alguien escriba en slack pero solo si es en el canal soporte crea un issue en el repo acme/web con lo que escribieron');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'filter/condition', 'github/create_issue']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.channel}}', operator: 'equals', right: 'soporte' });
  });

  it('a question announced near the start gets its "?" back', () => {
    expect(fromDictation('hola oye una duda rapida si se cae el internet se pierden los pedidos')).toBe('hola oye una duda rapida si se cae el internet se pierden los pedidos?');
    expect(fromDictation('cuando un cliente tenga una duda mandale un correo')).toBe('cuando un cliente tenga una duda mandale un correo');
    expect(fromDictation('oiga una pregunta ya quedo?')).toBe('oiga una pregunta ya quedo?');
  });

  it('the planner answers it instead of building something', () => {
    const r = plan('que tal le queria preguntar si me equivoco en un paso y ya lo active como lo arreglo');
    expect(r.status).toBe('conversation');
  });
});
