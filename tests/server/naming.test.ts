import { describe, expect, it } from 'vitest';
import { generateWorkflowName } from '../../server/flows/naming';

describe('generateWorkflowName (spec §5)', () => {
  const steps = [{ node_id: 'webhook' }, { node_id: 'google_sheets' }, { node_id: 'slack' }, { node_id: 'slack' }];

  it('takes the first 4 words and counts distinct services', () => {
    expect(generateWorkflowName('Cuando llegue un lead nuevo, guárdalo en Sheets', steps)).toBe('Cuando llegue un lead (3 servicios)');
    expect(generateWorkflowName('  Reporte   semanal  ', [{ node_id: 'schedule' }])).toBe('Reporte semanal (1 servicio)');
  });

  it('adds no suffix without steps', () => {
    expect(generateWorkflowName('Enviar correo a nuevos clientes cada día')).toBe('Enviar correo a nuevos');
    expect(generateWorkflowName('Enviar correo a nuevos clientes', [])).toBe('Enviar correo a nuevos');
  });

  it('cuts names over 50 characters to 47 plus "..."', () => {
    const name = generateWorkflowName('Sincronizar automáticamente inventarios multicanal desde proveedores', steps);
    expect(name.length).toBeLessThanOrEqual(50);
    expect(name).toBe('Sincronizar automáticamente...(3 servicios)'.replace('...(', '... ('));
    const exactly50 = 'A'.repeat(50);
    expect(generateWorkflowName(exactly50)).toBe(exactly50);
    expect(generateWorkflowName('A'.repeat(51))).toBe(`${'A'.repeat(47)}...`);
  });

  it('cuts at whole words, without trailing punctuation or a dangling connector', () => {
    expect(generateWorkflowName('cada lunes a las 9 manda el reporte', steps)).toBe('Cada lunes (3 servicios)');
    expect(generateWorkflowName('Avísame, por favor', [])).toBe('Avísame, por favor');
    expect(generateWorkflowName('Guarda pedidos, clientes, y más', [])).toBe('Guarda pedidos, clientes');
  });

  it("falls back to 'Workflow {date}' in es-MX without a description", () => {
    const now = new Date('2026-03-05T18:00:00Z');
    expect(generateWorkflowName('', steps, { now })).toBe('Workflow 5/3/2026');
    expect(generateWorkflowName(null, undefined, { now })).toBe('Workflow 5/3/2026');
    expect(generateWorkflowName('   ', steps, { now: new Date('2026-03-06T03:00:00Z'), timeZone: 'America/Mexico_City' })).toBe('Workflow 5/3/2026');
  });
});
