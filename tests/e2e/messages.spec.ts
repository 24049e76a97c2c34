import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { violations } from '../support/axe'
import { attempt, openProbe } from '../support/probe'

// Messages and announcements: an admin publishes a must-read announcement that a
// staff member in another browser gets live (bell count and modal, no reload), can confirm only after
// its countdown, and the admin sees who read it; sub-apps hear new messages over the bridge and send them.

test('a must-read announcement reaches another browser live, unlocks after its countdown, and its publisher sees who read it', async ({
  page,
  browser,
  ownShell,
}) => {
  test.setTimeout(120_000)
  const shell = ownShell
  await signIn(page, shell, 'admin', '/portal/messages')
  await page.getByRole('tab', { name: '发布公告' }).click()
  const form = page.getByTestId('message-publish')
  await form.getByLabel('标题').fill('季度安全培训必读')
  await form.getByLabel('内容').fill('<p>请在本周内完成<b>安全培训</b>。</p><script>alert(1)</script>')
  await form.getByLabel('必读：登录后弹出，直到确认阅读').check()
  await form.getByLabel('确认前的倒计时（秒）').fill('10')
  await form.getByLabel('指定人员').check()
  await form.getByLabel('按姓名或账号查找人员').fill('staff')
  // The staff account's own result (before the search answers, the list still shows everyone, the admin first).
  await form
    .getByRole('button', { name: /^添加 / })
    .filter({ hasText: /\sstaff$/ })
    .click()
  await expect(form.getByTestId('message-chosen-users').getByRole('button')).toHaveCount(1)
  expect(await violations(page, { include: ['[data-testid="message-centre"]'] })).toEqual([])
  await page.screenshot({ path: test.info().outputPath('messages-publish-zh.png') })

  // The staff member is signed in in another browser before the announcement exists, in English.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, shell, 'staff')
  await chooseLanguage(staff, 'en')
  await expect(staff.getByTestId('message-bell')).toHaveAccessibleName('Messages, none unread')
  await expect(staff.getByTestId('must-read')).toHaveCount(0)
  const staffUrl = staff.url()

  await form.getByRole('button', { name: '发布' }).click()
  await expect(page.getByRole('tab', { name: '我发布的' })).toHaveAttribute('aria-selected', 'true')

  // Live: no reload on the staff side.
  await expect(staff.getByTestId('message-count')).toHaveText('1', { timeout: 5000 })
  // The modal hides the page from assistive technology meanwhile: the bell's label is read from its attribute.
  await expect(staff.getByTestId('message-bell')).toHaveAttribute('aria-label', 'Messages, 1 unread')
  const modal = staff.getByRole('alertdialog')
  await expect(modal).toContainText('季度安全培训必读')
  // The gateway refuses the confirm before the countdown too (the same session, straight to the route), asked at
  // once: the countdown runs from when the modal was shown, and the checks below take seconds on a busy machine.
  const early = await staff.evaluate(async () => {
    const headers = {
      'content-type': 'application/json',
      'accept-language': 'en',
      token: localStorage.getItem('t') ?? '',
    }
    const call = async (path: string, body: unknown) =>
      (
        await fetch(`/gateway/message/web/notice/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      ).json()
    const id = (await call('mustReadList', {})).result[0].id
    return call('confirmRead', { id })
  })
  expect(early.code).toBe(401201)
  expect(early.msg).toMatch(/^Please read on: you can confirm in \d+ seconds$/)
  await expect(modal).toBeVisible()
  await expect(modal.locator('b')).toHaveText('安全培训')
  await expect(modal.locator('script')).toHaveCount(0)
  const confirm = staff.getByTestId('must-read-confirm')
  await expect(confirm).toBeDisabled()
  await expect(confirm).toHaveText(/^I have read \(\d+ s\)$/)
  await expect(modal.getByRole('status')).toContainText('You can confirm in')
  expect(staff.url()).toBe(staffUrl)
  expect(await violations(staff, { include: ['[role="alertdialog"]'] })).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('messages-must-read-en.png') })

  await expect(confirm).toBeEnabled({ timeout: 15_000 })
  await expect(confirm).toHaveText('I have read')
  await confirm.click()
  await expect(modal).toBeHidden()
  await expect(staff.getByTestId('message-count')).toHaveCount(0)
  await expect(staff.getByTestId('message-bell')).toHaveAccessibleName('Messages, none unread')

  // The message stays in the staff member's centre, read.
  await staff.getByTestId('message-bell').click()
  await staff
    .getByTestId('message-popover')
    .getByRole('link', { name: /季度安全培训必读/ })
    .click()
  await expect(staff.getByTestId('message-detail')).toContainText('请在本周内完成安全培训。')
  await staff.getByTestId('message-back').click()
  await staff.getByTestId('message-filter').selectOption('read')
  await expect(staff.getByTestId('message-list')).toContainText('季度安全培训必读')
  await staff.screenshot({ path: test.info().outputPath('messages-centre-en.png') })
  await staffContext.close()

  // The publisher sees who read and confirmed it, with the times.
  await page.reload()
  await page.getByRole('tab', { name: '我发布的' }).click()
  // In the orange theme (chosen before the report's dialog covers the top bar).
  await chooseTheme(page, 'orange')
  const published = page.getByTestId('message-published')
  await expect(published).toContainText('季度安全培训必读')
  await expect(published).toContainText('1 / 1 人已读')
  await published
    .getByRole('button', { name: /阅读情况/ })
    .first()
    .click()
  const report = page.getByTestId('message-read-report')
  await expect(report).toContainText('staff')
  await expect(report).not.toContainText('未读')
  await expect(report.getByRole('columnheader', { name: '确认时间' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('messages-report-orange.png') })
})

test('a sub-app hears new messages across the frame and sends one; an app without the capability is refused', async ({
  page,
  shell,
}) => {
  // The shell's notice stream opens once the landing page is ready: the message is sent after it is open.
  const streamOpened = page.waitForRequest((request) => request.url().includes('/message/web/notice/stream'), {
    timeout: 30_000,
  })
  await signIn(page, shell, 'admin')
  const frame = await openProbe(page, shell, 'probe-4')
  await frame.evaluate(() => {
    const w = window as any
    w.heardMessages = []
    w.probe.app.messages.onNew((m: unknown) => w.heardMessages.push(m))
  })
  // Subscribing is asynchronous: let the shell record it before the message goes.
  await expect
    .poll(() =>
      frame.evaluate(() =>
        (window as any).probe.attempt('caps.list').then((a: any) => a.value.capabilities.includes('messages')),
      ),
    )
    .toBe(true)
  await streamOpened
  await page.waitForTimeout(300)
  const sent = await frame.evaluate(() =>
    (window as any).probe.app.messages.send({
      userIds: [1],
      title: 'Probe says hello',
      body: 'A request <b>waits</b> for you',
    }),
  )
  expect(sent.recipients).toBe(1)
  await expect
    .poll(() => frame.evaluate(() => (window as any).heardMessages.map((m: { title: string }) => m.title)), {
      timeout: 5000,
    })
    .toEqual(['Probe says hello'])
  const heard = await frame.evaluate(() => (window as any).heardMessages[0])
  expect(heard).toMatchObject({
    channel: 'app',
    sourceApp: 'probe-4',
    mustRead: false,
    unread: 1,
    excerpt: 'A request <b>waits</b> for you',
  })
  expect(heard.body).toBeUndefined()
  await expect(page.getByTestId('message-count')).toHaveText('1')

  // Recipients outside the tenant are refused by the gateway; an app without the capabilities by the bridge.
  const foreign = await attempt(frame, 'messages.send', [{ userIds: [999], title: 'x', body: 'y' }])
  expect(foreign).toMatchObject({ ok: false, code: 'handler_failed' })
  const denied = await openProbe(page, shell, 'probe-7')
  expect(await attempt(denied, 'messages.subscribe')).toMatchObject({ ok: false, code: 'capability_denied' })
  expect(await attempt(denied, 'messages.send', [{ userIds: [1], title: 'x', body: 'y' }])).toMatchObject({
    ok: false,
    code: 'capability_denied',
  })

  // The message centre lists the app's message under its channel.
  await page.goto(`${shell}/portal/messages`)
  await page.getByTestId('message-channel-app').click()
  await expect(page.getByTestId('message-list')).toContainText('Probe says hello')
  await page.screenshot({ path: test.info().outputPath('messages-app-channel-zh.png') })
  // An app's message is plain text: its markup shows as written.
  await page
    .getByTestId('message-list')
    .getByRole('button', { name: /Probe says hello/ })
    .click()
  await expect(page.getByTestId('message-text')).toHaveText('A request <b>waits</b> for you')
  await expect(page.getByTestId('message-detail').locator('b')).toHaveCount(0)
})
