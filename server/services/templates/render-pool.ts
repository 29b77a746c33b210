// Owner templates render on worker threads, never on a request's thread: a render is bounded inside (steps, time,
// output, formatted characters: bounded-engine.ts), and the pool bounds it from outside as well — a job still running
// at its hard stop, or a thread past its memory, ends that thread (a new one starts for the next job) and the job
// answers a limit problem. Jobs wait in one queue per website, taken in turn, so one website's templates cannot keep
// another's waiting behind them; a website with too many waiting is answered at once that the template is busy.
// Threads start with the first job and end after a minute without one (the engine and its CLDR data hold ~40 MiB).
import { Worker } from 'node:worker_threads';
import { HARD_STOP_MESSAGE, MEMORY_LIMIT_MESSAGE } from '../../../domain/limit-messages.ts';
import { TEMPLATE_RENDERS_WAITING_MESSAGE, WORKER_FAILED_MESSAGE } from '../../../domain/messages.ts';
import {
  MAX_TEMPLATE_HARD_STOP_MS,
  MAX_TEMPLATE_JOBS_WAITING,
  MAX_TEMPLATE_JOBS_WAITING_PER_WEBSITE,
  TEMPLATE_WORKER_MEMORY_MB,
  TEMPLATE_WORKERS,
} from '../../../domain/store-limits.ts';
import { startWorker } from '../../worker-script.ts';
import type { RenderResult } from './render.ts';
import type { TemplateError } from './template-errors.ts';
import type { TemplateJob } from './visitor-render.ts';

/** A pool's answer: `transient` when the problem is the pool's (busy, a thread that failed), not the template's. */
export type PoolResult = RenderResult & { transient?: boolean };

export type PoolOptions = {
  /** The worker's script (default: the template worker, server/worker-script.ts). */
  workerFile?: URL;
  workers?: number;
  hardStopMs?: number;
  waitingPerKey?: number;
  waiting?: number;
  memoryMb?: number;
  /** A thread without a job this long ends. */
  idleMs?: number;
};

type Job = { job: unknown; resolve: (r: PoolResult) => void };
type Slot = { worker: Worker | null; ready: Promise<Worker> | null; running: (Job & { id: number; timer: NodeJS.Timeout | null }) | null };

const problem = (message: string, transient = false): PoolResult => ({
  html: '',
  errors: [{ line: 0, column: 0, message, kind: transient ? 'runtime' : 'limit' } satisfies TemplateError],
  ...(transient ? { transient } : {}),
});

export class TemplatePool {
  private readonly queues = new Map<string, Job[]>();
  private readonly slots: Slot[];
  private waiting = 0;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly o: Required<Omit<PoolOptions, 'workerFile'>> & { workerFile: URL | null };

  constructor(options: PoolOptions = {}) {
    this.o = {
      workerFile: options.workerFile ?? null,
      workers: options.workers ?? TEMPLATE_WORKERS,
      hardStopMs: options.hardStopMs ?? MAX_TEMPLATE_HARD_STOP_MS,
      waitingPerKey: options.waitingPerKey ?? MAX_TEMPLATE_JOBS_WAITING_PER_WEBSITE,
      waiting: options.waiting ?? MAX_TEMPLATE_JOBS_WAITING,
      memoryMb: options.memoryMb ?? TEMPLATE_WORKER_MEMORY_MB,
      idleMs: options.idleMs ?? 60_000,
    };
    this.slots = Array.from({ length: Math.max(1, this.o.workers) }, () => ({ worker: null, ready: null, running: null }));
  }

  /** Runs `job` for `key` (a website) when its turn comes. Never rejects. */
  run(key: string, job: TemplateJob | unknown): Promise<PoolResult> {
    const queue = this.queues.get(key) ?? [];
    if (queue.length >= this.o.waitingPerKey || this.waiting >= this.o.waiting)
      return Promise.resolve(problem(TEMPLATE_RENDERS_WAITING_MESSAGE, true));
    return new Promise((resolve) => {
      queue.push({ job, resolve });
      this.queues.set(key, queue);
      this.waiting++;
      this.dispatch();
    });
  }

  /** Ends every thread; jobs running or waiting answer that the worker stopped. */
  async close(): Promise<void> {
    for (const queue of this.queues.values()) for (const j of queue) j.resolve(problem(WORKER_FAILED_MESSAGE, true));
    this.queues.clear();
    this.waiting = 0;
    await Promise.all(this.slots.map((slot) => this.end(slot, problem(WORKER_FAILED_MESSAGE, true))));
  }

  /** The next job in turn: the first website's first job; that website goes to the back of the line. */
  private take(): Job | null {
    for (const [key, queue] of this.queues) {
      const job = queue.shift();
      this.queues.delete(key);
      if (queue.length > 0) this.queues.set(key, queue);
      if (job) {
        this.waiting--;
        return job;
      }
    }
    return null;
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (slot.running || this.waiting === 0) continue;
      const job = this.take();
      if (!job) return;
      this.start(slot, job);
    }
    this.scheduleIdle();
  }

  private start(slot: Slot, job: Job) {
    const id = this.nextId++;
    const running = { ...job, id, timer: null as NodeJS.Timeout | null };
    slot.running = running;
    this.started(slot).then(
      (worker) => {
        if (slot.running !== running) return;
        // The hard stop counts from the job's start, not the thread's: a thread starting is not the template's doing.
        running.timer = setTimeout(() => void this.end(slot, problem(HARD_STOP_MESSAGE)), this.o.hardStopMs);
        worker.ref();
        worker.postMessage({ id, job: job.job });
      },
      () => this.finish(slot, id, problem(WORKER_FAILED_MESSAGE, true)),
    );
  }

  private finish(slot: Slot, id: number, result: PoolResult) {
    const running = slot.running;
    if (!running || running.id !== id) return;
    if (running.timer) clearTimeout(running.timer);
    slot.running = null;
    slot.worker?.unref();
    running.resolve(result);
    this.dispatch();
  }

  /** Ends the slot's thread: its job (if any) answers `result`; the next job starts a new thread. */
  private async end(slot: Slot, result: PoolResult) {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = null;
    if (slot.running) this.finish(slot, slot.running.id, result);
    if (worker) await worker.terminate();
  }

  private started(slot: Slot): Promise<Worker> {
    if (slot.ready) return slot.ready;
    const options = { resourceLimits: { maxOldGenerationSizeMb: this.o.memoryMb }, stdout: false, stderr: false };
    const worker = this.o.workerFile ? new Worker(this.o.workerFile, options) : startWorker('template-worker', options);
    slot.worker = worker;
    slot.ready = new Promise<Worker>((resolve, reject) => {
      worker.on('message', (message: { ready?: true; id?: number; result?: PoolResult }) => {
        if (message.ready) resolve(worker);
        else if (message.id !== undefined && message.result) this.finish(slot, message.id, message.result);
      });
      const failed = (error: unknown) => {
        if (slot.worker !== worker) return;
        slot.worker = null;
        slot.ready = null;
        reject(error);
        const outOfMemory = (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
        if (slot.running)
          this.finish(slot, slot.running.id, outOfMemory ? problem(MEMORY_LIMIT_MESSAGE) : problem(WORKER_FAILED_MESSAGE, true));
      };
      worker.on('error', failed);
      worker.on('exit', (code) => failed(new Error(`The template worker stopped (exit code ${code}).`)));
    });
    slot.ready.catch(() => {});
    return slot.ready;
  }

  /** Threads end after idleMs without a job. */
  private scheduleIdle() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.slots.every((s) => !s.worker) || this.slots.some((s) => s.running)) return;
    this.idleTimer = setTimeout(() => {
      if (this.slots.some((s) => s.running) || this.waiting > 0) return;
      for (const slot of this.slots) void this.end(slot, problem(WORKER_FAILED_MESSAGE, true));
    }, this.o.idleMs);
    this.idleTimer.unref();
  }
}
