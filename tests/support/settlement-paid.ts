import { expect, type Page, type TestInfo } from '@playwright/test'

/**
 * HR on a leaving case (the personnel frame of `hr`) reviews the final settlement: nothing owed on the resignation's
 * ground, the unused-leave pay adjusted with a note, then paid through payroll. Answers the off-cycle run's id.
 */
export async function settleThroughPayroll(hr: Page, info: TestInfo): Promise<number> {
  const settlement = hr.frameLocator('iframe[name="personnel"]').getByTestId('settlement')
  await expect(settlement).toContainText('未休年假工资')
  await expect(settlement).toContainText('该依据无需支付')
  await settlement.getByLabel('未休年假工资（调整为）').fill('1234.50')
  await settlement.getByLabel('调整说明').fill('按交接约定')
  await settlement.getByRole('button', { name: '保存调整' }).click()
  await expect(settlement).toContainText('1,234.50')
  await settlement.screenshot({ path: info.outputPath('settlement-zh.png') })
  await settlement.getByRole('button', { name: '通过薪资发放' }).click()
  const paid = settlement.getByTestId('settlement-paid')
  await expect(paid).toContainText('已发放：临时工资单')
  return Number((await paid.textContent())!.replace(/\D/g, ''))
}
