/**
 * Readings added while working blind batches ac and ad: conditions said as exceptions ("menos cuando…",
 * "excepto si…"), days off said apart from a daily schedule, and requests passed on from someone else
 * ("dice mi socio que…", "la contadora me pidió que…"). Each test uses wording of its own (not the
 * eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { withoutReportFrame } from '../../server/planner/reported';
import { ustedAsTu as asTu } from '../../server/planner/plural';
import { labels, last, p, plan } from './planner-support';

describe('a condition said as an exception: the flow goes on when it does not hold', () => {
  it('"excepto cuando el tipo sea prueba" → not_equals', () => {
    const r = plan('Cuando alguien llene el form de reservas con nombre, correo y tipo, mándale un correo al cliente con asunto Reserva recibida, excepto cuando el tipo sea prueba');
    expect(labels(r)).toEqual(['form/form_submitted', 'filter/condition', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.tipo}}', operator: 'not_equals', right: 'prueba' });
  });

  it('"salvo si el total es menor a 100" → the opposite comparison', () => {
    const r = plan('Por webhook me llegan pagos con nombre, correo y total. Mándale correo al cliente con asunto Gracias, salvo si el total es menor a 100');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.total}}', operator: 'greater_or_equal', right: 100 });
  });
});

describe('days off said apart from a daily schedule', () => {
  it('"diario a las 7 … excepto los domingos" at the end of the message', () => {
    const r = plan('Diario a las 7 de la mañana manda un resumen de la tabla pedidos por Telegram al chat 12345, excepto los domingos');
    expect(p(r, 1).cron_expression).toBe('0 7 * * 1-6');
  });

  it('"todos los días a las 9 … menos los sábados y domingos"', () => {
    const r = plan('todos los días a las 9 lee la hoja Caja y mándamela por correo menos los sábados y domingos');
    expect(p(r, 1).cron_expression).toBe('0 9 * * 1-5');
  });
});

describe('a request passed on from someone else', () => {
  it('the frame that names who asked is taken out', () => {
    expect(withoutReportFrame('Oye, dice mi socio Beto que mejor sea a las 10')).toBe('mejor sea a las 10');
    expect(withoutReportFrame('La encargada me pidió que quites el correo')).toBe('quites el correo');
    expect(withoutReportFrame('Rosa dice que agregues un whats al final')).toBe('agregues un whats al final');
    expect(withoutReportFrame('Cuando llegue un pedido dice que…')).toBe('Cuando llegue un pedido dice que…');
  });

  it('the "tú" subjunctive it keeps is the order ("quites", "cambies", "pongas")', () => {
    expect(asTu('quites lo de telegram y cambies la hora')).toBe('quita lo de telegram y cambia la hora');
  });

  it('a follow-up passed on edits the plan', () => {
    const r = last(
      'Cuando entre una fila nueva en la hoja Altas del spreadsheet 1AbCdEfGhIjKlMnOpQrStUvWx, avisa en el canal #altas de Slack y mándale un whats al cliente',
      'Dice mi socia Rocío que quites lo del whats, que ella les llama',
    );
    expect(r.status).toBe('plan_ready');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'slack/send_message']);
  });
});

describe('what a field says, and the fields a webhook sends', () => {
  it('"nomás si en las notas viene la palabra regalo" → notas contains "regalo"', () => {
    const r = plan('Por webhook me llegan pedidos con nombre, correo y notas. Nomás si en las notas viene la palabra regalo, avísame por Slack al canal #envios');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'slack/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.notas}}', operator: 'contains', right: 'regalo' });
  });

  it('"solo si en el cuerpo dice cancelado" on a mail filters its body', () => {
    const r = plan('Cuando me llegue un correo con asunto reservación, solo si en el cuerpo dice cancelado, avísame por Telegram al chat 44556677');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body}}', operator: 'contains', right: 'cancelado' });
    expect(labels(r)).toEqual(['gmail/new_email', 'filter/condition', 'telegram/send_message']);
  });

  it('a service word among the fields a webhook sends ("nombre, whatsapp y folio") names a field, not a step', () => {
    const r = plan('Por webhook nos llegan reservas confirmadas con nombre, whatsapp, personas y folio. Mándale whats al cliente con su folio');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'whatsapp/send_message']);
    expect(p(r, 2).to).toBe('{{trigger.body.whatsapp}}');
    expect(r.status).toBe('plan_ready');
  });
});

describe('a time said on the 24-hour clock is said back that way too', () => {
  it('"a las 18:45" → "6:45 p. m. (18:45)"', () => {
    const r = plan('Cada viernes a las 18:45 lee la hoja Caja del spreadsheet 1CaJa2026xYzAbCdEfGhIjKl y mándamela por correo');
    expect(p(r, 1).cron_expression).toBe('45 18 * * 5');
    expect(r.reply).toContain('6:45 p. m. (18:45)');
  });
});

describe('a field named with a service nickname keeps the owner\'s name', () => {
  it('"un form con nombre, whats y colonia": the field is "whats" and the WhatsApp goes to it', () => {
    const r = plan('Tengo un form de pedidos con nombre, whats y colonia. Cuando lo llenen mándale un whats al cliente que ya recibimos su pedido');
    expect(p(r, 1).fields).toEqual(['nombre', 'whats', 'colonia']);
    expect(p(r, 2).to).toBe('{{trigger.whats}}');
  });

  it('a list of services is still services ("avísame por correo, whats y Slack")', () => {
    const r = plan('Cuando llegue un pedido a mi webhook avísame por correo, whats y Slack');
    expect(labels(r)).toContain('whatsapp/send_message');
  });
});

describe('a column named by the owner, and answering the system that called', () => {
  it('"una carpeta con su nombre de la columna Paciente" is named after that column', () => {
    const r = plan('Cuando se agregue una fila en la hoja Altas del spreadsheet 1AlTaS2026xYzAbCdEfGhIjKl, créale una carpeta en Drive con su nombre de la columna Paciente');
    expect(p(r, 2).name).toBe('{{trigger.record.Paciente}}');
  });

  it('"y le contestes a la app con un 202" answers the webhook', () => {
    const r = plan('Cuando la app de reparto mande un webhook de pedido entregado, avísame por Telegram al chat 11223344 y le contestes a la app con un 202');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'telegram/send_message', 'webhook/respond']);
    expect(p(r, 3).status).toBe(202);
  });

  it('"regresa su respuesta del mismo webhook" answers with what the AI wrote', () => {
    const r = plan('Por webhook me llegan dudas de clientes en el campo duda. Que la IA las responda como asesor y regresa su respuesta por el mismo webhook');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'ai/generate_text', 'webhook/respond']);
    expect(p(r, 3).body).toBe('{{steps.2.output.text}}');
  });
});

describe('follow-ups and lists, read as owners say them', () => {
  const report = 'Cada martes a las 9 consulta https://api.ejemplo.mx/v1/ventas, que la IA haga un resumen y mándalo al canal #ventas de Slack';

  it('"después del resumen de la IA" is a place: no second AI step', () => {
    const r = last(report, 'después del resumen de la IA guárdalo también en la hoja Semanal del spreadsheet 1SeMaNaL2026xYzAbCdEfGh, antes del Slack');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'ai/generate_text', 'google_sheets/append_row', 'slack/send_message']);
    expect(p(r, 4).values).toBe('{{steps.3.output.text}}');
  });

  it('"al final no lo usamos" ("in the end") only removes; it moves nothing', () => {
    const r = last(report, 'quítale lo de Slack, al final no lo revisamos');
    expect(labels(r)).toEqual(['schedule/cron', 'http/request', 'ai/generate_text']);
  });

  it('"nomás los de esta semana" is a time window, not a column', () => {
    const r = plan('Cada lunes a las 8 saca de la tabla pedidos los que tengan estado \'pendiente\' y mándalos al canal #bodega de Slack, pero nomás los de esta semana');
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query', 'slack/send_message']);
  });

  it('"…y raza de cada mascota" ends the list of fields with its last field', () => {
    const r = plan('La app manda un webhook con nombre, edad y raza de cada mascota nueva; guárdalo en la tabla mascotas de Postgres');
    expect(String(p(r, 2).query)).toContain('raza');
  });
});

describe('a field made of two, and a field named shorter than listed', () => {
  it('"que armes un campo contacto juntando nombre y telefono" (a request passed on) is a set-fields step', () => {
    const r = plan('Mi socia quiere que cuando llegue por webhook un cliente con nombre, telefono y zona, armes un campo contacto juntando nombre y telefono, y lo guardes en la hoja Clientes del spreadsheet 1ClIeNtEs2026xYzAbCdEfGh');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'transform/set_fields', 'google_sheets/append_row']);
    expect(p(r, 2).fields).toEqual({ contacto: '{{trigger.body.nombre}} {{trigger.body.telefono}}' });
  });

  it('"arma un campo ubicacion con ciudad y estado" after a condition', () => {
    const r = plan('Por webhook nos llegan envios con ciudad, estado y monto_mxn. Si el monto es mayor a 900 arma un campo ubicacion con ciudad y estado, y mándalo por POST a https://api.ejemplo.mx/envios');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'transform/set_fields', 'http/request']);
    expect(p(r, 2).left).toBe('{{trigger.body.monto_mxn}}');
  });
});

describe('a row arriving in a named tab, said with "cada"', () => {
  it('"cada fila nueva de la hoja Inscritos (spreadsheet …)" is the trigger with that tab; no step writes to it', () => {
    const r = plan('Mi jefa quiere que cada fila nueva de la hoja Inscritos (spreadsheet 1InScRiToS2026xYzAbCdEf) se mande por POST a https://api.ejemplo.mx/inscritos');
    expect(labels(r)).toEqual(['google_sheets/new_row', 'http/request']);
    expect(p(r, 1)).toMatchObject({ spreadsheet_id: '1InScRiToS2026xYzAbCdEf', sheet_name: 'Inscritos' });
  });
});

describe('a condition on the arriving item itself', () => {
  it('"…, pero solo si el correo trae la palabra pedido" after the orders guards the whole flow and reads the mail', () => {
    const r = plan('Cuando me llegue un correo de ventas@proveedor.mx, que la IA saque el folio y el total y lo apunte en la hoja Compras de https://docs.google.com/spreadsheets/d/1CoMpRaS2026xYzAbCdEfGhIj/edit, pero solo si el correo trae la palabra pedido');
    expect(labels(r)).toEqual(['gmail/new_email', 'filter/condition', 'ai/generate_text', 'google_sheets/append_row']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body}}', operator: 'contains', right: 'pedido' });
  });
});

describe('rows of a table named like calendar items', () => {
  it('"las citas de hoy de la tabla agenda_clinica" reads the table, not the calendar', () => {
    const r = plan('Diario a las 7 saca de nuestra base Postgres las citas de hoy de la tabla agenda_clinica y mándamelas por correo');
    expect(labels(r)).toEqual(['schedule/cron', 'postgres/query', 'email/send_email']);
  });
});

describe('a town and its state in the introduction', () => {
  it('"en Zacatlán, Tlaxcala." asks nothing about "Tlaxcala"', () => {
    const r = plan('Buenas, tengo una sidrería en Zacatlan, Tlaxcala. Cada que llene alguien el form de pedidos con nombre y correo mándale un correo de gracias');
    expect(r.status).toBe('plan_ready');
  });
});

describe('conditions said with "siempre y cuando", and messages sent by others to the bot', () => {
  it('"siempre y cuando sean más de 5 cajas" after the orders is a filter', () => {
    const r = plan('Tengo un form de pedidos con cliente, cajas y precio. Cada que lo llenen avísame por Telegram al chat 99887766, siempre y cuando sean más de 5 cajas');
    expect(labels(r)).toEqual(['form/form_submitted', 'filter/condition', 'telegram/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.cajas}}', operator: 'greater_than', right: 5 });
  });

  it('"cada mensaje que los vendedores manden al bot de Telegram" is the Telegram trigger', () => {
    const r = plan('Quiero que cada mensaje que los vendedores manden al bot de Telegram se guarde en la hoja Reportes del spreadsheet 1RePoRtEs2026xYzAbCdEf');
    expect(labels(r)).toEqual(['telegram/new_message', 'google_sheets/append_row']);
  });
});

describe('a prefix said with its colon', () => {
  it('"que empiece con pedido: se mande…" keeps "pedido:" as the value, not dictated text', () => {
    const r = plan('Cuando alguien escriba en Slack un mensaje que empiece con pedido: se cree un issue en el repo tienda/pedidos con el texto del mensaje como titulo');
    expect(labels(r)).toEqual(['slack/slack_webhook', 'filter/condition', 'github/create_issue']);
    expect(p(r, 2)).toMatchObject({ operator: 'starts_with', right: 'pedido:' });
  });
});

describe('a table read summed per group', () => {
  it('"saca de la tabla cortes el monto por cajero" sums per group', () => {
    const r = plan('Cada noche a las 10 saca de la tabla cortes el monto por cajero y mándamelo por Telegram al chat 77665544');
    expect(p(r, 2).query).toBe('SELECT cajero, SUM(monto) AS monto FROM cortes GROUP BY cajero');
  });

  it('"que saque de la tabla X los kilos de cada productor y los pase a la hoja…" reads the table, then writes the sheet', () => {
    const r = plan('Quiero un botón que cuando le pique saque de la tabla cosechas los kilos de cada productor y los pase a la hoja Pagos del spreadsheet 1PaGoS2026xYzAbCdEfGhIj');
    expect(labels(r)).toEqual(['manual/manual_trigger', 'postgres/query', 'google_sheets/append_row']);
    expect(p(r, 2).query).toBe('SELECT productor, SUM(kilos) AS kilos FROM cosechas GROUP BY productor');
  });
});

describe('"y ya luego lo de X" after placing a new step', () => {
  it('is where the new step goes, not a second X', () => {
    const r = last(
      'Cada lunes a las 9 lee la hoja Caja del spreadsheet 1CaJa2026xYzAbCdEfGhIjKl, que la IA haga un resumen y mándalo por Telegram al chat 55443322',
      'después del resumen guárdalo también en la carpeta de Drive 1CaRpEtA2026xYzAbCdEfGh, y luego lo de Telegram',
    );
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'ai/generate_text', 'google_drive/upload_file', 'telegram/send_message']);
  });
});
