/**
 * Words a follow-up uses to point at a step of the current plan ("quita el whatsapp", "antes del
 * correo", "entre el guardado y el aviso", "lo de la IA"), as data. Text is normalised (lower case,
 * no accents) with literals masked. The first entry whose words match names the steps its `is`
 * accepts; `trigger` entries name step 1.
 */
import type { PlanStep } from '../types';
import { PRODUCERS } from '../vocabulary';

export type StepNoun = {
  words: RegExp;
  /** The steps this noun can name. */
  is: (s: PlanStep) => boolean;
  /** Names the plan's trigger (step 1) rather than an action. */
  trigger?: boolean;
  /** A kind of step ("el aviso", "el guardado"): yields to a service named in the same phrase ("el aviso de Slack"). */
  generic?: boolean;
};

const node = (...ids: string[]) => (s: PlanStep) => ids.includes(s.node_id);
const action = (...ids: string[]) => (s: PlanStep) => ids.includes(`${s.node_id}/${s.action_id}`);
const sends = (s: PlanStep) => s.action_id === 'send_message' || s.action_id === 'send_email';
/** A step that reads data (a GET, rows, events, a query): "después de la consulta". */
const reads = (s: PlanStep) => (s.node_id === 'http' ? String(s.params?.method ?? 'GET').toUpperCase() === 'GET' : PRODUCERS.has(`${s.node_id}.${s.action_id}`) && s.node_id !== 'ai' && s.node_id !== 'ai_agent');
const stores = (s: PlanStep) => ['google_sheets/append_row', 'postgres/query', 'google_drive/upload_file', 'google_drive/create_folder'].includes(`${s.node_id}/${s.action_id}`);

/** Most specific first: a named service before a kind of step. */
export const STEP_NOUNS: StepNoun[] = [
  { words: /\bwhatsapp\b|\bwhats\b/, is: node('whatsapp') },
  { words: /\btelegram\b/, is: node('telegram') },
  { words: /\bslack\b/, is: node('slack') },
  { words: /\bdiscord\b/, is: node('discord') },
  { words: /\bgmail\b/, is: node('gmail') },
  { words: /\bsmtp\b|\bcorreo normal\b/, is: node('email') },
  { words: /\b(?:correo|correos|email|emails|mail|mails|e-mail)\b/, is: (s) => s.action_id === 'send_email' },
  { words: /\b(?:google sheets|sheets?|hoja|hojas|excel|planilla|pestana)\b/, is: node('google_sheets') },
  { words: /\b(?:postgres|postgresql|base de datos|sql|tabla)\b/, is: node('postgres') },
  { words: /\b(?:drive|archivo|carpeta)\b/, is: node('google_drive') },
  { words: /\b(?:calendario|calendar|evento|eventos|cita|citas|agenda)\b/, is: node('google_calendar') },
  { words: /\b(?:github|issue|issues)\b/, is: node('github') },
  { words: /\b(?:espera|pausa|retraso|delay)\b/, is: node('delay') },
  { words: /\b(?:filtro|condicion)\b/, is: node('filter') },
  { words: /\b(?:ia|ai|inteligencia artificial|resumen|chatgpt|gpt|agente)\b/, is: node('ai', 'ai_agent') },
  { words: /\b(?:solicitud|peticion|http|api|url)\b/, is: node('http') },
  { words: /\b(?:guardado|registro|respaldo|guardar|guardarlo|guardarla|guardarlos|guarde|guarda|guardalo|guardala|registre|anote)\b/, is: stores, generic: true },
  { words: /\b(?:aviso|avisos|mensaje|mensajes|notificacion|alerta|mandarlo|mandarla|enviarlo|enviarla|avisar)\b/, is: sends, generic: true },
  { words: /\b(?:consulta|lectura|busqueda)\b/, is: reads, generic: true },
  { words: /\b(?:respuesta)\b/, is: action('webhook/respond') },
  { words: /\b(?:formulario|form|webhook|disparador|trigger|inicio|horario)\b/, is: () => true, trigger: true },
];

/** Ordinal words for "el segundo paso", "el último". */
/** "el penúltimo (paso)", "el antepenúltimo": a step counted from the end of the plan (2 is the one before the last). */
export const FROM_END = /\b(penultim|antepenultim)[oa]\b/;
export const FROM_END_COUNT: Record<string, number> = { penultim: 2, antepenultim: 3 };

export const ORDINALS: Record<string, number> = {
  primer: 1, primero: 1, primera: 1, segundo: 2, segunda: 2, tercer: 3, tercero: 3, tercera: 3, cuarto: 4, cuarta: 4, quinto: 5, quinta: 5,
};
