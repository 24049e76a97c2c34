/** What the worker posts once its code is loaded, before any answer: drawings are timed from then on. */
export const WORKER_READY = 'captcha-worker-ready'

/** A job for the captcha drawing worker: a slider puzzle, or a picture captcha of `text`. */
export type DrawJob = { id: number; kind: 'slider' } | { id: number; kind: 'picture'; text: string }

/** The worker's answer to job `id`: the drawing, or why it failed. */
export type DrawAnswer =
  | { id: number; kind: 'slider'; background: Uint8Array; piece: Uint8Array; x: number; y: number; size: number }
  | { id: number; kind: 'picture'; png: Uint8Array }
  | { id: number; kind: 'failed'; message: string }
