// Driving the probe sub-app (tests/fixtures/probe) from a test.
import { expect, type Frame, type Page } from '@playwright/test'
import { SPARE_NAME } from '../../shell/src/portal/pool/spare-frame'

/** What `window.probe.attempt` answers: the call's value, or its error code and message. */
export type Attempt = { ok: boolean; value?: unknown; code?: string; message?: string; stack?: string }

/**
 * The frame of app `app`: by its name, or a spare frame that became the app's page (shell pool/spare-frame.ts).
 * Such a frame's window is named after the app, but the test driver learns a frame's name only when it navigates,
 * so it still knows it by the spare's name; its address is the app's page.
 */
export const frameOf = (page: Page, app: string): Frame =>
  page
    .frames()
    .find(
      (f) =>
        !f.isDetached() &&
        (f.name() === app || (f.name() === SPARE_NAME && new URL(f.url()).pathname.split('/')[1] === app)),
    )!

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
