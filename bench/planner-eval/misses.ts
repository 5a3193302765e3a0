/**
 * Lists the cases the planner misses, with why, for the batches whose name contains the
 * argument: `npx tsx bench/planner-eval/misses.ts 24y` (no argument: every batch).
 * `--plan` also prints the plan the planner answered with.
 */
import { GROUPS } from './index';
import { play, scoreCase } from './score';

const args = process.argv.slice(2);
const showPlan = args.includes('--plan');
const filter = args.find((a) => !a.startsWith('--'))?.toLowerCase();

let total = 0;
let missed = 0;
for (const [name, cases] of Object.entries(GROUPS)) {
  if (filter && !name.toLowerCase().includes(filter)) continue;
  for (const c of cases) {
    total++;
    const r = scoreCase(c);
    if (r.exact) continue;
    missed++;
    console.log(`\n${c.id} [${r.misses.join(', ')}]${r.confidentlyWrong ? ' CONFIDENTLY WRONG' : ''}`);
    for (const t of c.turns) console.log(`  » ${t}`);
    for (const p of r.problems) console.log(`    - ${p}`);
    if (showPlan) {
      const plan = play(c.turns);
      console.log(`    status ${plan.status}`);
      for (const s of plan.execution_plan ?? []) console.log(`    ${s.step}. ${s.node_id}/${s.action_id} ${JSON.stringify(s.params ?? s.parameters ?? {})}`);
    }
  }
}
console.log(`\n${missed} missed of ${total}`);
