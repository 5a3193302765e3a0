import type { StepField as Field } from '../../../machines/stepFields';
import type { StepEditorView } from '../../app/planTools';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { planTools } from '../../i18n/planTools';

/** Step parameter editor (spec §2, §5): fields from the catalogue schema, typed by name, validated before saving. */
export function StepEditorDialog({ editor }: { editor: StepEditorView }) {
  const p = planTools.editor;
  const { step, send } = editor;
  const title = step ? p.title(step.step, step.node_name ?? step.node_id) : '';
  return (
    <Modal open={editor.open} onOpenChange={(o) => !o && send({ type: 'close' })} title={title} description={p.description}>
      {editor.loading ? (
        <p className="muted">
          <Spinner /> {p.loading}
        </p>
      ) : editor.failed ? (
        <div className="notice notice-error">
          {editor.error}{' '}
          <button type="button" className="button button-small" onClick={() => send({ type: 'retry' })}>
            {p.retry}
          </button>
        </div>
      ) : (
        <form
          className="smart-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'save' });
          }}
        >
          {editor.fields.length === 0 ? <p className="muted">{p.noFields}</p> : null}
          {editor.fields.map((f) => (
            <StepFieldInput key={f.name} field={f} value={editor.values[f.name]} error={editor.errors[f.name]} onChange={(value) => send({ type: 'field.change', name: f.name, value })} />
          ))}
          <div className="modal-actions">
            <button type="button" className="button button-ghost" onClick={() => send({ type: 'close' })}>
              {p.cancel}
            </button>
            <button type="submit" className="button button-primary">
              {p.save}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

function StepFieldInput({ field, value, error, onChange }: { field: Field; value: string | boolean | undefined; error?: string; onChange: (v: string | boolean) => void }) {
  const id = `step-field-${field.name}`;
  const text = typeof value === 'string' ? value : '';
  const helpId = `${id}-help`;
  const common = { id, 'aria-invalid': !!error, 'aria-describedby': error || field.hint ? helpId : undefined };
  let control;
  switch (field.kind) {
    case 'checkbox':
      control = (
        <label className="checkbox-row">
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          {planTools.editor.yes}
        </label>
      );
      break;
    case 'select':
      control = field.options?.length ? (
        <select {...common} className="input" value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{planTools.editor.choose}</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" value={text} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case 'textarea':
    case 'json':
      control = <textarea {...common} rows={field.kind === 'json' ? 4 : 3} maxLength={field.kind === 'textarea' ? 1000 : undefined} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    default: {
      // numbers and addresses may hold {{…}} references, so they stay text inputs with a hint of their kind
      const inputMode = field.kind === 'number' ? 'decimal' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : undefined;
      control = <input {...common} type="text" inputMode={inputMode} value={text} onChange={(e) => onChange(e.target.value)} />;
    }
  }
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {field.label}
        {field.required ? <span className="required-mark" aria-hidden="true"> *</span> : null}
      </label>
      {control}
      {error ? (
        <p id={helpId} className="field-error" role="alert">
          {error}
        </p>
      ) : field.hint ? (
        <p id={helpId} className="field-help muted">
          {field.hint}
        </p>
      ) : null}
    </div>
  );
}
