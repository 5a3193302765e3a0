import { Cron } from 'croner';

/**
 * Cron expressions, one home for the browser (step editor preview) and the server (node schema,
 * scheduler, planner replies): validated by croner's own parser with the options the scheduler
 * uses (so what is accepted is what runs), said back in Spanish. The product documents the 5-part
 * form ("minuto hora día mes día-de-la-semana"); croner also takes a leading seconds field.
 */

export const DEFAULT_TIMEZONE = 'America/Mexico_City';
export const CRON_FORMAT = 'minuto hora día mes día-de-la-semana';

const PART_RANGES: Record<string, string> = {
  minute: 'el minuto debe estar entre 0 y 59',
  hour: 'la hora debe estar entre 0 y 23',
  day: 'el día del mes debe estar entre 1 y 31',
  month: 'el mes debe estar entre 1 y 12',
  dayOfWeek: 'el día de la semana debe estar entre 0 (domingo) y 7 (domingo)',
};

/** Croner's English reason, in Spanish (the common cases; the rest get the format reminder). */
function reasonOf(message: string): string {
  const part = /Invalid value for (\w+)/.exec(message)?.[1];
  if (part && PART_RANGES[part]) return PART_RANGES[part];
  if (/requires exactly|invalid configuration format|Invalid part/i.test(message)) return `debe tener 5 partes: ${CRON_FORMAT}`;
  if (/larger than to value/i.test(message)) return 'un rango va de menor a mayor (por ejemplo 1-5)';
  if (/stepping/i.test(message)) return 'un intervalo debe ser un número mayor que 0 (por ejemplo */15)';
  return `formato: ${CRON_FORMAT}`;
}

/** A Spanish message when `timezone` is not an IANA zone this runtime knows, else null. */
export function timezoneProblem(timezone: string): string | null {
  try {
    new Intl.DateTimeFormat('es-MX', { timeZone: timezone });
    return null;
  } catch {
    return `Zona horaria inválida: "${timezone}" (por ejemplo America/Mexico_City)`;
  }
}

/**
 * Why the expression cannot be scheduled, in Spanish (starting with a capital letter), or null when
 * croner accepts it and it fires at least once. The timezone is checked too when given.
 */
export function cronProblem(expression: string, timezone?: string): string | null {
  const expr = expression.trim();
  if (!expr) return 'La expresión cron es obligatoria';
  if (timezone) {
    const tz = timezoneProblem(timezone);
    if (tz) return tz;
  }
  let job: Cron;
  try {
    job = new Cron(expr, { paused: true, ...(timezone ? { timezone } : {}) });
  } catch (err) {
    return `La expresión cron "${expr}" no es válida: ${reasonOf(err instanceof Error ? err.message : String(err))}`;
  }
  if (!job.nextRun()) return `La expresión cron "${expr}" nunca se cumple (revisa el día y el mes)`;
  return null;
}

/** The next `count` run times (empty when the expression is not valid). */
export function nextRuns(expression: string, timezone: string, count = 3, from?: Date): Date[] {
  try {
    return new Cron(expression.trim(), { paused: true, timezone }).nextRuns(count, from);
  } catch {
    return [];
  }
}

// ---- Spanish wording -------------------------------------------------------------------------

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const PLURAL = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];
const MONTH = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const NICKNAMES: Record<string, string> = {
  '@yearly': '0 0 1 1 *', '@annually': '0 0 1 1 *', '@monthly': '0 0 1 * *', '@weekly': '0 0 * * 0', '@daily': '0 0 * * *', '@midnight': '0 0 * * *', '@hourly': '0 * * * *',
};

export function clock(hour: number, minute: number): string {
  const mm = String(minute).padStart(2, '0');
  if (hour === 0) return `12:${mm} a. m.`;
  if (hour < 12) return `${hour}:${mm} a. m.`;
  if (hour === 12) return `12:${mm} p. m.`;
  return `${hour - 12}:${mm} p. m.`;
}

function listEs(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

function daysText(dow: string): string | null {
  if (dow === '*') return null;
  if (dow === '1-5') return 'de lunes a viernes';
  if (dow === '0,6' || dow === '6,0') return 'los fines de semana';
  const range = /^(\d)-(\d)$/.exec(dow);
  if (range) return `de ${DAY_NAMES[Number(range[1]) % 7]} a ${DAY_NAMES[Number(range[2]) % 7]}`;
  if (/^\d(,\d)*$/.test(dow)) {
    const days = dow.split(',').map(Number);
    return days.length === 1 ? `cada ${DAY_NAMES[days[0] % 7]}` : `los ${listEs(days.map((d) => PLURAL[d % 7]))}`;
  }
  return null;
}

function atHours(minute: string, hour: string): string | null {
  if (!/^\d+$/.test(minute) || !/^\d+(,\d+)*$/.test(hour)) return null;
  const times = hour.split(',').map((h) => clock(Number(h), Number(minute)));
  return times.length === 1 ? `a las ${times[0]}` : `a las ${listEs(times)}`;
}

/** The common cron shapes in words ("cada lunes a las 9:00 a. m."); null for an unusual shape. */
export function describeCronShape(cron: string): string | null {
  const trimmed = cron.trim();
  const f = (NICKNAMES[trimmed.toLowerCase()] ?? trimmed).split(/\s+/);
  if (f.length !== 5) return null;
  const [min, hour, dom, mon, dow] = f;
  const days = daysText(dow);
  const suffix = days ? ` ${days}` : '';
  const between = /^(\d+)-(\d+)$/.exec(hour);
  const window = between ? ` entre las ${clock(Number(between[1]), 0)} y las ${clock(Number(between[2]), 0)}` : '';
  const anyDay = dom === '*' && mon === '*';
  if (min === '*' && (hour === '*' || between) && anyDay) return `cada minuto${window}${suffix}`;
  const everyMin = /^\*\/(\d+)$/.exec(min);
  if (everyMin && (hour === '*' || between) && anyDay) return `cada ${everyMin[1]} minutos${window}${suffix}`;
  const everyHour = /^(?:\*|(\d+-\d+))(?:\/(\d+))?$/.exec(hour);
  if (min === '0' && everyHour && hour !== '0' && anyDay) {
    const n = everyHour[2];
    return `${n ? `cada ${n} horas` : 'cada hora'}${window}${suffix}`;
  }
  const at = atHours(min, hour);
  if (!at) return null;
  if (dom === '1' && mon === '1' && dow === '*') return `cada año, el 1 de enero ${at}`;
  if (/^\d+$/.test(dom) && /^\d+$/.test(mon) && dow === '*' && MONTH[Number(mon) - 1]) return `cada año, el ${dom} de ${MONTH[Number(mon) - 1]} ${at}`;
  if (mon !== '*') return null;
  if (dom === 'L') return `el último día de cada mes ${at}`;
  const everyDays = /^\*\/(\d+)$/.exec(dom);
  if (everyDays) return `cada ${everyDays[1]} días (contando desde el día 1 de cada mes) ${at}`;
  if (/^[\dL]+(?:,[\dL]+)+$/.test(dom)) {
    const list = dom.split(',').map((d) => (d === 'L' ? 'el último' : d));
    return `los días ${list.slice(0, -1).join(', ')} y ${list.at(-1)} de cada mes ${at}`;
  }
  if (/^\d+$/.test(dom)) return `${dom === '1' ? 'el primer día' : `el día ${dom}`} de cada mes ${at}`;
  if (dom !== '*') return null;
  const fortnight = /^(\d)#1,\1#3$/.exec(dow);
  if (fortnight) return `el primer y el tercer ${DAY_NAMES[Number(fortnight[1])]} de cada mes ${at}`;
  const nth = /^(\d)#([1-4L])$/.exec(dow);
  if (nth) return `el ${({ 1: 'primer', 2: 'segundo', 3: 'tercer', 4: 'cuarto', L: 'último' } as Record<string, string>)[nth[2]]} ${DAY_NAMES[Number(nth[1])]} de cada mes ${at}`;
  if (days) return `${days} ${at}`;
  if (dow !== '*') return null;
  return `todos los días ${at}`;
}

/** "America/Mexico_City" → "hora del centro de México"; other zones are named as they are. */
export function timezoneText(tz: string | undefined): string {
  if (!tz || tz === 'America/Mexico_City') return 'hora del centro de México';
  if (tz === 'America/Cancun') return 'hora de Cancún';
  if (tz === 'America/Tijuana') return 'hora de Tijuana';
  if (tz === 'America/Monterrey') return 'hora de Monterrey';
  return `zona horaria ${tz}`;
}

/** A run time in Spanish, in the schedule's zone: "lunes 1 de diciembre, 9:00 a. m.". */
export function runTimeText(date: Date, timezone: string): string {
  return new Intl.DateTimeFormat('es-MX', { timeZone: timezone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * What the step editor shows under a valid expression: the shape in words with its zone
 * ("cada lunes a las 9:00 a. m. (hora del centro de México)"), or for an unusual shape the next
 * three runs. Null when the expression or the zone is not valid (cronProblem says why).
 */
export function cronPreview(expression: string, timezone: string = DEFAULT_TIMEZONE, from?: Date): string | null {
  if (cronProblem(expression, timezone)) return null;
  const words = describeCronShape(expression);
  if (words) return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${timezoneText(timezone)})`;
  const runs = nextRuns(expression, timezone, 3, from).map((d) => runTimeText(d, timezone));
  return `Próximas ejecuciones (${timezoneText(timezone)}): ${runs.join('; ')}`;
}
