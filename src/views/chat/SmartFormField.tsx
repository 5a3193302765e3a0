import type { SmartFormField as Field } from '../../../machines/chatPrompt.machine';
import { TEXTAREA_MAX_LENGTH } from '../../../machines/chatPrompt.machine';
import { prompts } from '../../i18n/prompts';
import { ModelSelectorField } from './ModelSelectorField';

type Props = { field: Field; value: string | boolean | undefined; error?: string; onChange: (value: string | boolean) => void };

const LONG_TEXT = /(?:^|\.)(message|body|content|prompt|query|description|values|fields)$/i;

/**
 * One smart form field (spec §5): string/number/boolean, select as an enumeration, long text as a
 * textarea, and the 'model_selector' format as the LLM catalogue grouped by provider.
 */
export function SmartFormField({ field, value, error, onChange }: Props) {
  const id = `smart-${field.id}`;
  const text = typeof value === 'string' ? value : '';
  const describedBy = error ? `${id}-error` : field.description ? `${id}-help` : undefined;
  const common = { id, 'aria-invalid': !!error, 'aria-describedby': describedBy, required: field.required !== false };
  let control;
  if (field.type === 'boolean') {
    control = (
      <label className="checkbox-row">
        <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {prompts.smartForm.yes}
      </label>
    );
  } else if (field.format === 'model_selector') {
    control = <ModelSelectorField field={field} value={text} common={common} onChange={onChange} />;
  } else if (field.type === 'select' && field.options?.length) {
    control = (
      <select {...common} className="input" value={text} onChange={(e) => onChange(e.target.value)}>
        <option value="">{prompts.smartForm.choose}</option>
        {field.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea' || LONG_TEXT.test(field.id)) {
    control = (
      <textarea {...common} className="input" rows={3} maxLength={TEXTAREA_MAX_LENGTH} placeholder={field.placeholder} value={text} onChange={(e) => onChange(e.target.value)} />
    );
  } else {
    const type = field.type === 'number' ? 'number' : field.format === 'email' ? 'email' : field.format === 'url' ? 'url' : 'text';
    control = <input {...common} className="input" type={type} placeholder={field.placeholder} value={text} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className="field">
      {field.type === 'boolean' ? (
        <span className="field-label">{field.label}</span>
      ) : (
        <label htmlFor={id} className="field-label">
          {field.label}
          {field.required !== false ? <span className="required-mark" aria-hidden="true"> {prompts.smartForm.requiredMark}</span> : null}
        </label>
      )}
      {control}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : field.description ? (
        <p id={`${id}-help`} className="field-help muted">
          {field.description}
        </p>
      ) : null}
    </div>
  );
}
