import type { Job, Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PlanStep } from '../../../contracts/plan';
import type { Config } from '../../config';
import { executions, flows } from '../../db/schema';
import type { Engine, EngineDeps, StartOptions } from '../index';
import type { ResumePoint } from '../runner';
import { createGroupCommit } from '../group-commit';
import { createLocalRuns, type LocalRun } from '../local-runs';
import { createPoller } from '../poller';
import { createRecorder, recordedResult, type FlowGuard } from '../recorder';
import { scheduleOf } from '../scheduler';
import { claimSlot, lastSlot, MISSED_AFTER_MS, nextSlot, slotTrigger } from '../slots';
import { specSteps, type FlowRef, type RunHandle, type RunResult, type TriggerInput, type TriggerType } from '../types';
import { cancelParked } from '../waits';
import { createParkedJobs } from './parked-jobs';
import { createProcessRegistry } from './processes';
import { createRunWaiters } from './results';
import { createQueueSchedules, type QueueSchedules } from './schedules';

/**
 * An execution to run: its row exists ('running', no owner yet); the job id is the execution id. A
 * run parked by a long delay moves its own job back to BullMQ's delayed set until the wait ends
 * (docs/scaling.md "Long waits"); `parked` marks a job re-added for a parked execution whose job was lost.
 */
export type RunJob = { executionId: string; flowId: string; userId: string; steps: PlanStep[]; triggerType: TriggerType; payload: unknown; resume?: ResumePoint; parked?: true };
/** `slot`: the slot's time when the job is not a scheduler's (whose id ends with it). */
type TriggerJob = { flowId: string; slot?: number };

const RUNS = 'runs';
const TRIGGERS = 'triggers';
/** Trigger jobs (slots, polling rounds) a process handles at once; they only read and enqueue. */
const TRIGGER_CONCURRENCY = 4;
/** Queued executions older than this are checked against the queue (an API process died before enqueueing). */
const ORPHAN_AFTER_MS = 60_000;

/**
 * Queue mode (docs/scaling.md): executions go through BullMQ on Redis and run on whichever process
 * takes the job (workers; API processes too per ENLAZA_API_WORKS); PostgreSQL stays the store.
 * startRun keeps its contract: it resolves once the row exists, and `done` once the run ended,
 * wherever it ran (QueueEvents carries the result back).
 */
export function createQueueEngine(deps: EngineDeps, q: NonNullable<Config['queue']>): Engine {
  const { db, config, log } = deps;
  const role = deps.role ?? 'api';
  const recorder = createRecorder(db);
  const runs = createLocalRuns({ db, config, log, recorder, retry: deps.retry, liveAfterMs: deps.liveAfterMs });
  const registry = createProcessRegistry(db, role, q.heartbeatMs);
  const poller = createPoller({ db, config, log, start: (flow, trigger) => startRun(flow, trigger) });
  // Taking jobs: one statement marks this process the owner of the executions taken together.
  const claims = createGroupCommit(async (ids: string[]) => {
    const rows = await db
      .update(executions)
      .set({ ownerId: registry.id })
      .where(and(inArray(executions.id, ids), eq(executions.status, 'running'), isNull(executions.ownerId)))
      .returning({ id: executions.id });
    const taken = new Set(rows.map((r) => r.id));
    return ids.map((id) => taken.has(id));
  });

  let connections: Redis[] = [];
  let runQueue: Queue | undefined;
  let triggerQueue: Queue | undefined;
  let events: QueueEvents | undefined;
  let workers: Worker[] = [];
  let schedules: QueueSchedules | undefined;
  let working = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let ticks = 0;
  let ticking = false;

  async function loadFlow(flowId: string) {
    const [row] = await db.select({ id: flows.id, userId: flows.userId, spec: flows.spec, isActive: flows.isActive, missedSlots: flows.missedSlots }).from(flows).where(eq(flows.id, flowId)).limit(1);
    return row ?? null;
  }

  /** The run as recorded (status and error; no steps), for runs whose result did not come back. */
  async function recorded(executionId: string, flowId: string): Promise<RunResult> {
    return recordedResult(executionId, flowId, await recorder.executionStatus(executionId));
  }

  const waiters = createRunWaiters({ local: (id) => runs.get(id), recorded });
  const parked = createParkedJobs({ db, log, queue: () => runQueue, work: runWork, recorded });
  const awaitRun = waiters.wait;
  const settle = waiters.settle;

  async function startRun(flow: FlowRef, trigger: TriggerInput, opts: StartOptions = {}): Promise<RunHandle> {
    return (await begin(flow, trigger, opts.steps, undefined, opts.resume))!;
  }

  /** Inserts the execution row (guarded when `guard` is given), then enqueues its job. */
  async function begin(flow: FlowRef, trigger: TriggerInput, planSteps?: PlanStep[], guard?: FlowGuard, resume?: ResumePoint): Promise<RunHandle | null> {
    // Enqueueing needs only the queue: a slot or a polling round ending during a stop still hands its run on.
    if (!runQueue) throw new Error('El motor de ejecución se está deteniendo');
    const steps = planSteps ? specSteps(planSteps) : specSteps(flow.spec);
    const payload = trigger.payload ?? {};
    const created = await recorder.createExecution({ flowId: flow.id, userId: flow.userId, triggerType: trigger.type, payload, dedupeKey: trigger.dedupeKey }, guard);
    if (!created) return null;
    const executionId = created.id;
    if (created.duplicate) return { executionId, duplicate: true, done: awaitRun(executionId, flow.id) };
    const done = awaitRun(executionId, flow.id);
    const job: RunJob = { executionId, flowId: flow.id, userId: flow.userId, steps, triggerType: trigger.type, payload, ...(resume ? { resume } : {}) };
    try {
      await runQueue.add('run', job, { jobId: executionId });
    } catch (err) {
      log.error({ err, executionId }, 'could not enqueue the execution');
      await recorder.finishExecution(executionId, 'error', 'No se pudo poner la ejecución en la cola').catch(() => {});
      settle(executionId, null);
      throw err;
    }
    return { executionId, done };
  }

  /**
   * A worker took a run job. A short run is never claimed: its steps are written once, with its end,
   * so if this process dies first BullMQ gives the job to another process (its lock expires) and the
   * run starts over with nothing of it recorded. A run still going after LIVE_AFTER_MS is claimed
   * (owner_id) before its steps are written live; if this process dies after that, the run is marked
   * interrupted by the heartbeat sweep, and a copy of the job ends without running it again.
   */
  async function processRun(job: Job<RunJob>, token?: string): Promise<RunResult> {
    const r = job.data;
    // Only a job taken before (its worker stopped answering, or a long wait delayed it) can find its
    // execution started elsewhere, or parked.
    if (job.attemptsStarted > 1 || job.stalledCounter > 0 || r.parked) {
      const row = await ownerOf(r.executionId);
      if (row?.status === 'running' && row.resumeAt) return parked.resume(job, token, row.resumeAt);
      if (row?.status === 'running' && row.ownerId) {
        await registry.interruptIfOwnerDead(r.executionId);
        return settled(r.executionId, r.flowId);
      }
      if (row?.status !== 'running') return recorded(r.executionId, r.flowId);
      // Resumed after its wait by a process that died before writing anything of it: resumed again.
      if (row.resumed) return parked.continueRun(job, token);
    }
    return runWork(job, token, r);
  }

  /** Runs an execution here (claimed once it goes live); a run a long delay parks delays its own job. */
  async function runWork(job: Job<RunJob>, token: string | undefined, r: LocalRun): Promise<RunResult> {
    const result = await runs.run({
      ...r,
      beforeLive: async () => {
        if (!(await claims.add(r.executionId))) log.warn({ executionId: r.executionId }, 'execution already claimed by another process');
      },
    });
    if (result.status === 'waiting') await parked.delay(job, token, new Date(result.waiting_until!).getTime());
    return result;
  }

  async function ownerOf(executionId: string) {
    const [row] = await db
      .select({ status: executions.status, ownerId: executions.ownerId, resumeAt: executions.resumeAt, resumed: sql<boolean>`${executions.resume} is not null` })
      .from(executions)
      .where(eq(executions.id, executionId))
      .limit(1);
    return row ?? null;
  }

  /** The run's end as recorded, waiting while a live owner elsewhere still runs it (this job's lock was lost, not its process). */
  async function settled(executionId: string, flowId: string): Promise<RunResult> {
    let row = await recorder.executionStatus(executionId);
    while (row?.status === 'running' && !stopping) {
      await new Promise((res) => setTimeout(res, 1_000));
      row = await recorder.executionStatus(executionId);
    }
    return recorded(executionId, flowId);
  }

  /** A schedule slot came due: run the flow for it (or for the last missed slot, or skip it). */
  async function processSlot(job: Job<TriggerJob>) {
    const flow = await loadFlow(job.data.flowId);
    const sched = flow?.isActive ? scheduleOf(flow.spec, config.timezone) : null;
    if (!flow || !sched) return schedules?.dropSlot(job.data.flowId);
    const due = job.data.slot ?? (Number(String(job.id).split(':').pop()) || job.opts.prevMillis || job.timestamp);
    let slot = new Date(due);
    const missed = Date.now() - due > MISSED_AFTER_MS;
    if (missed) {
      if (flow.missedSlots === 'skip') return log.info({ flowId: flow.id, slot: slot.toISOString() }, 'missed schedule slot skipped');
      slot = lastSlot(sched.pattern, sched.timezone) ?? slot;
    }
    const claimed = await claimSlot(db, flow.id, slot);
    if (claimed) await startRun(claimed, slotTrigger(slot, { cron_expression: sched.pattern, timezone: sched.timezone }, missed));
  }

  async function processTrigger(job: Job<TriggerJob>) {
    if (job.name === 'slot') return processSlot(job);
    if (job.name === 'poll') return poller.pollNow(job.data.flowId);
  }

  /** API processes in 'auto' work only while no worker process is alive. */
  async function adjustWork() {
    if (role === 'worker' || q.apiWorks === 'true') return setWorking(true);
    if (q.apiWorks === 'false') return setWorking(false);
    setWorking((await registry.liveWorkers()) === 0);
  }

  function setWorking(on: boolean) {
    if (on === working || stopping) return;
    working = on;
    for (const w of workers) {
      if (on) {
        if (w.isPaused()) w.resume();
        else if (!w.isRunning()) void w.run().catch((err) => log.error({ err }, 'queue worker stopped'));
      } else void w.pause(true);
    }
    log.info({ role, working: on }, on ? 'taking executions from the queue' : 'leaving executions to the workers');
  }

  async function tick() {
    ticks++;
    await registry.beat();
    const swept = await registry.sweepDead();
    if (swept.length) log.warn({ count: swept.length }, 'executions of a stopped process were marked interrupted');
    await adjustWork();
    if (role === 'api') await schedules?.refresh();
    if (ticks % 10 === 0) {
      await registry.forgetLongDead();
      // A row whose job never made it to the queue (its API process died in between) would stay 'running'.
      const queued = await registry.queuedSince(ORPHAN_AFTER_MS);
      const orphans: string[] = [];
      for (const id of queued) {
        if (await parked.lost(id)) orphans.push(id);
      }
      if (orphans.length) await registry.interruptOrphans(orphans);
      await parked.requeueLost(await registry.overdueParked(ORPHAN_AFTER_MS));
      waiters.expire();
    }
  }

  async function openQueues() {
    const bull = await import('bullmq');
    const { Redis: RedisClient } = await import('ioredis');
    const connect = () => {
      const c = new RedisClient(q.redisUrl, { maxRetriesPerRequest: null });
      c.on('error', (err) => log.warn({ err: err.message }, 'Redis connection error'));
      connections.push(c);
      return c;
    };
    // Croner computes the slots, as in single-process mode and in the step editor's validation.
    const settings = { repeatStrategy: (millis: number, opts: { pattern?: string; tz?: string }) => (opts.pattern ? nextSlot(opts.pattern, opts.tz ?? config.timezone, new Date(millis))?.getTime() : undefined) };
    const shared = connect();
    const base = { connection: shared, prefix: q.prefix };
    runQueue = new bull.Queue(RUNS, { ...base, defaultJobOptions: { attempts: 1, removeOnComplete: { age: 3_600, count: 10_000 }, removeOnFail: { age: 24 * 3_600, count: 10_000 } } });
    triggerQueue = new bull.Queue(TRIGGERS, { ...base, settings });
    schedules = createQueueSchedules({ db, queue: triggerQueue, defaultTimezone: config.timezone, pollIntervalMs: config.pollIntervalMs, log });
    // A job is stalled (its worker died) after its lock is not renewed for lockDuration.
    const lockDuration = Math.max(2_000, q.heartbeatMs * 6);
    const workerOpts = { connection: connect(), prefix: q.prefix, autorun: false, lockDuration, stalledInterval: lockDuration };
    workers = [
      new bull.Worker<RunJob, RunResult>(RUNS, processRun, { ...workerOpts, concurrency: q.workerConcurrency }),
      new bull.Worker<TriggerJob>(TRIGGERS, processTrigger, { ...workerOpts, connection: connect(), concurrency: TRIGGER_CONCURRENCY, settings }),
    ];
    for (const w of workers) w.on('error', (err) => log.warn({ err: err.message }, 'queue worker error'));
    events = new bull.QueueEvents(RUNS, { connection: connect(), prefix: q.prefix });
    events.on('completed', ({ jobId, returnvalue }) => settle(jobId, (returnvalue as unknown as RunResult) ?? null));
    events.on('failed', ({ jobId }) => settle(jobId, null));
    // A run parked by a long delay: whoever waits reads 'waiting' from the row.
    events.on('delayed', ({ jobId }) => settle(jobId, null));
    await Promise.all([runQueue.waitUntilReady(), triggerQueue.waitUntilReady(), events.waitUntilReady()]);
  }

  return {
    async start() {
      stopping = false;
      runs.reset();
      await registry.register();
      const swept = await registry.sweepDead();
      if (swept.length) log.warn({ count: swept.length }, 'executions of a stopped process were marked interrupted');
      await openQueues();
      if (role === 'api') {
        await schedules!.reconcile();
        await schedules!.refresh();
      }
      await adjustWork();
      timer = setInterval(() => {
        // A slow database must not pile beats up.
        if (ticking) return;
        ticking = true;
        tick()
          .catch((err) => log.warn({ err: String(err) }, 'queue heartbeat failed'))
          .finally(() => (ticking = false));
      }, q.heartbeatMs);
      timer.unref();
      log.info({ role, process: registry.id, prefix: q.prefix }, 'queue mode started');
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      // Stop taking jobs, let running executions end (bounded), interrupt the rest.
      const closing = Promise.all(workers.map((w) => w.close()));
      await runs.drain(deps.stopGraceMs ?? 5_000);
      await Promise.race([closing, new Promise((r) => setTimeout(r, 2_000))]);
      await Promise.allSettled([events?.close(), runQueue?.close(), triggerQueue?.close()]);
      runQueue = triggerQueue = events = undefined;
      waiters.settleAll();
      for (const c of connections) c.disconnect();
      connections = [];
      workers = [];
      working = false;
      await registry.unregister().catch(() => {});
    },
    startRun,
    startRunIfUnchanged: (flow, trigger) => begin(flow, trigger, undefined, { userId: flow.userId, isActive: flow.isActive, spec: flow.spec }),
    async runFlow(flow, trigger, opts) {
      const ref = typeof flow === 'string' ? await loadFlow(flow) : flow;
      if (!ref) return null;
      return (await startRun(ref, trigger, opts)).done;
    },
    syncSchedule: (flowId) => schedules!.sync(flowId),
    schedules: () => schedules?.schedules() ?? [],
    pollers: () => schedules?.pollers() ?? [],
    pollNow: (flowId) => poller.pollNow(flowId),
    flowUsage: (flowId) => runs.usage(flowId),
    running: () => runs.size(),
    onRunFinished: (listener) => recorder.onFinished(listener),
    async cancelWaits(flowId, reason) {
      const ids = await cancelParked(db, flowId, reason);
      // Their delayed jobs would find nothing to resume; removing them keeps Redis clean.
      for (const id of ids) await runQueue?.remove(id).catch(() => 0);
      return ids.length;
    },
  };
}
