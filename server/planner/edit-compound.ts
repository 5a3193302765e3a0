/**
 * Compound follow-ups: "mejor cámbialo a las 10 y mándalo por telegram" asks for two edits. The
 * message is cut into edit clauses at "y", commas, "y luego", "también" and "además" — only where
 * the next piece stands on its own (it starts with an order or names what it changes) — and each
 * clause is applied in turn to the plan the clauses before it left. Every change is said back.
 */
import type { Ctx, Edit } from './edit-details';
import type { PlanStep } from './types';
import { SERVICES, serviceWord } from './vocabulary';
import { ACTION_VERB } from './verbs';

/** Words that only lead into a clause ("y", "pero", "porfa"…). */
/** A place in the plan said first ("al final avísame…", "antes del whats espera…") leads too: the order after it stands alone. */
// The place in the plan is tried first, so "después de la IA mándalo…" leads with all of "después de la IA".
const LEAD = /^(?:(?:(?:justo\s+)?(?:antes|despues)\s+(?:del|de la|de)\s+[a-z]+|y|e|pero|luego|despues|y luego|porfa|por favor|plis|oye|oiga|fijese que|fijate que|mire|ahora|igual|tambien|ademas|al final|al principio|al inicio|hasta el final|antes de todo|para empezar|que primero|primero|solo|nada mas)\s*,?\s+)+/;

const EDIT_VERB = /(?:cambia|cambialo|cambiala|cambiale|cambiame|cambiar|quita|quitale|quitalo|quitala|mueve|muevelo|muevela|sube|subelo|subela|subele|baja|bajalo|bajala|bajale|pasalo|pasala|hazlo|hazla|ponlo|ponla|ponle|pon|agrega|agregale|anade|anadele|elimina|eliminalo|eliminala|borra|borralo|saca|sacalo|remueve|incluye|incluyele|mete|metele|usa|ajusta|ajustalo|modifica|modificalo|corrige|cambies|quites|muevas|pongas|agregues|uses)/;

// "y que el resumen se mande a #baristas": the thing sent, then its impersonal order.
const NAMES_A_STEP_SOURCE = 'que\\s+(?:el|la|los|las)\\s+[a-z]+\\s+(?:(?:vaya|vayan|llegue|lleguen|sea|sean|diga|digan|salga|salgan|mande|tenga|tengan|use|usen)\\b|se\\s+(?:mande|manden|envie|envien|publique|publiquen|guarde|guarden|pase|pasen)\\b)';

/** A clause that stands on its own: it starts with an order, a "mejor…", "que sea…", or names the thing it changes. */
const STANDS_ALONE = new RegExp(
  '^(?:mejor\\b|(?:espera|esperate|espere|esperen)\\s+\\d|que\\s+(?:(?:tambien|ademas)\\s+)?(?:sea|sean|se|me|le|lo|la|ya|no|solo|nada mas|llegue|lleguen|vaya|salga|avise|mande|espere|esperes)\\b|'
  // "y que el Telegram vaya al chat 1717…": a step of the plan named, then what it should do.
  + `${NAMES_A_STEP_SOURCE}|ya no\\b|en vez\\b|en lugar\\b|`
  + `\\b${EDIT_VERB.source}\\b|${ACTION_VERB.source}|`
  + '(?:el|la|los|las|mi|mis)\\s+(?:canal|hora|horario|asunto|mensaje|aviso|recordatorio|alerta|notificacion|texto|monto|total|umbral|limite|minimo|destinatario|numero|chat|filtro|espera|pestana|cel|celular|telefono|whatsapp|correo|email|repo|repositorio|carpeta|hoja|url|webhook|formulario)\\b|'
  // "…, a las 8 ya estamos horneando": a time followed by what happens then is a reason, not a change.
  + 'a las\\s+\\d+(?:[:.]\\d\\d)?(?!\\s+(?:ya|aun|todavia|siempre|nunca|casi|apenas|estamos|tenemos|abrimos|cerramos|salimos|llegamos|entramos|es|son|hay|esta|estoy|tengo|no)\\b)|(?:en|a) la (?:manana|tarde|noche)\\b)',
);

/**
 * Where a clause may end: punctuation, "y luego", "y". "También" / "además" after a break stay with
 * the next clause ("…, y también mándame un correo" adds a step); inside a clause they are no break
 * ("que me llegue también un correo").
 */
const BREAK = /\s*([,;]|\.(?!\d)|\by luego\b|\by despues(?! de)\b|\by\b|\be\b(?=\s+[aeiou]))\s*/;

const REMOVAL = /^(?:quita|quitale|quitalo|quitala|elimina|eliminalo|eliminala|borra|borralo|saca|sacalo|remueve|ya no)\b/;
/** A follow-up that starts like an edit ("mejor…", "cámbialo…", "que sea…", "quita…"). */
export const EDIT_START = /^(?:(?:y|pero|oye|ahora|porfa)\s+)?(?:mejor|cambia|cambialo|cambiala|cambiale|que sea|que sean|en vez|en lugar|quita|quitale|quitalo|ya no|a las \d+)\b/;

const ADDS = /^(?:agrega|agregale|anade|anadele|ponle|pon|mete|metele|incluye|incluyele)\b/;
const OLD_MARK = /\b(?:en vez de|en lugar de|ya no por|ya no (?:(?:lo|la|los|las|me|le)\s+)?(?:quiero|queremos|quisiera|mandes|envies|uses|mande|envie|use)\s+(?:por|en|con|a)|no (?:sea )?por|cambia|cambiar)\b/;

/** "y también por correo", "y por WhatsApp al 55…": a channel added or switched to, the verb shared with the clause before. */
const CHANNEL_ONLY = /^(?:(?:y|e)\s+)?(?:(?:tambien|ademas)\s+(?:por|en|un|una|con)|por)\s/;

/** "que el Telegram vaya al chat 1717…": a step the plan has, and what it should do — its own change. */
const NAMES_A_STEP = new RegExp(`^${NAMES_A_STEP_SOURCE}`);

const lead = (piece: string) => piece.replace(LEAD, '');
const standsAlone = (piece: string) => STANDS_ALONE.test(lead(piece)) || (CHANNEL_ONLY.test(piece) && categories(piece).size > 0);
const categories = (piece: string) => new Set(SERVICES.filter((s) => s.mention.test(piece)).map((s) => serviceWord(s.node_id)?.category));

/**
 * Pieces that must stay with the clause before them even though they stand alone:
 * "quita Slack y mejor crea un issue…" (remove and add), "mejor por WhatsApp y mándame un correo"
 * (one channel switched to several).
 */
function staysWith(prev: string, next: string): boolean {
  // "…, antes del whats espera 15 minutos": a service named only as the place of the change is not switched to.
  const named = categories(lead(next));
  if (!named.size) return false;
  // "al final que el reporte se mande a Slack, y quítale lo de Telegram": a removal is a change of its own.
  if (REMOVAL.test(lead(next))) return false;
  if (REMOVAL.test(lead(prev)) && /^(?:y\s+)?(?:mejor|en su lugar|ahora)\b/.test(next)) return true;
  // "mejor guárdelo en postgres, en vez de Sheets": what the change replaces, said after it.
  if (/^(?:y\s+)?(?:en vez|en lugar)\s+(?:de|del)\s+(?:(?:el|la|lo de)\s+)?[a-z]+$/.test(next)) return true;
  if (/\b(?:tambien|ademas)\b/.test(next) || ADDS.test(lead(next)) || OLD_MARK.test(next) || NAMES_A_STEP.test(lead(next))) return false;
  // "antes del whats espera 10 minutos, y al final avisa a Discord": a service named as the place of the change before is no channel of it.
  const before = categories(lead(prev));
  return [...named].some((c) => before.has(c));
}

/** The edit clauses of a follow-up, in order; one clause when it asks for one change. */
export function editClauses(text: string): string[] {
  const parts = text.split(BREAK);
  const pieces: string[] = [];
  // split() with a capture group alternates segment, connector, segment…
  for (let i = 0; i < parts.length; i += 2) {
    const seg = parts[i]?.replace(/\s+/g, ' ').trim();
    if (!seg) continue;
    const prev = pieces.at(-1);
    const joint = `${parts[i - 1] === ',' || parts[i - 1] === ';' ? '' : ' '}${parts[i - 1]} `;
    if (prev === undefined) pieces.push(seg);
    // A bare verb ("ponle también un aviso…") is no clause of its own.
    else if (standsAlone(seg) && standsAlone(prev) && prev.includes(' ') && !staysWith(prev, seg)) pieces.push(seg);
    else pieces[pieces.length - 1] = `${prev}${joint}${seg}`;
  }
  return pieces;
}

type EditOnce = (steps: PlanStep[], ctx: Ctx) => Edit | null;

const NUMBERS = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis'];

/** "Listo, cambié Slack por Telegram." → "Cambié Slack por Telegram." */
function sentence(change: string): string {
  const s = change.replace(/^Listo,\s*/, '').replace(/\.*$/, '.');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const SCHEDULE_LINE = /^(?:(Cambié|Agregué) (.+?): a|A)hora se ejecutará (.+)$/;

/**
 * "que sea los viernes y a las 5": two schedule changes in a row are said as one, with the schedule
 * they leave ("Cambié los días y la hora: ahora se ejecutará cada viernes a las 5:00 p. m.").
 */
function sameSchedule(before: string, after: string): string | null {
  const a = SCHEDULE_LINE.exec(before);
  const b = SCHEDULE_LINE.exec(after);
  if (!a || !b) return null;
  const when = `ahora se ejecutará ${b[3]}`;
  if (!a[1] || !b[1]) return a[1] ? `${a[1]} ${a[2]}: ${when}` : b[1] ? `${b[1]} ${b[2]}: ${when}` : `A${when.slice(1)}`;
  if (a[1] === b[1]) return a[2] === b[2] ? `${a[1]} ${a[2]}: ${when}` : `${a[1]} ${a[2]} y ${b[2]}: ${when}`;
  return `${a[1]} ${a[2]} y ${b[1].toLowerCase()} ${b[2]}: ${when}`;
}

/**
 * Applies each clause in turn with `editOnce`; null when there is a single clause or when a clause
 * asks for nothing `editOnce` can do (the caller then reads the message whole).
 */
export function editInTurn(steps: PlanStep[], ctx: Ctx, editOnce: EditOnce): Edit | null {
  const clauses = editClauses(ctx.text);
  if (clauses.length < 2) return null;
  let current = steps;
  const said: string[] = [];
  const refusals: string[] = [];
  for (const clause of clauses) {
    const edit = editOnce(current, { ...ctx, text: clause });
    if (!edit) return null;
    if (!edit.change) continue;
    if (edit.refused) {
      refusals.push(edit.change);
      continue;
    }
    current = edit.steps;
    const line = sentence(edit.change);
    const merged = said.length ? sameSchedule(said.at(-1)!, line) : null;
    if (merged) said[said.length - 1] = merged;
    else if (!said.includes(line)) said.push(line);
  }
  const why = refusals.length ? ` ${refusals.join(' ')}` : '';
  if (!said.length) return { steps: current, change: refusals.join(' '), refused: refusals.length > 0 };
  if (said.length === 1) return { steps: current, change: `Listo, ${said[0].charAt(0).toLowerCase()}${said[0].slice(1)}${why}` };
  return { steps: current, change: `Listo, hice ${NUMBERS[said.length] ?? said.length} cambios:\n${said.map((s) => `- ${s}`).join('\n')}${why ? `\n${why.trim()}` : ''}` };
}
