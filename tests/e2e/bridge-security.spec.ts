import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, expectSignOutText } from '../support/user-menu'
import { attempt, frameOf, openProbe, type Attempt } from '../support/probe'
import { gateway, loginToken } from '../support/api'

// The security boundary of the bridge, driven through the probe sub-app (tests/fixtures/probe).

function warnings(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('[bridge] dropped message')) seen.push(m.text())
  })
  return seen
}

test.beforeEach(async ({ page, shell }) => {
  // Records every message the shell sends over its MessagePorts, to prove no stack leaves it.
  await page.addInitScript(() => {
    if (window !== window.top) return
    const send = MessagePort.prototype.postMessage
    const sent: string[] = ((window as any).__bridgeSent = [])
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, ...rest: any[]) {
      sent.push(JSON.stringify(message) ?? '')
      return (send as any).call(this, message, ...rest)
    }
  })
  await signIn(page, shell, 'admin')
})

test('constructor, __proto__, toString, hasOwnProperty and undeclared names are unknown methods', async ({
  page,
  shell,
}) => {
  const probe = await openProbe(page, shell, 'probe-1')
  for (const name of [
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'session',
    'nav.changed.x',
    'eval',
  ]) {
    expect(await attempt(probe, name), name).toMatchObject({ ok: false, code: 'unknown_method' })
  }
  expect(await attempt(probe, 'perm.has', ['1001'])).toEqual({ ok: true, value: true })
})

test('a forged Penpal call to a method path other than call is refused without a stack', async ({ page, shell }) => {
  const probe = await openProbe(page, shell, 'probe-1')
  await probe.evaluate(() => {
    for (const path of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      parent.postMessage(
        { namespace: 'penpal', channel: undefined, type: 'CALL', id: `forged-${path}`, methodPath: [path], args: [] },
        '*',
      )
    }
  })
  await expect
    .poll(() =>
      page.evaluate(() => ((window as any).__bridgeSent as string[]).filter((m) => m.includes('forged-')).length),
    )
    .toBe(4)
  const replies = await page.evaluate(() =>
    ((window as any).__bridgeSent as string[]).filter((m) => m.includes('forged-')),
  )
  for (const reply of replies)
    expect(JSON.parse(reply)).toMatchObject({ type: 'REPLY', isError: true, value: { penpalCode: 'METHOD_NOT_FOUND' } })
  expect(replies.join()).not.toContain('stack')
})

test("a vendor app's session.getToken is denied with capability_denied, no stack, and audited", async ({
  page,
  shell,
  vendorProbe: _,
}) => {
  const vendor = await openProbe(page, shell, 'probe-vendor')
  const denied = await attempt(vendor, 'session.getToken')
  expect(denied).toMatchObject({
    ok: false,
    code: 'capability_denied',
    message: 'Capability session.token is not granted',
  })
  expect(denied.stack).not.toContain(shell)
  expect(await page.evaluate(() => ((window as any).__bridgeSent as string[]).join())).not.toContain('"stack"')

  const admin = await loginToken(shell, 'admin', 'Admin@12345')
  await expect
    .poll(
      async () => {
        const list = await gateway<{ rows: any[] }>(
          shell,
          '/joyhr/web/bridgeAudit/list',
          { app: 'probe-vendor', decision: 'deny', rows: 50 },
          admin,
        )
        return list.result?.rows.find((r) => r.method === 'session.getToken')
      },
      { timeout: 10_000 },
    )
    .toMatchObject({
      app: 'probe-vendor',
      method: 'session.getToken',
      capability: 'session.token',
      decision: 'deny',
      reason: 'capability_denied',
      userId: expect.anything(),
      tenantId: expect.anything(),
      origin: expect.stringMatching(/^http:/),
    })
})

test('oversized arguments and a flood of calls are refused with their codes, and the shell stays responsive', async ({
  page,
  shell,
}) => {
  const probe = await openProbe(page, shell, 'probe-1')
  expect(await attempt(probe, 'ui.message', ['info', 'x'.repeat(70_000)])).toMatchObject({
    ok: false,
    code: 'too_large',
  })
  const { codes, seconds } = await probe.evaluate(async () => {
    const started = performance.now()
    // 900 calls stay within the frame's message budget (a burst of 1,000 messages, bridge/src/message-budget.ts), so
    // each is answered by the method's own limiter; floods past that budget: bridge-flood.spec.ts.
    const all = await Promise.all(
      Array.from({ length: 900 }, () => (window as any).probe.attempt('perm.has', ['1001'])),
    )
    return { codes: all.map((a: Attempt) => (a.ok ? 'ok' : a.code)), seconds: (performance.now() - started) / 1000 }
  })
  // perm.has allows a burst of 400 and 200 a second after it; everything else is rate_limited.
  const ok = codes.filter((c) => c === 'ok').length
  expect(ok).toBeGreaterThanOrEqual(400)
  expect(ok).toBeLessThanOrEqual(400 + Math.ceil(200 * seconds) + 1)
  expect(codes.filter((c) => c !== 'ok' && c !== 'rate_limited')).toEqual([])
  expect(codes.filter((c) => c === 'rate_limited').length).toBe(900 - ok)
  const started = Date.now()
  await chooseLanguage(page, 'en')
  await expectSignOutText(page, 'Sign out')
  expect(Date.now() - started).toBeLessThan(3000)
  await expect.poll(() => attempt(probe, 'perm.has', ['1001'])).toEqual({ ok: true, value: true })
})

test('a Penpal message from the right origin but another window is ignored and logged', async ({ page, shell }) => {
  const seen = warnings(page)
  const probe = await openProbe(page, shell, 'probe-1')
  await probe.evaluate(() => document.body.append(Object.assign(document.createElement('iframe'), { name: 'nested' })))
  await expect.poll(() => page.frames().some((f) => f.name() === 'nested')).toBe(true)
  await frameOf(page, 'nested').evaluate(() => {
    const call = {
      namespace: 'penpal',
      channel: undefined,
      type: 'CALL',
      id: 'nested-1',
      methodPath: ['call'],
      args: ['ui.message', ['error', 'forged from nested']],
    }
    window.top!.postMessage(call, '*')
  })
  await expect.poll(() => seen).toContainEqual(expect.stringContaining('[bridge] dropped message: unknown_window'))
  await page.waitForTimeout(500)
  await expect(page.getByText('forged from nested')).toHaveCount(0)
  expect(await page.evaluate(() => ((window as any).__bridgeSent as string[]).join())).not.toContain('nested-1')
})

test("an installed app's frame that leaves its installed origin is not connected, even for an origin the page may frame", async ({
  page,
  shell,
  product,
  vendorProbe,
}) => {
  test.setTimeout(60_000)
  const seen = warnings(page)
  const vendor = await openProbe(page, shell, 'probe-vendor')
  expect(new URL(vendor.url()).origin).toBe(vendorProbe.origin)
  // The first-party apps origin is in the shell page's frame-src, but it is not this app's installed origin.
  await vendor.evaluate((url) => {
    location.href = url
  }, `${product.urls.apps}/probe-2/page-a`)
  await expect.poll(() => frameOf(page, 'probe-vendor').url()).toContain(product.urls.apps)
  const moved = frameOf(page, 'probe-vendor')
  await moved.waitForFunction(() => (window as any).probe !== undefined)
  const answer = await moved.evaluate(() => {
    const { connection } = (window as any).probe
    const late = new Promise((resolve) => setTimeout(() => resolve('no answer'), 4000))
    return Promise.race([
      connection.ready.then(() => 'connected'),
      connection.call('env.get', []).then(
        () => 'answered',
        () => 'refused',
      ),
      late,
    ])
  })
  expect(answer).toBe('no answer')
  expect(seen).toContainEqual(expect.stringContaining('[bridge] dropped message: wrong_origin'))
})

test("a sub-app gets one confirm dialog at a time, and the person's answer comes back", async ({ page, shell }) => {
  const frame = await openProbe(page, shell, 'probe-5')
  const ask = (content: string) =>
    frame.evaluate((text) => (window as any).probe.shell.ui.confirm({ title: 'Probe', content: text }), content)
  const first = ask('Delete the record?')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Delete the record?')
  expect(await attempt(frame, 'ui.confirm', [{ title: 'Probe', content: 'And this one?' }])).toMatchObject({
    ok: false,
    code: 'dialog_busy',
  })
  await expect(dialog).toHaveCount(1)
  await page.getByTestId('confirm-ok').click()
  expect(await first).toBe(true)

  const second = ask('Archive the record?')
  await expect(dialog).toContainText('Archive the record?')
  await dialog.getByRole('button', { name: '取消' }).click()
  expect(await second).toBe(false)
  await expect(dialog).toHaveCount(0)
})
