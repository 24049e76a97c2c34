import { mkdirSync, readFileSync } from 'node:fs'
import { request, type Browser, type Page } from '@playwright/test'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { installVendorApp, type VendorManifest } from '../support/product-database'

// A vendor app's backend starts a portal approval for the signed-in user (POST /gateway/vendor/api/approvals/start);
// the approver opens it from the approval centre (intent appRequest.view, served by the approval app in the shell's
// dialog), reads what the app sent and decides; the app reads the decision (approvals/state).

// In the desktop browser (project `desktop` in playwright.config.ts): in the headless shell an Enter pressed on the
// dialog's button once never returned.

const SHOTS = '/tmp/shots-appreq'
const supplier = JSON.parse(readFileSync('vendors/supplier/manifest.json', 'utf8')) as VendorManifest
const STAFF_ROLE = 2

/** What the supplier app's backend does with the user's app token: exchanges it for an API token, then calls the API. */
async function vendorBackend(shell: string) {
  const staff = await loginToken(shell, ACCOUNTS.staff.account, ACCOUNTS.staff.password)
  const appToken = await gateway<{ token: string }>(shell, '/uac/web/appToken', { appId: supplier.code }, staff)
  expect(appToken.code, appToken.msg).toBe(0)
  const context = await request.newContext()
  const api = async <T>(path: string, body: object, bearer: string) => {
    const response = await context.post(`${shell}/gateway/vendor/api/${path}`, {
      data: body,
      headers: { authorization: `Bearer ${bearer}` },
    })
    const answer = (await response.json()) as { code: number; msg: string; result: T }
    expect(answer.code, answer.msg).toBe(0)
    return answer.result
  }
  const { token } = await api<{ token: string }>('token', { app: supplier.code }, appToken.result!.token)
  return {
    start: (body: object) => api<{ approvalId: string }>('approvals/start', body, token),
    state: async (id: string) =>
      (await api<{ rows: Array<{ state: string }> }>('approvals/state', { ids: [id] }, token)).rows[0]?.state,
    close: () => context.dispose(),
  }
}

async function person(
  browser: Browser,
  shell: string,
  who: keyof typeof ACCOUNTS,
  viewport = { width: 1280, height: 900 },
) {
  const page = await (await browser.newContext({ viewport })).newPage()
  await signIn(page, shell, who, '/portal/approval/center')
  return page
}

const center = (page: Page) => page.frameLocator('iframe[name="approval"]')
const dialogPage = (page: Page) => page.frameLocator('iframe[name="approval-dialog"]')
const rowOf = (page: Page, title: string) =>
  center(page).getByTestId('center-table').locator('tbody tr').filter({ hasText: title })

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }))

test('the line manager opens a request the supplier app started for staff, reads it and approves it; the app reads approved', async ({
  browser,
  product,
}) => {
  test.setTimeout(180_000)
  const shell = product.urls.shell
  installVendorApp(shell, { tenantId: 1, manifest: supplier, scopes: ['approvals.start'], roleId: STAFF_ROLE })
  const backend = await vendorBackend(shell)
  const { approvalId } = await backend.start({
    title: 'Onboard ACME Ltd',
    summary: 'Yearly frame contract\nOffice supplies',
    amount: '1234567.5',
    reference: 'PO-2024-0042',
  })
  expect(await backend.state(approvalId)).toBe('pending')

  const manager = await person(browser, shell, 'manager')
  const row = rowOf(manager, 'Onboard ACME Ltd')
  await expect(row).toContainText('供应商管理 · Onboard ACME Ltd · 1234567.5')
  const requester = (await row.locator('td').nth(1).innerText()).trim()
  await row.getByRole('button', { name: '审批' }).click()
  const dialog = manager.getByRole('dialog')
  const page = dialogPage(manager)
  const fields = page.getByTestId('app-request')
  await expect(page.getByRole('heading', { name: '应用发起的申请' })).toBeVisible()
  const field = (name: string) =>
    fields
      .locator('dt')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(field('应用')).toHaveText('供应商管理')
  await expect(field('申请人')).toHaveText(requester)
  await expect(field('标题')).toHaveText('Onboard ACME Ltd')
  await expect(field('摘要')).toHaveText('Yearly frame contract\nOffice supplies')
  await expect(field('金额')).toHaveText('1,234,567.50')
  await expect(field('应用单号')).toHaveText('PO-2024-0042')
  await expect(field('提交时间').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
  await expect(page.getByTestId('approval-block').locator('.status-tag')).toHaveText('审批中')
  await expect(page.getByTestId('approval-block')).toContainText('直属上级审批')
  await expect(page.getByTestId('approval-block')).toContainText(`${requester} 提交了申请`)
  await expect(page.getByRole('button', { name: '通过' })).toBeVisible()
  await expect(page.getByRole('button', { name: '驳回' })).toBeVisible()
  await expect(page.getByRole('button', { name: '退回' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '撤回' })).toHaveCount(0)
  expect(await violations(manager, { include: ['[role="dialog"]'] })).toEqual([])
  await manager.screenshot({ path: `${SHOTS}/zh-blue.png` })

  // The same page in English and the orange theme, switched live.
  // Escape closes the dialog with the keyboard focus inside the dialog's page (its frame forwards the key).
  await page.getByRole('heading', { name: '应用发起的申请' }).click()
  await expect.poll(() => manager.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
  await manager.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await chooseLanguage(manager, 'en')
  await chooseTheme(manager, 'orange')
  await rowOf(manager, 'Onboard ACME Ltd').getByRole('button', { name: 'approve' }).click()
  await expect(page.getByRole('heading', { name: 'Request from an app' })).toBeVisible()
  await expect(field('App')).toHaveText('Suppliers')
  await expect(field('Amount')).toHaveText('1,234,567.50')
  await expect(page.getByTestId('approval-block').locator('.status-tag')).toHaveText('Pending')
  await expect(page.getByTestId('approval-block')).toContainText('Line manager')
  expect(await violations(manager, { include: ['[role="dialog"]'] })).toEqual([])
  await manager.screenshot({ path: `${SHOTS}/en-orange.png` })

  // Approving with a comment, by keyboard: the dialog closes, the centre says so, the app reads approved.
  await page.getByLabel('Comment').fill('Fine by me')
  await page.getByRole('button', { name: 'Approve' }).focus()
  await manager.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(center(manager).getByRole('status')).toContainText('Approved')
  await expect(center(manager).getByTestId('count-todo')).toHaveText('0')
  // Nothing left to do: the count is quiet, not the strong badge.
  await expect(center(manager).getByTestId('count-todo')).toHaveAttribute('data-zero', 'true')
  expect(await backend.state(approvalId)).toBe('approved')

  // Decided, it reads with its history and no buttons (the "Done by me" tab).
  await center(manager).getByTestId('tab-done').click()
  await rowOf(manager, 'Onboard ACME Ltd').getByRole('button', { name: 'view' }).click()
  await expect(page.getByTestId('approval-block')).toContainText('approved: Fine by me')
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await manager.screenshot({ path: `${SHOTS}/en-orange-decided.png` })
  await backend.close()
})

test('the requester withdraws a request from their phone; a rejection reaches the app; errors are said plainly', async ({
  browser,
  product,
}) => {
  test.setTimeout(180_000)
  const shell = product.urls.shell
  installVendorApp(shell, { tenantId: 1, manifest: supplier, scopes: ['approvals.start'], roleId: STAFF_ROLE })
  const backend = await vendorBackend(shell)
  const withdrawn = await backend.start({ title: 'Renew Globex contract', summary: '', reference: 'PO-2024-0043' })
  const rejected = await backend.start({
    title: 'New printer',
    summary: 'Colour laser',
    amount: '899',
    reference: 'PO-2024-0044',
  })

  // staff on a phone: their own request, without an amount, with withdraw only.
  const staff = await person(browser, shell, 'staff', { width: 390, height: 844 })
  await center(staff).getByTestId('tab-started').click()
  await rowOf(staff, 'Renew Globex contract').getByRole('button', { name: '查看' }).click()
  const page = dialogPage(staff)
  await expect(page.getByTestId('app-request')).toContainText('无')
  await expect(page.getByTestId('app-request').locator('dt', { hasText: '金额' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '通过' })).toHaveCount(0)
  await staff.screenshot({ path: `${SHOTS}/zh-blue-phone.png` })
  await page.getByRole('button', { name: '撤回' }).click()
  await expect(staff.getByRole('dialog')).toBeHidden()
  expect(await backend.state(withdrawn.approvalId)).toBe('withdrawn')

  // The manager rejects the other one; a second reject of the same request (another window) is refused in words.
  const manager = await person(browser, shell, 'manager')
  await rowOf(manager, 'New printer').getByRole('button', { name: '审批' }).click()
  const decision = dialogPage(manager)
  await expect(decision.getByTestId('app-request')).toContainText('899.00')
  const again = await loginToken(shell, ACCOUNTS.manager.account, ACCOUNTS.manager.password)
  const instance = await gateway(
    shell,
    '/workflow/web/approveForm/reject',
    { instanceId: rejected.approvalId, comment: 'first' },
    again,
  )
  expect(instance.code).toBe(0)
  await decision.getByLabel('审批意见').fill('Too expensive')
  await decision.getByRole('button', { name: '驳回' }).click()
  // Said in words (no event code), and the page reads the request again: rejected, nothing left to press.
  await expect(decision.getByRole('alert')).toHaveText('审批单当前状态为已驳回，不能执行“驳回”')
  await expect(decision.getByTestId('approval-block').locator('.status-tag')).toHaveText('已驳回')
  await expect(decision.getByTestId('approval-block')).toContainText('驳回了申请：first')
  await expect(decision.getByRole('button', { name: '驳回' })).toHaveCount(0)
  await manager.screenshot({ path: `${SHOTS}/zh-blue-error.png` })
  expect(await backend.state(rejected.approvalId)).toBe('rejected')
  await backend.close()
})
