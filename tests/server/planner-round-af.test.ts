/**
 * Readings added while working blind batch af: requests written as lists (numbered lines, "paso 1:",
 * dashes and bullets, a title line, a note at the end). Each test uses wording of its own (not the
 * eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { listAsClauses } from '../../server/planner/list-items';
import { LINK_SENT } from '../../server/planner/lexicon/clause-words';
import { orderOfInfinitive } from '../../server/planner/polite';
import { labels, last, p, plan } from './planner-support';

describe('a request written as a list: each item is a sentence of its own', () => {
  it('marks are taken out and each line is closed', () => {
    expect(listAsClauses('Quiero:\n1) cuando llegue un pedido\n2) guárdalo en la hoja Ventas')).toBe('Quiero: cuando llegue un pedido. guárdalo en la hoja Ventas');
    expect(listAsClauses('paso 1: cada lunes\npaso 2: léeme la hoja')).toBe('cada lunes. léeme la hoja');
    expect(listAsClauses('• a las 8\n* mándame el reporte\n- y avísame')).toBe('a las 8. mándame el reporte. y avísame');
  });

  it('a line that opens with a conjunction goes on with the item before it', () => {
    expect(listAsClauses('- mándale un correo de gracias\ny su código de descuento\n- avísame')).toBe('mándale un correo de gracias y su código de descuento. avísame');
  });

  it('numbers that are values are no marks', () => {
    expect(listAsClauses('1. avisa al grupo\n-1002233 es el chat')).toBe('avisa al grupo. -1002233 es el chat');
    expect(listAsClauses('1. espera\n1.5 horas después')).toBe('espera. 1.5 horas después');
  });

  it('a message on one line is left as it is', () => {
    expect(listAsClauses('cuando llegue un pedido, 1. guárdalo')).toBe('cuando llegue un pedido, 1. guárdalo');
  });

  it('a value that ends an item keeps no mark of the next one', () => {
    const r = plan('Buenas, tengo una tlapalería. Lo que quiero:\n1) que cuando yo le dé al botón\n2) se cree una carpeta en Drive llamada Clientes Mayoreo\n3) avisarme por correo');
    expect(labels(r)).toEqual(['manual/manual_trigger', 'google_drive/create_folder', 'email/send_email']);
    expect(p(r, 2).name).toBe('Clientes Mayoreo');
  });

  it('a form list that ends its line keeps its last field', () => {
    const r = plan('Hola, vendo uniformes. Quiero esto:\n- un formulario de pedidos con nombre, escuela y talla\n- que se guarde en la hoja Pedidos del sheet 1UnifXyz88\n- y avisarme por telegram al chat 5544332211');
    expect(p(r, 1).fields).toEqual(['nombre', 'escuela', 'talla']);
    expect(labels(r)).toEqual(['form/form_submitted', 'google_sheets/append_row', 'telegram/send_message']);
  });
});

describe('an item that opens with an infinitive gives that order', () => {
  it('the infinitive, with its pronouns, is the "tú" order', () => {
    expect(orderOfInfinitive('crear')).toBe('crea');
    expect(orderOfInfinitive('mandarsela')).toBe('mandasela');
    expect(orderOfInfinitive('contestarle')).toBe('contestale');
    expect(orderOfInfinitive('ver')).toBeUndefined();
    expect(listAsClauses('1. cuando llegue un correo\n2. guardarlo en Drive')).toBe('cuando llegue un correo. guardalo en Drive');
  });

  it('"contestarle con un 201" answers the webhook', () => {
    const r = plan('- cuando me llegue una cita por webhook\n- guardarla en la hoja Citas del sheet 1CitasAbc99\n- contestarle con un 201');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'webhook/respond']);
    expect(p(r, 3).status).toBe(201);
  });
});

describe('readings found through lists that hold for any request', () => {
  it('"solo si empieza con …" with no subject: how the message starts', () => {
    const r = plan('cuando alguien escriba en el canal de slack, solo si empieza con "pedido", guárdalo en la hoja Pedidos del sheet 1PedAbc55');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.text}}', operator: 'starts_with', right: 'pedido' });
  });

  it('a link the message carries is no web request, and the message says it', () => {
    const r = plan('cuando alguien llene el form con nombre y telefono, mándale un whats con el link del catálogo https://tienda.ejemplo.mx/catalogo');
    expect(labels(r)).toEqual(['form/form_submitted', 'whatsapp/send_message']);
    expect(p(r, 2).message).toBe('Aquí está el link del catálogo: https://tienda.ejemplo.mx/catalogo');
    // "la liga es …" only says where something is.
    expect(LINK_SENT.test('lee la hoja y la liga es ')).toBe(false);
    expect(LINK_SENT.test('mandale un correo con la liga de pago ')).toBe(true);
  });

  it('"los que tengan la columna existencia menor a 5": the column named as one', () => {
    const r = plan('cada mañana a las 9 consulta la tabla productos, los que tengan la columna existencia menor a 5, y mándamelos por correo');
    expect(p(r, 2).query).toBe('SELECT * FROM productos WHERE existencia < $1');
  });

  it('an issue\'s title on a GitHub event is the issue\'s', () => {
    const r = plan('cuando abran un issue en github, solo si el titulo dice bug, avísame por telegram al chat 123456');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.issue.title}}', operator: 'contains', right: 'bug' });
  });

  it('a file name with its extension does not cut the clause', () => {
    const r = plan('cuando llegue un pedido por webhook, guárdalo en Drive como pedido.json en la carpeta 1PedidosCarpeta99');
    expect(p(r, 2)).toMatchObject({ name: 'pedido.json', folder_id: '1PedidosCarpeta99' });
  });

  it('a row after a Drive step takes what the folder has', () => {
    const r = plan('cuando yo le pique al botón crea una carpeta en Drive llamada Cotizaciones y anota en la hoja Registro del sheet 1RegAbc123 el link y el nombre de la carpeta');
    expect(r.status).toBe('plan_ready');
    expect(p(r, 3).values).toEqual(['{{steps.2.output.web_view_link}}', '{{steps.2.output.name}}']);
  });
});

describe('more ways of marking and continuing a list', () => {
  it('letters with their parenthesis, and marks said together ("1.-")', () => {
    expect(listAsClauses('Quiero:\na) cada lunes\nb) mándame la hoja')).toBe('Quiero: cada lunes. mándame la hoja');
    expect(listAsClauses('1.- cada lunes\n2.- mándame la hoja')).toBe('cada lunes. mándame la hoja');
  });

  it('a line that opens with a gerund goes on with the item before it', () => {
    expect(listAsClauses('- mándale un correo\ndiciéndole que ya quedó\n- avísame')).toBe('mándale un correo diciéndole que ya quedó. avísame');
  });
});

describe('an amount said of the item itself, with no field named', () => {
  it('"nomás los de más de 2000 pesos" compares the data\'s amount', () => {
    const r = plan('cuando caiga una venta por webhook con vendedor y total, nomás las de más de 3000 pesos, avísame por telegram al chat 44556677');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.total}}', operator: 'greater_than', right: 3000 });
  });

  it('"solo si es de menos de 500" too', () => {
    const r = plan('cuando caiga una venta por webhook con vendedor y total, solo si es de menos de 500, avísame por telegram al chat 44556677');
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.total}}', operator: 'less_than', right: 500 });
  });
});

describe('a condition on its own line, said with no "si"', () => {
  it('"- que la cantidad pase de 50" is the flow\'s condition', () => {
    const r = plan('Mi flujo:\n1. cuando llegue un pedido por webhook (producto, cantidad, correo)\n2. que la cantidad pase de 50\n3. mandarle correo al cliente');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'filter/condition', 'email/send_email']);
    expect(p(r, 2)).toMatchObject({ left: '{{trigger.body.cantidad}}', operator: 'greater_than', right: 50 });
  });

  it('a state field said with its value, and a labelled condition', () => {
    expect(listAsClauses('- cuando llegue un pedido\n- que el estatus sea pagado\n- avísame')).toBe('cuando llegue un pedido. solo si el estatus sea pagado. avísame');
    expect(listAsClauses('cuando llegue un pedido\nCondición: el tipo diga mayoreo\n- avísame')).toBe('cuando llegue un pedido. solo si el tipo diga mayoreo. avísame');
    // An order to the AI is no condition.
    expect(listAsClauses('- cuando llegue un correo\n- que la IA diga si es urgente')).toBe('cuando llegue un correo. que la IA diga si es urgente');
  });
});

describe('an AI answering a chat, said over several items', () => {
  it('the answer said twice is one step, and how the AI should write stays in its prompt', () => {
    const r = plan('Así lo quiero:\n- cuando me escriban al bot de telegram\n- que la IA lo conteste como recepcionista, cálida y breve\n- contestarle en el mismo chat');
    expect(labels(r)).toEqual(['telegram/new_message', 'ai/generate_text', 'telegram/send_message']);
    expect(p(r, 2).prompt).toContain('cálida y breve');
  });

  it('a courtesy after the AI\'s order is no part of its prompt', () => {
    const r = plan('cuando me escriban al bot de telegram, que la IA lo resuma, gracias');
    expect(p(r, 2).prompt).not.toContain('gracias');
  });
});

describe('a short title over a list', () => {
  it('says nothing the items do not; a title that says something stays', () => {
    expect(listAsClauses('Porfis:\n- cambia la hora\n- y el canal')).toBe('cambia la hora. y el canal');
    expect(listAsClauses('Quiero un botón que haga esto:\n1. crea una carpeta')).toBe('Quiero un botón que haga esto: crea una carpeta');
  });

  it('a list of changes under a courtesy makes every change', () => {
    const r = last(
      'Tengo una nevería.\n1. cada día a las 9 pm\n2. leer la hoja Cortes del sheet 1NevCortes5\n3. mandarme la lista al canal #caja de slack',
      'Porfa:\n* antes de slack agrega que la IA haga un resumen\n* y cambia el canal a #gerencia',
    );
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'ai/generate_text', 'slack/send_message']);
    expect(p(r, 4).channel).toBe('#gerencia');
  });
});

describe('a removal, then what takes its place', () => {
  const first = 'Tengo una nevería.\n1. cada día a las 9 pm\n2. leer la hoja Cortes del sheet 1NevCortes5\n3. mandarme la lista al canal #caja de slack';
  it('said as two items of a list of changes', () => {
    const r = last(first, 'Cambios:\n- quitar lo de slack\n- enviármelo mejor por telegram al chat 44332211');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
    expect(p(r, 3).chat_id).toBe('44332211');
  });

  it('said with any order after "y"', () => {
    const r = last(first, 'quita lo de slack y enviamelo mejor por telegram al chat 44332211');
    expect(labels(r)).toEqual(['schedule/cron', 'google_sheets/read_rows', 'telegram/send_message']);
  });
});

describe('lines with no marks', () => {
  it('a line that opens a sentence is one; a text wrapped by hand goes on', () => {
    expect(listAsClauses('Lo que quiero\ncuando llegue un pedido\nmandar un correo')).toBe('Lo que quiero. cuando llegue un pedido. manda un correo');
    expect(listAsClauses('guárdalo en la hoja\nVentas del sheet 1Abc')).toBe('guárdalo en la hoja Ventas del sheet 1Abc');
    expect(listAsClauses('avísame por telegram al\nchat 5544')).toBe('avísame por telegram al chat 5544');
    expect(listAsClauses('Lo que quiero\nlos sábados a las 9\nmándame\nlos pedidos por correo')).toBe('Lo que quiero. los sábados a las 9. mándame los pedidos por correo');
  });

  it('a request wrapped by hand keeps its values', () => {
    const r = plan('cuando llegue un pedido por webhook guárdalo en la hoja\nCompras del sheet 1ComprAbc7 y avísame por telegram al\nchat 5544332211');
    expect(labels(r)).toEqual(['webhook/webhook_received', 'google_sheets/append_row', 'telegram/send_message']);
    expect(p(r, 2).sheet_name).toBe('Compras');
  });
});

describe('numbered items written on one line', () => {
  it('"1) … 2) … 3) …" in order are items', () => {
    expect(listAsClauses('Quiero: 1) cada lunes 2) léeme la hoja Caja 3) mándamela')).toBe('Quiero: cada lunes. léeme la hoja Caja. mándamela');
    // One number alone, or numbers out of order, are no list.
    expect(listAsClauses('mándame 2) copias')).toBe('mándame 2) copias');
  });

  it('the value before the next number keeps no mark', () => {
    const r = plan('Ocupo: paso 1: cuando llegue un pedido por webhook paso 2: guardarlo en la hoja Pedidos del sheet 1PedAbc77 paso 3: avisarme por slack al #ventas');
    expect(r.status).toBe('plan_ready');
    expect(p(r, 2).sheet_name).toBe('Pedidos');
  });
});
