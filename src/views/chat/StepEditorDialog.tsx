import { Switch } from 'radix-ui';
import type { StepField as Field } from '../../../machines/stepFields';
import type { StepEditorView } from '../../app/planTools';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { planTools } from '../../i18n/planTools';
import { nodeLabel } from '../../../contracts/labels';

/** Step parameter editor (spec §2, §5): fields from the catalogue schema, typed by name, validated before saving. */
export function StepEditorDialog({ editor }: { editor: StepEditorView }) {
  const p = planTools.editor;
  const { step, send } = editor;
  const title = step ? p.title(step.step, nodeLabel(step)) : '';
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
            <StepFieldInput
              key={f.name}
              field={f}
              value={editor.values[f.name]}
              error={editor.errors[f.name]}
              preview={editor.previews[f.name]}
              onChange={(value) => send({ type: 'field.change', name: f.name, value })}
            />
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

type FieldProps = { field: Field; value: string | boolean | undefined; error?: string; preview?: string; onChange: (v: string | boolean) => void };

function StepFieldInput({ field, value, error, preview, onChange }: FieldProps) {
  const id = `step-field-${field.name}`;
  const text = typeof value === 'string' ? value : '';
  const helpId = `${id}-help`;
  const previewId = `${id}-preview`;
  const describedBy = [error || field.hint ? helpId : null, preview && !error ? previewId : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': !!error, 'aria-describedby': describedBy };
  let control;
  switch (field.kind) {
    case 'checkbox':
      // yes/no is a switch: there is no third answer to type
      control = (
        <div className="switch-label">
          <Switch.Root {...common} className="switch" checked={value === true} onCheckedChange={(on) => onChange(on)}>
            <Switch.Thumb className="switch-thumb" />
          </Switch.Root>
          <span aria-hidden="true">{value === true ? planTools.editor.yes : planTools.editor.no}</span>
        </div>
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
      const placeholder = field.kind === 'cron' ? '0 9 * * 1' : field.kind === 'timezone' ? 'America/Mexico_City' : undefined;
      control = <input {...common} type="text" inputMode={inputMode} placeholder={placeholder} spellCheck={field.kind === 'cron' ? false : undefined} value={text} onChange={(e) => onChange(e.target.value)} />;
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
      {preview && !error ? (
        <p id={previewId} className="field-preview" role="status">
          {preview}
        </p>
      ) : null}
    </div>
  );
}
