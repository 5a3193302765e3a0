import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';

/**
 * What agent runs need beyond a node's context: the database (to record runs) and the app's log,
 * bound once per app to its config object (buildApp), the way credentials/runtime.ts binds the
 * vault. The `ai_agent` workflow step finds it through `ctx.config`; without one (a node called on
 * its own in a unit test) the step runs without recording.
 */
export type AgentRuntime = {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Keeps a background run (Telegram) so the app's close waits for it. */
  track: (work: Promise<unknown>) => void;
  /** Resolves when the tracked background work is done (or after `ms`). */
  settle: (ms: number) => Promise<void>;
};

const runtimes = new WeakMap<Config, AgentRuntime>();

export function createAgentRuntime(db: Db, config: Config, log: AgentRuntime['log']): AgentRuntime {
  const pending = new Set<Promise<unknown>>();
  const rt: AgentRuntime = {
    db, config, log,
    track: (work) => {
      const p = work.catch((err) => log.error({ err }, 'agent background run failed')).finally(() => pending.delete(p));
      pending.add(p);
    },
    settle: async (ms) => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...pending]), new Promise((r) => (timer = setTimeout(r, ms)))]);
      clearTimeout(timer);
    },
  };
  runtimes.set(config, rt);
  return rt;
}

export function agentRuntime(config: Config): AgentRuntime | undefined {
  return runtimes.get(config);
}
