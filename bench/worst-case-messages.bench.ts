/**
 * The planner's slowest inputs: full-length messages (MAX_READ characters) made of one or two
 * units repeated, the shape that exposes a regular expression that backtracks (a run of emoji
 * once hung the chat, line breaks and fillers once took seconds). Prints the slowest messages;
 * the target is every message under 300 ms. `npm run bench -- worst-case`.
 */
import { MAX_READ, planRequest } from '../server/planner';

const UNITS = [
  '\n', ' ', '.', ',', ', ', '. ', '¿', '?', '!', '"', '«', '»', '(', ')', ':', ';', '-', '_', '/', '#', '@', '$', '*', '…',
  '🙂', '👍🏽', '1', '12 ', '1,000 ', '8 mil ', 'a las 9 ', '9:30 ', 'A', 'Aa ', 'ABC ', 'a ', 'y ', 'e ', 'o ', 'de ', 'de la ',
  'mmm ', 'este ', 'o sea ', 'pues ', 'arroba ', 'punto ', 'guion ', 'uno dos tres ', 'hoja ', 'Hoja ', 'la hoja Ventas ', 'tabla ',
  'cuando ', 'si ', 'solo si ', 'menos ', 'no, mejor ', 'mejor ', 'quita ', 'agrega ', 'mándame ', 'avísame ', 'que ', 'cada ',
  'lunes ', 'todos los días ', 'después ', 'luego ', '1) ', '- ', '* ', 'https://x.test/a ', 'a@b.mx ', '#ventas ', '55 1234 5678 ',
  '{{trigger.body}} ', '{q0} ', 'SELECT ', 'INSERT INTO t ', '$1 ', 'Nombre, Total, Fecha ', '{"a": 1, ', '"b": [', 'ya ', 'no ',
  // Units the rounds' readers were checked on: payload samples, jargon, examples, follow-up corrections, sums.
  // The ao round (sql-said.ts, sent-by-channel.ts, connect-question.ts, drive-content.ts): reports from a table.
  'cuantos kilos de la tabla ventas ', 'mas de 5 mil columna saldo ', 'cuya fecha ya paso ', 'tabla t con a, b y c y ', 'mandeme ',
  'que el webhook conteste con un ', 'como conecto mi base? ', 'guarda la nota como archivo ', 'formulario de a, ', 'marca el pedido como ',
  '{"a":{"b":1}} ', 'columnas: A | B ', 'endpoint ', 'el json ', 'me pega un POST ', 'por ejemplo ', 'ejemplo: Ana, 5512345678, ',
  "tipo 'x' ", 'dos horas despues de que ', 'sistema manda por webhook ', 'eso de la ia no lo quiero, ', 'tipo 10 ', 'a él no, a mí ',
  'lo de los 5 mil ', 'total por 1.16 ', 'el 10 % del total ', 'y al final ', 'a la media hora uno ',
  // Batch ap's readings: a name, a place, an UPDATE said with "con", a condition between orders, states and kinds.
  'si el evento se llame ', 'si es en la sucursal ', 'actualiza la tabla t con ', 'y solo si el total pasa de 5 mandame ', 'dice en ruta ',
  'una junta de ',
];

export default async function run(): Promise<void> {
  const timed: { label: string; ms: number }[] = [];
  const time = (label: string, message: string) => {
    const start = performance.now();
    planRequest({ message });
    timed.push({ label, ms: performance.now() - start });
  };
  const full = (unit: string) => unit.repeat(Math.ceil(MAX_READ / unit.length)).slice(0, MAX_READ);
  for (const u of UNITS) time(JSON.stringify(u), full(u));
  // Pairs catch a pattern that backtracks over two alternating shapes ("a, a, a", "1 a 1 a").
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 150; i++) {
    const a = UNITS[Math.floor(rnd() * UNITS.length)];
    const b = UNITS[Math.floor(rnd() * UNITS.length)];
    time(JSON.stringify(a + b), full(a + b));
  }
  timed.sort((x, y) => y.ms - x.ms);
  console.log(`messages: ${timed.length}, each ${MAX_READ} characters`);
  for (const t of timed.slice(0, 8)) console.log(`  ${t.ms.toFixed(0).padStart(6)} ms  ${t.label}`);
  const slow = timed.filter((t) => t.ms > 300);
  console.log(`target: every message under 300 ms ${slow.length ? `MISSED (${slow.length})` : 'OK'}`);
}
