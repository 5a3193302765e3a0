import type { AuthField } from '../../contracts/credentials';
import type { NodeDefinition } from '../nodes/types';

/** The connection form of each non-OAuth service (spec §3 metadata.fields); secrets use type 'password'. */

const apiKey = (label = 'API key'): AuthField => ({ name: 'api_key', label, type: 'password', required: true });

const DB_FIELDS: AuthField[] = [
  { name: 'host', label: 'Servidor', type: 'text', placeholder: 'db.miempresa.com', required: true },
  { name: 'port', label: 'Puerto', type: 'number', placeholder: '5432', required: false },
  { name: 'database', label: 'Base de datos', type: 'text', required: true },
  { name: 'user', label: 'Usuario', type: 'text', required: true },
  { name: 'password', label: 'Contraseña', type: 'password', required: false },
  { name: 'ssl', label: 'Usar SSL', type: 'boolean', required: false },
];

const SERVICE_FIELDS: Record<string, AuthField[]> = {
  ai: [
    { name: 'provider', label: 'Proveedor de IA', type: 'select', options: ['openai', 'anthropic'], required: true },
    apiKey('API key del proveedor'),
  ],
  email: [
    { name: 'host', label: 'Servidor SMTP', type: 'text', placeholder: 'smtp.miempresa.com', required: true },
    { name: 'port', label: 'Puerto', type: 'number', placeholder: '587', required: false },
    { name: 'secure', label: 'Conexión segura (SSL/TLS, puerto 465)', type: 'boolean', required: false },
    { name: 'user', label: 'Usuario', type: 'text', required: false },
    { name: 'password', label: 'Contraseña', type: 'password', required: false },
    { name: 'from', label: 'Remitente', type: 'email', placeholder: 'ventas@miempresa.com', required: false },
  ],
  telegram: [
    {
      name: 'bot_token', label: 'Token del bot', type: 'password', placeholder: '123456789:AAE…', required: true,
      help_text: 'Crea un bot con @BotFather en Telegram y copia el token que te da.',
    },
  ],
  whatsapp: [
    { ...apiKey('Token de acceso de WhatsApp Cloud API'), help_text: 'Lo encuentras en Meta for Developers > WhatsApp > Configuración de la API.' },
    { name: 'phone_number_id', label: 'ID del número de teléfono', type: 'text', required: true },
  ],
  postgres: DB_FIELDS,
};
SERVICE_FIELDS.ai_agent = SERVICE_FIELDS.ai;

export function fieldsFor(node: NodeDefinition): AuthField[] {
  const own = SERVICE_FIELDS[node.service];
  if (own) return own;
  switch (node.auth.mechanism) {
    case 'bot_token': return [{ name: 'bot_token', label: 'Token del bot', type: 'password', required: true }];
    case 'db_credentials': return DB_FIELDS;
    case 'api_key': return [apiKey()];
    default: return [];
  }
}
