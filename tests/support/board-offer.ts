import { expect, type Page } from '@playwright/test'
import { violations } from './axe'

/**
 * HR on the candidate board (the recruitment frame of `hr`): the candidate `name` moved from applied to offer with the
 * arrow keys, each move announced; then the offer made on their page (the first position, the monthly pay, the start
 * date) and sent for approval.
 */
export async function offerFromBoard(hr: Page, name: string, offer: { pay: string; start: string }) {
  const recruitment = hr.frameLocator('iframe[name="recruitment"]')
  const card = recruitment.getByTestId('candidate-card').filter({ hasText: name })
  const inStage = (stage: string) =>
    recruitment.locator(`[data-stage="${stage}"]`).getByTestId('candidate-card').filter({ hasText: name })
  await expect(inStage('applied')).toBeVisible()
  for (const stage of ['筛选', '面试', '录用']) {
    await card.focus()
    await hr.keyboard.press('ArrowRight')
    await expect(recruitment.getByTestId('board-status')).toHaveText(`已将 ${name} 移到“${stage}”。`)
  }
  await expect(inStage('offer')).toBeVisible()
  expect(await violations(hr)).toEqual([])
  await card.getByRole('link', { name }).click()
  await expect(recruitment.getByRole('heading', { level: 1 })).toHaveText(name)
  const form = recruitment.getByRole('form', { name: '发起录用' })
  await form.getByLabel('岗位').selectOption({ index: 1 })
  await form.getByLabel('月薪').fill(offer.pay)
  await form.getByLabel('入职日期').fill(offer.start)
  await form.getByRole('button', { name: '提交录用审批' }).click()
  await expect(recruitment.getByRole('region', { name: '录用', exact: true })).toContainText('审批中')
}
