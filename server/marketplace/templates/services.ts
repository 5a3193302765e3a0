import { OWNER_EMAIL, type Template } from '../types';

/** Accountants, workshops, plumbers, agencies: quotes, collections, leads, client files. */
export const serviceTemplates: Template[] = [
  {
    template_id: 'servicios-cotizaciones',
    name: 'Solicitudes de cotización con borrador',
    category: 'services',
    description: 'Cada solicitud de cotización de tu página se guarda en tu hoja y te llega por correo con un borrador de respuesta escrito por la IA.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'email', 'telefono', 'servicio', 'detalle'] } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Cotizaciones',
          values: { Fecha: '{{trigger.submitted_at}}', Cliente: '{{trigger.nombre}}', Correo: '{{trigger.email}}', Teléfono: '{{trigger.telefono}}', Servicio: '{{trigger.servicio}}', Detalle: '{{trigger.detalle}}' },
        },
      },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Redacta una respuesta profesional y breve a esta solicitud de cotización: agradece, confirma lo que entendimos y pide los datos que falten para dar un precio.\n\nCliente: {{trigger.nombre}}\nServicio: {{trigger.servicio}}\nDetalle: {{trigger.detalle}}' },
      },
      {
        node_id: 'email',
        action_id: 'send_email',
        params: { to: OWNER_EMAIL, subject: 'Cotización solicitada por {{trigger.nombre}}', body: 'Teléfono: {{trigger.telefono}}\nCorreo: {{trigger.email}}\n\nBorrador de respuesta:\n\n{{steps.3.output.text}}' },
      },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'servicios-cobranza',
    name: 'Cobranza de facturas pendientes',
    category: 'services',
    description: 'Cada lunes revisa tu hoja de facturas, identifica las vencidas y te manda por correo la lista con un recordatorio de pago listo para cada cliente.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Facturas' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Hoy es {{trigger.scheduled_at}}. Lista las facturas vencidas y sin pagar (cliente, folio, monto, días de atraso) y para cada una escribe un recordatorio de pago cordial.\n\nFacturas: {{steps.2.output.rows}}' },
      },
      { node_id: 'email', action_id: 'send_email', params: { to: OWNER_EMAIL, subject: 'Facturas por cobrar esta semana', body: '{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'servicios-prospectos',
    name: 'Seguimiento inmediato de prospectos',
    category: 'services',
    description: 'Los prospectos que llegan de tu página o de tus anuncios se guardan en tu hoja y reciben un WhatsApp de bienvenida en menos de un minuto.',
    steps: [
      { node_id: 'webhook', action_id: 'webhook_received', params: { method: 'POST' } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Prospectos',
          values: { Nombre: '{{trigger.body.nombre}}', Teléfono: '{{trigger.body.telefono}}', Correo: '{{trigger.body.email}}', Origen: '{{trigger.body.origen}}' },
        },
      },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: { to: '{{trigger.body.telefono}}', message: '¡Hola {{trigger.body.nombre}}! Gracias por tu interés. ¿A qué hora te podemos llamar para platicar lo que necesitas?' },
      },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'servicios-expedientes-drive',
    name: 'Expediente de cliente en Google Drive',
    category: 'services',
    description: 'Al registrar un cliente nuevo se crea su carpeta de expediente en tu Google Drive y el cliente recibe por correo la lista de documentos a enviar.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'rfc', 'email'] } },
      { node_id: 'google_drive', action_id: 'create_folder', params: { name: 'Cliente {{trigger.nombre}} ({{trigger.rfc}})' } },
      {
        node_id: 'gmail',
        action_id: 'send_email',
        params: {
          to: '{{trigger.email}}',
          subject: 'Documentos para tu expediente',
          body: 'Hola {{trigger.nombre}}:\n\nYa abrimos tu expediente. Para empezar, envíanos por favor: constancia de situación fiscal, identificación oficial y comprobante de domicilio.\n\nGracias.',
        },
      },
    ],
    examples: {},
  },
];
