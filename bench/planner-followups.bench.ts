/**
 * `npm run bench -- planner`: follow-up editing on its own. Every multi-turn case of the blind
 * batches is scored twice: as the chat plays it (its first message planned by the planner), and
 * with its follow-ups played on the right first plan (`planner-eval/followup-seeds.ts`). A case
 * exact only with the right first plan misses because of its first message, not its follow-ups.
 */
import { GROUPS } from './planner-eval';
import { FOLLOWUP_SEEDS } from './planner-eval/followup-seeds';
import { scoreCase } from './planner-eval/score';

const pct = (n: number, of: number) => `${((n / (of || 1)) * 100).toFixed(1)} %`;

export default async function run(): Promise<void> {
  const only = process.env.PLANNER_BATCH?.toLowerCase();
  const cases = Object.entries(GROUPS)
    .filter(([g]) => g.includes('blind') && (!only || g.toLowerCase().includes(only)))
    .flatMap(([, c]) => c)
    .filter((c) => c.turns.length > 1);
  if (!cases.length) return void console.log('no multi-turn blind cases');
  const rows = cases.map((c) => {
    const seed = FOLLOWUP_SEEDS[c.id];
    return { id: c.id, real: scoreCase(c), seeded: seed ? scoreCase(c, seed) : null };
  });
  const real = rows.filter((r) => r.real.exact).length;
  const seeded = rows.filter((r) => r.seeded);
  const seededExact = seeded.filter((r) => r.seeded!.exact).length;
  const firstMessage = rows.filter((r) => !r.real.exact && r.seeded?.exact);
  console.log(`multi-turn blind cases: ${rows.length} (${seeded.length} with a right first plan written)`);
  console.log(`follow-ups exact, as the chat plays them:       ${real} of ${rows.length} (${pct(real, rows.length)})`);
  console.log(`follow-ups exact, on the right first plan:      ${seededExact} of ${seeded.length} (${pct(seededExact, seeded.length)}) — target ≥ 90 % ${seededExact / (seeded.length || 1) >= 0.9 ? 'OK' : 'MISSED'}`);
  console.log(`misses caused by the first message only:        ${firstMessage.length}${firstMessage.length ? ` (${firstMessage.map((r) => r.id).join(', ')})` : ''}`);
  const misses = seeded.filter((r) => !r.seeded!.exact);
  if (misses.length) {
    console.log('\nfollow-ups not applied on the right first plan:');
    for (const r of misses) console.log(`  ${r.id}: ${r.seeded!.problems.join('; ')}`);
  }
}
