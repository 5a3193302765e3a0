import type { LlmModel } from '../../../contracts';
import type { SmartFormField as Field } from '../../../machines/chatPrompt.machine';
import { allModels, groupModels, type ModelCatalogue, type ModelGroup } from '../../../machines/modelPicker.machine';
import { useModelPicker } from '../../app/modelPicker';
import { prompts } from '../../i18n/prompts';
import { modelPicker as m } from '../../i18n/modelPicker';

type Props = {
  field: Field;
  value: string;
  common: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required: boolean };
  onChange: (value: string) => void;
};

/**
 * A smart form field with the 'model_selector' format (spec §5): a model of the LLM catalogue,
 * grouped by provider. The field's `models_metadata` (or `options`, as model keys) narrows the list;
 * keys the catalogue does not know are still offered, under their provider or 'Otros'.
 */
export function ModelSelectorField({ field, value, common, onChange }: Props) {
  const picker = useModelPicker();
  const groups = selectorGroups(field, picker.catalogue);
  return (
    <>
      <select {...common} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{picker.catalogue || groups.length ? prompts.smartForm.choose : m.loading}</option>
        {value && !groups.some((g) => g.models.some((x) => x.model_key === value)) ? <option value={value}>{value}</option> : null}
        {groups.map((g) => (
          <optgroup key={g.provider_key} label={g.configured ? g.name : `${g.name} ${m.noKey}`}>
            {g.models.map((x) => (
              <option key={x.id} value={x.model_key}>
                {x.is_recommended ? `${x.name} (${m.recommended})` : x.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {picker.error ? (
        <p className="field-error" role="alert">
          {m.error(picker.error)}{' '}
          <button type="button" className="link-button" onClick={picker.retry}>{m.retry}</button>
        </p>
      ) : null}
    </>
  );
}

/** The catalogue's groups, narrowed to the field's models when it names some. */
export function selectorGroups(field: Field, catalogue: ModelCatalogue | null): ModelGroup[] {
  const named = field.models_metadata?.length
    ? field.models_metadata
    : field.options?.length ? field.options.map((model_key) => ({ model_key })) : null;
  const known = allModels(catalogue);
  if (!named) return groupModels(known, catalogue);
  const picked: LlmModel[] = named.map((n) => {
    const hit = known.find((k) => k.model_key === n.model_key && (!('provider_key' in n) || !n.provider_key || n.provider_key === k.provider_key));
    if (hit) return hit;
    const meta = n as { model_key: string; name?: string; provider_key?: string; provider_name?: string };
    return {
      id: `${meta.provider_key ?? 'otros'}:${meta.model_key}`,
      model_key: meta.model_key,
      name: meta.name ?? meta.model_key,
      provider_key: meta.provider_key ?? 'otros',
      provider_name: meta.provider_name ?? meta.provider_key ?? m.others,
      is_active: true,
      is_recommended: false,
      context_length: null,
      cost_per_1k_input_tokens: null,
      cost_per_1k_output: null,
      capabilities: [],
    };
  });
  return groupModels(picked, catalogue);
}
