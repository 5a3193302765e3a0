/** What the webhook route reads of a flow. */
export type WebhookFlow = { id: string; userId: string; spec: unknown; isActive: boolean; testArmed?: boolean };

/** Flows kept at most; the least recently used is dropped first. */
const MAX_FLOWS = 1_000;

/**
 * Flows read recently by the webhook route, so a delivery can skip the flow lookup. An entry is a
 * guess, never trusted on its own: a run started from it is recorded with startRunIfUnchanged (the
 * insert itself checks the row still has this owner, spec and active flag), and any answer other
 * than running that was drawn from it is checked again on a fresh read. So it needs no TTL and stays
 * right when the flow is changed or deleted here or by another process sharing the database.
 */
export function createFlowCache(max = MAX_FLOWS) {
  const flows = new Map<string, WebhookFlow>();
  return {
    get(id: string): WebhookFlow | undefined {
      const flow = flows.get(id);
      if (flow) {
        // Map keeps insertion order: re-inserting marks the entry as recently used.
        flows.delete(id);
        flows.set(id, flow);
      }
      return flow;
    },
    set(flow: WebhookFlow) {
      flows.delete(flow.id);
      flows.set(flow.id, flow);
      if (flows.size > max) flows.delete(flows.keys().next().value!);
    },
    delete(id: string) {
      flows.delete(id);
    },
    size: () => flows.size,
  };
}
