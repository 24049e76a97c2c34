import type { BrowserContext, Page } from '@playwright/test'

/**
 * Makes the pages of `target` tell `cores` processor cores, as a desktop with cores to spare does: on two cores or
 * fewer (this machine) the shell starts no frames in the background (shell lib/frugal-device.ts), and the tests of
 * those frames need a device that starts them.
 */
export async function withCores(target: Page | BrowserContext, cores = 8): Promise<void> {
  await target.addInitScript((count) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => count, configurable: true })
  }, cores)
}
