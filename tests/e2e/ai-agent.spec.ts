import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { gateway, loginToken } from '../support/api'
import { violations } from '../support/axe'
import { workingDayAhead } from '../support/working-days'

// The AI assistant with the embedded planner: no model is configured in the test product.
const agent = (page: Page) => page.frameLocator('iframe[name="ai-agent"]')

/** The R&D centre's headcount as the BI headcount report shows it (read by the HR manager, who holds the report). */
async function rdHeadcount(page: Page, shell: string): Promise<number> {
  const answer = await page.request.post(`${shell}/gateway/report/web/headcount/summary`, {
    headers: { token: await loginToken(shell, 'hr', 'Hr@123456789') },
    data: { months: 12 },
  })
  const { result } = (await answer.json()) as { result: { byOrgan: Array<{ organName: string; headcount: number }> } }
  const row = result.byOrgan.find((organ) => organ.organName === '研发中心')
  expect(row, 'the BI report lists the R&D centre').toBeTruthy()
  return row!.headcount
}

// A staff member (the Staff role holds the assistant and the organisation structure, not the BI report) asks.
async function openAssistant(page: Page, shell: string) {
  await signIn(page, shell, 'staff', '/portal/agent/chat')
  await expect(agent(page).getByRole('log')).toBeVisible()
}

async function ask(page: Page, question: string) {
  const frame = agent(page)
  await frame.getByRole('textbox', { name: /你的问题|Your question/ }).fill(question)
  await frame.getByRole('textbox', { name: /你的问题|Your question/ }).press('Enter')
  const answer = frame
    .getByRole('log')
    .getByRole('article', { name: /助手|Assistant/ })
    .last()
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  return answer
}

test('a staff member asks in Chinese how many people the R&D centre has and gets the BI report’s number; a cited link opens the organisation page', async ({
  ownShell: shell,
  page,
}) => {
  await openAssistant(page, shell)
  const frame = agent(page)
  await expect(frame.getByRole('note')).toHaveText('回答可能有误，请以引用的页面为准')
  await expect(frame.getByRole('button', { name: '发送' })).toBeDisabled()
  // Suggested questions while the conversation is empty.
  await expect(frame.locator('.suggestion').first()).toBeVisible()

  const expected = await rdHeadcount(page, shell)
  const answer = await ask(page, '研发中心有多少人？')
  await expect(answer.locator('.md')).toContainText(String(expected))
  await expect(frame.getByRole('textbox', { name: '你的问题' })).toHaveValue('')
  // The conversation is stored and listed.
  await expect(
    frame
      .getByRole('complementary')
      .getByRole('button', { name: /研发中心/ })
      .first(),
  ).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('ai-agent-zh.png') })
  expect(await violations(page)).toEqual([])

  // Staff may not open the BI report: the answer cites the organisation structure, whose tree shows the same counts.
  await answer.getByRole('navigation', { name: '来源' }).getByRole('button', { name: '组织架构' }).click()
  await expect(page).toHaveURL(`${shell}/portal/ums/structure`)
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('organ-tree')).toBeVisible()
})

test('the same question in English after switching the language live; the theme switches live too', async ({
  ownShell: shell,
  page,
}) => {
  await openAssistant(page, shell)
  const frame = agent(page)
  await chooseLanguage(page, 'en')
  await expect(frame.getByRole('heading', { name: 'AI assistant' })).toBeVisible()
  await expect(frame.getByRole('note')).toHaveText('Answers can be wrong; check the cited pages')
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en')

  const expected = await rdHeadcount(page, shell)
  const answer = await ask(page, 'How many people are in the R&D centre?')
  await expect(answer.locator('.md')).toContainText(String(expected))
  await expect(answer.getByRole('navigation', { name: 'Sources' }).getByRole('button').first()).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('ai-agent-en.png') })

  const send = frame.getByRole('button', { name: 'New conversation' })
  const before = await send.evaluate((button) => getComputedStyle(button).backgroundColor)
  await chooseTheme(page, 'orange')
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'orange')
  await expect.poll(() => send.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(before)
  expect(await violations(page)).toEqual([])

  // Delete the conversation, after the shell's confirm dialog: the list and the log are empty again, with suggestions.
  await frame.getByRole('button', { name: 'Delete “How many people are in the R&D centre?”' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(frame.getByText('No conversations yet')).toBeVisible()
  await expect(frame.getByRole('log').getByRole('article')).toHaveCount(0)
  await expect(frame.locator('.suggestion').first()).toBeVisible()
})

// On the shared product: the manager's conversations are this test's alone, and the answer reads no changing data.
test('a line manager asks in English in the Chinese UI how to apply for leave: English steps, and the cited link opens the leave request form', async ({
  shell,
  page,
}) => {
  await signIn(page, shell, 'manager')
  // The assistant is in the manager's menu.
  await expect(page.getByRole('link', { name: '智能助手' }).first()).toBeAttached()
  await page.goto(`${shell}/portal/agent/chat`)
  const frame = agent(page)
  await expect(frame.getByRole('log')).toBeVisible()
  await expect(frame.getByRole('note')).toHaveText('回答可能有误，请以引用的页面为准')

  const answer = await ask(page, 'How do I apply for leave?')
  const text = answer.locator('.md')
  await expect(text).toContainText('Open Attendance and leave → My leave.')
  await expect(text).toContainText('Press Submit request')
  expect(await text.innerText()).not.toMatch(/[\u4e00-\u9fff]/)
  // Not the manager's own leave records.
  await expect(text).not.toContainText('Your latest leave requests')
  expect(await violations(page)).toEqual([])

  await answer.getByRole('navigation', { name: '来源' }).getByRole('button', { name: 'My leave' }).click()
  await expect(page).toHaveURL(`${shell}/portal/kaoqin/leave`)
  await expect(page.frameLocator('iframe[name="attendance"]').getByRole('heading', { name: '申请请假' })).toBeVisible()
})

test('Stop ends an answer that is still streaming, and Retry asks again', async ({ ownShell: shell, page }) => {
  await openAssistant(page, shell)
  const frame = agent(page)
  // The first answer is held back at the network until the person presses Stop.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let first = true
  await page.route('**/gateway/agent/web/chat', async (route) => {
    if (!first) return route.continue()
    first = false
    await held
    await route.continue().catch(() => {})
  })
  await frame.getByRole('textbox', { name: '你的问题' }).fill('研发中心有多少人？')
  await frame.getByRole('button', { name: '发送' }).click()
  const answer = frame.getByRole('article', { name: '助手' }).last()
  await expect(answer).toHaveAttribute('aria-busy', 'true')
  await frame.getByRole('button', { name: '停止' }).click()
  release()
  await expect(answer.getByText('已停止')).toBeVisible()
  await expect(frame.getByRole('button', { name: '发送' })).toBeVisible()

  await answer.getByRole('button', { name: '重试' }).click()
  const retried = frame.getByRole('article', { name: '助手' }).last()
  await expect(retried).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 })
  await expect(retried.locator('.md')).toContainText(String(await rdHeadcount(page, shell)))
  await expect(frame.getByRole('article', { name: '助手' })).toHaveCount(1)
})

test("a reminder is only proposed; it is sent after the shell's confirm, once, and the request's history shows it", async ({
  ownShell: shell,
  page,
}) => {
  // Staff has a leave request in approval (made over the API, a month ahead so no other test's dates clash).
  const staff = await loginToken(shell, 'staff', 'Staff@12345')
  const date = workingDayAhead(40)
  const applied = await gateway<{ id: string }>(
    shell,
    '/vacation/web/leave/apply',
    {
      typeCode: 'annual',
      startDate: date,
      startHalf: 'am',
      endDate: date,
      endHalf: 'pm',
      reason: 'Assistant reminder e2e',
    },
    staff,
  )
  expect(applied.code, applied.msg).toBe(0)
  const reminders = async () => {
    const block = await gateway<{ history: Array<{ event: string }> }>(
      shell,
      '/workflow/web/approveBlock',
      { bizType: 'leave', bizId: applied.result!.id },
      staff,
    )
    return block.result!.history.filter((entry) => entry.event === 'remind').length
  }

  await openAssistant(page, shell)
  const answer = await ask(page, '帮我催办')
  await expect(answer.locator('.md')).toContainText('要催办')
  const action = answer.getByRole('button', { name: /^催办审批人：年假/ })
  await expect(action).toBeVisible()
  expect(await reminders()).toBe(0)

  // Cancel in the shell's dialog: nothing is sent, the action stays offered.
  await action.click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('确认操作')
  await confirm.getByRole('button', { name: '取消' }).click()
  await expect(action).toBeVisible()
  expect(await reminders()).toBe(0)

  // Confirm: the reminder goes to the approver, the answer says so, and the action cannot run again.
  await action.click()
  await page.getByRole('alertdialog').getByRole('button', { name: '确认' }).click()
  await expect(answer.locator('.action-done')).toContainText('已催办 1 位审批人。')
  await expect(action).toHaveCount(0)
  expect(await reminders()).toBe(1)
})
