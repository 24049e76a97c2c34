// Driving the probe sub-app (tests/fixtures/probe) from a test.
import { expect, type Frame, type Page } from '@playwright/test'

/** What `window.probe.attempt` answers: the call's value, or its error code and message. */
export type Attempt = { ok: boolean; value?: unknown; code?: string; message?: string; stack?: string }

export const frameOf = (page: Page, app: string) => page.frames().find((f) => f.name() === app)!

/** A raw bridge call by name from the probe frame. */
export const attempt = (frame: Frame, method: string, args: unknown[] = []) =>
  frame.evaluate(([m, a]) => (window as any).probe.attempt(m, a) as Promise<Attempt>, [method, args] as const)

/** Opens `app` on page-a and waits until its bridge connection is up. */
export async function openProbe(page: Page, shell: string, app: string): Promise<Frame> {
  await page.goto(`${shell}/portal/${app}/page-a`)
  await expect(page.frameLocator(`iframe[name="${app}"]`).getByTestId('probe-path')).toHaveText('/page-a')
  const frame = frameOf(page, app)
  await frame.evaluate(() => (window as any).probe.connection.ready)
  return frame
}
