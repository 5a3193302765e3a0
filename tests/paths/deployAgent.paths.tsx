/** deployAgent — the 'Desplegar agente' dialog of an agent's detail page (Web or Telegram). */
import { render, screen, within } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { expect } from 'vitest';
import type { Agent } from '../../contracts/agents';
import { deployAgentMachine } from '../../machines/deployAgent.machine';
import { useDeployAgent } from '../../src/app/agents';
import { agentsText } from '../../src/i18n/agents';
import { DeployAgentDialog } from '../../src/views/agents/DeployAgentDialog';
import { done, failed, http, type ScreenPaths } from './runner';

const d = agentsText.deploy;
const NOW = '2026-11-24T08:00:00.000Z';
const WEB_LIVE = { channel: 'web', enabled: true, url: 'http://localhost:3000/a/pub1', public_id: 'pub1', bot_username: null, updated_at: NOW };
const AGENT = { agent_id: 'a1', name: 'Asistente de ventas', status: 'active', model: null, tools: [], temperature: 0.2, max_iterations: 5, default_prompt: '', system_prompt: '', flow_id: null, deployments: [WEB_LIVE] } as unknown as Agent;

/** The agent detail's deploy button and dialog, over the real hook. */
function DeployHarness() {
  const [open, setOpen] = useState(true);
  const onChanged = useCallback(() => {}, []);
  const deploy = useDeployAgent('a1', onChanged);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir despliegue
      </button>
      <DeployAgentDialog open={open} onClose={() => setOpen(false)} agent={AGENT} deploy={deploy} />
    </>
  );
}

const dialog = () => screen.getByTestId('deploy-dialog');
const submit = () => within(dialog()).getByRole('button', { name: /^(Desplegar|Desplegar de nuevo|Desplegando\.\.\.)$/ });
const channelsEnabled = (enabled: boolean) =>
  within(dialog()).getAllByRole('radio').forEach((r) => expect(r).toHaveProperty('disabled', !enabled));

export const deployAgentPaths: ScreenPaths = {
  name: 'deployAgent',
  machine: deployAgentMachine,
  inputs: [{ input: { agentId: 'a1' } }],
  contextKey: (s) => [s.context.canTakeOver, s.context.channel],
  events: (s) => [
    { type: 'deploy.open' },
    { type: 'deploy.chooseChannel', channel: 'telegram' },
    { type: 'deploy.chooseChannel', channel: 'web' },
    { type: 'deploy.submit' },
    { type: 'deploy.takeOver' },
    // 'Desactivar' is offered only where the channel is live (the agent is live on the web)
    ...(s.context.channel === 'web' ? [{ type: 'deploy.disable' }] : []),
    done('deploy', { message: 'Agente desplegado', deployment: { ...WEB_LIVE, channel: s.context.channel, bot_username: s.context.channel === 'telegram' ? 'tienda_bot' : null } }),
    failed('deploy', { status: 409, detail: 'El bot ya responde a otro agente', body: { detail: 'El bot ya responde a otro agente', can_take_over: true, holders: ['Otro'] } }),
    failed('deploy', { status: 500, detail: 'fallo' }),
    done('undeploy', { message: 'Agente desactivado' }),
    failed('undeploy', { status: 500, detail: 'No se pudo desactivar' }),
  ],
  actions: {
    'xstate.init': () => void render(<DeployHarness />),
    // the state resets each time the dialog opens
    'deploy.open': async (ctx) => {
      await ctx.user.keyboard('{Escape}');
      await ctx.user.click(screen.getByRole('button', { name: 'Abrir despliegue' }));
    },
    'deploy.chooseChannel': (ctx, e) => ctx.user.click(within(dialog()).getByRole('radio', { name: d.channel[e.channel as 'web' | 'telegram'] })),
    'deploy.submit': (ctx) => ctx.user.click(submit()),
    'deploy.takeOver': (ctx) => ctx.user.click(within(dialog()).getByRole('button', { name: d.takeOver })),
    'deploy.disable': (ctx) => ctx.user.click(within(dialog()).getByRole('button', { name: d.disable })),
    ...http('deploy', 'POST /api/ai_agents/a1/deploy'),
    ...http('undeploy', 'POST /api/ai_agents/a1/undeploy'),
  },
  states: {
    idle: (_ctx, s) => {
      expect(within(dialog()).getByRole('radio', { name: d.channel[s.context.channel as 'web' | 'telegram'] })).toHaveAttribute('aria-checked', 'true');
      expect(submit()).toBeEnabled();
      channelsEnabled(true);
      expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    },
    deploying: () => {
      expect(within(dialog()).getByRole('button', { name: d.deploying })).toBeDisabled();
      channelsEnabled(false);
    },
    disabling: () => {
      expect(within(dialog()).getByRole('button', { name: d.disabling })).toBeDisabled();
      expect(submit()).toBeDisabled();
    },
    success: (_ctx, s) => {
      expect(within(dialog()).getByRole('status')).toHaveTextContent(s.context.message);
      expect(submit()).toBeEnabled();
    },
    error: (_ctx, s) => {
      const alert = within(dialog()).getByRole('alert');
      expect(alert).toHaveTextContent(`${d.errorPrefix} ${s.context.error}`);
      if (s.context.canTakeOver) expect(within(alert).getByRole('button', { name: d.takeOver })).toBeEnabled();
      else expect(within(alert).queryByRole('button', { name: d.takeOver })).not.toBeInTheDocument();
      expect(submit()).toBeEnabled();
    },
  },
};
