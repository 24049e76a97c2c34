import { test, expect, signIn } from '../support/fixtures'
import { gateway, loginToken } from '../support/api'

// Staff without HR's record functions see people who left in the staff list and on the staff card, but not their
// phone or e-mail; colleagues on the job keep theirs.

interface Row {
  id: number
  name: string
  jobNumber: string
  phone: string
  email: string
}

test('staff see no phone or e-mail of people who left, on the staff list and the staff card', async ({
  page,
  shell,
}) => {
  const hr = await loginToken(shell, 'hr', 'Hr@123456789')
  const left = (await gateway<{ rows: Row[] }>(shell, '/ums/web/entryUser/getUserPage', { status: 2, rows: 200 }, hr))
    .result!.rows
  const person = left.find((row) => row.phone !== '')!
  expect(person).toBeDefined()
  const colleague = (
    await gateway<{ rows: Row[] }>(shell, '/ums/web/entryUser/getUserPage', { status: 1, rows: 1 }, hr)
  ).result!.rows[0]

  await signIn(page, shell, 'staff', '/portal/ums/users')
  const frame = page.frameLocator('iframe[name="system"]')
  const table = frame.getByTestId('user-table')
  await expect(table.locator('tbody tr').first()).toContainText(colleague.jobNumber)
  await expect(table.locator('tbody tr').first()).toContainText(colleague.phone)
  await frame.getByRole('searchbox', { name: '搜索', exact: true }).fill(person.jobNumber)
  await frame.getByRole('button', { name: '搜索', exact: true }).click()
  const row = table.locator('tbody tr').filter({ hasText: person.jobNumber })
  await expect(row).toHaveCount(1)
  await expect(row).not.toContainText(person.phone)

  await page.goto(`${shell}/portal/ums/users/${person.id}`)
  const card = frame.getByTestId('staff-record')
  await expect(card).toContainText(person.name)
  await expect(card).toContainText('离职')
  await expect(card).not.toContainText(person.phone)
  if (person.email) await expect(card).not.toContainText(person.email)
})
