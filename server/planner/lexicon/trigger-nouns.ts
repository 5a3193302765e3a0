/**
 * How a follow-up names a trigger to swap in ("que sea con un botón", "en lugar del formulario un
 * webhook", "mejor usa un formulario…"), as data. Schedules are moved by edit-schedule.ts.
 * Text is normalised and stripped of literal markers.
 */
export type TriggerNoun = { node_id: string; action_id: string; words: RegExp };

export const TRIGGER_NOUNS: TriggerNoun[] = [
  { node_id: 'manual', action_id: 'manual_trigger', words: /\b(?:con un boton|un boton|el boton|cuando yo (?:quiera|le de|lo pida|lo diga|le pique)|manual|manualmente|yo lo (?:ejecuto|corro|inicio|arranco|activo))\b/ },
  { node_id: 'webhook', action_id: 'webhook_received', words: /\b(?:un|el|mi|por|del|al)\s+webhook\b(?!\s+(?:de|del)\s+discord)/ },
  { node_id: 'form', action_id: 'form_submitted', words: /\b(?:un|el|mi|del|al|por)\s+(?:formulario|form)\b/ },
  { node_id: 'google_sheets', action_id: 'new_row', words: /\b(?:fila nueva|nueva fila|filas nuevas|se agregue una fila|cada fila)\b/ },
  { node_id: 'gmail', action_id: 'new_email', words: /\b(?:cuando (?:me )?llegue un correo|correo nuevo|correos nuevos|cada correo que (?:me )?llegue)\b/ },
];
