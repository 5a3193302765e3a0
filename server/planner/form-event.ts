/**
 * A form the owner describes ("quiero un formulario de citas con nombre, email y fecha", "Form de
 * reservas (nombre, fecha, paquete): …") is where the data comes from: the form is the trigger,
 * even with no "cuando" — and its description is no action.
 */
import type { FoundEvent } from './events';
import { listedFields } from './form-fields';
import { ACTION_VERB, CONNECT } from './vocabulary';

/** The form noun (normalised text: "form" is already "formulario"). */
const NOUN = /\b(?:formulario|encuesta)\b/g;
/** Words that may open the description: "quiero un", "hazme un", "armame un", "mi". */
const LEAD = /(?:\b(?:quiero|necesito|ocupo|quisiera|hazme|haz|armame|arma|crea|creame|tengo|usa|usar|con|por|en|de)\s+)?(?:\b(?:un|una|mi|el|la|nuestro|nuestra)\s+)?$/;
/** The form is what is sent, not where data comes from: "mándale una encuesta", "comparte el formulario". */
const SENT = /\b(?:manda|mandale|mandales|envia|enviale|enviales|comparte|pasale|reenvia|link|liga|enlace)\s+(?:(?:un|una|el|la|del|de la|mi)\s+)?$/;
/** "en vez del formulario", "sin formulario", "ya no el formulario". */
const RULED_OUT = /\b(?:en vez del?|en lugar del?|sin|ya no|no)\s+(?:(?:un|una|el|la|mi)\s+)?$/;
/** What the form is about, before its fields: "de citas", "para registrar mascotas", "de incidentes p/ los guardias". */
const ABOUT = '(?:\\s+(?:de|para|del|sobre|p\\/)(?:\\s+(?!con\\b)[a-z0-9_/]+){1,5}?)?';
const IN_PARENS = new RegExp(`^${ABOUT}\\s*\\(([^()]*)\\)`);
const WITH = new RegExp(`^${ABOUT}\\s+con\\s+`);
/** Where a field list said with "con …" stops: punctuation that ends the sentence, "y que", an order. */
const LIST_END = /[;:.→](?!\d)|->|,\s*(?:y\s+)?(?:que|y)\b|\s+y\s+que\b|\s+que\b|\s+(?:para|donde|cuando|y\s+cada|cada)\b/;

/** The form the message describes as its source of data, with the span of its description. */
export function describedForm(text: string): FoundEvent | null {
  for (const m of text.matchAll(NOUN)) {
    const before = text.slice(0, m.index);
    if (SENT.test(before) || RULED_OUT.test(before)) continue;
    const lead = LEAD.exec(before);
    const start = lead ? m.index - lead[0].length : m.index;
    let end = m.index + m[0].length;
    const after = text.slice(end);
    const paren = IN_PARENS.exec(after);
    // "conecta mi formulario con Slack": the other side of a connection, no field list.
    const listed = paren || CONNECT.test(before) ? null : WITH.exec(after);
    if (paren) end += paren[0].length;
    else if (listed) {
      const tail = after.slice(listed[0].length);
      // "…con nombre, correo y nivel, guardarlo en…": an order ends the list too.
      const stops = [tail.search(LIST_END), tail.search(ACTION_VERB)].filter((k) => k >= 0);
      const stop = stops.length ? Math.min(...stops) : tail.length;
      end += listed[0].length + stop;
    }
    const clause = text.slice(start, end);
    // The fields listed in the description, in the owner's words and order.
    const list = paren ? paren[1] : listed ? after.slice(listed[0].length, end - m.index - m[0].length) : '';
    const fields = list ? listedFields(list) : null;
    return { trigger: { node_id: 'form', action_id: 'form_submitted', clause, ...(fields ? { params: { fields } } : {}) }, at: [start, end], specific: true };
  }
  return null;
}
