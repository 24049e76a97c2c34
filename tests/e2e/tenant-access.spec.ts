import { test, expect, signIn } from '../support/fixtures'
import { chooseTenant, expectTenant } from '../support/user-menu'

// Tenant access: the company's administrator authorises staff for the second tenant; staff then switches to it.

test('admin authorises staff for Demo Co. Beijing in Tenant access; staff switches to it', async ({
  page,
  browser,
  shell,
}) => {
  await signIn(page, shell, 'admin', '/portal/ums/tenant-access')
  const frame = page.frameLocator('iframe[name="system"]')
  const form = frame.getByRole('form', { name: '授权人员进入租户' })
  const beijing = frame.getByRole('list', { name: 'Demo Co. Beijing 的授权人员' })
  try {
    // The people picker finds staff by the account name (the person's name is the demo record's).
    const picker = form.getByRole('group', { name: '人员' })
    await picker.getByTestId('person-keyword').fill('staff')
    await picker.getByTestId('person-keyword').press('Enter')
    await picker.getByTestId('person-add').first().click()
    await form.getByLabel('租户').selectOption({ label: 'Demo Co. Beijing' })
    await form.getByRole('button', { name: '授权' }).click()
    await expect(frame.getByRole('status')).toContainText('Demo Co. Beijing')
    await expect(beijing.getByText('staff', { exact: true })).toBeVisible()

    const staffContext = await browser.newContext()
    const staffPage = await staffContext.newPage()
    await signIn(staffPage, shell, 'staff')
    await chooseTenant(staffPage, '2')
    await expectTenant(staffPage, '2')
    await staffContext.close()
  } finally {
    // The shared product goes back to staff of one tenant, whatever happened above.
    const token = await page.evaluate(() => localStorage.getItem('t'))
    await page.request.post(`${shell}/gateway/tum/web/tenant/withdraw`, {
      data: { tenantId: 2, userId: 2 },
      headers: { token: token ?? '' },
    })
  }
})
