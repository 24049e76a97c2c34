import type { Worker } from 'node:worker_threads'
import { startCaptchaWorker } from './captcha-worker-file'
import type { DrawAnswer, DrawJob } from './drawing-messages'

/** Drawings waiting for the worker at most; past that a request is refused rather than queued. */
export const MAX_WAITING_DRAWINGS = 64
/**
 * While drawings wait, the worker answers one at least this often; past it the worker is taken as hung: the waiting
 * drawings fail and the worker is started anew. (A drawing's wait behind others in the queue does not count.)
 */
const DRAW_TIMEOUT_MS = 10_000

/** Thrown when too many drawings are already waiting. */
export class DrawingBusy extends Error {}

type Job = DrawJob extends infer J ? (J extends DrawJob ? Omit<J, 'id'> : never) : never
interface Waiting {
  resolve(answer: DrawAnswer): void
  reject(error: Error): void
}

let worker: Promise<Worker> | undefined
/** The started worker that `worker` resolved to (undefined while it starts). */
let current: Worker | undefined
let nextId = 1
const waiting = new Map<number, Waiting>()
let watchdog: NodeJS.Timeout | undefined

function failAll(error: Error): void {
  clearTimeout(watchdog)
  watchdog = undefined
  for (const [id, job] of waiting) {
    job.reject(error)
    waiting.delete(id)
  }
}

/** (Re)starts the wait for the worker's next answer while drawings wait; stops it when none does. */
function watchProgress(): void {
  clearTimeout(watchdog)
  watchdog = undefined
  if (waiting.size === 0) return
  watchdog = setTimeout(() => {
    const hung = current
    worker = undefined
    current = undefined
    failAll(new Error('the captcha drawing timed out'))
    void hung?.terminate()
  }, DRAW_TIMEOUT_MS)
  watchdog.unref()
}

/** The one drawing worker of this process, started on first use; it does not keep the process alive. */
function theWorker(): Promise<Worker> {
  if (worker) return worker
  const starting: Promise<Worker> = startCaptchaWorker().then(
    (started) => {
      // Given up while it started (the watchdog): not used.
      if (worker !== starting) {
        void started.terminate()
        throw new Error('the captcha drawing timed out')
      }
      current = started
      started.unref()
      started.on('message', (answer: DrawAnswer) => {
        const job = waiting.get(answer.id)
        if (!job) return
        waiting.delete(answer.id)
        watchProgress()
        if (answer.kind === 'failed') job.reject(new Error(answer.message))
        else job.resolve(answer)
      })
      // A worker that stops is replaced on the next drawing; one already replaced fails nothing.
      const lost = (error: Error) => {
        if (current !== started) return
        current = undefined
        worker = undefined
        failAll(error)
      }
      started.on('error', lost)
      started.on('exit', (code) => lost(new Error(`the captcha worker stopped (${code})`)))
      return started
    },
    (error: unknown) => {
      if (worker === starting) worker = undefined
      throw error
    },
  )
  worker = starting
  return starting
}

/** Draws in the worker thread; throws DrawingBusy when MAX_WAITING_DRAWINGS are already waiting. */
export async function drawOffThread<K extends Job['kind']>(
  job: Extract<Job, { kind: K }>,
): Promise<Extract<DrawAnswer, { kind: K }>> {
  if (waiting.size >= MAX_WAITING_DRAWINGS) throw new DrawingBusy('too many captcha drawings waiting')
  const id = nextId++
  const answer = new Promise<DrawAnswer>((resolve, reject) => {
    waiting.set(id, { resolve, reject })
  })
  try {
    const started = await theWorker()
    // The wait for an answer counts from here: starting the worker (from source, bundling it first) is not a hang.
    if (!watchdog) watchProgress()
    started.postMessage({ ...job, id })
  } catch (error) {
    waiting.delete(id)
    if (waiting.size === 0) watchProgress()
    throw error
  }
  return answer as Promise<Extract<DrawAnswer, { kind: K }>>
}
