// One product and one Chromium for all portal benchmarks, signed in as admin.
import { chromium } from '@playwright/test'
import { join } from 'node:path'
import { importTs } from './ts.mjs'
import { pickFirstTenant } from './tenant.mjs'

/**
 * Runs in every frame before its own scripts. In a probe frame it answers `{ benchPing }` with
 * `{ benchPong }` (the "frame answers" half of a switch) and records, in the frame's own clock
 * (epoch ms), when `window.probe.connection.ready` resolved with the probe path shown.
 */
function probeHooks() {
  if (window === window.top) return
  const onPing = (event) => {
    if (event.data && event.data.benchPing !== undefined)
      event.source.postMessage({ benchPong: event.data.benchPing }, event.origin)
  }
  // Added again when the probe starts (adding the same listener twice adds it once): a spare frame that became an
  // app's page (document.open) has lost the listeners added before.
  const answerPings = () => window.addEventListener('message', onPing)
  answerPings()
  let probe
  Object.defineProperty(window, 'probe', {
    configurable: true,
    enumerable: true,
    get: () => probe,
    set(value) {
      answerPings()
      probe = value
      value.connection.ready.then(
        () => {
          if (document.querySelector('[data-testid="probe-path"]')?.textContent)
            window.__benchReadyAt = performance.timeOrigin + performance.now()
        },
        () => {},
      )
    },
  })
}

export async function startEnv(root) {
  const { module: support } = await importTs(join(root, 'tests/support/product.ts'), { root, packagesExternal: true })
  const { module: chromiumSupport } = await importTs(join(root, 'tests/support/chromium.ts'), {
    root,
    packagesExternal: true,
  })
  const product = await support.startProduct()
  let browser
  try {
    browser = await chromium.launch({
      executablePath: chromiumSupport.chromiumPath(),
      args: chromiumSupport.CHROMIUM_ARGS,
    })
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript(probeHooks)
    // A desktop with cores to spare: on two cores (this machine) the shell starts no spare or prewarmed frames
    // (shell lib/frugal-device.ts), whose opens and switches these benchmarks measure.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 8, configurable: true })
    })
    const page = await context.newPage()
    page.setDefaultTimeout(20_000)
    const shell = product.urls.shell
    await page.goto(`${shell}/login`)
    await page.getByLabel(/账号|Account/).fill('admin')
    await page.getByLabel(/登录密码|Login password/).fill('Admin@12345')
    await page.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
    await pickFirstTenant(page)
    await page.waitForURL(/\/portal\//)
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '探针 probe-1' }).waitFor()
    return {
      product,
      browser,
      context,
      page,
      shell,
      async close() {
        await browser.close().catch(() => {})
        await product.close()
      },
    }
  } catch (error) {
    await browser?.close().catch(() => {})
    await product.close()
    throw error
  }
}
