import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'

// Saved query schemes and batch modify on the staff list (own product: both change shared state).
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

test('a scheme saved as default applies when the staff list opens again', async ({ page, ownShell: shell }) => {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '人员列表' }).click()
  const frame = system(page)
  const stats = frame.getByTestId('list-stats')
  await stats.getByRole('button', { name: /离职/ }).click()
  await expect(stats.getByRole('button', { name: /离职/ })).toHaveAttribute('aria-pressed', 'true')
  await frame.getByRole('button', { name: '另存为方案…' }).click()
  await frame.getByRole('textbox', { name: '方案名称' }).fill('离职人员')
  await frame.getByRole('button', { name: '保存', exact: true }).click()
  await expect(frame.getByTestId('scheme-select')).toHaveValue(/.+/)
  await frame.getByRole('button', { name: '设为默认' }).click()
  await expect(frame.getByTestId('scheme-select').locator('option:checked')).toHaveText('离职人员（默认）')

  await page.reload()
  await expect(system(page).getByTestId('list-stats').getByRole('button', { name: /离职/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(system(page).getByTestId('scheme-select').locator('option:checked')).toHaveText('离职人员（默认）')
})

test('batch modify moves two selected staff to another department', async ({ page, ownShell: shell }) => {
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '人员列表' }).click()
  const frame = system(page)
  const rows = frame.getByTestId('user-table').locator('tbody tr')
  await expect(rows).toHaveCount(10)
  const checks = frame.getByRole('checkbox', { name: '选择本行' })
  await checks.nth(0).check()
  await checks.nth(1).check()
  const names = [await rows.nth(0).locator('td').nth(1).innerText(), await rows.nth(1).locator('td').nth(1).innerText()]
  await frame.getByTestId('batch-modify').click()
  const dialog = frame.getByRole('dialog', { name: '批量修改 2 名员工' })
  await expect(dialog.getByTestId('batch-field')).toHaveValue('organ')
  const value = dialog.getByTestId('batch-value')
  const option = value.locator('option:not([disabled])').last()
  const department = (await option.innerText()).trim()
  await value.selectOption({ label: department })
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('已修改 2 人，跳过 0 人')).toBeVisible()
  for (const name of names) await expect(rows.filter({ hasText: name }).first()).toContainText(department)
})
