/**
 * An AI step that takes the date out of the data ("que la IA saque el día y la hora del mensaje", "que extraiga la
 * fecha del correo"), then a calendar event: the event starts when the AI's answer says, and the AI is told to answer
 * with the date alone, in the form the calendar reads (2026-05-04T10:00), so the event can be made.
 */
import type { PlanStep } from './types';

/** The AI's own part asks for when something is: a verb of taking out, then the day, the date or the hour. */
const TAKES_WHEN = /\b(?:saque|saca|sacar|extraiga|extrae|extraer|obtenga|obten|obtener|identifique|identifica|detecte|detecta|encuentre|encuentra|tome|toma|lea|lee|agarre|agarra)\b[^.;\n]{0,60}?\b(?:el dia|la fecha|la hora|el horario|dia y hora|fecha y hora)\b/i;

export const DATE_ONLY = 'Responde solo con la fecha y la hora en formato AAAA-MM-DDTHH:MM (por ejemplo 2026-05-04T10:00), sin más texto.';

/** The AI step just before whose prompt asks for the date, as the reference to its answer; undefined otherwise. */
export function aiDateRef(steps: PlanStep[]): string | undefined {
  const last = steps.at(-1);
  if (!last || last.node_id !== 'ai' || !TAKES_WHEN.test(String(last.params?.prompt ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, ''))) return undefined;
  return `{{steps.${last.step}.output.text}}`;
}

/** Each AI step whose answer starts a calendar event is told to answer with the date alone (once). */
export function withAiDates(steps: PlanStep[]): PlanStep[] {
  const dated = new Set(steps.flatMap((s) => {
    const m = s.node_id === 'google_calendar' && s.action_id === 'create_event' ? /^\{\{steps\.(\d+)\.output\.text\}\}$/.exec(String(s.params?.start ?? '')) : null;
    return m ? [Number(m[1])] : [];
  }));
  return steps.map((s) => {
    const prompt = String(s.params?.prompt ?? '');
    return dated.has(s.step) && s.node_id === 'ai' && !prompt.includes(DATE_ONLY) ? { ...s, params: { ...s.params, prompt: `${prompt}\n\n${DATE_ONLY}` } } : s;
  });
}
