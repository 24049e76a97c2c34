import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { loginToken, gateway } from '../support/api'
import { violations } from '../support/axe'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'

// Training and exams end to end: HR has an exam (set up over the API); a staff member takes it on a phone-sized screen,
// answers some, reloads and resumes with the answers and the time kept, hands in; HR marks the short answer by hand;
// the staff member sees the mark.

const training = (page: Page) => page.frameLocator('iframe[name="training"]')
const SHOTS = '/tmp/shots-training'

async function setUpExam(shell: string): Promise<{ examId: number; title: string }> {
  const hr = await loginToken(shell, 'hr', 'Hr@123456789')
  const save = async (path: string, body: Record<string, unknown>) => {
    const answer = await gateway<{ id: number }>(shell, `/message/web/exam/${path}`, body, hr)
    if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`)
    return answer.result!.id
  }
  const single = await save('question/save', {
    type: 'single',
    stem: '发生火灾时应走哪里？',
    options: ['电梯', '楼梯'],
    key: 1,
    score: 10,
  })
  const short = await save('question/save', {
    type: 'short',
    stem: '简述疏散演练的步骤。',
    options: [],
    key: '走楼梯到集合点并报到',
    score: 10,
  })
  const paperId = await save('paper/save', {
    title: '消防试卷',
    mode: 'fixed',
    questionIds: [single, short],
    rules: [],
  })
  const title = `消防考试 ${Date.now() % 100000}`
  const examId = await save('manage/save', {
    title,
    paperId,
    minutes: 30,
    passMark: 12,
    audience: { organIds: [], zhiweiIds: [], employeeIds: [12] },
    closed: false,
  })
  return { examId, title }
}

test('a staff member takes a timed exam, reloads midway and resumes, hands in, and sees the mark once HR marked the short answer', async ({
  browser,
  shell,
}) => {
  test.setTimeout(180_000)
  const { title } = await setUpExam(shell)
  // The shell keeps its menu beside the app: 595 px wide, the page gets 375 px.
  const staffContext = await browser.newContext({ viewport: { width: 595, height: 1000 } })
  const page = await staffContext.newPage()
  await signIn(page, shell, 'staff', '/portal/training/my-exams')
  const app = training(page)
  await app.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: '开始考试' }).click()

  const first = app.getByRole('group', { name: /发生火灾时应走哪里/ })
  await first.getByRole('radio', { name: '楼梯' }).check()
  await expect(app.getByTestId('save-status')).toHaveText('第 1 题已保存。')
  const essay = app.getByRole('group', { name: /简述疏散演练的步骤/ }).getByLabel('您的答案')
  await essay.fill('沿楼梯撤离到集合点')
  await essay.blur()
  await expect(app.getByTestId('save-status')).toHaveText('第 2 题已保存。')
  await expect(app.getByRole('timer')).toHaveText(/^(29|30):\d\d$/)
  expect(await violations(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS}/take-phone-zh.png`, fullPage: true })

  // A reload midway: the same sitting, the answers given and the time left by the server's clock.
  await page.reload()
  await expect(
    app.getByRole('group', { name: /发生火灾时应走哪里/ }).getByRole('radio', { name: '楼梯' }),
  ).toBeChecked()
  await expect(app.getByRole('group', { name: /简述疏散演练的步骤/ }).getByLabel('您的答案')).toHaveValue(
    '沿楼梯撤离到集合点',
  )
  await expect(app.getByRole('timer')).toHaveText(/^(29|30):\d\d$/)

  await app.getByRole('button', { name: '交卷' }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(确认|确定)$/ })
    .click()
  await expect(app.getByTestId('result')).toHaveText('已交卷，等待阅卷。')

  // HR marks the short answer by hand.
  const hrContext = await browser.newContext()
  const hrPage = await hrContext.newPage()
  await signIn(hrPage, shell, 'hr', '/portal/training/marking')
  const marking = training(hrPage)
  await marking.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: /^批阅/ }).click()
  await expect(marking.getByText('沿楼梯撤离到集合点')).toBeVisible()
  await marking.getByLabel('得分（0 到 10）').fill('8')
  await marking.getByRole('button', { name: '保存评分' }).click()
  await expect(marking.getByText('评分已保存。')).toBeVisible()
  await expect(marking.getByText('18 / 20 分')).toBeVisible()
  expect(await violations(hrPage)).toEqual([])
  await hrPage.screenshot({ path: `${SHOTS}/marking-zh.png`, fullPage: true })

  // The staff member sees the mark.
  await app.getByRole('button', { name: '返回' }).click()
  const mine = app.getByRole('listitem').filter({ hasText: title })
  await expect(mine.getByTestId('result')).toHaveText('18 / 20 分 · 通过')
  // The certificate is saved as a PDF named after the exam.
  const download = page.waitForEvent('download')
  await mine.getByRole('button', { name: '下载证书' }).click()
  const certificate = await download
  expect(certificate.suggestedFilename()).toBe(`${title}.pdf`)
  expect((await readFile(await certificate.path())).subarray(0, 5).toString()).toBe('%PDF-')
  await chooseLanguage(page, 'en')
  await expect(app.getByRole('heading', { name: 'My exams' })).toBeVisible()
  await expect(mine.getByTestId('result')).toHaveText('18 of 20 points · Passed')
  await page.screenshot({ path: `${SHOTS}/my-exams-phone-en.png`, fullPage: true })
  await staffContext.close()
  await hrContext.close()
})
