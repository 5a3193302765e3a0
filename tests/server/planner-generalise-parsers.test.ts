/**
 * Parser behaviour added while closing the gaps the November 2026 held-out batches showed
 * (bench/planner-eval/holdout-2026-11*.ts): each test pins one rule, with new wording.
 */
import { describe, expect, it } from 'vitest';
import { parseSchedule } from '../../server/planner/time';
import { describeCron } from '../../server/planner/cron-text';
import { amount, eventFilter, parseCondition } from '../../server/planner/conditions';
import { advanceNotice, eventTrigger, firstOrder, impliedEvent } from '../../server/planner/events';
import { formFields, listedFields } from '../../server/planner/form-fields';
import { mask, spreadsheetId } from '../../server/planner/extract';
import { normalize } from '../../server/planner/normalize';
import { ACTION_VERB, unmistakableOrder } from '../../server/planner/verbs';
import { readClauses } from '../../server/planner/parse';
import { splitClauses } from '../../server/planner/clauses';

const cron = (text: string) => parseSchedule(normalize(text))?.cron ?? null;
const cond = (text: string) => {
  const m = mask(text);
  return parseCondition(m.text, m.literals);
};

describe('schedules: new expressions', () => {
  it.each([
    ['cada martes temprano', '0 8 * * 2'],
    ['cada quincena', '0 9 15,L * *'],
    ['pagar la nomina quincenalmente a las 10', '0 10 15,L * *'],
    ['los días 10 y 25 de cada mes', '0 9 10,25 * *'],
    ['el 5, 15 y 25 de cada mes a las 6 pm', '0 18 5,15,25 * *'],
    ['el 16 de septiembre a las 8 de la noche', '0 20 16 9 *'],
    ['cada 1 de mayo', '0 9 1 5 *'],
    ['todos los dias menos el sabado a las 7', '0 7 * * 0-5'],
    ['diario excepto sabados y domingos', '0 9 * * 1-5'],
    ['el primer lunes de cada mes', '0 9 * * 1#1'],
    ['los domingos a las 8 pm: lee la hoja', '0 20 * * 0'],
    ['todos los dias a las ocho de la noche', '0 20 * * *'],
    ['cada lunes a la una de la tarde', '0 13 * * 1'],
    ['cada fin de mes a las 6 pm', '0 18 L * *'],
    ['cada 3 dias a las 7', '0 7 */3 * *'],
    ['el ultimo viernes del mes a las 6 pm', '0 18 * * 5#L'],
  ])('%s → %s', (text, expected) => {
    expect(cron(text)).toBe(expected);
  });

  it('"espérate un par de minutos" is two minutes', async () => {
    const { parseDelay } = await import('../../server/planner/durations');
    expect(parseDelay(normalize('esperate un par de minutos'))?.seconds).toBe(120);
  });

  it('an hour in words counts only after "a las": "cada dos horas" is an interval', () => {
    expect(cron('cada dos horas')).toBe('0 */2 * * *');
    expect(cron('todos los dias a las nueve y media')).toBe('30 9 * * *');
  });

  it('a single day of the month is still one day', () => {
    expect(cron('el dia 20 de cada mes')).toBe('0 9 20 * *');
  });

  it('describes lists of days of the month and dates of the year in words', () => {
    expect(describeCron('0 9 15,L * *')).toBe('los días 15 y el último de cada mes a las 9:00 a. m.');
    expect(describeCron('0 10 10,25 * *')).toBe('los días 10 y 25 de cada mes a las 10:00 a. m.');
    expect(describeCron('0 7 14 2 *')).toBe('cada año, el 14 de febrero a las 7:00 a. m.');
    expect(describeCron('0 9 * * 1#1')).toBe('el primer lunes de cada mes a las 9:00 a. m.');
  });
});

describe('spelling and verbs', () => {
  it('"kita" is "quita"; "plis" and "porfis" are "porfa"; "nvo" is "nuevo"', () => {
    expect(normalize('kita el whats plis')).toBe('quita el whatsapp porfa');
    expect(normalize('nvo pedido')).toBe('nuevo pedido');
    expect(normalize('porfis')).toBe('porfa');
  });

  it('two swapped letters in a short service word: "slcak", "dirve"; other words are left alone', () => {
    expect(normalize('un slcak y mi dirve')).toBe('un slack y mi drive');
    expect(normalize('salir cosas')).toBe('salir cosas');
  });

  it('plural (ustedes) imperatives with a pronoun are orders', () => {
    for (const w of ['guardenlo', 'avisenme', 'mandenmelo', 'respaldenlos']) {
      expect(new RegExp(`^(?:${ACTION_VERB.source})$`).test(w)).toBe(true);
      expect(unmistakableOrder(w)).toBe(true);
    }
    expect(new RegExp(`^(?:${ACTION_VERB.source})$`).test('manden')).toBe(false);
  });

  it('"quédate solo con…" is an order that ends the event', () => {
    const text = ' llegue un pedido al webhook quedate solo con el nombre';
    expect(firstOrder(text)).toBe(text.indexOf('quedate'));
  });
});

describe('events', () => {
  it('the cue\'s subject makes the next verb part of the event: "si alguien escribe en Slack…"', () => {
    const text = ' escribe en el canal de slack crea un issue';
    expect(firstOrder(text, 'alguien')).toBe(text.indexOf('crea'));
    const e = eventTrigger(normalize('si alguien escribe en el canal de slack crea un issue'));
    expect(e?.trigger.node_id).toBe('slack');
  });

  it('"cada mensaje que llegue a mi bot de Telegram" names the Telegram trigger', () => {
    expect(impliedEvent(normalize('analiza cada mensaje que llegue a mi bot de telegram'))?.trigger.node_id).toBe('telegram');
  });

  it('"cuando un alumno se registre por el form…" is the event, not an order', () => {
    const e = eventTrigger(mask('cuando un alumno se registre por el form con nombre, agregalo a la hoja').text);
    expect(e?.trigger.node_id).toBe('form');
  });

  it('a list in parentheses stays in the event clause', () => {
    const e = eventTrigger(normalize('cuando llenen el formulario (nombre, correo y placas) mandame un correo'));
    expect(e?.trigger.clause).toContain('placas');
  });

  it('advance notice takes "de mi agenda" with it', () => {
    expect(advanceNotice(normalize('dos horas antes de cada cita de mi agenda avisame'))?.trigger.clause).toContain('agenda');
  });
});

describe('conditions', () => {
  it.each([
    ['si las existencias son menores a 3', 'existencias', 'less_than', 3],
    ['si los puntos son mayores que 50', 'puntos', 'greater_than', 50],
    ['y la calificacion sea de 2 o menos', 'calificacion', 'less_or_equal', 2],
    ['si el total es 500 o mas', 'total', 'greater_or_equal', 500],
    ['si el monto es mayor a 5 mil', 'monto', 'greater_than', 5000],
    ['si el pedido trae "express" en las notas', 'notas', 'contains', 'express'],
    ['si el ticket tiene la palabra reembolso en el asunto', 'asunto', 'contains', 'reembolso'],
  ])('"%s"', (text, field, operator, value) => {
    expect(cond(normalize(text))).toMatchObject({ field, operator, value });
  });

  it('"si es urgente": the value itself, no field; "clasifica si es A o B" is no condition', () => {
    expect(cond(normalize('si es urgente mandalo'))).toMatchObject({ field: '', operator: 'equals', value: 'urgente' });
    expect(cond(normalize('clasifica si es mayoreo o menudeo'))).toBeNull();
    expect(cond(normalize('dime si es urgente'))).toBeNull();
  });

  it('reads amounts: "5 mil", "$1500", "3k", "mil", "3 millones", "1500 pesos"', () => {
    expect(amount('5 mil pesos')?.value).toBe(5000);
    expect(amount('$1500')?.value).toBe(1500);
    expect(amount('3k')?.value).toBe(3000);
    expect(amount('mil')?.value).toBe(1000);
    expect(amount('3 millones')?.value).toBe(3_000_000);
    expect(amount('1500 pesos o mas')).toEqual({ value: 1500, length: ' 1500 pesos'.length - 1 });
    expect(amount('milpa')).toBeNull();
  });

  it('conditions said inside the event', () => {
    const subject = mask('cuando llegue un correo con "pedido" en el asunto');
    expect(eventFilter(subject.text, subject.literals)).toMatchObject({ field: 'asunto', operator: 'contains', value: 'pedido' });
    const word = mask('cuando llegue un correo con la palabra cotizacion');
    expect(eventFilter(word.text, word.literals)).toMatchObject({ field: 'mensaje', value: 'cotizacion' });
    expect(eventFilter(normalize('si alguien reserva y pide mas de 8 lugares'), [])).toMatchObject({ field: 'lugares', operator: 'greater_than', value: 8 });
    expect(eventFilter(normalize('cuando un paciente falte (faltas mayor a 2 en el webhook)'), [])).toMatchObject({ field: 'faltas', operator: 'greater_than', value: 2 });
    const written = mask('si alguien escribe "baja" en telegram');
    expect(eventFilter(written.text, written.literals)).toMatchObject({ field: 'mensaje', operator: 'contains', value: 'baja' });
    const titled = mask('cuando llegue un mail con asunto "Factura" de x@y.mx');
    expect(eventFilter(titled.text, titled.literals)).toMatchObject({ field: 'asunto', operator: 'contains', value: 'Factura' });
    expect(eventFilter(normalize('cada que alguien pague menos de 200'), [])).toMatchObject({ field: 'monto', operator: 'less_than', value: 200 });
    expect(eventFilter(normalize('cuando haya una venta de mas de 3 mil'), [])).toMatchObject({ field: 'monto', operator: 'greater_than', value: 3000 });
  });
});

describe('literals, fields and clauses', () => {
  it('a Sheets id is read from the URL whatever its length', () => {
    expect(spreadsheetId('https://docs.google.com/spreadsheets/d/1Abc/edit')).toBe('1Abc');
  });

  it('form fields listed in parentheses; a vague list is null', () => {
    expect(formFields(normalize('el formulario de citas (nombre, celular y motivo)'))).toEqual(['nombre', 'celular', 'motivo']);
    expect(listedFields('el nombre y el correo')).toEqual(['nombre', 'correo']);
    expect(listedFields('sus datos')).toBeNull();
  });

  it('a cell range "A1:D20" is no clause break', () => {
    expect(splitClauses('lee el rango a1:d20 de la hoja')).toEqual(['lee el rango a1:d20 de la hoja']);
  });

  it('"y a mí un correo" is a clause of its own', () => {
    expect(splitClauses('mandale un whatsapp y a mi un correo')).toEqual(['mandale un whatsapp', 'a mi un correo']);
  });

  it('a correction replaces what the clause before it asked of the same service', () => {
    const m = mask('mandame un correo al celular... bueno, al correo ventas@x.mx');
    const intents = readClauses(splitClauses(m.text), m.literals);
    expect(intents.map((i) => (i.kind === 'service' ? i.node_id : i.kind))).toEqual(['email']);
    expect(intents[0].clause).toContain('{e0}');
  });
});
