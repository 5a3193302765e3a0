/** Parked executions taken per round; a fuller round is followed by another at once. */
export const WAKE_BATCH = 100;
/** setTimeout's limit is about 24.8 days; a later resume time is reached in hops. */
const MAX_TIMER_MS = 24 * 3600 * 1000;

/** Where the waker reads parked executions (waits.ts claimDue and nextResumeAt over the database). */
export type ParkedStore = {
  /** Claims up to `limit` parked executions due by `now`; answers their ids. */
  claimDue: (now: Date, limit: number) => Promise<string[]>;
  /** The earliest resume time still parked, or null. */
  nextResumeAt: () => Promise<Date | null>;
};

/**
 * Single-process mode: resumes parked executions when they are due (docs/engine.md "Long waits").
 * One timer for the earliest resume time, whatever the number of parked executions; at start the
 * earliest is read from the database (one already due is resumed at once). Each due execution is
 * claimed in the database before `resume` gets it, so two servers on one PostgreSQL resume it once.
 */
export function createWaker(deps: { store: ParkedStore; resume: (executionId: string) => void; log: { warn: (o: object, m?: string) => void } }) {
  let timer: NodeJS.Timeout | undefined;
  let armedFor = Infinity;
  let stopped = true;
  let round: Promise<void> = Promise.resolve();

  function arm(at: number) {
    if (stopped || at >= armedFor) return;
    clearTimeout(timer);
    armedFor = at;
    timer = setTimeout(wake, Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
    timer.unref();
  }

  /** Claims what is due, hands it to `resume`, and arms the timer for the next one. Rounds never overlap. */
  function wake() {
    clearTimeout(timer);
    armedFor = Infinity;
    round = round.then(async () => {
      if (stopped) return;
      try {
        const ids = await deps.store.claimDue(new Date(), WAKE_BATCH);
        for (const id of ids) deps.resume(id);
        if (ids.length === WAKE_BATCH) return arm(Date.now());
        const next = await deps.store.nextResumeAt();
        if (next) arm(next.getTime());
      } catch (err) {
        deps.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'resuming parked executions failed; retrying in a minute');
        arm(Date.now() + 60_000);
      }
    });
    return round;
  }

  return {
    /** Loads the earliest resume time (one already due runs now). */
    async start() {
      stopped = false;
      await wake();
    },
    /** A run was parked until `at`. */
    parked(at: Date) {
      arm(at.getTime());
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      armedFor = Infinity;
      await round;
    },
  };
}

export type Waker = ReturnType<typeof createWaker>;
