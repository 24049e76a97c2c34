import type { Page } from '@playwright/test'
import { gateway, loginToken } from '../support/api'
import { test, expect, signIn } from '../support/fixtures'
import { workingDayAhead } from '../support/working-days'

// The approval centre's approval type (§3 approvalType): the manager narrows the list and its counts to one kind of
// request, in either language.

const approval = (page: Page) => page.frameLocator('iframe[name="approval"]')

test('the manager shows only leave requests, then only overtime, then all again; the counts follow', async ({
  page,
  ownShell: shell,
}) => {
  // A product of its own: the manager's requests waiting are this test's alone.
  const staff = await loginToken(shell, 'staff', 'Staff@12345')
  const leave = await gateway(
    shell,
    '/vacation/web/leave/apply',
    {
      typeCode: 'annual',
      startDate: workingDayAhead(40),
      startHalf: 'am',
      endDate: workingDayAhead(40),
      endHalf: 'pm',
      reason: 'Family visit',
    },
    staff,
  )
  expect(leave.code, leave.msg).toBe(0)
  const overtime = await gateway(
    shell,
    '/vacation/web/overtime/apply',
    { day: workingDayAhead(-2), startTime: '18:00', endTime: '20:00', timing: 'after', reason: 'Release night' },
    staff,
  )
  expect(overtime.code, overtime.msg).toBe(0)

  await signIn(page, shell, 'manager', '/portal/approval/center')
  const center = approval(page)
  const rows = center.getByTestId('center-table').locator('tbody tr')
  const type = center.getByLabel('审批类型')
  await expect(type).toHaveValue('')
  await expect(rows.filter({ hasText: 'Family visit' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Release night' })).toHaveCount(1)
  const all = Number(await center.getByTestId('count-todo').textContent())
  expect(all).toBeGreaterThanOrEqual(2)

  await expect(type.locator('option')).toContainText(['全部类型', '请假审批', '加班审批'])
  await type.selectOption({ label: '请假审批' })
  await expect(rows.filter({ hasText: 'Release night' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Family visit' })).toHaveCount(1)
  const leaves = Number(await center.getByTestId('count-todo').textContent())
  expect(leaves).toBeLessThan(all)

  await type.selectOption({ label: '加班审批' })
  await expect(rows.filter({ hasText: 'Family visit' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Release night' })).toHaveCount(1)
  await expect(center.getByTestId('count-todo')).toHaveText(String(all - leaves))

  await type.selectOption('')
  await expect(center.getByTestId('count-todo')).toHaveText(String(all))
  await expect(rows.filter({ hasText: 'Family visit' })).toHaveCount(1)

  // In English the filter and its types are named in English.
  await page.getByTestId('user-menu').click()
  await page.getByTestId('language-option-en').click()
  await expect(center.getByLabel('Approval type').locator('option')).toContainText(['All types', 'Leave', 'Overtime'])
})
