import { expect, type Browser } from '@playwright/test'
import { gateway } from './api'
import { approveAll } from './approve-all'
import { violations } from './axe'
import { solveSlider } from './slider'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/**
 * An applicant for a new opening: the opening raised over the API from a position with open headcount and approved
 * (`approvers`: session tokens, HR's first), then a signed-out applicant applies for it on the careers page of tenant
 * demo-sh with a PDF résumé behind the slider (the page follows the browser's Chinese; checked for accessibility).
 */
export async function applyOnCareersPage(
  browser: Browser,
  shell: string,
  approvers: string[],
  applicant: { name: string; mobile: string; email: string; job: string },
) {
  const hr = approvers[0]
  const positions = await gateway<Array<{ id: number; open: number }>>(shell, '/recruit/web/job/positions', {}, hr)
  const raised = await gateway<{ instanceId: string }>(
    shell,
    '/recruit/web/job/save',
    {
      gangweiId: positions.result!.find((p) => p.open > 0)!.id,
      title: applicant.job,
      description: '岗位职责',
      vacancies: 1,
    },
    hr,
  )
  expect(raised.code, raised.msg).toBe(0)
  await approveAll(shell, raised.result!.instanceId, approvers)

  const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage()
  await page.goto(`${shell}/careers/demo-sh`)
  const job = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: applicant.job }) })
  await job.getByRole('button', { name: '申请该职位' }).click()
  await page.getByLabel('姓名').fill(applicant.name)
  await page.getByLabel('手机号').fill(applicant.mobile)
  await page.getByLabel('电子邮箱').fill(applicant.email)
  await page
    .getByLabel('简历（PDF，不超过 5 MB）')
    .setInputFiles({ name: `${applicant.name}-简历.pdf`, mimeType: 'application/pdf', buffer: PDF })
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: '提交申请' }).click()
  await solveSlider(page)
  await expect(page.getByRole('heading', { name: `谢谢您，${applicant.name}` })).toBeVisible()
  await page.context().close()
}
