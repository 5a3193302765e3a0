/**
 * Readings added while working blind batch af: requests written as lists (numbered lines, "paso 1:",
 * dashes and bullets, a title line, a note at the end). Each test uses wording of its own (not the
 * eval's), so it checks the reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { listAsClauses } from '../../server/planner/list-items';
import { labels, p, plan } from './planner-support';

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
