import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { WORKER_READY } from './drawing-messages'

/** The worker entry's name: build.mjs bundles it as dist/gateway/captcha-worker.mjs beside main.mjs and cli.mjs. */
export const CAPTCHA_WORKER_ENTRY = 'captcha-worker'

let fromSource: Promise<string> | undefined

/** From source (tests run the .ts files): esbuild bundles the worker entry once, as CommonJS code for an eval'd worker. */
function bundleFromSource(): Promise<string> {
  fromSource ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`./${CAPTCHA_WORKER_ENTRY}.ts`, import.meta.url))],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    })
    return result.outputFiles[0].text
  })
  return fromSource
}

/** How long a starting worker may take to load its code (a busy machine), past which it is given up. */
const START_LIMIT_MS = 60_000

/** The worker once it says its code is loaded; rejected (and stopped) when it fails, stops or takes too long first. */
function ready(worker: Worker): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => {
      void worker.terminate()
      failed(new Error('the captcha worker did not start in time'))
    }, START_LIMIT_MS)
    limit.unref()
    const failed = (error: Error) => {
      clearTimeout(limit)
      worker.off('message', loaded)
      reject(error)
    }
    const stopped = (code: number) => failed(new Error(`the captcha worker stopped while starting (${code})`))
    const loaded = (message: unknown) => {
      if (message !== WORKER_READY) return
      clearTimeout(limit)
      worker.off('message', loaded).off('error', failed).off('exit', stopped)
      resolve(worker)
    }
    worker.on('message', loaded).once('error', failed).once('exit', stopped)
  })
}

/**
 * Starts the captcha worker and waits until its code is loaded: in the bundle, the entry beside this bundle file; from
 * source, the entry bundled now.
 */
export async function startCaptchaWorker(): Promise<Worker> {
  const resourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 }
  if (!import.meta.url.endsWith('.ts'))
    return ready(new Worker(new URL(`./${CAPTCHA_WORKER_ENTRY}.mjs`, import.meta.url), { resourceLimits }))
  return ready(new Worker(await bundleFromSource(), { eval: true, resourceLimits }))
}
