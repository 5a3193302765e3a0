/**
 * Readings added while working blind batches u and v: tab names of several words, conditions said at the end,
 * triggers, recipients and follow-ups. Each test uses wording of its own (not the eval's), so it checks the
 * reading, not one case.
 */
import { describe, expect, it } from 'vitest';
import { namedValues } from '../../server/planner/values';
import { p, plan } from './planner-support';

const tab = (text: string) => namedValues(text).find((v) => v.slot === 'sheet_name')?.value;

describe('tab names of several words', () => {
  it('keeps capitalised words, a year and "del" inside the name', () => {
    expect(tab('guárdalo en la pestaña Clientes Nuevos del archivo 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd')).toBe('Clientes Nuevos');
    expect(tab('lee la hoja Cortes 2027 del sheet y mándamelo')).toBe('Cortes 2027');
    expect(tab('lee la pestaña Plan de Trabajo y mándamelo')).toBe('Plan de Trabajo');
    expect(tab('agrega una fila a la pestaña Lista del Mes, gracias')).toBe('Lista del Mes');
  });

  it('stops at lower case, at the spreadsheet, at an order and at an amount', () => {
    expect(tab('en la hoja Pagos del spreadsheet 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd')).toBe('Pagos');
    expect(tab('en la hoja Pagos de Google Sheets')).toBe('Pagos');
    expect(tab('guárdalo en la hoja Pagos Mándame un whats')).toBe('Pagos');
    expect(tab('lee la pestaña Turnos 10 minutos antes')).toBe('Turnos');
    expect(tab('lee la pestaña Turnos a las 9 de la mañana')).toBe('Turnos');
  });

  it('plans the whole name as the tab', () => {
    const r = plan('Cada mañana a las 8 lee la pestaña Pendientes Taller del sheet 1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcd y mándame un resumen a jefe@taller.mx');
    expect(p(r, 2).sheet_name).toBe('Pendientes Taller');
  });
});
