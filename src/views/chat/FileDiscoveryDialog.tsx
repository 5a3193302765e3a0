import { useState } from 'react';
import type { PlanStep } from '../../../contracts';
import { useFileDiscovery } from '../../app/fileDiscovery';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { chatDiscovery as c } from '../../i18n/discovery';
import { DiscoveryBox } from '../landing/DiscoveryBox';

/** Plans with a step on these services can look for the user's files. */
export const FILE_SERVICES = ['google_drive', 'google_sheets'];

export const planUsesFiles = (plan: readonly PlanStep[]) => plan.some((s) => FILE_SERVICES.includes(s.node_id));

/**
 * The chat's 'File auto-discovery' modal (spec §2 Other modals): POST /file-discovery/discover
 * with the conversation's request and the planned steps, listing the Drive and Sheets files that
 * fit them (the same results as the landing page's box).
 */
export function FileDiscoveryButton({ plan, intent }: { plan: PlanStep[]; intent: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-ghost button-small" onClick={() => setOpen(true)}>
        <Icon name="search" size={14} /> {c.open}
      </button>
      {open ? <FileDiscoveryDialog plan={plan} intent={intent} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function FileDiscoveryDialog({ plan, intent, onClose }: { plan: PlanStep[]; intent: string; onClose: () => void }) {
  const fd = useFileDiscovery();
  return (
    <Modal open onOpenChange={(o) => !o && onClose()} title={c.title} description={c.description}>
      <DiscoveryBox
        {...fd}
        embedded
        initialIntent={intent}
        onSubmit={({ intent: text, providers }) => fd.submit({ intent: text, providers, plannedSteps: plan as unknown as Record<string, unknown>[] })}
      />
    </Modal>
  );
}
