/**
 * Clock times said as an estimate, the way owners correct an hour in chat: "tipo 10", "tipo las
 * 10", "como las 8", "a eso de las 9", "por ahí de las 7", "alrededor de las 6", "cerca de las
 * 11". The estimate is the hour ("no, a las 8 no, más tarde, tipo 10" runs at 10). With "las" any
 * of these words leads a time; without it only "tipo" does, and only when nothing follows the
 * number but a stop, a. m./p. m. or the part of the day ("tipo 10 piezas" is a count).
 * Works on normalised text; every pattern is linear (no nested quantifiers).
 */
import { dayHour, type TimeOfDay } from './time';

const HEDGE = String.raw`(?:tipo|como|a eso de|por ahi de|alrededor de|cerca de|sobre|mas o menos)`;
const HEDGED = new RegExp(
  String.raw`\b${HEDGE}\s+(las?\s+)?(\d{1,2})(?::(\d{2})|\s+y\s+(media|cuarto))?(?:\s*(am|pm|a\.?\s?m\.?|p\.?\s?m\.?)(?=\s|$|[,;:)]|\.\s|\.$))?(?:\s+de\s+la\s+(manana|tarde|noche|madrugada))?`,
  'g',
);
/** What may follow a bare "tipo 10" for it to be an hour: the end of the clause or a link word. */
const BARE_END = /^\s*(?:$|[,.;:!)]|(?:y|o|pero|porfa|mejor|mas o menos|aprox|aproximadamente)\b)/;

/** A plural noun right after the number ("las 5 sucursales", "las 3 cajas"): a count, not an hour. */
const COUNTED = /^\s+(?!(?:y|e|o|de|en|por|porfa|mejor|pls|plis|ahora|entonces|pero|mas|menos|horas|hrs|todos|todas|cada|pues)\b)[a-z]+s\b/;

export type HedgedTime = { time: TimeOfDay; at: [number, number]; explicit: boolean };

/** Every clock time said as an estimate, in order. */
export function hedgedTimes(text: string): HedgedTime[] {
  const out: HedgedTime[] = [];
  for (const m of text.matchAll(HEDGED)) {
    const [full, las, h, mm, half, suffix, part] = m;
    const lead = full.slice(0, full.indexOf(h));
    // Without "las", only "tipo" leads an hour, and only a bare one ("tipo 10", "tipo 10:30", "tipo 9 y media", "tipo 10 pm").
    if (!las && !/^tipo\s/.test(lead)) continue;
    const after = text.slice(m.index + full.length);
    if (!las && !mm && !half && !suffix && !part && !BARE_END.test(after)) continue;
    // "como las 5 sucursales": a counted noun after the number says it is no hour.
    if (las && !mm && !half && !suffix && !part && COUNTED.test(after)) continue;
    let hour = Number(h);
    const minute = mm !== undefined ? Number(mm) : half === 'media' ? 30 : half === 'cuarto' ? 15 : 0;
    const s = (suffix ?? '').replace(/[.\s]/g, '');
    hour = dayHour(hour, suffix, part);
    if (hour > 23 || minute > 59 || (!las && !s && !part && !mm && !half && (hour < 1 || hour > 12))) continue;
    out.push({ time: { hour, minute }, at: [m.index, m.index + full.length], explicit: !!s || !!part || /^0\d$/.test(h) });
  }
  return out;
}
