import type { Browser, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { violations } from '../support/axe'

// Employment contracts in the personnel app: HR opens a new contract from the record's Contracts tab (the person's
// contracts, read only) on the contracts page, adds it with a document, renews it through the workflow (the staff
// member's line manager approves in the approval centre), and the staff member reads their contracts in My record.

const personnel = (page: Page) => page.frameLocator('iframe[name="personnel"]')
const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')
const token = (shell: string, who: keyof typeof ACCOUNTS) =>
  loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function person(
  browser: Browser,
  shell: string,
  who: keyof typeof ACCOUNTS,
  path: string,
  viewport?: { width: number; height: number },
) {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage()
  await signIn(page, shell, who, path)
  return page
}

test('HR adds a contract with a document in the record, renews it, the approver approves; the staff member sees their contracts', async ({
  browser,
  ownShell,
}) => {
  test.setTimeout(240_000)
  const staffRecord = await gateway<{ id: number; values: { name: string } }>(
    ownShell,
    '/ums/web/entryUser/getMyRecord',
    {},
    await token(ownShell, 'staff'),
  )
  const { id: staffId } = staffRecord.result!

  const hr = await person(browser, ownShell, 'hr', `/portal/personnel/records/${staffId}`)
  const frame = personnel(hr)
  // The record's tabs answer the arrow keys.
  await frame.getByTestId('record-tab-details').focus()
  await hr.keyboard.press('ArrowRight')
  await expect(frame.getByTestId('record-tab-contracts')).toBeFocused()
  await expect(frame.getByTestId('record-tab-contracts')).toHaveAttribute('aria-selected', 'true')
  const tab = frame.getByTestId('record-contracts')
  // The demo contract built from the record, ended before.
  await expect(tab.getByTestId('current-contract')).toContainText('已到期')
  await tab.getByTestId('add-contract').click()
  await expect(frame.getByTestId('new-contract-page')).toBeVisible()
  const form = frame.getByTestId('contract-form')
  await form.getByTestId('contract-type').selectOption('fixed')
  await form.getByTestId('contract-startDate').fill(day(-300))
  // An end before the start is refused with the gateway's reason, and nothing is added.
  await form.getByTestId('contract-endDate').fill(day(-400))
  await form.getByTestId('contract-save').click()
  await expect(form.getByTestId('contract-error')).toHaveText('请检查日期：结束日期须晚于开始日期')
  await form.getByTestId('contract-endDate').fill(day(20))
  await form.getByTestId('contract-probation').fill('1')
  await form.getByTestId('contract-signDate').fill(day(-305))
  await form
    .getByTestId('contract-upload')
    .setInputFiles({ name: 'signed-contract.png', mimeType: 'image/png', buffer: PNG })
  await expect(form.getByTestId('contract-documents')).toContainText('signed-contract.png')
  expect(await violations(hr)).toEqual([])
  await form.getByTestId('contract-save').click()
  // Saved, the new contract's page opens: its facts and document, then a renewal sent for approval; nothing changes
  // until it is approved.
  const contract = frame.getByTestId('contract-page')
  const facts = contract.getByTestId('contract-facts')
  await expect(facts).toContainText('固定期限劳动合同')
  await expect(facts).toContainText(`${day(-300)} – ${day(20)}`)
  await expect(facts).toContainText('生效')
  await expect(facts.getByTestId('ends-soon')).toHaveText('20 天后到期')
  await expect(facts).toContainText('signed-contract.png')
  await contract.getByTestId('renew-contract').click()
  const change = frame.getByTestId('change-form')
  await change.getByTestId('change-term').selectOption('fixed')
  await change.getByTestId('change-date').fill(day(20 + 1096))
  await change.getByTestId('change-reason').fill('Renewed for three years')
  await change.getByTestId('change-submit').click()
  await expect(contract.getByTestId('contract-notice')).toHaveText('已提交审批：审批通过后合同才会变更。')
  await expect(contract.getByTestId('pending-change')).toHaveText('有一份续签申请正在审批中。')
  await expect(contract.getByTestId('contract-facts')).toContainText('生效')
  await expect(contract.getByTestId('renew-contract')).toHaveCount(0)

  // The staff member's line manager opens it from the approval centre (the personnel app's page in the dialog) and approves.
  const manager = await person(browser, ownShell, 'manager', '/portal/approval/center')
  await approval(manager)
    .getByTestId('center-table')
    .locator('tbody tr')
    .filter({ hasText: '合同续签' })
    .getByRole('button', { name: '审批' })
    .click()
  const dialog = manager.frameLocator('iframe[name="personnel-dialog"]')
  await expect(dialog.getByTestId('change-facts')).toContainText(`${day(21)} – ${day(20 + 1096)}`)
  await expect(dialog.getByTestId('change-facts')).toContainText('Renewed for three years')
  await manager.screenshot({ path: test.info().outputPath('renewal-approval-zh.png') })
  await dialog.getByTestId('approval-block').getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()

  // HR's record now shows the new contract as the current one, the renewed and the demo one as history.
  await hr.goto(`${ownShell}/portal/personnel/records/${staffId}`)
  await frame.getByTestId('record-tab-contracts').click()
  await expect(tab.getByTestId('current-contract')).toContainText(`${day(21)} – ${day(20 + 1096)}`)
  await expect(tab.getByTestId('current-contract')).toContainText('生效')
  const history = tab.getByTestId('contract-history')
  await expect(history.getByTestId('contract-row')).toHaveCount(2)
  await expect(history.getByTestId('contract-row').filter({ hasText: '已续签' })).toContainText(day(20))
  await hr.screenshot({ path: test.info().outputPath('record-contracts-zh.png') })

  // The staff member reads their own contracts, read only, with the document, on a phone.
  const staff = await person(browser, ownShell, 'staff', '/portal/personnel/me', { width: 390, height: 844 })
  const mine = personnel(staff).getByTestId('my-contracts')
  await expect(mine.getByTestId('contract-row')).toHaveCount(3)
  await expect(mine).toContainText('signed-contract.png')
  await expect(mine.getByRole('button', { name: '下载 signed-contract.png' })).toBeVisible()
  await expect(mine.getByRole('button', { name: /固定期限劳动合同/ })).toHaveCount(0)
  await staff.screenshot({ path: test.info().outputPath('my-contracts-phone.png') })
  expect(await violations(staff)).toEqual([])
})

test('the contracts list shows the contracts ending within 30 days, in English and the orange theme', async ({
  page,
  shell,
}) => {
  test.setTimeout(120_000)
  const hrToken = await token(shell, 'hr')
  const staffs = await gateway<{ rows: Array<{ id: number; name: string }> }>(
    shell,
    '/ums/web/entryUser/getRecordPage',
    { page: 1, rows: 30, status: 1 },
    hrToken,
  )
  // Two people without an active contract (the demo's contracts, built from the records, may still run).
  const free: Array<{ id: number; name: string }> = []
  for (const who of staffs.result!.rows.slice(3)) {
    const active = await gateway<{ total: number }>(
      shell,
      '/contract/web/contract/list',
      { employeeId: who.id, status: 'active' },
      hrToken,
    )
    if (active.result!.total === 0) free.push(who)
  }
  const [soon, later] = free
  for (const [who, end] of [
    [soon, 25],
    [later, 200],
  ] as const) {
    const added = await gateway(
      shell,
      '/contract/web/contract/addContractSelf',
      { employeeId: who.id, typeCode: 'open', term: 'fixed', startDate: day(-100), endDate: day(end) },
      hrToken,
    )
    expect(added.code, added.msg).toBe(0)
  }
  await signIn(page, shell, 'hr')
  await chooseLanguage(page, 'en')
  await page.goto(`${shell}/portal/personnel/contracts`)
  const frame = personnel(page)
  await frame.getByLabel('Ending soon').selectOption('30')
  const rows = frame.getByTestId('contract-row')
  await expect(rows.filter({ hasText: soon.name })).toContainText('ends in 25 days')
  await expect(rows.filter({ hasText: later.name })).toHaveCount(0)
  await chooseTheme(page, 'orange')
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'orange')
  await page.screenshot({ path: test.info().outputPath('contracts-ending-en-orange.png') })
  expect(await violations(page)).toEqual([])
  // The person's record shows the contract read only, with the way to it.
  await page.goto(`${shell}/portal/personnel/records/${soon.id}`)
  await frame.getByTestId('record-tab-contracts').click()
  await expect(frame.getByTestId('current-contract')).toContainText(`${day(-100)} – ${day(25)}`)
  await expect(frame.getByTestId('open-current')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('record-contracts-en-orange.png') })
})
