import type { Browser, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { test, expect, signIn, ACCOUNTS } from '../support/fixtures'
import { solveSlider } from '../support/slider'

// Recruitment from the careers page to the first sign-in: a signed-out applicant applies with a PDF résumé behind the
// slider; HR moves the candidate to offer on the board with the keyboard and makes the offer; the manager approves it in
// the approval centre; HR's Hire opens the personnel onboarding filled in from the candidate; the new employee signs in.

const recruitment = (page: Page) => page.frameLocator('iframe[name="recruitment"]')
const personnel = (page: Page) => page.frameLocator('iframe[name="personnel"]')
const field = (name: string) => new RegExp(`^${name}( \\*)?$`)
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

async function person(browser: Browser, shell: string, who: keyof typeof ACCOUNTS, path: string) {
  const page = await (await browser.newContext()).newPage()
  await signIn(page, shell, who)
  await page.goto(`${shell}${path}`)
  return page
}

test('an applicant applies on the careers page, HR moves them to offer, the offer is approved, the hire becomes an employee who signs in', async ({
  browser,
  shell,
}) => {
  test.setTimeout(240_000)
  // Set-up over the API: an opening raised from a position with open headcount and approved by the manager.
  const hrToken = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  const positions = (
    await gateway<Array<{ id: number; open: number }>>(shell, '/recruit/web/job/positions', {}, hrToken)
  ).result!
  const position = positions.find((p) => p.open > 0)!
  const raised = await gateway<{ id: number; instanceId: string }>(
    shell,
    '/recruit/web/job/save',
    { gangweiId: position.id, title: '测试工程师', description: '负责自动化测试', vacancies: 1 },
    hrToken,
  )
  const managerToken = await loginToken(shell, ACCOUNTS.manager.account, ACCOUNTS.manager.password)
  expect(
    (await gateway(shell, '/workflow/web/approveForm/resolve', { instanceId: raised.result!.instanceId }, managerToken))
      .code,
  ).toBe(0)

  // The applicant, signed out, on the careers page of tenant demo-sh.
  // Its browser asks for Chinese (Accept-Language): the page follows it.
  const applicant = await (await browser.newContext({ locale: 'zh-CN' })).newPage()
  await applicant.goto(`${shell}/careers/demo-sh`)
  const job = applicant.getByRole('listitem').filter({ has: applicant.getByRole('heading', { name: '测试工程师' }) })
  await job.getByRole('button', { name: '申请该职位' }).click()
  await applicant.getByLabel('姓名').fill('韩立')
  await applicant.getByLabel('手机号').fill('13987650001')
  await applicant.getByLabel('电子邮箱').fill('hanli@example.com')
  await applicant
    .getByLabel('简历（PDF，不超过 5 MB）')
    .setInputFiles({ name: '韩立-简历.pdf', mimeType: 'application/pdf', buffer: PDF })
  expect(await violations(applicant)).toEqual([])
  await applicant.getByRole('button', { name: '提交申请' }).click()
  await solveSlider(applicant)
  await expect(applicant.getByRole('heading', { name: '谢谢您，韩立' })).toBeVisible()

  // HR moves the candidate along the board with the arrow keys; each move is announced.
  const hr = await person(browser, shell, 'hr', '/portal/recruit/candidates')
  const app = recruitment(hr)
  const card = app.getByTestId('candidate-card').filter({ hasText: '韩立' })
  await expect(
    app.locator('[data-stage="applied"]').getByTestId('candidate-card').filter({ hasText: '韩立' }),
  ).toBeVisible()
  for (const stage of ['筛选', '面试', '录用']) {
    await card.focus()
    await hr.keyboard.press('ArrowRight')
    await expect(app.getByTestId('board-status')).toHaveText(`已将 韩立 移到“${stage}”。`)
  }
  await expect(
    app.locator('[data-stage="offer"]').getByTestId('candidate-card').filter({ hasText: '韩立' }),
  ).toBeVisible()
  expect(await violations(hr)).toEqual([])

  // The offer: position, salary and start date, submitted for approval.
  await card.getByRole('link', { name: '韩立' }).click()
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('韩立')
  const offer = app.getByRole('form', { name: '发起录用' })
  await offer.getByLabel('岗位').selectOption({ index: 1 })
  await offer.getByLabel('月薪').fill('18000')
  await offer.getByLabel('入职日期').fill('2030-06-01')
  await offer.getByRole('button', { name: '提交录用审批' }).click()
  await expect(app.getByRole('region', { name: '录用', exact: true })).toContainText('审批中')

  // The manager approves it in the approval centre, in the dialog the recruitment app fills.
  const manager = await person(browser, shell, 'manager', '/portal/approval/center')
  const center = manager.frameLocator('iframe[name="approval"]')
  await center
    .getByTestId('center-table')
    .locator('tbody tr')
    .filter({ hasText: '韩立' })
    .getByRole('button', { name: '审批' })
    .click()
  const dialog = manager.frameLocator('iframe[name="recruitment-dialog"]')
  await expect(dialog.getByRole('heading', { name: '韩立' })).toBeVisible()
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(manager.getByRole('dialog')).toBeHidden()

  // HR hires: the personnel onboarding opens filled in from the candidate; the record and the account come from it.
  await hr.reload()
  await expect(app.getByRole('region', { name: '录用', exact: true })).toContainText('已批准')
  await app.getByRole('button', { name: '办理入职' }).click()
  await hr.waitForURL(/\/portal\/personnel\/records\/new\/\d+$/)
  const onboarding = personnel(hr)
  await expect(onboarding.getByTestId('onboard-candidate')).toContainText('韩立')
  const form = onboarding.getByRole('form', { name: '办理入职' })
  await expect(form.getByLabel(field('姓名'))).toHaveValue('韩立')
  await expect(form.getByLabel(field('手机号'))).toHaveValue('13987650001')
  await expect(form.getByLabel(field('入职日期'))).toHaveValue('2030-06-01')
  await form.getByLabel(field('工号')).fill('RC0001')
  await form.getByLabel('同时创建登录账号').check()
  await form.getByLabel('账号', { exact: true }).fill('hanli')
  await form.getByLabel('初始密码').fill('Welcome@2030x')
  await form.getByLabel('员工', { exact: true }).check()
  await onboarding.getByTestId('onboard-submit').click()
  await expect(onboarding.getByRole('heading', { level: 1 })).toHaveText('韩立')
  await expect(hr.getByTestId('message')).toContainText('候选人已标记为已入职')

  // The new employee signs in.
  const hired = await (await browser.newContext()).newPage()
  await hired.goto(`${shell}/login`)
  await hired.getByLabel(/账号|Account/).fill('hanli')
  await hired.getByLabel(/登录密码|Login password/).fill('Welcome@2030x')
  await hired.getByRole('button', { name: /^(登录|Sign in)$/ }).click()
  await hired.waitForURL(/\/portal\//)
})
