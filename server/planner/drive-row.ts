/**
 * "crea una carpeta llamada X … apunta en la hoja Y la fecha y el nombre de la carpeta": a row written after
 * a Drive step that names what the folder or file has takes those values from the step's output.
 * Words in `lexicon/drive-output.ts`.
 */
import { DRIVE_OUTPUT } from './lexicon/drive-output';
import { stripMarkers } from './extract';
import type { PlanStep } from './types';

const NAMED = new RegExp(`\\b(?:el|la|su|sus|los|las)\\s+(${Object.keys(DRIVE_OUTPUT).join('|')})\\b`, 'g');

/** The cells of the row, or undefined when the clause names nothing of the Drive step before it. */
export function driveRowValues(steps: PlanStep[], clause: string): string[] | undefined {
  const drive = [...steps].reverse().find((s) => s.node_id === 'google_drive' && s.action_id !== 'new_file');
  const plain = stripMarkers(clause);
  if (!drive || !/\b(?:carpeta|archivo)\b/.test(plain)) return undefined;
  const cells = [...new Set([...plain.matchAll(NAMED)].map((m) => DRIVE_OUTPUT[m[1]]))];
  return cells.length ? cells.map((c) => `{{steps.${drive.step}.output.${c}}}`) : undefined;
}
