import type { Browser, Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { ACCOUNTS, test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'

// Performance reviews end to end: HR opens a cycle, the employee sets goals (weights to 100) and reviews themselves on a
// phone-sized screen, the manager reviews, HR calibrates against the spread and releases, the employee acknowledges.
// Moving the cycle between the later phases is set up over the API: it is one button, not what the test is about.

const perf = (page: Page) => page.frameLocator('iframe[name="performance"]')
const SHOTS = '/tmp/shots-perf'
const YEAR = new Date().getFullYear()

async function call<T>(shell: string, path: string, body: Record<string, unknown>, token: string): Promise<T> {
  const answer = await gateway<T>(shell, `/performance/web/${path}`, body, token)
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`)
  return answer.result as T
}

async function signedIn(
  browser: Browser,
  shell: string,
  who: keyof typeof ACCOUNTS,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage()
  await signIn(page, shell, who)
  return page
}

test("a cycle runs from goals to self review, manager review, calibration and the employee's acknowledgement", async ({
  browser,
  shell,
}) => {
  test.setTimeout(240_000)
  const hrToken = await loginToken(shell, ACCOUNTS.hr.account, ACCOUNTS.hr.password)
  const staffToken = await loginToken(shell, ACCOUNTS.staff.account, ACCOUNTS.staff.password)
  const me = (
    await gateway<{ id: number; values: { organ: number } }>(shell, '/ums/web/entryUser/getMyRecord', {}, staffToken)
  ).result!
  const staffEmp = me.id
  const name = `${YEAR} annual review`
  const { id: cycleId } = await call<{ id: number }>(
    shell,
    'cycle/save',
    {
      name,
      kind: 'annual',
      period: String(YEAR),
      startDate: `${YEAR}-01-01`,
      goalsDue: `${YEAR}-02-15`,
      selfDue: `${YEAR}-11-30`,
      managerDue: `${YEAR}-12-10`,
      calibrationDue: `${YEAR}-12-20`,
      endDate: `${YEAR}-12-31`,
      targetTop: 20,
      targetMiddle: 70,
      targetBottom: 10,
    },
    hrToken,
  )
  await call(shell, 'cycle/addDepartments', { cycleId, organIds: [me.values.organ] }, hrToken)
  const { participants } = await call<{
    participants: Array<{ employeeId: number; name: string; managerName: string }>
  }>(shell, 'cycle/detail', { cycleId }, hrToken)
  for (const p of participants)
    if (p.employeeId !== staffEmp)
      await call(shell, 'cycle/removeParticipant', { cycleId, employeeId: p.employeeId }, hrToken)
  const { name: staffName, managerName } = participants.find((p) => p.employeeId === staffEmp)!
  const advance = () => call(shell, 'cycle/advance', { cycleId }, hrToken)

  // HR opens the cycle for goal setting.
  const hr = await signedIn(browser, shell, 'hr')
  await hr.goto(`${shell}/portal/performance/cycles`)
  await perf(hr)
    .getByRole('button', { name: `查看 ${name}` })
    .click()
  await perf(hr).getByRole('button', { name: '进入“目标设定”' }).click()
  await hr.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(perf(hr).getByTestId('cycles-done')).toHaveText('周期已进入“目标设定”阶段。')
  // HR picks the reviewer with the people picker (here the line manager the reporting line already gave).
  await perf(hr)
    .getByRole('button', { name: `更换 ${staffName} 的评价人` })
    .click()
  const reviewer = perf(hr).getByTestId('reviewer-form')
  await reviewer.getByTestId('person-keyword').fill(managerName)
  await reviewer.getByRole('button', { name: '查找', exact: true }).click()
  await reviewer.getByTestId('person-add').first().click()
  await reviewer.getByRole('button', { name: '保存评价人' }).click()
  await expect(perf(hr).getByTestId('cycles-done')).toHaveText(`${staffName} 的评价人已改为 ${managerName}。`)

  // The employee sets goals on a phone-sized frame (the shell's menu beside it): 60 + 30 is refused, 60 + 40 submitted.
  const staff = await signedIn(browser, shell, 'staff', { width: 595, height: 1000 })
  await staff.goto(`${shell}/portal/performance/mine`)
  const mine = perf(staff)
  const editor = mine.getByRole('form', { name: '设定我的目标' })
  const goal = (n: number) => editor.getByRole('group', { name: `目标 ${n}` })
  await goal(1).getByLabel('目标', { exact: true }).fill('Close the books on time')
  await goal(1).getByLabel('衡量标准').fill('By the 5th working day')
  await goal(1).getByLabel('权重（%）').fill('60')
  await editor.getByRole('button', { name: '添加目标' }).click()
  await goal(2).getByLabel('目标', { exact: true }).fill('Train a new colleague')
  await goal(2).getByLabel('权重（%）').fill('30')
  await expect(editor.getByTestId('goals-total')).toHaveText('权重合计：90 / 100')
  await editor.getByRole('button', { name: '提交目标' }).click()
  await expect(editor.getByRole('alert')).toHaveText('目标权重之和须为 100（当前为 90）')
  await goal(2).getByLabel('权重（%）').fill('40')
  expect(await violations(staff)).toEqual([])
  await staff.screenshot({ path: `${SHOTS}/goals-phone-zh.png`, fullPage: true })
  await editor.getByRole('button', { name: '提交目标' }).click()
  await expect(mine.getByTestId('mine-done')).toHaveText('您的目标已提交。')
  await expect(mine.getByTestId('goals-view').locator('li')).toHaveCount(2)

  // Self review.
  await advance()
  await staff.reload()
  const self = mine.getByRole('form', { name: '我的自评' })
  await self.getByLabel('Close the books on time（权重 60%）').selectOption({ label: '4 - 高于约定' })
  await self.getByLabel('Train a new colleague（权重 40%）').selectOption({ label: '5 - 远高于约定' })
  await self.getByLabel('自评说明').fill('Every month closed on time')
  await self.getByRole('button', { name: '提交自评' }).click()
  await expect(mine.getByTestId('mine-done')).toHaveText('自评已提交。')

  // The manager reviews and rates.
  await advance()
  const manager = await signedIn(browser, shell, 'manager')
  await manager.goto(`${shell}/portal/performance/team`)
  await perf(manager).getByTestId('team-table').getByRole('button').first().click()
  const review = perf(manager).getByTestId('manager-review-form')
  await expect(perf(manager).getByText('自评说明：Every month closed on time')).toBeVisible()
  await review.getByLabel('Close the books on time（权重 60%）').selectOption({ label: '5 - 远高于约定' })
  await review.getByLabel('Train a new colleague（权重 40%）').selectOption({ label: '5 - 远高于约定' })
  await review.getByLabel('上级评语').fill('An excellent year')
  await review.getByRole('radio', { name: '超出期望' }).check()
  await review.getByRole('button', { name: '提交评价' }).click()
  await expect(perf(manager).getByTestId('team-done')).toContainText('的评价已提交。')

  // HR calibrates against the spread (100% top against a 20% target), adjusts with a reason, and releases.
  await advance()
  await hr.goto(`${shell}/portal/performance/calibration`)
  const overall = perf(hr).getByTestId('spread-table').locator('tr[data-organ="all"]')
  await expect(overall).toContainText('1 人 · 100%')
  await expect(overall).toContainText('偏差 +80 个百分点')
  await perf(hr)
    .getByTestId('calibration-table')
    .getByRole('button', { name: /^调整 .* 的评级$/ })
    .click()
  const adjust = perf(hr).getByTestId('adjust-form')
  await adjust.getByLabel('评级').selectOption({ label: '符合期望' })
  await adjust.getByLabel('调整原因').fill('Department over its top share')
  await adjust.getByRole('button', { name: '保存评级' }).click()
  await expect(perf(hr).getByTestId('calibration-done')).toContainText('的评级已调整为符合期望。')
  await expect(overall).toContainText('偏差 +30 个百分点')
  expect(await violations(hr)).toEqual([])
  await hr.screenshot({ path: `${SHOTS}/calibration-zh.png`, fullPage: true })
  // A salary change proposed from the result (its form is HR's one click, not the point here).
  await call(
    shell,
    'calibration/proposeSalary',
    {
      cycleId,
      employeeId: staffEmp,
      kind: 'percent',
      value: '5',
      effectiveMonth: `${YEAR + 1}-01`,
      reason: 'Annual review',
    },
    hrToken,
  )
  await perf(hr).getByRole('button', { name: '发布结果' }).click()
  await hr.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
  await expect(perf(hr).getByTestId('calibration-done')).toHaveText(`${name} 的结果已发布。`)

  // The employee sees the released result and acknowledges it.
  await staff.reload()
  const result = mine.getByRole('region', { name: '我的考核结果' })
  await expect(result.getByTestId('my-rating')).toHaveText('符合期望')
  await expect(result).toContainText('上级评语：An excellent year')
  await result.getByLabel('意见（选填）').fill('Agreed, thank you')
  await result.getByRole('button', { name: '确认结果' }).click()
  await expect(mine.getByTestId('mine-done')).toHaveText('您已确认考核结果。')
  await expect(result.getByTestId('acknowledged')).toContainText('Agreed, thank you')
  await chooseLanguage(staff, 'en')
  await expect(mine.getByTestId('my-rating')).toHaveText('Meets expectations')
  await staff.screenshot({ path: `${SHOTS}/result-phone-en.png`, fullPage: true })

  // Payroll sees the released result's salary change and applies it to the salary profile.
  await hr.goto(`${shell}/portal/salary/profiles`)
  const proposed = hr.frameLocator('iframe[name="salary"]').getByTestId('proposed-changes')
  await expect(proposed).toContainText('5%')
  await proposed.getByRole('button', { name: /^执行 .* 的调薪建议$/ }).click()
  await expect(proposed.getByRole('status')).toContainText(`自 ${YEAR + 1}-01 起基本工资为`)
})
