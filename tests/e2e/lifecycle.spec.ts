import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { approveAll } from '../support/approve-all'
import { approveInCentre } from '../support/approve-in-centre'
import { offerFromBoard } from '../support/board-offer'
import { violations } from '../support/axe'
import { applyOnCareersPage } from '../support/careers-applicant'
import { test, expect, signInThroughForm, ACCOUNTS } from '../support/fixtures'
import { handOverAndInterview } from '../support/leaving-handover'
import { paidRun } from '../support/paid-run'
import { pdfText } from '../support/pdf-text'
import { hireFromOffer } from '../support/onboard-hire'
import { personPage } from '../support/person-page'
import { pickPerson } from '../support/pick-person'
import { settleThroughPayroll } from '../support/settlement-paid'
import { monthsBack, shanghaiToday } from '../support/shanghai-days'

// An employee's whole stay, from the careers page to the termination certificate: the applicant applies, HR moves them
// to offer, the manager approves it, HR hires them (entered the 1st of three months ago); their onboarding tasks
// reach IT and the manager; at their first sign-in the must-read announcement comes before the tour; their probation is
// confirmed; a promotion with a raise dated a paid month shows as back pay in the next run; they ask for an income
// certificate that a stranger verifies on the public page; they resign on a phone, the manager approves, HR records the
// handover and exit interview, pays the final settlement by an off-cycle run and issues the termination certificate.

const frame = (page: Page, name: string) => page.frameLocator(`iframe[name="${name}"]`)
// A month's run is calculated once its attendance is locked, which waits for the month to end: the raise is dated
// the month before last (paid), and last month's run is the next one, which pays the difference.
const [lastMonth, paidMonth, entryMonth] = [monthsBack(1), monthsBack(2), monthsBack(3)]
const entryDate = `${entryMonth}-01`
const HIRE = { name: '韩立', account: 'hanli', password: 'Welcome@2030x', jobNumber: 'RC0001' }

test('an employee from offer to leaving: hire, onboarding tasks, first sign-in, probation, back-dated raise, income certificate verified, resignation and settlement', async ({
  browser,
  ownShell: shell,
}) => {
  test.setTimeout(420_000)
  const token = (who: keyof typeof ACCOUNTS) => loginToken(shell, ACCOUNTS[who].account, ACCOUNTS[who].password)
  const [hrToken, managerToken, adminToken] = [await token('hr'), await token('manager'), await token('admin')]
  const approvers = [hrToken, managerToken, adminToken]
  const call = async <T>(path: string, body: Record<string, unknown>, as = hrToken) => {
    const answer = await gateway<T>(shell, path, body, as)
    expect(answer, `${path}: ${answer.msg}`).toMatchObject({ code: 0 })
    return answer.result as T
  }

  // 1. Offer accepted → hire. The applicant applies on the careers page for an opening raised over the API.
  const candidate = { name: HIRE.name, mobile: '13987650001', email: 'hanli@example.com', job: '测试工程师' }
  await applyOnCareersPage(browser, shell, approvers, candidate)

  // HR moves the candidate along the board with the arrow keys, each move announced, and makes the offer.
  const hr = await personPage(browser, shell, 'hr', '/portal/recruit/candidates')
  await offerFromBoard(hr, HIRE.name, { pay: '18000', start: entryDate })

  // The manager approves the offer in the approval centre, in the dialog the recruitment app fills.
  const manager = await personPage(browser, shell, 'manager', '/portal/approval/center')
  await approveInCentre(manager, shell, HIRE.name, 'recruitment-dialog', candidate.job)

  // HR hires: the onboarding form opens filled in from the candidate; the record and the account come from it, with
  // the manager as the hire's line manager.
  const managerRecord = await call<{ values: Record<string, string> }>(
    '/ums/web/entryUser/getMyRecord',
    {},
    managerToken,
  )
  const lineManager = { name: managerRecord.values.name, jobNumber: managerRecord.values.jobNumber }
  await hr.reload()
  const hire = await hireFromOffer(hr, { ...HIRE, mobile: candidate.mobile, start: entryDate }, lineManager)
  const personnel = frame(hr, 'personnel')

  // 2. Onboarding tasks reach their owners: the demo checklist's IT tasks are the admin account's, its training the
  // hire's line manager's.
  const it = await personPage(browser, shell, 'admin', '/portal/personnel/welcome')
  const itTasks = frame(it, 'personnel').getByTestId('onboarding-task')
  for (const title of ['开通 IT 账号', '准备办公设备'])
    await expect(itTasks.filter({ hasText: title }).filter({ hasText: `${HIRE.name}，${entryDate} 入职` })).toHaveCount(
      1,
    )
  await it.getByTestId('message-bell').click()
  await expect(it.getByTestId('message-popover')).toContainText(`入职任务：开通 IT 账号（${HIRE.name}）`)
  await it.keyboard.press('Escape')
  const account = itTasks.filter({ hasText: '开通 IT 账号' })
  await account.getByRole('button', { name: '标记完成' }).click()
  // Done, it leaves the owner's open tasks; the hire's own checklist shows it done, by whom (below, at their sign-in).
  await expect(account).toHaveCount(0)
  await expect(itTasks.filter({ hasText: '准备办公设备' })).toHaveCount(1)
  await manager.goto(`${shell}/portal/personnel/welcome`)
  await expect(
    frame(manager, 'personnel').getByTestId('onboarding-task').filter({ hasText: '入职培训' }),
  ).toContainText(`${HIRE.name}，${entryDate} 入职`)

  // 3. The hire's first sign-in, through the form: the must-read announcement first, the tour only once it is read.
  await call(
    '/message/web/notice/publish',
    {
      title: '员工手册必读',
      body: '<p>请阅读<b>员工手册</b>。</p>',
      mustRead: true,
      countdownSeconds: 0,
      audience: { type: 'users', ids: [hire.userId] },
    },
    adminToken,
  )
  const staff = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
  await signInThroughForm(staff, shell, { account: HIRE.account, password: HIRE.password })
  const mustRead = staff.getByRole('alertdialog')
  await expect(mustRead).toContainText('员工手册必读')
  await expect(staff.getByTestId('tour-popover')).toHaveCount(0)
  await staff.screenshot({ path: test.info().outputPath('first-sign-in-must-read-phone.png') })
  await staff.getByTestId('must-read-confirm').click()
  await expect(mustRead).toBeHidden()
  await expect(staff.getByTestId('tour-popover')).toBeVisible()
  await expect(staff.getByRole('alertdialog')).toHaveCount(0)
  await staff.screenshot({ path: test.info().outputPath('first-sign-in-tour-phone.png') })
  await staff.getByRole('button', { name: '关闭引导' }).click()
  await expect(staff.getByTestId('tour-popover')).toHaveCount(0)
  // Their own checklist: the IT task done, by whom; their upload theirs to do.
  await staff.goto(`${shell}/portal/personnel/welcome`)
  const checklist = frame(staff, 'personnel').getByTestId('onboarding-task')
  await expect(checklist.filter({ hasText: '开通 IT 账号' })).toHaveAttribute('data-state', 'done')
  await expect(checklist.filter({ hasText: '开通 IT 账号' })).toContainText('系统管理员 于')
  await expect(checklist.filter({ hasText: '上传身份证复印件' })).toContainText('上传并完成')

  // 4. Probation confirmed: a three-year contract with six months' probation (over the API: the contracts page has
  // its own test); HR asks to confirm on the Moves page, the manager approves in the approval centre.
  await call('/contract/web/contract/addContractSelf', {
    employeeId: hire.id,
    typeCode: 'fixed',
    term: 'fixed',
    startDate: entryDate,
    endDate: `${Number(entryMonth.slice(0, 4)) + 3}${entryDate.slice(4, 10)}`,
    probationMonths: 6,
    status: 'active',
  })
  await hr.goto(`${shell}/portal/personnel/moves`)
  const probation = personnel.getByTestId('probation-section')
  await pickPerson(probation, '员工', HIRE.jobNumber, HIRE.name)
  await expect(probation.getByTestId('probation-state')).toContainText('试用期至')
  await probation.getByLabel('处理方式').selectOption({ label: '转正' })
  await probation.getByLabel('异动原因').fill('试用期表现良好')
  await probation.getByRole('button', { name: '提交审批' }).click()
  await expect(probation).toContainText(`${HIRE.name}的试用期申请已提交审批`)
  const review = (
    await call<{ reviews: Array<{ instanceId: string }> }>('/ums/web/probation/state', {
      employeeId: hire.id,
    })
  ).reviews[0]
  await approveInCentre(manager, shell, HIRE.name, 'personnel-dialog', '试用期表现良好')
  await approveAll(shell, review.instanceId, approvers)
  await hr.reload()
  await pickPerson(probation, '员工', HIRE.jobNumber, HIRE.name)
  await expect(probation.getByTestId('probation-state')).toContainText('已转正')

  // 5. The month before last's payroll, with the hire, calculated, approved and published over the API.
  for (const month of [paidMonth, lastMonth]) await call('/kaoqin/web/summary/lock', { month })
  const profiles = await call<{ rows: Array<{ employeeId: number }> }>('/salary/web/profile/list', { rows: 100 })
  if (!profiles.rows.some((row) => row.employeeId === hire.id))
    await call('/salary/web/profile/save', {
      employeeId: hire.id,
      effectiveMonth: entryMonth,
      base: '18000.00',
      allowances: {},
      bankName: '招商银行',
      bankAccount: '6225880099990056',
      reason: '入职定薪',
    })
  await paidRun(shell, paidMonth, approvers)

  // HR files a promotion with a new base pay from the 1st of that month on the Moves page; it is approved.
  await hr.reload()
  const moveForm = personnel.getByRole('region', { name: '发起异动' })
  await pickPerson(moveForm, '员工', HIRE.jobNumber, HIRE.name)
  await moveForm.getByTestId('move-kind').selectOption({ label: '晋升' })
  await moveForm.getByLabel('生效日期').fill(`${paidMonth}-01`)
  await moveForm.getByLabel('新基本工资（元/月）').fill('22000')
  await moveForm.getByLabel('异动原因').fill('晋升高级测试工程师')
  await moveForm.getByRole('button', { name: '提交审批' }).click()
  await expect(moveForm).toContainText(`${HIRE.name}的人事异动已提交审批`)
  const promotion = (
    await call<Array<{ employeeId: number; kind: string; instanceId: string }>>('/ums/web/moves/list', {})
  ).find((move) => move.kind === 'promotion')!
  await approveAll(shell, promotion.instanceId, approvers)
  await hr.reload()
  await expect(personnel.getByTestId('move-row').filter({ hasText: '晋升' })).toContainText('已生效')

  // The next run (last month's, created over the API) pays the hire the difference as back pay: HR reads it there.
  const current = await call<{ id: number }>('/salary/web/run/create', { groupId: 1, month: lastMonth })
  await call('/salary/web/run/calculate', { id: current.id })
  await hr.goto(`${shell}/portal/salary/runs/${current.id}`)
  const run = frame(hr, 'salary')
  await run.getByRole('search').getByLabel('姓名或工号').fill(HIRE.jobNumber)
  await run.getByRole('search').getByRole('button', { name: '查找' }).click()
  const line = run.getByTestId('run-lines').locator('tbody tr').filter({ hasText: HIRE.jobNumber })
  await expect(line.getByTestId('arrears')).toHaveText(`补发 ${paidMonth} 工资：4,000.00`)
  await line.screenshot({ path: test.info().outputPath('run-arrears.png') })

  // 6. The hire asks for an income certificate on their own record; HR approves it in the approval centre; the PDF
  // names the verification code.
  await staff.goto(`${shell}/portal/personnel/me`)
  const certificates = frame(staff, 'personnel').getByTestId('my-certificates')
  await certificates.getByLabel('证明类型').selectOption('income')
  await certificates.getByLabel('收入月数').fill('2')
  await certificates.getByLabel('用途（可选）').fill('办理签证')
  await certificates.getByRole('button', { name: '申请开具' }).click()
  await expect(certificates).toContainText('申请已提交。')
  const hireToken = await loginToken(shell, HIRE.account, HIRE.password)
  const asked = (await call<Array<{ id: string; instanceId: string }>>('/ums/web/certificate/mine', {}, hireToken))[0]
  await approveInCentre(hr, shell, HIRE.name, 'personnel-dialog', '办理签证')
  await approveAll(shell, asked.instanceId, [hrToken, adminToken])
  await staff.reload()
  await expect(certificates.getByRole('listitem').first()).toContainText('已开具')
  await certificates.screenshot({ path: test.info().outputPath('certificate-phone.png') })
  const text = await pdfText(
    await staff.request.post(`${shell}/gateway/ums/web/certificate/pdf`, {
      data: { id: asked.id },
      headers: { token: hireToken },
    }),
  )
  const code = /验证码[:：]\s*([0-9a-f]{4}(?:-[0-9a-f]{4}){7})/i.exec(text)?.[1]
  expect(code, text).toBeDefined()

  // A stranger, signed out, verifies it on the public page; a forged code shows nothing of it.
  const stranger = await (await browser.newContext({ locale: 'zh-CN' })).newPage()
  await stranger.goto(`${shell}/verify/${code}`)
  const valid = stranger.getByTestId('verify-valid')
  await expect(valid).toContainText('该证明真实有效')
  await expect(valid).toContainText(HIRE.name)
  await expect(valid.getByRole('heading', { level: 2 })).toContainText('收入证明')
  expect(await violations(stranger)).toEqual([])
  await stranger.goto(`${shell}/verify/${code!.replace(/^[0-9a-f]/i, (c) => (c === '0' ? '1' : '0'))}`)
  await expect(stranger.getByTestId('verify-invalid')).toBeVisible()
  await expect(stranger.getByTestId('verify-valid')).toHaveCount(0)
  await expect(stranger.locator('body')).not.toContainText(HIRE.name)
  await stranger.context().close()

  // 7. The hire resigns on the phone, last day today; the manager approves in the approval centre.
  await staff.goto(`${shell}/portal/personnel/resign`)
  const resign = frame(staff, 'personnel').getByTestId('resign-page')
  await resign.getByLabel('最后工作日').fill(shanghaiToday())
  await resign.getByLabel('原因').fill('回老家发展')
  await resign.getByRole('button', { name: '提交审批' }).click()
  await expect(resign).toContainText('辞职 · 待审批')
  await expect(resign.getByRole('button', { name: '提交审批' })).toHaveCount(0)
  await staff.screenshot({ path: test.info().outputPath('resign-phone-zh.png') })
  expect(await violations(staff)).toEqual([])

  await approveInCentre(manager, shell, `辞职申请 · ${HIRE.name}`, 'personnel-dialog', '回老家发展')

  // HR on the leaving case: the handover to a named colleague and the exit interview.
  await hr.goto(`${shell}/portal/personnel/leaving`)
  await personnel
    .getByTestId('leaving-cases')
    .getByRole('button', { name: new RegExp(HIRE.name) })
    .click()
  const colleague = await call<{ values: { name: string; jobNumber: string } }>(
    '/ums/web/entryUser/getMyRecord',
    {},
    await token('staff'),
  )
  await handOverAndInterview(personnel, colleague.values)

  // The final settlement reviewed (the leave pay adjusted with a note) and paid by an off-cycle run.
  const offCycle = await settleThroughPayroll(hr, test.info())
  const lines = await call('/salary/web/run/lines', { id: offCycle, page: 1, rows: 10 })
  expect(JSON.stringify(lines)).toContain('1234.50')

  // The termination certificate, downloaded as a PDF.
  const tasks = personnel.getByTestId('case-tasks')
  await tasks.getByRole('button', { name: '开具解除（终止）劳动合同证明' }).click()
  await expect(tasks.getByTestId('certificate-pdf')).toBeVisible()
  const caseId = /leaving\/([0-9a-f-]{36})/.exec(await personnel.locator('body').evaluate(() => location.pathname))?.[1]
  expect(caseId).toBeDefined()
  const termination = await pdfText(
    await hr.request.post(`${shell}/gateway/ums/web/leaving/certificatePdf`, {
      data: { id: caseId },
      headers: { token: hrToken },
    }),
  )
  expect(termination).toContain(HIRE.name)
})
