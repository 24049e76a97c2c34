import type { Page } from '@playwright/test'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { linkPlatformAccount } from '../support/platform-accounts'

// A leave request reaches the manager beyond the portal: an e-mail in the mail catcher and a card in the WeCom
// stand-in, each with a link that opens the request in the portal (signing in first), and in the portal's bell, whose
// item opens it; once the last step approves, the requester hears "approved".

const attendance = (page: Page) => page.frameLocator('iframe[name="attendance"]')

/** A Wednesday in March of this year (dates the demo balances of this year cover; not hr-flow's). */
const year = new Date().getFullYear()
const wednesday = (() => {
  const d = new Date(Date.UTC(year, 2, 3))
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1)
  return d
})()
const DAY = wednesday.toISOString().slice(0, 10)

interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  at: number
}
const mails = async (page: Page, shell: string): Promise<Mail[]> =>
  (
    (await (await page.request.get(`${shell}/gateway/dev/outbox.json`)).json()).messages as Array<
      Mail & { kind: string }
    >
  ).filter((m) => m.kind === 'mail')

test('a leave request notifies the manager by e-mail and WeCom with a link that opens it, and the requester hears "approved" at the end', async ({
  browser,
  shell,
  product,
}) => {
  test.setTimeout(150_000)
  // Directory sync links accounts to their platform people; here the set-up does it.
  linkPlatformAccount(shell, { tenantId: 1, userName: 'manager', platform: 'wecom', platformUserId: 'wx-admin' })
  linkPlatformAccount(shell, { tenantId: 1, userName: 'staff', platform: 'wecom', platformUserId: 'wx-staff' })
  const wecom = product.devServices.wecom

  const staff = await (await browser.newContext()).newPage()
  await signIn(staff, shell, 'staff', '/portal/kaoqin/leave')
  const form = attendance(staff).getByRole('form', { name: '申请请假' })
  await form.getByLabel('开始日期').fill(DAY)
  await form.getByLabel('结束日期').fill(DAY)
  await form.getByLabel('请假事由').fill('Notice check')
  // Earlier tests on this product sent the manager notices of their own requests: only mails after this one count.
  const submitted = Date.now()
  await form.getByRole('button', { name: '提交申请' }).click()
  await expect(form.getByRole('status')).toHaveText('申请已提交，等待审批')

  // The manager's e-mail names the step and carries the link.
  let link = ''
  await expect
    .poll(
      async () => {
        const waiting = (await mails(staff, shell)).find(
          (m) => m.at >= submitted && m.subject.startsWith('待您审批') && m.text.includes('第 1/1 步：直属上级审批'),
        )
        link = waiting
          ? (/https?:\/\/\S+\/portal\/approval\/center\/requests\/[\w-]{36}/.exec(waiting.text)?.[0] ?? '')
          : ''
        return link
      },
      { timeout: 20_000 },
    )
    .toMatch(/\/portal\/approval\/center\/requests\//)
  expect(link.startsWith(shell)).toBe(true)

  // In the portal, the bell's item of the same notice is a link to the request: it opens its decision dialog at once.
  const manager = await (await browser.newContext()).newPage()
  await signIn(manager, shell, 'manager', '/portal/messages')
  await manager.getByTestId('message-bell').click()
  const item = manager.getByTestId('message-popover').locator(`a[href="${new URL(link).pathname}"]`)
  await expect(item).toHaveAccessibleName(/^待审批：/)
  await item.click()
  await expect(manager.getByTestId('message-popover')).toBeHidden()
  await expect(manager.getByRole('dialog')).toContainText('考勤假期', { timeout: 30_000 })
  const fromBell = manager.frameLocator('iframe[name="attendance-dialog"]')
  await expect(fromBell.getByTestId('leave-request')).toContainText('Notice check')
  await expect(fromBell.getByRole('button', { name: '通过' })).toBeVisible()
  await manager.screenshot({ path: test.info().outputPath('bell-opens-request-zh.png') })
  await manager.context().close()

  // The same notice in the WeCom stand-in's inbox, with the same link.
  const inbox = await (await browser.newContext()).newPage()
  await expect
    .poll(
      async () => {
        const { messages } = await (await inbox.request.get(`${wecom}/sim/inbox.json`)).json()
        return (messages as Array<{ to: string; url: string }>).some((m) => m.to === 'wx-admin' && m.url === link)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  // Other tests on this product may have had their own requests approved: only this request's notices count.
  const approvedMails = async () =>
    (await mails(staff, shell)).filter((m) => m.subject.startsWith('审批通过') && m.text.includes(link))
  expect(await approvedMails()).toEqual([])

  // Following the card's link while signed out: the portal asks to sign in first, then opens the request.
  await inbox.goto(`${wecom}/sim/inbox`)
  await inbox
    .getByRole('region', { name: /系统管理员/ })
    .getByRole('link', { name: '查看详情' })
    .first()
    .click()
  await inbox.waitForURL(/\/login/)
  await inbox.getByLabel(/账号|Account/).fill(ACCOUNTS.manager.account)
  await inbox.getByLabel(/登录密码|Login password/).fill(ACCOUNTS.manager.password)
  await inbox.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
  const dialog = inbox.getByRole('dialog')
  await expect(dialog).toContainText('考勤假期', { timeout: 30_000 })
  const request = inbox.frameLocator('iframe[name="attendance-dialog"]')
  await expect(request.getByTestId('leave-request')).toContainText('Notice check')
  await request.getByLabel('审批意见').fill('OK')
  await request.getByRole('button', { name: '通过' }).click()
  await expect(dialog).toBeHidden()

  // The last (only) step approved: the requester's "approved" arrives by e-mail and on WeCom.
  await expect.poll(async () => (await approvedMails()).length, { timeout: 20_000 }).toBe(1)
  await expect
    .poll(
      async () => {
        const { messages } = await (await inbox.request.get(`${wecom}/sim/inbox.json`)).json()
        return (messages as Array<{ to: string; title: string; url: string }>).filter(
          (m) => m.to === 'wx-staff' && m.title.startsWith('审批通过') && m.url === link,
        ).length
      },
      { timeout: 20_000 },
    )
    .toBe(1)
})
