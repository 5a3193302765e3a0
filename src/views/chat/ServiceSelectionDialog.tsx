import type { ServiceGroup } from '../../../contracts';
import { Modal } from '../../components/Modal';
import { prompts } from '../../i18n/prompts';

type Props = {
  open: boolean;
  groups: ServiceGroup[];
  selected: string[];
  onToggle: (serviceId: string) => void;
  onContinue: () => void;
  onCancel: () => void;
};

/** Service selection (spec §4): a multi-select by category; continue stays disabled until one is chosen. */
export function ServiceSelectionDialog({ open, groups, selected, onToggle, onContinue, onCancel }: Props) {
  const p = prompts.services;
  return (
    <Modal open={open} onOpenChange={(o) => !o && onCancel()} title={p.title} description={p.description}>
      <div className="service-groups">
        {groups.map((group) => (
          <fieldset key={group.category} className="service-group">
            <legend>{group.category}</legend>
            {group.services.map((service) => {
              const checked = selected.includes(service.service_id);
              return (
                <label key={service.service_id} className={`service-option ${checked ? 'is-selected' : ''}`}>
                  <input type="checkbox" checked={checked} onChange={() => onToggle(service.service_id)} />
                  <span>
                    <strong>{service.service_name}</strong>
                    {service.description ? <span className="muted service-description">{service.description}</span> : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div className="modal-actions">
        <span className="muted">{selected.length ? p.selected(selected.length) : null}</span>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {p.cancel}
        </button>
        <button type="button" className="button button-primary" disabled={selected.length === 0} onClick={onContinue}>
          {p.continue}
        </button>
      </div>
    </Modal>
  );
}
