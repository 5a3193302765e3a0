import type { Template } from '../types';

/**
 * Online shops (Shopify, WooCommerce, Tiendanube, Mercado Shops…), which send each order to the
 * workflow's webhook. Fields follow a plain order: pedido, cliente {nombre, email, telefono}, monto.
 */
export const ecommerceTemplates: Template[] = [
  {
    template_id: 'ecommerce-pedido-nuevo',
    name: 'Pedido nuevo de tu tienda en línea',
    category: 'ecommerce',
    description: 'Cada pedido de tu tienda en línea se guarda en tu hoja de pedidos y el cliente recibe la confirmación por WhatsApp con su número de pedido.',
    steps: [
      { node_id: 'webhook', action_id: 'webhook_received', params: { method: 'POST' } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Pedidos',
          values: { Pedido: '{{trigger.body.pedido}}', Cliente: '{{trigger.body.cliente.nombre}}', Correo: '{{trigger.body.cliente.email}}', Teléfono: '{{trigger.body.cliente.telefono}}', Monto: '{{trigger.body.monto}}' },
        },
      },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: { to: '{{trigger.body.cliente.telefono}}', message: '¡Gracias por tu compra, {{trigger.body.cliente.nombre}}! Recibimos tu pedido {{trigger.body.pedido}} por ${{trigger.body.monto}} MXN. Te avisaremos cuando salga.' },
      },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
  {
    template_id: 'ecommerce-pedidos-grandes',
    name: 'Aviso de pedidos grandes',
    category: 'ecommerce',
    description: 'Cuando entra un pedido de más de $5,000 MXN te avisa al momento por Telegram, para darle atención especial.',
    steps: [
      { node_id: 'webhook', action_id: 'webhook_received', params: { method: 'POST' } },
      { node_id: 'filter', action_id: 'condition', params: { left: '{{trigger.body.monto}}', operator: 'greater_than', right: 5000 } },
      {
        node_id: 'telegram',
        action_id: 'send_message',
        params: { chat_id: '', message: '💰 Pedido grande: {{trigger.body.pedido}} de {{trigger.body.cliente.nombre}} por ${{trigger.body.monto}} MXN.' },
      },
    ],
    examples: { '3.chat_id': '123456789' },
  },
  {
    template_id: 'ecommerce-carrito-abandonado',
    name: 'Recuperación de carritos abandonados',
    category: 'ecommerce',
    description: 'Una hora después de que un cliente deja su carrito, la IA le escribe un correo amable para invitarlo a terminar su compra.',
    steps: [
      { node_id: 'webhook', action_id: 'webhook_received', params: { method: 'POST' } },
      { node_id: 'delay', action_id: 'wait', params: { seconds: 3600 } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Escribe un correo breve y amable para {{trigger.body.cliente.nombre}}, que dejó estos productos en su carrito, invitándole a terminar su compra. Sin presionar.\n\nProductos: {{trigger.body.productos}}' },
      },
      { node_id: 'gmail', action_id: 'send_email', params: { to: '{{trigger.body.cliente.email}}', subject: '¿Se te olvidó algo?', body: '{{steps.3.output.text}}' } },
    ],
    examples: {},
  },
  {
    template_id: 'ecommerce-aviso-envio',
    name: 'Aviso de envío con número de guía',
    category: 'ecommerce',
    description: 'Cuando tu paquetería confirma el envío, el cliente recibe por WhatsApp su número de guía y el envío queda registrado en tu hoja.',
    steps: [
      { node_id: 'webhook', action_id: 'webhook_received', params: { method: 'POST' } },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: { to: '{{trigger.body.cliente.telefono}}', message: '📦 ¡Tu pedido {{trigger.body.pedido}} va en camino! Paquetería: {{trigger.body.paqueteria}}. Número de guía: {{trigger.body.guia}}.' },
      },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Envíos',
          values: { Pedido: '{{trigger.body.pedido}}', Cliente: '{{trigger.body.cliente.nombre}}', Paquetería: '{{trigger.body.paqueteria}}', Guía: '{{trigger.body.guia}}' },
        },
      },
    ],
    examples: { '3.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789' },
  },
];
