import type { AuthField, AuthStep } from '../contracts';

/** The service form's rules (spec §5 "Service form"), shared by the serviceConnection machine and its view. */

export const AI_KEY_PROVIDERS = ['openai', 'anthropic'] as const;

export type FormField = AuthField;

/** spec §5 "Service form": the fields to ask for (server's metadata.fields, else by mechanism). */
export function formFields(step: AuthStep | null, category?: string): FormField[] {
  if (!step) return [];
  const given = step.metadata?.fields ?? [];
  const ai = (step.category ?? category) === 'ai';
  const providerField: FormField = { name: 'provider', label: 'Proveedor', type: 'select', required: true, options: AI_KEY_PROVIDERS };
  if (given.length) {
    const needsProvider = ai && step.mechanism === 'api_key' && !given.some((f) => f.name === 'provider');
    return needsProvider ? [...given, providerField] : given;
  }
  switch (step.mechanism) {
    case 'api_key':
      return [{ name: 'api_key', label: 'API Key', type: 'password', required: true }, ...(ai ? [providerField] : [])];
    case 'bot_token':
      return [{ name: 'bot_token', label: 'Bot Token', type: 'password', required: true }];
    case 'db_credentials':
      return [
        { name: 'host', label: 'Host', type: 'text', required: true },
        { name: 'port', label: 'Puerto', type: 'number', required: false, placeholder: '5432' },
        { name: 'database', label: 'Base de datos', type: 'text', required: true },
        { name: 'user', label: 'Usuario', type: 'text', required: true },
        { name: 'password', label: 'Contraseña', type: 'password', required: false },
      ];
    default:
      return [];
  }
}

/** spec §5: fields are required unless required is false. Names of the missing ones. */
export function missingFields(fields: FormField[], values: Record<string, string>): string[] {
  return fields.filter((f) => f.required !== false && !(values[f.name] ?? '').trim()).map((f) => f.name);
}

/** spec §5: input type is password when the field name contains password, key or token. */
export function inputTypeOf(field: FormField): string {
  if (/password|key|token/i.test(field.name)) return 'password';
  if (field.type === 'number') return 'number';
  if (field.type === 'email' || field.type === 'url') return field.type;
  return 'text';
}
