import type { Template } from '../types';

/** Restaurants, cafés and fondas: reservations, delivery orders, reviews, the menu of the day. */
export const restaurantTemplates: Template[] = [
  {
    template_id: 'restaurante-reservaciones',
    name: 'Reservaciones desde tu página',
    category: 'restaurants',
    description: 'Cada reservación del formulario entra a tu Google Calendar y el cliente recibe la confirmación por WhatsApp.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'telefono', 'fecha', 'hora', 'personas'] } },
      {
        node_id: 'google_calendar',
        action_id: 'create_event',
        params: { title: 'Reservación: {{trigger.nombre}} ({{trigger.personas}} personas)', start: '{{trigger.fecha}}T{{trigger.hora}}:00' },
      },
      {
        node_id: 'whatsapp',
        action_id: 'send_message',
        params: { to: '{{trigger.telefono}}', message: '¡Hola {{trigger.nombre}}! Tu mesa para {{trigger.personas}} quedó reservada el {{trigger.fecha}} a las {{trigger.hora}}. ¡Te esperamos!' },
      },
    ],
    examples: {},
  },
  {
    template_id: 'restaurante-pedidos-domicilio',
    name: 'Pedidos a domicilio a la cocina',
    category: 'restaurants',
    description: 'Los pedidos que llegan de tu app o página se guardan en tu hoja de pedidos y la cocina los recibe al momento en su grupo de Telegram.',
    steps: [
      { node_id: 'webhook', action_id: 'webhook_received', params: { method: 'POST' } },
      {
        node_id: 'google_sheets',
        action_id: 'append_row',
        params: {
          spreadsheet_id: '',
          sheet_name: 'Pedidos',
          values: { Pedido: '{{trigger.body.pedido}}', Cliente: '{{trigger.body.cliente.nombre}}', Teléfono: '{{trigger.body.cliente.telefono}}', Total: '{{trigger.body.monto}}' },
        },
      },
      {
        node_id: 'telegram',
        action_id: 'send_message',
        params: { chat_id: '', message: '🛵 Pedido {{trigger.body.pedido}} para {{trigger.body.cliente.nombre}}: {{trigger.body.productos}}' },
      },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '3.chat_id': '-1001234567890' },
  },
  {
    template_id: 'restaurante-respuesta-resenas',
    name: 'Respuesta a reseñas con IA',
    category: 'restaurants',
    description: 'Cuando un comensal deja su opinión en tu formulario, la IA redacta una respuesta amable y se la envía por correo desde tu Gmail.',
    steps: [
      { node_id: 'form', action_id: 'form_submitted', params: { fields: ['nombre', 'email', 'calificacion', 'comentario'] } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: {
          prompt: 'Eres el gerente de un restaurante mexicano. Responde con calidez y en pocas líneas a esta reseña; si la calificación es baja, ofrece una disculpa y una invitación a volver.\n\nCliente: {{trigger.nombre}}\nCalificación: {{trigger.calificacion}} de 5\nComentario: {{trigger.comentario}}',
        },
      },
      { node_id: 'gmail', action_id: 'send_email', params: { to: '{{trigger.email}}', subject: 'Gracias por tu visita, {{trigger.nombre}}', body: '{{steps.2.output.text}}' } },
    ],
    examples: {},
  },
  {
    template_id: 'restaurante-menu-del-dia',
    name: 'Menú del día en tu canal de Telegram',
    category: 'restaurants',
    description: 'De lunes a sábado a las 11 lee el menú del día de tu hoja, lo convierte en un anuncio antojable y lo publica en tu canal de Telegram.',
    steps: [
      { node_id: 'schedule', action_id: 'cron', params: { cron_expression: '0 11 * * 1-6' } },
      { node_id: 'google_sheets', action_id: 'read_rows', params: { spreadsheet_id: '', sheet_name: 'Menú' } },
      {
        node_id: 'ai',
        action_id: 'generate_text',
        params: { prompt: 'Escribe un anuncio corto y antojable del menú del día de hoy, con precios, para publicar en Telegram.\n\nMenú: {{steps.2.output.rows}}' },
      },
      { node_id: 'telegram', action_id: 'send_message', params: { chat_id: '', message: '{{steps.3.output.text}}' } },
    ],
    examples: { '2.spreadsheet_id': '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '4.chat_id': '@mi_fonda' },
  },
];
