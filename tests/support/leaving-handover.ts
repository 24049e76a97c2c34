import { expect, type FrameLocator } from '@playwright/test'
import { pickPerson } from './pick-person'

/**
 * HR's steps on an open leaving case (the personnel frame on its page): the handover to a named colleague, then the
 * exit interview (reason, how it felt, comments, would return), each confirmed by the page.
 */
export async function handOverAndInterview(personnel: FrameLocator, colleague: { name: string; jobNumber: string }) {
  const tasks = personnel.getByTestId('case-tasks')
  await pickPerson(tasks, '工作接收人', colleague.jobNumber, colleague.name)
  await tasks.getByRole('button', { name: '指定接收人' }).click()
  await expect(tasks).toContainText(`已通知 ${colleague.name} 确认交接`)
  const interview = personnel.getByTestId('exit-interview')
  await interview.getByLabel('离职主要原因').fill('家庭原因')
  await interview.getByLabel('在这里工作的感受').selectOption('4')
  await interview.getByLabel('意见与建议').fill('培训机会可以更多')
  await interview.getByLabel('将来愿意考虑回来').check()
  await interview.getByRole('button', { name: '保存面谈' }).click()
  await expect(interview).toContainText('离职面谈已保存')
}
