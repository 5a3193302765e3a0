import { OWNER_EMAIL, type Template } from '../types';

/** Shops and corner stores: stock, daily cash count, regular customers, suppliers. */
export const retailTemplates: Template[] = [
  {
    template_id: 'tienda-inventario-bajo',
    name: 'Alerta de inventario bajo',
    category: 'retail',
    description: 'Cada mañana revisa tu hoja de inventario y te manda por WhatsApp los productos que están por agotarse, para que surtas a tiempo.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 8 * * *' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Inventario' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: {
          prompt: 'Revisa este inventario y haz una lista corta de los productos con 5 piezas o menos, con cuántas quedan de cada uno. Si ninguno está bajo, dilo en una línea.\n\nInventario: {{steps.2.output.rows}}',
        },
      },
      { node_id: 'whatsapp', action_id: 'send_message', params: { to: '', message: 'Inventario de hoy:\n{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '4.to': '+52 55 1234 5678' },
  },
  {
    template_id: 'tienda-corte-de-caja',
    name: 'Corte de caja diario por correo',
    category: 'retail',
    description: 'Al cerrar la tienda lee las ventas del día en tu hoja de Google, arma un resumen con totales y te lo manda por correo.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 21 * * *' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Ventas' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Haz el corte de caja de hoy: total vendido, número de ventas, ticket promedio y los 3 productos más vendidos.\n\nVentas: {{steps.2.output.rows}}' },
      },
      { node_id: 'email', action_id: 'send_email', params: { to: OWNER_EMAIL, subject: 'Corte de caja del día', body: '{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'tienda-clientes-frecuentes',
    name: 'Registro de clientes frecuentes',
    category: 'retail',
    description: 'Tus clientes se registran con un formulario; quedan guardados en tu hoja de clientes y reciben un WhatsApp de bienvenida al programa.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'telefono', 'email', 'cumpleanos'] } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Clientes',
          values: { Nombre: '{{trigger.nombre}}', Teléfono: '{{trigger.telefono}}', Correo: '{{trigger.email}}', Cumpleaños: '{{trigger.cumpleanos}}', Alta: '{{trigger.submitted_at}}' },
        },
      },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: { to: '{{trigger.telefono}}', message: '¡Hola {{trigger.nombre}}! Ya eres cliente frecuente. Muestra este mensaje en caja para recibir tus puntos.' },
      },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'tienda-pedido-proveedores',
    name: 'Pedido semanal a proveedores',
    category: 'retail',
    description: 'Cada lunes lee la lista de productos por surtir, redacta el pedido y se lo envía por correo a tu proveedor desde tu Gmail.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 9 * * 1' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Por surtir' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Redacta un correo breve y cordial a nuestro proveedor pidiendo estos productos con sus cantidades, en una lista clara.\n\nProductos: {{steps.2.output.rows}}' },
      },
      { node_id: 'gmail', action_id: 'send_email', params: { to: '', subject: 'Pedido de la semana', body: '{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '4.to': 'ventas@proveedor.mx' },
  },
];
