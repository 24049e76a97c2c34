// The captcha drawing worker's entry (a worker thread, see drawing.ts): draws slider puzzles and picture
// captchas on request, so the pixel work and PNG encoding never hold up the gateway's event loop.
import { constants, setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { type DrawAnswer, type DrawJob, WORKER_READY } from './drawing-messages'
import { drawPicture } from './picture-image'
import { drawSlider } from './slider-image'

async function draw(job: DrawJob): Promise<DrawAnswer> {
  if (job.kind === 'picture') return { id: job.id, kind: 'picture', png: await drawPicture(job.text) }
  const { background, piece, x, y, size } = await drawSlider()
  return { id: job.id, kind: 'slider', background, piece, x, y, size }
}

// On Linux a nice value belongs to a thread: below normal lets the event loop have the CPU first on a busy machine.
// (The lowest starved the drawings outright when every core was busy: a puzzle took longer than its time limit.)
if (process.platform === 'linux') {
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL)
  } catch {
    // Not allowed here: the worker runs at the gateway's priority.
  }
}

parentPort?.on('message', (job: DrawJob) => {
  draw(job).then(
    (answer) => parentPort?.postMessage(answer),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        kind: 'failed',
        message: String((error as Error)?.message ?? error),
      } satisfies DrawAnswer),
  )
})

parentPort?.postMessage(WORKER_READY)
