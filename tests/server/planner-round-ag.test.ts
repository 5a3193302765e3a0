/**
 * Readings added while working blind batch ag: owners who ask or complain instead of ordering ("¿se puede que…?",
 * "¿cómo le hago para que…?", "quisiera saber si…"). Each test uses wording of its own (not the eval's), so it
 * checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { askedAsOrder } from '../../server/planner/asked-order';
import { emojiAsStops } from '../../server/planner/emoji-stops';
import { politeAsTu } from '../../server/planner/polite';
import { labels, p, plan } from './planner-support';

const SHEET = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd';

describe('an order asked as a question reads as the order', () => {
  it('"¿se puede que cuando…?" with "usted" subjunctives plans the steps, ready', () => {
    const r = plan(`Tengo una panaderia. ¿Se puede que cuando llegue un pedido por webhook lo anote en la hoja Pedidos del archivo ${SHEET} y le conteste a la tienda que ya quedo?`);
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'webhook/respond']);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Pedidos' });
    expect(r.status).toBe('plan_ready');
  });

  it('"¿habrá forma de que…?" keeps the event verb after "cuando" and reads the wait and the mail as orders', () => {
    const r = plan('¿Habra forma de que cuando caiga un pedido en el webhook de mi tienda espere 30 minutos y le mande un correo al cliente (viene en el campo correo) con asunto Gracias por tu compra?');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'delay/wait', 'email/send_email']);
    expect(p(r, 2).seconds).toBe(1800);
    expect(p(r, 3).to).toMatch(/^{{trigger\.body\./);
  });

  it('"¿se podrá guardar … y contestarles …?": the infinitives after the wrapper are the orders', () => {
    const r = plan('Mis alumnos me escriben al bot de Telegram. ¿Se podra guardar cada mensaje en mi base de datos, tabla dudas (chat_id, texto), y contestarles que en breve los atiendo?');
    expect(labels(r)).toEqual(['telegram/new_message', 'postgres/query', 'telegram/send_message']);
    expect(p(r, 3).chat_id).toBe('{{trigger.chat_id}}');
  });

  it('"quisiera saber si se puede que…" and "que se apunte" (said of the thing) write it down', () => {
    const r = plan(`Quisiera saber si se puede que cuando alguien llene el formulario (nombre, correo) se apunte en la hoja Altas del archivo ${SHEET}`);
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row']);
    expect(p(r, 2).sheet_name).toBe('Altas');
  });

  it('the AI as the one who works keeps its verb and its "que"', () => {
    expect(askedAsOrder('¿Cómo le hago para que la IA me haga un resumen?')).toBe('que la IA me haga un resumen.');
    expect(askedAsOrder('Oye, ¿se puede que me lo mande por Slack?')).toBe('Oye, mandamelo por Slack.');
  });

  it('a question about what Enlaza works with stays a question', () => {
    for (const m of ['Una pregunta, ¿se puede usar Telegram?', 'oiga, ¿es posible conectarlo con mi Shopify?']) {
      expect(askedAsOrder(m)).toBe(m);
      expect(plan(m).status).toBe('conversation');
    }
  });
});

describe('an emoji between sentences is a period', () => {
  it('the ask after a complaint and an emoji opens a sentence of its own', () => {
    expect(emojiAsStops('siempre se me pasa 😩 ¿me puedes avisar?')).toBe('siempre se me pasa. ¿me puedes avisar?');
    expect(emojiAsStops('listo. 🙏 Gracias')).toBe('listo. Gracias');
    // Inside the text to send, and before a sentence that goes on, it stays.
    expect(emojiAsStops('mándale «Gracias 😊 Vuelve pronto»')).toBe('mándale «Gracias 😊 Vuelve pronto»');
    expect(emojiAsStops('cafetería la taza 📚 cada lunes')).toBe('cafetería la taza 📚 cada lunes');
  });

  it('plans the order said after the emoji', () => {
    const r = plan(`Tengo una tintoreria y se me olvida revisar los pendientes 🤷‍♀️ ¿me puedes recordar cada viernes a las 6 de la tarde por Telegram al chat 99887766 con la lista de la hoja Pendientes del archivo ${SHEET}?`);
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
    expect(p(r, 3).message).toContain('{{steps.2.output.rows}}');
  });
});

describe('polite asks with the pronoun said before them', () => {
  it('"¿me lo puedes mandar?" reads as "mándamelo", "¿me puedes recordar?" as "recuérdame"', () => {
    expect(politeAsTu('me lo puedes mandar por slack')).toBe('mandamelo por slack');
    expect(politeAsTu('nos las podrias enviar al correo')).toBe('envianoslas al correo');
    expect(politeAsTu('me puedes recordar cada lunes')).toBe('recuerdame cada lunes');
  });
});

describe('complaints that say how the data arrives', () => {
  it('"nos llegan cotizaciones por correo" is the mail event, with what is asked after it', () => {
    const r = plan('Somos una imprenta. Nos llegan cotizaciones por correo con asunto presupuesto y se nos pasan 😩 ¿Se puede que la IA las resuma y me las mande por Telegram al chat 44556677?');
    expect(labels(r)).toEqual(['gmail/new_email', 'ai/generate_text', 'telegram/send_message']);
    expect(p(r, 1).query).toContain('presupuesto');
    expect(p(r, 2).prompt).toContain('{{trigger.body}}');
  });

  it('a remark after the subject ("a veces ni…", "nunca…") is no part of it', () => {
    const r = plan('Cuando me llega un correo con asunto pago recibido nunca me entero. Avisame por Slack al canal #pagos');
    expect(p(r, 1).query).toBe('subject:"pago recibido"');
  });
});

describe('the field an amount comes in, said in parentheses', () => {
  it('"de más de 2 mil (viene en importe)" compares that field', () => {
    const r = plan('Cuando entre un pedido por webhook de mas de 2 mil pesos (viene en importe) avisame por Slack al canal #grandes');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'slack/send_message']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.importe}}', operator: 'greater_than', right: 2000 });
  });
});

describe('questions about whether the automations run on their own', () => {
  it('"quisiera saber: ¿siguen funcionando con la laptop apagada?" is answered, with no plan', () => {
    for (const m of [
      'Buenas, tengo una estetica. Me gustaría saber, ¿los flujos siguen corriendo aunque tenga la laptop cerrada?',
      'Antes de empezar quiero saber: ¿tengo que dejar la computadora prendida para que esto funcione o no?',
    ]) {
      const r = plan(m);
      expect(r.status).toBe('conversation');
      expect(r.execution_plan).toBeUndefined();
    }
  });
});

describe('"arma los datos con X y Y" picks those fields', () => {
  it('asked as a question, the fields are picked before the POST', () => {
    const r = plan(`Cuando se agregue una fila en la hoja Altas del archivo ${SHEET}, ¿se podra armar los datos con Correo y Plan y mandarlos por POST a https://crm.ejemplo.mx/api/altas?`);
    expect(labels(r)).toEqual(['google_sheets/new_row', 'transform/set_fields', 'http/request']);
    expect(p(r, 3)).toMatchObject({ url: 'https://crm.ejemplo.mx/api/altas', method: 'POST' });
  });

  it('an opening "¿" is not left behind', () => {
    expect(askedAsOrder('¿se puede guardar cada correo en Drive?')).toBe('guarda cada correo en Drive.');
  });
});

describe('where the data lives, said after the order that sends it', () => {
  it('"¿me lo podrías mandar…? Está en la hoja…" reads the sheet first and sends its rows', () => {
    const r = plan(`Siempre se me pasa revisar los pedidos pendientes. ¿Me los podrias mandar por correo cada viernes a las 5 de la tarde? Estan en la hoja Pendientes del archivo ${SHEET}`);
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ spreadsheet_id: SHEET, sheet_name: 'Pendientes' });
    expect(p(r, 3).body).toContain('{{steps.2.output.rows}}');
  });

  it('"sácalo de la hoja…" is a read too', () => {
    const r = plan(`mandame el corte por Telegram al chat 12345678 cada dia a las 9 de la noche, sacalo de la hoja Corte del archivo ${SHEET}`);
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
  });

  it('a polite ask that asks how or what stays a question', () => {
    const m = '¿me puedes decir como funciona?';
    expect(askedAsOrder(m)).toBe(m);
  });
});

describe('a chore done by hand, asked to happen by itself', () => {
  it('"tengo que crear la carpeta a mano… ¿se puede que se cree solita?" creates that folder', () => {
    const r = plan('Cada que alguien llena el formulario de alta (nombre, correo) tengo que crear la carpeta a mano. ¿Habra forma de que se cree solita en Drive con su nombre?');
    expect(labels(r)).toEqual(['form/form_submitted', 'google_drive/create_folder']);
    expect(p(r, 2).name).toBe('{{trigger.nombre}}');
  });
});

describe('emoji stops on a long row of emoji', () => {
  it('reads a message of 2,000 emoji (a run of runs once backtracked exponentially and hung the chat)', async () => {
    const { emojiAsStops } = await import('../../server/planner/emoji-stops');
    expect(emojiAsStops(`hola ${'🙂'.repeat(2000)} Cada lunes`)).toBe('hola. Cada lunes');
    expect(emojiAsStops(`listo ${'👍🏽 '.repeat(1000)}Cada lunes`)).toBe('listo. Cada lunes');
  });
});
