import type { Frame } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'
import { frameOf } from '../support/probe'

// A sub-app written against bridge/PROTOCOL.md with `penpal` alone (tests/fixtures/plain-penpal), never
// the SDK: the protocol as documented is enough to connect, negotiate, call and be refused.
type Outcome = { ok: boolean; value?: any; error?: { code: string; message: string } }
const call = (frame: Frame, name: string, args: unknown[] = []) =>
  frame.evaluate(([n, a]) => (window as any).plain.call(n, a) as Promise<Outcome>, [name, args] as const)

test('a plain Penpal client connects, negotiates the protocol version and calls the shell', async ({ page, shell }) => {
  await signIn(page, shell, 'admin', '/portal/plain-penpal/home')
  // The shell took the app's own app.ready: its loading view is gone.
  await expect(page.locator('.app-frame[data-app="plain-penpal"][data-state="ready"]')).toBeVisible()
  const frame = frameOf(page, 'plain-penpal')
  expect(await frame.evaluate(() => (window as any).plain.ready)).toEqual({ version: 2, versions: [1, 2] })
  await expect(page.frameLocator('iframe[name="plain-penpal"]').getByTestId('plain-status')).toHaveText('protocol 2')

  // Only versions the shell lacks: a clear refusal.
  expect(await call(frame, 'protocol.negotiate', [{ versions: [7, 8] }])).toMatchObject({
    ok: false,
    error: { code: 'unsupported_version', message: expect.stringContaining('1, 2') },
  })
  expect(await call(frame, 'env.get')).toMatchObject({
    ok: true,
    value: { language: 'zh-CN', theme: expect.any(String) },
  })
  expect(await call(frame, 'caps.list', [['env.get', 'storage.get', 'app.ready', 'future.method']])).toEqual({
    ok: true,
    value: {
      version: 2,
      capabilities: ['env', 'ui'],
      methods: {
        'env.get': { supported: true, granted: true },
        'storage.get': { supported: true, granted: false },
        'app.ready': { supported: true, granted: true },
        'future.method': { supported: false, granted: false },
      },
    },
  })

  // A toast over the shell, from the plain client (it answers when the toast goes: not awaited here).
  await frame.evaluate(() => {
    void (window as any).plain.call('ui.toast', [{ text: 'Hello from plain Penpal', duration: 1000 }])
  })
  await expect(page.getByTestId('toast')).toContainText('Hello from plain Penpal')

  // What its manifest lacks, an undeclared name and a bad argument are refused with their codes.
  expect(await call(frame, 'storage.get', ['draft'])).toMatchObject({ ok: false, error: { code: 'capability_denied' } })
  expect(await call(frame, 'constructor')).toMatchObject({ ok: false, error: { code: 'unknown_method' } })
  expect(await call(frame, 'ui.message', ['shout', 'x'])).toMatchObject({
    ok: false,
    error: { code: 'invalid_arguments' },
  })

  // The shell calls the app too: a language switch reaches it as setEnv.
  await chooseLanguage(page, 'en')
  await expect(page.frameLocator('iframe[name="plain-penpal"]').getByTestId('plain-language')).toHaveText('en')
})
