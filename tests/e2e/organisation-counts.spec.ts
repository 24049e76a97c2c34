import { test, expect, openOrganisation, signIn } from '../support/fixtures'

// The organisation structure page: each unit's count in the tree is the total of the staff list beside it (staff on
// the job in the unit and its sub-units).

test("each unit's count in the organisation tree is the total of its staff list", async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await openOrganisation(page)
  const frame = page.frameLocator('iframe[name="system"]')
  const units = frame.getByTestId('organ-tree').locator('button.organ-name')
  await expect(units.first()).toBeVisible()
  const names = await units.allTextContents()
  expect(names.length).toBeGreaterThan(3)
  for (const label of names.slice(0, 4)) {
    const count = /\((\d+)\)$/.exec(label)?.[1]
    expect(count).toBeDefined()
    await units.filter({ hasText: label }).first().click()
    await expect(frame.getByTestId('user-table')).toContainText(`共 ${count} 条`)
  }
})
