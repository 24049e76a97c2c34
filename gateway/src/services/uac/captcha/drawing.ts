import type { Worker } from 'node:worker_threads'
import { startCaptchaWorker } from './captcha-worker-file'
import type { DrawAnswer, DrawJob } from './drawing-messages'

/** Drawings waiting for the worker at most; past that a request is refused rather than queued. */
export const MAX_WAITING_DRAWINGS = 64
/** A drawing not back by then fails (and the worker is started anew). */
const DRAW_TIMEOUT_MS = 10_000

/** Thrown when too many drawings are already waiting. */
export class DrawingBusy extends Error {}

type Job = DrawJob extends infer J ? J extends DrawJob ? Omit<J, 'id'> : never : never
interface Waiting { resolve(answer: DrawAnswer): void; reject(error: Error): void; timer: NodeJS.Timeout }

let worker: Promise<Worker> | undefined
let nextId = 1
const waiting = new Map<number, Waiting>()

function failAll(error: Error): void {
  for (const [id, job] of waiting) {
    clearTimeout(job.timer)
    job.reject(error)
    waiting.delete(id)
  }
}

/** The one drawing worker of this process, started on first use; it does not keep the process alive. */
function theWorker(): Promise<Worker> {
  worker ??= startCaptchaWorker().then((started) => {
    started.unref()
    started.on('message', (answer: DrawAnswer) => {
      const job = waiting.get(answer.id)
      if (!job) return
      waiting.delete(answer.id)
      clearTimeout(job.timer)
      if (answer.kind === 'failed') job.reject(new Error(answer.message))
      else job.resolve(answer)
    })
    const lost = (error: Error) => {
      if (worker) void worker.then((w) => w === started && (worker = undefined))
      failAll(error)
    }
    started.on('error', lost)
    started.on('exit', (code) => lost(new Error(`the captcha worker stopped (${code})`)))
    return started
  }, (error: unknown) => {
    worker = undefined
    throw error
  })
  return worker
}

/** Draws in the worker thread; throws DrawingBusy when MAX_WAITING_DRAWINGS are already waiting. */
export async function drawOffThread<K extends Job['kind']>(job: Extract<Job, { kind: K }>): Promise<Extract<DrawAnswer, { kind: K }>> {
  if (waiting.size >= MAX_WAITING_DRAWINGS) throw new DrawingBusy('too many captcha drawings waiting')
  const id = nextId++
  const answer = new Promise<DrawAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id)
      reject(new Error('the captcha drawing timed out'))
      void worker?.then((w) => w.terminate())
    }, DRAW_TIMEOUT_MS)
    waiting.set(id, { resolve, reject, timer })
  })
  try {
    ;(await theWorker()).postMessage({ ...job, id })
  } catch (error) {
    const entry = waiting.get(id)
    if (entry) { clearTimeout(entry.timer); waiting.delete(id) }
    throw error
  }
  return answer as Promise<Extract<DrawAnswer, { kind: K }>>
}
