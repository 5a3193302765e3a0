import type { PlanStep, StepResult } from '../../../contracts';
import { Modal } from '../../components/Modal';
import { planTools } from '../../i18n/planTools';
import { StepResultDetails } from './StepResultDetails';
import { nodeLabel } from '../../../contracts/labels';

/** Step debug viewer (spec §2, §9): input, output, error and duration of one step's last run. */
export function StepDebugDialog({ step, result, onClose }: { step: PlanStep | null; result: StepResult | null; onClose: () => void }) {
  const p = planTools.debugger;
  return (
    <Modal open={!!step && !!result} onOpenChange={(o) => !o && onClose()} title={step ? p.title(step.step, nodeLabel(step)) : ''}>
      {result ? <StepResultDetails result={result} /> : null}
    </Modal>
  );
}
