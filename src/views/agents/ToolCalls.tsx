import type { AgentToolCall } from '../../../contracts/agents';
import { agentsText as a } from '../../i18n/agents';
import { formatDuration } from '../../i18n/messages';

const json = (v: unknown) => JSON.stringify(v, null, 2);

/** A run's tool calls, by Spanish name, each with its input, output or error and duration. */
export function ToolCalls({ calls }: { calls: AgentToolCall[] }) {
  return (
    <details className="tool-calls">
      <summary>{a.runs.toolCalls(calls.length)}</summary>
      <ol>
        {calls.map((call, i) => (
          <li key={i} data-testid="tool-call" className={call.error ? 'tool-call is-error' : 'tool-call'}>
            <div className="tool-call-head">
              <strong>{call.name}</strong>
              <span className="muted">{formatDuration(call.duration_ms)}</span>
            </div>
            <div className="tool-call-label">{a.runs.toolInput}</div>
            <pre>{json(call.input)}</pre>
            {call.error ? (
              <p className="notice notice-error">
                {a.runs.toolError}: {call.error}
              </p>
            ) : (
              <>
                <div className="tool-call-label">{a.runs.toolOutput}</div>
                <pre>{json(call.output)}</pre>
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
