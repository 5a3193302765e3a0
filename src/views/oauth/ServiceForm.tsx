import { useState, type FormEvent } from 'react';
import { Switch } from 'radix-ui';
import { t } from '../../i18n/messages';
import { inputTypeOf, missingFields, type FormField } from '../../../machines/serviceConnection.machine';

type Props = { fields: FormField[]; onSubmit: (values: Record<string, string>) => void };

/** form: API key, bot token, database or the server's fields (spec §5 "Service form"). */
export function ServiceForm({ fields, onSubmit }: Props) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const m = missingFields(fields, values);
    setMissing(m);
    if (m.length === 0) onSubmit(values);
  };
  return (
    <form className="form service-auth-form" onSubmit={submit} noValidate>
      {fields.map((f) => {
        const id = `service-field-${f.name}`;
        const required = f.required !== false;
        const invalid = missing.includes(f.name);
        const set = (v: string) => setValues({ ...values, [f.name]: v });
        return (
          <div className="field" key={f.name}>
            <label htmlFor={id}>
              {f.label}
              {required ? ' *' : ''}
            </label>
            {f.type === 'boolean' ? (
              // yes/no is a switch, sent as 'true'/'false': there is no third answer to type
              <Switch.Root id={id} className="switch" checked={values[f.name] === 'true'} onCheckedChange={(on) => set(on ? 'true' : 'false')}>
                <Switch.Thumb className="switch-thumb" />
              </Switch.Root>
            ) : f.options?.length ? (
              <select id={id} className="select" required={required} aria-invalid={invalid || undefined} value={values[f.name] ?? ''} onChange={(e) => set(e.target.value)}>
                <option value="" disabled>
                  {f.placeholder ?? f.label}
                </option>
                {f.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                type={inputTypeOf(f)}
                required={required}
                aria-invalid={invalid || undefined}
                autoComplete="off"
                placeholder={f.placeholder}
                value={values[f.name] ?? ''}
                onChange={(e) => set(e.target.value)}
              />
            )}
            {invalid ? <span className="field-error">{t.serviceAuth.required}</span> : null}
            {f.help_text ? <span className="muted field-hint">{f.help_text}</span> : null}
          </div>
        );
      })}
      <div className="modal-actions">
        <button type="submit" className="button button-primary">
          {t.serviceAuth.connect}
        </button>
      </div>
    </form>
  );
}
