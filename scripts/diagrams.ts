/** `npm run diagrams`: writes every machine as Mermaid under docs/machines/ (see machine-diagrams.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIAGRAMS_DIR, diagramDocument, loadMachines } from './machine-diagrams';

const machines = await loadMachines();
mkdirSync(DIAGRAMS_DIR, { recursive: true });
for (const { file, name, machine } of machines) {
  writeFileSync(join(DIAGRAMS_DIR, `${name}.md`), diagramDocument(name, file, machine));
  console.log(`${DIAGRAMS_DIR}/${name}.md`);
}
