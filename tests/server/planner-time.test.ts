import { describe, expect, it } from 'vitest';
import { Cron } from 'croner';
import { normalize } from '../../server/planner/normalize';
import { findTimes, parseSchedule, withDays, withTime } from '../../server/planner/time';
import { describeCron } from '../../server/planner/cron-text';
import { planRequest } from '../../server/planner';

const cron = (text: string) => parseSchedule(normalize(text))?.cron ?? null;

describe('planner time expressions → cron', () => {
  it.each([
    ['cada lunes a las 9', '0 9 * * 1'],
    ['todos los días a las 8:30 pm', '30 20 * * *'],
    ['cada hora', '0 * * * *'],
    ['cada 15 minutos', '*/15 * * * *'],
    ['cada quince minutos', '*/15 * * * *'],
    ['cada minuto', '* * * * *'],
    ['cada media hora', '*/30 * * * *'],
    ['cada 2 horas', '0 */2 * * *'],
    ['cada 120 minutos', '0 */2 * * *'],
    ['el primer día de cada mes', '0 9 1 * *'],
    ['el primero de cada mes a las 10', '0 10 1 * *'],
    ['el día 15 de cada mes a las 8:00', '0 8 15 * *'],
    ['cada mes', '0 9 1 * *'],
    ['el último día del mes a las 6 pm', '0 18 L * *'],
    ['de lunes a viernes a las 7', '0 7 * * 1-5'],
    ['entre semana a las 7:15', '15 7 * * 1-5'],
    ['los días hábiles a mediodía', '0 12 * * 1-5'],
    ['los martes y jueves a mediodía', '0 12 * * 2,4'],
    ['los lunes, miércoles y viernes a las 6 de la tarde', '0 18 * * 1,3,5'],
    ['los fines de semana a las 10', '0 10 * * 0,6'],
    ['cada domingo a medianoche', '0 0 * * 0'],
    ['diario a las 7 y media de la noche', '30 19 * * *'],
    ['todos los días a las 12 de la noche', '0 0 * * *'],
    ['todos los días a las 9 a.m.', '0 9 * * *'],
    ['todos los días a las 9 y a las 18', '0 9,18 * * *'],
    ['todas las mañanas', '0 9 * * *'],
    ['cada noche', '0 20 * * *'],
    ['cada semana', '0 9 * * 1'],
    ['cada año', '0 9 1 1 *'],
    ['cada hora de lunes a viernes', '0 * * * 1-5'],
    ['cada 10 minutos entre las 9 y las 18', '*/10 9-18 * * *'],
    ['de viernes a domingo a las 8', '0 8 * * 5-6,0'],
  ])('%s → %s', (text, expected) => {
    expect(cron(text)).toBe(expected);
    new Cron(expected, { paused: true }); // croner (the engine's scheduler) accepts it
  });

  it('is accent- and case-insensitive and forgives common typos', () => {
    expect(cron('CADA LUNEZ A LAS 9')).toBe('0 9 * * 1');
    expect(cron('los miércoles a mediodía')).toBe(cron('los miercoles a medio dia'));
    expect(cron('cada biernes a las 5 pm')).toBe('0 17 * * 5');
    expect(cron('cada 5 mins')).toBe('*/5 * * * *');
  });

  it('finds no schedule where none is said', () => {
    for (const text of ['envía un correo a las 3 personas', 'cuando llegue un pedido', 'espera 2 horas', 'manda las 3 facturas']) {
      expect(cron(text)).toBeNull();
    }
  });

  it('reads clock times with am/pm, parts of the day and "y media"', () => {
    const t = (s: string) => findTimes(normalize(s)).map((x) => `${x.time.hour}:${x.time.minute}`);
    expect(t('a las 5 de la tarde')).toEqual(['17:0']);
    expect(t('a las 8:45 am')).toEqual(['8:45']);
    expect(t('a las 12 pm')).toEqual(['12:0']);
    expect(t('a las 12 am')).toEqual(['0:0']);
    expect(t('a las 9 menos cuarto')).toEqual(['8:45']);
    expect(t('a la 1 y cuarto de la tarde')).toEqual(['13:15']);
    expect(t('a las 25')).toEqual([]);
    expect(t('espera 2 horas')).toEqual([]);
  });

  it('changes the time or the days of an existing cron', () => {
    expect(withTime('0 9 * * 1', { hour: 10, minute: 30 })).toBe('30 10 * * 1');
    expect(withDays('30 10 * * 1', '5')).toBe('30 10 * * 5');
    expect(withDays('*/15 * * * *', '1-5')).toBe('0 9 * * 1-5');
  });

  it.each([
    ['0 9 * * 1', 'cada lunes a las 9:00 a. m.'],
    ['30 20 * * *', 'todos los días a las 8:30 p. m.'],
    ['0 * * * *', 'cada hora'],
    ['*/15 * * * *', 'cada 15 minutos'],
    ['0 9 1 * *', 'el primer día de cada mes a las 9:00 a. m.'],
    ['0 7 * * 1-5', 'de lunes a viernes a las 7:00 a. m.'],
    ['0 12 * * 2,4', 'los martes y jueves a las 12:00 p. m.'],
    ['0 0 * * 0,6', 'los fines de semana a las 12:00 a. m.'],
    ['0 9,18 * * *', 'todos los días a las 9:00 a. m. y 6:00 p. m.'],
    ['5 4 3 2 1', 'según la expresión «5 4 3 2 1»'],
  ])('describes %s as "%s"', (expr, text) => {
    expect(describeCron(expr)).toBe(text);
  });

  it('explains the schedule in the reply with the timezone', () => {
    const r = planRequest({ message: 'de lunes a viernes a las 7 mándame un correo a yo@tienda.mx' });
    expect(r.reply).toContain('de lunes a viernes a las 7:00 a. m. (hora del centro de México)');
  });
});
