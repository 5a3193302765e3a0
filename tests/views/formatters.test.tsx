import { describe, expect, it } from 'vitest';
import { formatCost, formatDate, formatDateTime, formatDuration, relativeAge, statusLabel } from '../../src/i18n/messages';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const H = 3_600_000;

describe('relativeAge (spec §9: under 1 hour, then hours, then days)', () => {
  it('says under an hour for recent dates', () => {
    expect(relativeAge(ago(0), NOW)).toBe('Hace menos de 1 hora');
    expect(relativeAge(ago(59 * 60_000), NOW)).toBe('Hace menos de 1 hora');
  });
  it('counts hours below a day', () => {
    expect(relativeAge(ago(H), NOW)).toBe('Hace 1 hora');
    expect(relativeAge(ago(5 * H + 10), NOW)).toBe('Hace 5 horas');
    expect(relativeAge(ago(23 * H), NOW)).toBe('Hace 23 horas');
  });
  it('counts days from 24 hours on', () => {
    expect(relativeAge(ago(24 * H), NOW)).toBe('Hace 1 día');
    expect(relativeAge(ago(72 * H), NOW)).toBe('Hace 3 días');
  });
  it('is empty for missing or invalid dates and never negative', () => {
    expect(relativeAge(null, NOW)).toBe('');
    expect(relativeAge('no es fecha', NOW)).toBe('');
    expect(relativeAge(new Date(NOW + H).toISOString(), NOW)).toBe('Hace menos de 1 hora');
  });
});

describe('formatDuration (ms under 1000, else seconds with 2 decimals)', () => {
  it('uses ms under a second', () => {
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(999)).toBe('999 ms');
  });
  it('uses seconds with two decimals from 1000 ms', () => {
    expect(formatDuration(1000)).toBe('1.00 s');
    expect(formatDuration(1234)).toBe('1.23 s');
    expect(formatDuration(65_432)).toBe('65.43 s');
  });
  it('shows a dash when missing', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(undefined)).toBe('—');
  });
});

describe('formatCost (N/A, <$0.001, 3 decimals)', () => {
  it('is N/A when missing', () => {
    expect(formatCost(null)).toBe('N/A');
    expect(formatCost(undefined)).toBe('N/A');
    expect(formatCost(Number.NaN)).toBe('N/A');
  });
  it('is <$0.001 below a thousandth', () => {
    expect(formatCost(0.0009)).toBe('<$0.001');
    expect(formatCost(0)).toBe('<$0.001');
  });
  it('has three decimals otherwise', () => {
    expect(formatCost(0.001)).toBe('$0.001');
    expect(formatCost(0.12345)).toBe('$0.123');
    expect(formatCost(2)).toBe('$2.000');
  });
});

describe('dates and statuses', () => {
  it('formats in the es-MX locale', () => {
    const d = '2026-03-05T15:30:00Z';
    expect(formatDateTime(d)).toBe(new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(d)));
    expect(formatDate(d)).toMatch(/2026/);
    expect(formatDateTime(null)).toBe('—');
  });
  it('labels statuses in Spanish and never shows a raw id', () => {
    expect(statusLabel('success')).toBe('Éxito');
    expect(statusLabel('error')).toBe('Error');
    expect(statusLabel('running')).toBe('En ejecución');
    expect(statusLabel('error', 'Ejecución interrumpida')).toBe('Interrumpida');
    expect(statusLabel('weird_state')).toBe('Weird state');
  });
});
