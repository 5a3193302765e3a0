/**
 * Readings added while working blind batches aa and ab: self-corrections said mid-message (the later
 * value or service wins, the earlier one leaves no trace), closing courtesies, story-first context that
 * names the trigger, formal "usted" orders and texting abbreviations. Each test uses wording of its own
 * (not the eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { applySelfCorrections } from '../../server/planner/self-correct';
import { withoutSignOff } from '../../server/planner/sign-off';
import { labels, last, p, plan } from './planner-support';

describe('self-corrections mid-message: the later one wins', () => {
  it('a number taken back keeps its unit and the words around it', () => {
    expect(applySelfCorrections('Quiero que 10 minutos antes de cada junta, no, mejor 15, me mandes un Telegram')).toBe('Quiero que 15 minutos antes de cada junta, me mandes un Telegram');
  });

  it('an amount with its lead word ("de 3 mil, perdón, de 4 mil")', () => {
    const r = plan('Cuando llegue una venta a mi webhook y el monto pase de 3 mil, perdón, de 4 mil pesos, avísame al canal #caja de Slack');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'slack/send_message']);
    expect(p(r, 2).right).toBe(4000);
  });

  it('a channel taken back ("por Telegram, bueno no, por Discord"): one step, the later service', () => {
    const r = plan('Cada que alguien llene el formulario con nombre y correo avísanos por Telegram, bueno no, por Discord al webhook https://discord.com/api/webhooks/777/abcToken');
    expect(labels(r)).toEqual(['form/form_submitted', 'discord/send_message']);
    expect(p(r, 2).webhook_url).toBe('https://discord.com/api/webhooks/777/abcToken');
    expect(r.status).toBe('plan_ready');
  });

  it('what was said of the service taken back goes with it; what was said of the message stays', () => {
    expect(applySelfCorrections('avísame por whats al 55 1111 2222, más bien por Telegram al chat 998877')).toBe('avísame por Telegram al chat 998877');
    expect(applySelfCorrections('mándale un correo al cliente con su folio, no, mejor un whats')).toBe('mándale un whats al cliente con su folio');
  });

  it('a duration in words and a comparison taken back ("10 minutos, no, mejor media hora", "mayor a 500, bueno no, mayor a 800")', () => {
    const r = plan('cuando llegue una reserva a mi webhook espérate 5 minutos, no, mejor media hora, y mándale whats al cliente');
    expect(p(r, 2).seconds).toBe(1800);
    const f = plan('q onda, cuando me caiga un pago al webhook mayor a 300, bueno no, mayor a 900 avisame x tg al chat 123456789');
    expect(labels(f)).toEqual(['webhook/webhook_received', 'filter/condition', 'telegram/send_message']);
    expect(p(f, 2)).toMatchObject({ operator: 'greater_than', right: 900 });
  });

  it('only the lead words said again are replaced ("pase de 5 mil, no, mejor de 8 mil" keeps "pase")', () => {
    expect(applySelfCorrections('si el total pase de 2 mil, no, mejor de 3 mil, avísame')).toBe('si el total pase de 3 mil, avísame');
  });

  it('a phone taken back is replaced whole', () => {
    expect(applySelfCorrections('avísale al 33 1111 2222, digo, al 33 4444 5555')).toBe('avísale al 33 4444 5555');
  });

  it('an address, a channel or a link taken back leaves no trace (nothing loose to ask about)', () => {
    const r = plan('cuando alguien compre en mi tienda (webhook) mándale un correo a pagos@mitienda.mx, no, perdón, a cobranza@mitienda.mx');
    expect(p(r, 2).to).toBe('cobranza@mitienda.mx');
    expect(r.status).toBe('plan_ready');
    expect(applySelfCorrections('avísame al canal #caja, perdón, al canal #ventas')).toBe('avísame al canal #ventas');
    expect(applySelfCorrections('mándalo a https://a.test/x, no, mejor a https://b.test/y')).toBe('mándalo a https://b.test/y');
  });

  it('"no por X" without a pause rules X out and changes nothing; the same service twice is no correction', () => {
    expect(applySelfCorrections('mándalo por whats, no por correo')).toBe('mándalo por whats, no por correo');
    expect(applySelfCorrections('mándame un email... bueno, al correo ventas@x.mx')).toBe('mándame un email... bueno, al correo ventas@x.mx');
  });
});

describe('closing courtesies ask for nothing', () => {
  it('a thanks, a greeting or a Mexican goodbye after the request is dropped', () => {
    expect(withoutSignOff('¿Me podría mandar un correo cada viernes con las ventas de la semana? Se lo agradezco.')).toBe('¿Me podría mandar un correo cada viernes con las ventas de la semana?');
    expect(withoutSignOff('cuando llegue un pedido mándame un whats al 5512345678, órale, ahí nos vemos')).toBe('cuando llegue un pedido mándame un whats al 5512345678');
  });

  it('a short thanks alone, and "de gracias" inside an order, stay', () => {
    expect(withoutSignOff('perfecto, muchas gracias')).toBe('perfecto, muchas gracias');
    expect(withoutSignOff('cuando alguien compre mándale un whats de gracias')).toBe('cuando alguien compre mándale un whats de gracias');
  });

  it('the thanks is no text of the message sent', () => {
    const r = plan('Buenas tardes. ¿Me podría hacer que 15 minutos antes de cada evento de mi calendario me llegue un Telegram al chat 5566778 con el título del evento? Muchas gracias.');
    expect(labels(r)).toEqual(['google_calendar/event_starting', 'telegram/send_message']);
    expect(String(p(r, 2).message)).toContain('{{trigger.title}}');
  });
});

describe('story-first context names the trigger, not an extra action', () => {
  it('"Lo que pasa es que…" only leads the story: a sheet where we write rows is the trigger, with its tab', () => {
    const r = plan('Buenas. Lo que pasa es que registramos las inscripciones en la hoja Inscritos del archivo 1SheetDeCursos_2026 con columnas Alumno, Correo y Curso. Cuando haya fila nueva, mándale un correo al alumno con la bienvenida');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'email/send_email']);
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: '1SheetDeCursos_2026', sheet_name: 'Inscritos' });
    expect(p(r, 2).to).toBe('{{trigger.record.Correo}}');
  });

  it('"resulta que…" and a business presented before the setup, in the same sentence', () => {
    const r = plan('Hola, resulta que tengo una imprenta en Puebla y mis clientes me mandan correos con asunto pedido de lonas. ¿Me podría avisar por Telegram al chat 4455661 cada que llegue uno?');
    expect(labels(r)).toEqual(['gmail/new_email', 'telegram/send_message']);
    expect(String(p(r, 1).query)).toContain('pedido de lonas');
  });

  it('mail said in the story, then "cuando llegue un correo": no extra mail step', () => {
    const r = plan('Mi despacho recibe muchísimos correos de clientes y no nos damos abasto. Cuando llegue un correo con asunto urgente, que la IA lo resuma y mándamelo por Slack al canal #urgentes');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'slack/send_message']);
  });
});

describe('formal "usted" asks read like the plain orders', () => {
  it('"¿me podría guardar…?", "¿nos puede avisar…?" and "le encargo que…"', async () => {
    const { politeAsTu } = await import('../../server/planner/polite');
    expect(politeAsTu('me podria guardar los archivos en drive')).toBe('guardame los archivos en drive');
    expect(politeAsTu('nos puede usted avisar por slack')).toBe('avisanos por slack');
    expect(politeAsTu('le encargo que mande un correo')).toBe('que mande un correo');
    expect(politeAsTu('me podria hacer que cada lunes')).toBe('me podria hacer que cada lunes');
  });

  it('a polite ask after the setup is the order that follows it', () => {
    const r = plan('Mis proveedores me mandan correos con asunto factura. ¿Me podría subir cada uno a la carpeta de Drive 1CarpetaFacturasProv como archivo con el asunto como nombre?');
    expect(labels(r)).toEqual(['gmail/new_email', 'google_drive/upload_file']);
    expect(p(r, 2)).toMatchObject({ folder_id: '1CarpetaFacturasProv', name: '{{trigger.subject}}' });
  });
});

describe('more of the story, said plainly', () => {
  it('"nunca sabemos cuando…" is a complaint, not the event: the event said after it is the trigger', () => {
    const r = plan('Tenemos una agencia en Mérida. El problema es que no nos enteramos de cuando alguien abre un issue. Cada que abran un issue en GitHub avísenme por Slack al canal #dev');
    expect(labels(r)).toEqual(['github/github_webhook', 'slack/send_message']);
  });

  it('"cada mensaje que llegue" points back at the bot the story named, with an usted answer in the same chat', () => {
    const r = plan(`Tengo una panadería y los pedidos me llegan al bot de Telegram. Cada mensaje que llegue anótelo en la hoja Pedidos del archivo ${'1PanPedidosHoja_77'} y respóndale en el mismo chat: Gracias, ya tomamos su pedido`);
    expect(labels(r)).toEqual(['telegram/new_message', 'google_sheets/append_row', 'telegram/send_message']);
    expect(p(r, 3)).toMatchObject({ chat_id: '{{trigger.chat_id}}', message: 'Gracias, ya tomamos su pedido' });
  });

  it('"cada correo que llegue" does not point back at a Telegram bot', async () => {
    const { setupSource } = await import('../../server/planner/setup-source');
    expect(setupSource('los pedidos me llegan al bot de telegram. cada correo que llegue guardalo en la hoja pedidos')).toBeNull();
  });
});

describe('usted and texting orders read like the plain ones', () => {
  it('a text dictated after a colon is the message, commas and all', async () => {
    const { quoteColonText } = await import('../../server/planner/colon-text');
    expect(quoteColonText('cuando pague mándale whats: Listo, ya quedó tu pago')).toBe('cuando pague mándale whats: "Listo, ya quedó tu pago"');
    expect(quoteColonText('mándalo a https://x.mx/hook a las 7:30')).toBe('mándalo a https://x.mx/hook a las 7:30');
    expect(quoteColonText('Dos cambios: quita el whats y cambia la hora')).toBe('Dos cambios: quita el whats y cambia la hora');
  });

  it('the text after the colon ends where an order starts; a greeting and the business before the event plan nothing', async () => {
    const { quoteColonText } = await import('../../server/planner/colon-text');
    expect(quoteColonText('q la ia le conteste con el menú: tacos 25, tortas 40, y q le responda ahí mismo')).toBe('q la ia le conteste con el menú: "tacos 25, tortas 40", y q le responda ahí mismo');
    const r = plan('holaa, tengo una taquería en León 🌮 cuando alguien le escriba a mi bot de telegram q la ia le conteste con el menú: tacos 25, tortas 40, y q le responda en el mismo chat');
    expect(labels(r)).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message']);
    expect(String(p(r, 2).prompt)).toContain('tortas 40');
    expect(r.status).toBe('plan_ready');
  });

  it('"consulte … y los guarde en la hoja": the order right before the sheet writes to it', () => {
    const r = plan('Cada día a las 6 que consulte el tipo de cambio en https://api.cambio.test/hoy y lo guarde en la hoja Cambio del archivo 1HojaTipoCambio_01');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'google_sheets/append_row']);
  });

  it('"que arme nomás los campos…" is a set-fields step', () => {
    const r = plan('Cuando llegue una cita a mi webhook, que arme nomás los campos paciente y fecha y los mande por POST a https://agenda.test/api/citas');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'http/request']);
    expect(Object.keys(p(r, 2).fields as object)).toEqual(['paciente', 'fecha']);
  });

  it('a GitHub issue titled without quotes keeps the owner\'s words', () => {
    const r = plan('cada viernes a las 5 crea un issue en el repo acme/ops con el título Respaldo de bases pendiente');
    expect(p(r, 2).title).toBe('Respaldo de bases pendiente');
  });
});

describe('fields and places named the way the owner says them', () => {
  it('"al phone q viene en el pedido": the recipient is the field the data brings, named as the owner calls it', () => {
    const r = plan('cuando me caiga una orden a mi webhook mandale whats al cliente al mobile q viene en la orden con su folio');
    expect(p(r, 2).to).toBe('{{trigger.body.mobile}}');
  });

  it('"nomás si es en el canal soporte": a filter on the Slack channel the message was written in', () => {
    const r = plan('cuando alguien escriba en nuestro slack, nomas si es en el canal soporte, mándame un correo con el texto');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'filter/condition', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.channel}}', operator: 'equals', right: 'soporte' });
  });

  it('an event titled in quotes "con el Nombre", "en esa Fecha", "e invita al cliente": one step with all of it', () => {
    const r = plan('Anotamos las visitas en la hoja Visitas del archivo 1HojaVisitasObra_9 con columnas Nombre, Email y Fecha. Cuando haya fila nueva, crea un evento en mi calendario "Visita de obra" con el Nombre, en esa Fecha, e invita al cliente');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'google_calendar/create_event']);
    expect(p(r, 2)).toMatchObject({ title: 'Visita de obra con {{trigger.record.Nombre}}', start: '{{trigger.record.Fecha}}', attendees: ['{{trigger.record.Email}}'] });
  });
});

describe('follow-ups said with a story or with usted', () => {
  const FIRST = 'Cuando llegue un pedido por el formulario con nombre, telefono y piezas, guárdalo en la hoja Pedidos del archivo 1HojaPedidosTaller_3, mándale whats al cliente y avisa al canal #taller de Slack';

  it('"ya no usamos Slack, quítele esa parte": "esa parte" is the one service the message names', () => {
    const r = last(FIRST, 'Oiga, en el taller ya no usamos Slack, quítele esa parte');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'whatsapp/send_message']);
  });

  it('"antes de eso guárdalo en…": before the plan\'s last step', () => {
    const r = last('cuando llegue un lead a mi webhook mándale whats al tel q trae', 'antes de eso guárdalo en la hoja Prospectos del archivo 1HojaProspectos_22');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'whatsapp/send_message']);
  });

  it('"que primero se guarde…, y ya luego el whats": the WhatsApp the plan has stays one step', () => {
    const r = last('cuando llegue una cita a mi webhook mándale whats al paciente al telefono que viene ahí', 'que primero se guarde la cita en la hoja Citas del archivo 1HojaCitasDental_5, y ya luego el whats');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'whatsapp/send_message']);
    expect(r.status).toBe('plan_ready');
  });

  it('"mejor desde el SMTP, no desde Gmail" when the plan already sends by SMTP: said, and nothing changes', () => {
    const r = last('cuando alguien llene el formulario con nombre y correo mándale un correo de bienvenida', 'Fíjese que lo quiero mandar desde el SMTP del negocio, no desde Gmail');
    expect(labels(r)).toEqual(['form/form_submitted', 'email/send_email']);
    expect(r.status).toBe('plan_ready');
    expect(r.reply).toContain('queda igual');
  });

  it('"con cuántas cajas pidió" names the field in the notice', () => {
    const r = last('cuando un cliente llene el formulario con nombre, correo y cajas, anótalo en la hoja Clientes del archivo 1HojaClientesFresa_1', 'después avisa al canal #ventas de Slack con cuántas cajas pidió');
    expect(String(p(r, 3).message)).toContain('{{trigger.cajas}}');
  });
});

describe('data reshaped and rows deleted', () => {
  it('"arma un campo cliente juntando nombre y apellido y otro con el total": one field of two, and one more', () => {
    const r = plan('cuando llegue una venta a mi webhook arma un campo comprador juntando nombre y apellido y otro con el monto, y guárdalo en la hoja Ventas del archivo 1HojaVentasNieve_4');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'google_sheets/append_row']);
    expect(p(r, 2).fields).toEqual({ comprador: '{{trigger.body.nombre}} {{trigger.body.apellido}}', monto: '{{trigger.body.monto}}' });
  });

  it('"borre de la tabla X los que…" is a DELETE with its condition; with no column for the age it is asked, never a bare DELETE', () => {
    const r = plan('cada domingo borra de la tabla reservas de postgres las que tengan estado cancelada');
    expect(p(r, 2).query).toBe('DELETE FROM reservas WHERE estado = $1');
    const asked = plan('kiero un boton q cuando le pique borre de la tabla sesiones de postgres las q tengan mas de 7 dias');
    expect(asked.status).toBe('smart_forms_required');
    expect(p(asked, 2).query).toBe('');
  });
});

describe('the story and the texting, more ways', () => {
  it('"los pedidos me llegan por correo con asunto X. Quisiera que cada uno se guarde…": the mail is the trigger', () => {
    const r = plan('Fíjese que en mi taller los presupuestos me llegan por correo con asunto presupuesto. Quisiera que cada uno se guarde en la hoja Presupuestos del archivo 1HojaPresupTaller_6');
    expect(labels(r)).toEqual(['gmail/new_email', 'google_sheets/append_row']);
    expect(p(r, 1).query).toBe('subject:presupuesto');
  });

  it('"tmb al correo x@y.mx" after a mail trigger is one more mail, not the trigger\'s own service', () => {
    const r = plan('pls cuando llegue un correo con asunto pago mandamelo x whats al 5511223344 tmb al correo caja@negocio.mx');
    expect(labels(r)).toEqual(['gmail/new_email', 'whatsapp/send_message', 'gmail/send_email']);
    expect(p(r, 3).to).toBe('caja@negocio.mx');
  });

  it('"en el sheet Leads": the English word names the tab too; a word after a link names nothing', () => {
    expect(p(plan('cuando alguien llene el form guardalo en el sheet Prospectos del archivo 1HojaProspForm_9'), 2).sheet_name).toBe('Prospectos');
    const r = plan('Cuando llegue un pedido a mi webhook quiero guardarlo en sheets https://docs.google.com/spreadsheets/d/1HojaLinkPed/edit. También mandarle un whatsapp de confirmación.');
    expect(r.status).toBe('plan_ready');
  });
});

describe('Spanglish and waits said after the order', () => {
  it('"un order", "al phone del order", "1 dia despues": the wait goes before the message it delays', () => {
    const r = plan('cada q llegue un order a mi webhook mandale al cliente un reminder x whats al mobile del order 2 dias despues');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'delay/wait', 'whatsapp/send_message']);
    expect(p(r, 2).seconds).toBe(172800);
    expect(p(r, 3).to).toBe('{{trigger.body.mobile}}');
  });

  it('"…y 3 días después otro pidiendo…": the wait sits between the two messages', () => {
    const r = plan('cuando llegue una venta a mi webhook mándale un whats de gracias y 2 días después otro pidiendo una reseña');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message', 'delay/wait', 'whatsapp/send_message']);
  });

  it('a short name of a listed field is that field ("al tel que viene" with telefono listed)', () => {
    const r = plan('cuando llegue una reserva a mi webhook con nombre, telefono y fecha mandale whats al tel que viene');
    expect(p(r, 2).to).toBe('{{trigger.body.telefono}}');
  });

  it('"un reminder … pa tomar mi medicina": what to remember, said after where it goes', () => {
    const r = plan('kiero un reminder x telegram al chat 77665544 todos los dias a las 9 pa regar las plantas');
    expect(p(r, 2).message).toBe('Recordatorio: regar las plantas');
  });
});

describe('the event said back at the end, and an amount about it', () => {
  it('"avísame por Slack … cuando caiga uno nuevo" after the setup: the setup\'s source is the trigger', () => {
    const r = plan('Los técnicos suben sus reportes a la carpeta de Drive 1CarpetaReportesTecX. Avísame por Slack al canal #reportes cuando caiga uno nuevo');
    expect(labels(r)).toEqual(['google_drive/new_file', 'slack/send_message']);
    expect(p(r, 1).folder_id).toBe('1CarpetaReportesTecX');
  });

  it('"cuando entre una nueva mayor a 5 mil, no, mejor a 10 mil": the amount said about the row, corrected, on its money column', () => {
    const r = plan('Cada venta la apuntamos en la hoja Ventas del archivo 1HojaVentasApunt_2 con columnas Cliente y Total. Cuando entre una nueva mayor a 5 mil, no, mejor a 10 mil, avísame por whats al 5512341234');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'filter/condition', 'whatsapp/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.record.Total}}', operator: 'greater_than', right: 10000 });
  });
});

describe('wishes around the orders after the story', () => {
  it('"quisiera que me avises … cuando caiga uno nuevo": the wish leads orders and the event said back', () => {
    const r = plan('Los arquitectos suben los planos a la carpeta de Drive 1CarpetaPlanosArq. Quisiera que me avises por Slack al canal #planos cuando caiga uno nuevo');
    expect(labels(r)).toEqual(['google_drive/new_file', 'slack/send_message']);
  });

  it('"…y que se guarde cada mensaje en la hoja": "cada mensaje" after an usted order is what it stores, not an event', () => {
    const r = plan('Nuestros clientes nos escriben por Telegram al bot. Quisiera que la IA les conteste con el menú y que se guarde cada mensaje en la hoja Chats del archivo 1HojaChatsBot_3');
    expect(labels(r)).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message', 'google_sheets/append_row']);
  });
});

describe('texting "d" for "de"', () => {
  it('"la lista d precios d la hoja Precios" reads the sheet', () => {
    const r = plan('oye cuando llegue un msj al bot d tg q diga menu respondele con la lista d platillos d la hoja Menu del archivo 1HojaMenuBot_4');
    expect(labels(r)).toEqual(['telegram/new_message', 'filter/condition', 'google_sheets/read_rows', 'telegram/send_message']);
  });
});
