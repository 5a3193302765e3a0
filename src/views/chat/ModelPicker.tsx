import { useState } from 'react';
import { Popover } from 'radix-ui';
import type { LlmModel } from '../../../contracts';
import { allModels, findChoice, groupModels, type ModelGroup } from '../../../machines/modelPicker.machine';
import { useSnapshot } from 'valtio';
import { useModelPicker, type ModelPickerView } from '../../app/modelPicker';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { formatCost, t } from '../../i18n/messages';
import { formatContextLength, modelPicker as m } from '../../i18n/modelPicker';
import { BUILTIN_MODEL, preferences, setModelChoice, type ModelChoice } from '../../stores/preferences';

/** More models than this and the picker offers a search box (GET /api/llm/models/search). */
export const SEARCH_THRESHOLD = 8;

type Props = {
  picker: ModelPickerView;
  selected: ModelChoice | null;
  onSelect: (choice: ModelChoice) => void;
  /** Opens the credentials modal (providers without a key). */
  onAddKey?: () => void;
};

/**
 * The chat header's LLM picker (ai mode): a button with the chosen model that opens the catalogue
 * grouped by provider — recommended marks, cost per 1K tokens, context length — with a search box
 * when the list is long, 'Error: …' with a retry, and providers without a key shown disabled.
 */
export function ModelPicker({ picker, selected, onSelect, onAddKey }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const chosen = findChoice(picker.catalogue, selected);
  const label = chosen
    ? chosen.name
    : !picker.catalogue && selected?.model
      ? selected.model === BUILTIN_MODEL ? t.chat.builtinPlanner : selected.model
      : m.noModel;
  const unconfigured = chosen ? !groupModels([chosen], picker.catalogue)[0].configured : false;
  const choose = (model: LlmModel) => {
    onSelect({ provider: model.provider_key, model: model.model_key });
    setOpen(false);
  };
  const addKey = onAddKey
    ? () => {
        setOpen(false);
        onAddKey();
      }
    : undefined;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="model-picker-trigger" aria-label={`${m.label}: ${label}`}>
        <Icon name="sparkles" size={14} />
        <span className="model-picker-label">{label}</span>
        {unconfigured ? <span className="muted">{m.noKey}</span> : null}
        <span aria-hidden="true" className="model-picker-caret">▾</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="model-menu" align="start" sideOffset={6} aria-label={m.label}>
          {picker.catalogue && allModels(picker.catalogue).length > SEARCH_THRESHOLD ? (
            <input
              type="search"
              className="input model-search"
              aria-label={m.search}
              placeholder={m.searchPlaceholder}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                picker.search(e.target.value);
              }}
            />
          ) : null}
          <PickerBody picker={picker} text={text} selected={chosen} onChoose={choose} onAddKey={addKey} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function PickerBody({ picker, text, selected, onChoose, onAddKey }: { picker: ModelPickerView; text: string; selected: LlmModel | null; onChoose: (m: LlmModel) => void; onAddKey?: () => void }) {
  if (picker.error) return <Failure message={picker.error} onRetry={picker.retry} />;
  if (!picker.catalogue) return <p className="model-menu-note"><Spinner /> {m.loading}</p>;
  if (text.trim()) {
    if (picker.searchError) return <Failure message={picker.searchError} onRetry={picker.retrySearch} />;
    if (picker.searching || !picker.results) return <p className="model-menu-note"><Spinner /> {m.searching}</p>;
    if (!picker.results.length) return <p className="model-menu-note">{m.noResults(text.trim())}</p>;
    return <ModelList groups={groupModels(picker.results, picker.catalogue)} selected={selected} onChoose={onChoose} onAddKey={onAddKey} />;
  }
  return <ModelList groups={groupModels(allModels(picker.catalogue), picker.catalogue)} selected={selected} onChoose={onChoose} onAddKey={onAddKey} />;
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="model-menu-note">
      <p role="alert" className="notice notice-error">{m.error(message)}</p>
      <button type="button" className="button button-ghost button-small" onClick={onRetry}>{m.retry}</button>
    </div>
  );
}

const isFree = (model: LlmModel) => model.cost_per_1k_input_tokens === 0 && model.cost_per_1k_output === 0;

function ModelList({ groups, selected, onChoose, onAddKey }: { groups: ModelGroup[]; selected: LlmModel | null; onChoose: (m: LlmModel) => void; onAddKey?: () => void }) {
  return (
    <div role="listbox" aria-label={m.label} className="model-list">
      {groups.map((g) => (
        <div role="group" aria-labelledby={`model-group-${g.provider_key}`} key={g.provider_key} className="model-group">
          <div className="model-group-title">
            <span id={`model-group-${g.provider_key}`}>{g.name}{g.configured ? '' : ` ${m.noKey}`}</span>
            {!g.configured && onAddKey ? (
              <button type="button" className="link-button" onClick={onAddKey} title={m.noKeyHint(g.name)}>{m.addKey}</button>
            ) : null}
          </div>
          {g.models.map((model) => (
            <button
              key={model.id}
              type="button"
              role="option"
              aria-selected={selected?.id === model.id}
              disabled={!g.configured}
              className="model-option"
              onClick={() => onChoose(model)}
            >
              <span className="model-option-name">
                {model.name}
                {model.is_recommended ? <span className="pill pill-success">{m.recommended}</span> : null}
              </span>
              <span className="model-option-meta">
                {isFree(model) ? m.free : `${m.input} ${formatCost(model.cost_per_1k_input_tokens)} · ${m.output} ${formatCost(model.cost_per_1k_output)} ${m.per1k}`} · {m.context} {formatContextLength(model.context_length)}
              </span>
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The header's picker wired to the catalogue actor and the browser preferences. */
export function HeaderModelPicker({ onAddKey, reloadKey }: { onAddKey?: () => void; reloadKey?: number }) {
  const prefs = useSnapshot(preferences);
  const picker = useModelPicker(reloadKey);
  return <ModelPicker picker={picker} selected={prefs.model ? { provider: prefs.provider, model: prefs.model } : null} onSelect={setModelChoice} onAddKey={onAddKey} />;
}
