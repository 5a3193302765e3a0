import type { SmartForm } from '../../../contracts';
import type { FormErrors, FormValues } from '../../../machines/chatPrompt.machine';
import { Modal } from '../../components/Modal';
import { prompts, SMART_FORM_NO_SCHEMA } from '../../i18n/prompts';
import { SmartFormField } from './SmartFormField';

type Props = {
  open: boolean;
  form: SmartForm | null;
  values: FormValues;
  errors: FormErrors;
  onChange: (fieldId: string, value: string | boolean) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/** 'Complete Missing Parameters' (spec §2): the assistant's smart form, sent back as frontend_user_inputs. */
export function SmartFormDialog({ open, form, values, errors, onChange, onSubmit, onCancel }: Props) {
  const p = prompts.smartForm;
  return (
    <Modal open={open} onOpenChange={(o) => !o && onCancel()} title={p.title} description={p.description}>
      <form
        className="smart-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {!form ? (
          <p className="notice notice-error" role="alert">
            {SMART_FORM_NO_SCHEMA}
          </p>
        ) : null}
        {form?.description ? <p className="muted">{form.description}</p> : null}
        {form?.sections.map((section, i) => (
          <fieldset key={section.title ?? i} className="form-section">
            {section.title ? <legend>{section.title}</legend> : null}
            {section.fields.map((field) => (
              <SmartFormField key={field.id} field={field} value={values[field.id]} error={errors[field.id]} onChange={(v) => onChange(field.id, v)} />
            ))}
          </fieldset>
        ))}
        <div className="modal-actions">
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {p.cancel}
          </button>
          <button type="submit" className="button button-primary">
            {p.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
