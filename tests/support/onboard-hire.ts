import { expect, type Page } from '@playwright/test'

const field = (name: string) => new RegExp(`^${name}( \\*)?$`)

/**
 * HR hires an approved candidate (HR's page on the candidate): Hire opens the personnel onboarding filled in from the
 * candidate (name, mobile, start date checked; the line manager `manager`, the department's usual one, filled in); the
 * job number and a staff account are added and the record made.
 * Answers the new staff id and account id.
 */
export async function hireFromOffer(
  hr: Page,
  hire: { name: string; mobile: string; start: string; jobNumber: string; account: string; password: string },
  manager: { name: string; jobNumber: string },
): Promise<{ id: number; userId: number }> {
  const recruitment = hr.frameLocator('iframe[name="recruitment"]')
  await expect(recruitment.getByRole('region', { name: '录用', exact: true })).toContainText('已批准')
  await recruitment.getByRole('button', { name: '办理入职' }).click()
  await hr.waitForURL(/\/portal\/personnel\/records\/new\/\d+$/)
  const personnel = hr.frameLocator('iframe[name="personnel"]')
  await expect(personnel.getByTestId('onboard-candidate')).toContainText(hire.name)
  const form = personnel.getByRole('form', { name: '办理入职' })
  await expect(form.getByLabel(field('姓名'))).toHaveValue(hire.name)
  await expect(form.getByLabel(field('手机号'))).toHaveValue(hire.mobile)
  await expect(form.getByLabel(field('入职日期'))).toHaveValue(hire.start)
  await form.getByLabel(field('工号')).fill(hire.jobNumber)
  const managers = form.getByRole('group', { name: '直属上级' }).getByRole('list', { name: '直属上级' })
  await expect(managers.getByRole('listitem')).toHaveCount(1)
  await expect(managers.getByRole('listitem')).toContainText(`${manager.name} ${manager.jobNumber}`)
  await form.getByLabel('同时创建登录账号').check()
  await form.getByLabel('账号', { exact: true }).fill(hire.account)
  await form.getByLabel('初始密码').fill(hire.password)
  await form.getByLabel('员工', { exact: true }).check()
  const onboarded = hr.waitForResponse((r) => r.url().endsWith('/gateway/ums/web/entryUser/onboard'))
  await personnel.getByTestId('onboard-submit').click()
  const made = ((await (await onboarded).json()) as { result: { id: number; userId: number } }).result
  await expect(personnel.getByRole('heading', { level: 1 })).toHaveText(hire.name)
  await expect(hr.getByTestId('message')).toContainText('候选人已标记为已入职')
  return made
}
