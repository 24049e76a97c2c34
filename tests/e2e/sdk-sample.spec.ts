import { readFileSync } from 'node:fs'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'
import { frameOf } from '../support/probe'

// The SDK as a team outside this repository gets it: tests/fixtures/sdk-sample, installed from the packed
// @hr-portal/bridge tarball in a temp folder and bundled there (scripts/sdk-sample.mjs), runs in the portal.
test('an app built outside the workspace from the SDK tarball connects and calls the shell', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin', '/portal/sdk-sample/home')
  await expect(page.locator('.app-frame[data-app="sdk-sample"][data-state="ready"]')).toBeVisible()
  const sample = page.frameLocator('iframe[name="sdk-sample"]')
  const { version } = JSON.parse(readFileSync('bridge/package.json', 'utf8'))
  await expect(sample.getByTestId('sample-sdk')).toHaveText(version)
  await expect(sample.getByTestId('sample-protocol')).toHaveText('2')
  await expect(sample.getByTestId('sample-language')).toHaveText('zh-CN')

  const frame = frameOf(page, 'sdk-sample')
  expect(
    await frame.evaluate(() => (window as any).sample.usable(['env.get', 'ui.toast', 'storage.get', 'future.method'])),
  ).toEqual(['env.get', 'ui.toast'])
  expect(await frame.evaluate(() => (window as any).sample.app.shell.env.get())).toMatchObject({ language: 'zh-CN' })
  await frame.evaluate(() => {
    void (window as any).sample.app.shell.ui.toast({ text: 'Hello from the SDK sample', duration: 1000 })
  })
  await expect(page.getByTestId('toast')).toContainText('Hello from the SDK sample')
  // The published BridgeError carries the guard's code.
  expect(
    await frame.evaluate(() => {
      const { app, BridgeError } = (window as any).sample
      return app.shell.storage.get('draft').catch((error: any) => error instanceof BridgeError && error.code)
    }),
  ).toBe('capability_denied')
  await chooseLanguage(page, 'en')
  await expect(sample.getByTestId('sample-language')).toHaveText('en')
})
