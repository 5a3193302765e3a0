import { StepError, type ExecutionContext } from './types';

/** execute() for connectors whose API client is not built yet: fails with a clear Spanish message. */
export function notYetRunnable(serviceName: string) {
  return async (_ctx: ExecutionContext, _params: unknown): Promise<unknown> => {
    throw new StepError(`Este conector todavía no puede ejecutarse en Enlaza: ${serviceName}`);
  };
}
