/** Cron expressions the planner writes, said back in plain Spanish ("cada lunes a las 9:00 a. m."). */

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const PLURAL = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

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
  if (range) return `de ${DAY_NAMES[Number(range[1])]} a ${DAY_NAMES[Number(range[2]) % 7]}`;
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

/** The schedule in words; falls back to quoting the expression. */
export function describeCron(cron: string): string {
  const f = cron.trim().split(/\s+/);
  if (f.length !== 5) return `según la expresión «${cron}»`;
  const [min, hour, dom, mon, dow] = f;
  const days = daysText(dow);
  const suffix = days ? ` ${days}` : '';
  const between = /^(\d+)-(\d+)$/.exec(hour);
  const window = between ? ` entre las ${clock(Number(between[1]), 0)} y las ${clock(Number(between[2]), 0)}` : '';
  if (min === '*' && (hour === '*' || between)) return `cada minuto${window}${suffix}`;
  const everyMin = /^\*\/(\d+)$/.exec(min);
  if (everyMin && (hour === '*' || between)) return `cada ${everyMin[1]} minutos${window}${suffix}`;
  const everyHour = /^(?:\*|(\d+-\d+))(?:\/(\d+))?$/.exec(hour);
  if (min === '0' && everyHour && hour !== '0') {
    const n = everyHour[2];
    return `${n ? `cada ${n} horas` : 'cada hora'}${window}${suffix}`;
  }
  const at = atHours(min, hour);
  if (!at) return `según la expresión «${cron}»`;
  if (dom === '1' && mon === '1' && dow === '*') return `cada año, el 1 de enero ${at}`;
  const MONTH = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  if (/^\d+$/.test(dom) && /^\d+$/.test(mon) && dow === '*' && MONTH[Number(mon) - 1]) return `cada año, el ${dom} de ${MONTH[Number(mon) - 1]} ${at}`;
  if (mon !== '*') return `según la expresión «${cron}»`;
  if (dom === 'L') return `el último día de cada mes ${at}`;
  const everyDays = /^\*\/(\d+)$/.exec(dom);
  if (everyDays) return `cada ${everyDays[1]} días (contando desde el día 1 de cada mes) ${at}`;
  if (/^[\dL]+(?:,[\dL]+)+$/.test(dom)) {
    const list = dom.split(',').map((d) => (d === 'L' ? 'el último' : d));
    return `los días ${list.slice(0, -1).join(', ')} y ${list.at(-1)} de cada mes ${at}`;
  }
  if (/^\d+$/.test(dom)) return `${dom === '1' ? 'el primer día' : `el día ${dom}`} de cada mes ${at}`;
  const fortnight = /^(\d)#1,\1#3$/.exec(dow);
  if (fortnight) return `el primer y el tercer ${DAY_NAMES[Number(fortnight[1])]} de cada mes ${at}`;
  const nth = /^(\d)#([1-4L])$/.exec(dow);
  if (nth) return `el ${({ 1: 'primer', 2: 'segundo', 3: 'tercer', 4: 'cuarto', L: 'último' } as Record<string, string>)[nth[2]]} ${DAY_NAMES[Number(nth[1])]} de cada mes ${at}`;
  if (days) return `${days} ${at}`;
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

export function duration(seconds: number): string {
  if (seconds % 3600 === 0 && seconds >= 3600) return seconds === 3600 ? '1 hora' : `${seconds / 3600} horas`;
  if (seconds % 60 === 0 && seconds >= 60) return seconds === 60 ? '1 minuto' : `${seconds / 60} minutos`;
  return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
}
