import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

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

/** Starts the captcha worker: in the bundle, the entry beside this bundle file; from source, the entry bundled now. */
export async function startCaptchaWorker(): Promise<Worker> {
  const resourceLimits = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 }
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL(`./${CAPTCHA_WORKER_ENTRY}.mjs`, import.meta.url), { resourceLimits })
  return new Worker(await bundleFromSource(), { eval: true, resourceLimits })
}
