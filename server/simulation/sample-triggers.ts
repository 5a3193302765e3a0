/**
 * What a trigger would hand the next steps, for a simulation: realistic Spanish sample data in the
 * shape each trigger really produces (see the trigger nodes in server/nodes/).
 */

export const SAMPLE_ORDER = { pedido: 'A-1024', cliente: { nombre: 'Ana López', email: 'ana@ejemplo.mx', telefono: '+52 55 1234 5678' }, monto: 1250, moneda: 'MXN' };

const SAMPLES: Record<string, (now: Date, timezone: string) => unknown> = {
  manual: () => ({}),
  webhook: () => ({ body: SAMPLE_ORDER, query: {}, headers: { 'content-type': 'application/json' }, method: 'POST' }),
  form: () => ({ body: { nombre: 'Ana López', email: 'ana@ejemplo.mx', mensaje: 'Quiero una cotización' }, query: {}, headers: {}, method: 'POST' }),
  schedule: (now, timezone) => ({ scheduled_at: now.toISOString(), timezone }),
  gmail: () => ({ id: 'ejemplo-1', from: 'cliente@ejemplo.mx', to: 'tu-correo@ejemplo.mx', subject: 'Consulta de precios', snippet: 'Hola, ¿me pueden enviar la lista de precios?', date: new Date(0).toISOString() }),
  google_sheets: () => ({ row_number: 2, values: { Nombre: 'Ana López', Email: 'ana@ejemplo.mx', Monto: '1250' } }),
  google_drive: () => ({ id: 'archivo-ejemplo', name: 'Factura A-1024.pdf', mimeType: 'application/pdf' }),
  google_calendar: (now) => ({ id: 'evento-ejemplo', summary: 'Cita con Ana López', start: new Date(now.getTime() + 15 * 60_000).toISOString() }),
  telegram: () => ({ message_id: 1, chat: { id: 123456789 }, from: { first_name: 'Ana' }, text: 'Hola, ¿tienen servicio a domicilio?' }),
  slack: () => ({ body: { type: 'event_callback', event: { type: 'message', text: 'Nuevo pedido A-1024', channel: 'C0VENTAS' } }, query: {}, headers: {}, method: 'POST' }),
  github: () => ({ body: { action: 'opened', issue: { number: 7, title: 'Error en el checkout' }, repository: { full_name: 'mi-tienda/web' } }, query: {}, headers: {}, method: 'POST' }),
};

export function sampleTriggerOutput(nodeId: string, now: Date, timezone: string): unknown {
  return (SAMPLES[nodeId] ?? (() => ({})))(now, timezone);
}
