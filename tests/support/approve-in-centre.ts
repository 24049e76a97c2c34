import { expect, type Page } from '@playwright/test'

/**
 * Approves a request in the approval centre (`page` signed in as its approver): the row that names `row` opened, the
 * dialog the business app fills (the frame `dialog`) showing `shows`, then Approve in its approval block.
 */
export async function approveInCentre(page: Page, shell: string, row: string, dialog: string, shows: string) {
  await page.goto(`${shell}/portal/approval/center`)
  await page
    .frameLocator('iframe[name="approval"]')
    .getByTestId('center-table')
    .locator('tbody tr')
    .filter({ hasText: row })
    .getByRole('button', { name: '审批' })
    .click()
  const filled = page.frameLocator(`iframe[name="${dialog}"]`)
  await expect(filled.locator('body')).toContainText(shows)
  await filled.getByTestId('approval-block').getByRole('button', { name: '通过' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
}
