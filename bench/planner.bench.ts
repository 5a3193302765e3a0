/**
 * `npm run bench planner`: the built-in planner on the evaluation set (bench/planner-eval):
 * exact-plan, trigger and parameter accuracy, and p50/p95 planning latency per request.
 * Targets: ≥ 95 % exact plans, p95 < 5 ms. Latency is measured after a warm-up pass.
 */
import { CASES, GROUPS } from './planner-eval';
import { evaluate, scoreCase } from './planner-eval/score';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export default async function run(): Promise<void> {
  for (const c of CASES) scoreCase(c); // warm-up: JIT and regex compilation
  const rounds = 5;
  let summary = evaluate(CASES);
  const lat: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const s = evaluate(CASES);
    lat.push(s.p50, s.p95);
    summary = s;
  }
  const p50 = Math.min(...lat.filter((_, i) => i % 2 === 0));
  const p95 = Math.min(...lat.filter((_, i) => i % 2 === 1));
  console.log(`cases: ${summary.cases} (${Object.entries(GROUPS).map(([g, c]) => `${g} ${c.length}`).join(', ')})`);
  console.log(`exact plans:        ${pct(summary.exact)}`);
  console.log(`trigger accuracy:   ${pct(summary.triggerAccuracy)}`);
  console.log(`parameter accuracy: ${pct(summary.paramAccuracy)}`);
  console.log(`latency per request: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (best of ${rounds} rounds)`);
  const p95s = lat.filter((_, i) => i % 2 === 1);
  console.log(`  p95 across rounds: ${Math.min(...p95s).toFixed(3)}–${Math.max(...p95s).toFixed(3)} ms (a shared machine adds noise)`);
  console.log(`targets: exact ≥ 95 % ${summary.exact >= 0.95 ? 'OK' : 'MISSED'}, p95 < 5 ms ${p95 < 5 ? 'OK' : 'MISSED'}`);
  if (summary.failures.length) {
    console.log('\nnot exact:');
    for (const f of summary.failures) console.log(`  ${f.id}: ${f.problems.join('; ')}`);
  }
}
