// The tenant's inactivity timeout: the company administrator sets it (5 minutes, the least), a member of staff
// is warned a minute before, stays signed in, and is signed out at the timeout with the reason on the login page;
// work inside a sub-app's frame counts as activity. The browser's clock is moved (Playwright's clock), not the
// product's: the gateway's side of the timeout is tested in gateway/src/services/accounts/idle-timeout.test.ts.
import type { Page } from '@playwright/test'
import { expect, signInThroughForm as signIn, test, openOrganisation } from '../support/fixtures'
import { gateway } from '../support/api'
import { violations } from '../support/axe'

const warning = (page: Page) => page.getByRole('alertdialog', { name: '即将退出登录' })

/** Sets the tenant's timeout on the company settings page, as its administrator would. */
async function setTimeoutMinutes(page: Page, shell: string, minutes: number) {
  await signIn(page, shell, 'admin')
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '企业设置' }).click()
  const section = page.frameLocator('iframe[name="system"]').getByRole('region', { name: '无操作自动退出' })
  const input = section.getByLabel('无操作时长（分钟）')
  await expect(input).toHaveValue('30')
  await input.fill('4')
  await section.getByRole('button', { name: '保存' }).click()
  await expect(section.getByRole('alert')).toHaveText('请输入 5 到 480 之间的整数分钟数')
  await input.fill(String(minutes))
  await section.getByRole('button', { name: '保存' }).click()
  await expect(section.getByRole('status')).toHaveText(`已保存：无操作 ${minutes} 分钟后自动退出登录`)
  await page.screenshot({ path: test.info().outputPath('idle-setting-zh.png') })
  expect(await violations(page, { include: ['iframe[name="system"]'] })).toEqual([])
}

test('staff are warned a minute before the timeout, may stay signed in, and are signed out at it with the reason', async ({
  page,
  browser,
  ownShell: shell,
}) => {
  test.setTimeout(120_000)
  await setTimeoutMinutes(page, shell, 5)

  const context = await browser.newContext()
  const staff = await context.newPage()
  await staff.clock.install()
  // The portal's countdown starts once the gateway answered the tenant's timeout (the first keep-alive).
  const timeoutKnown = staff.waitForResponse((response) =>
    response.url().endsWith('/gateway/uac/web/session/keepAlive'),
  )
  await signIn(staff, shell, 'staff')
  expect(await (await timeoutKnown).json()).toMatchObject({ result: { idleMinutes: 5 } })
  const token = await staff.evaluate(() => localStorage.getItem('t'))
  // The organisation page's app is connected before the clock jumps (a jump would run out its handshake's time).
  await openOrganisation(staff)
  await expect(staff.locator('.app-frame[data-state="ready"][data-active="true"]')).toBeVisible()

  // Four minutes without input: the warning shows, counting down the last minute.
  await staff.clock.fastForward('04:01')
  await expect(warning(staff)).toBeVisible()
  await expect(staff.getByTestId('idle-warning')).toContainText(/将在 \d+ 秒后自动退出登录/)
  await staff.screenshot({ path: test.info().outputPath('idle-warning-zh.png') })
  expect(await violations(staff, { include: ['[role="alertdialog"]'] })).toEqual([])
  await warning(staff).getByRole('button', { name: '保持登录' }).click()
  await expect(warning(staff)).toBeHidden()

  // Work inside a sub-app's frame counts too (reported over the bridge): a click there three minutes on, and
  // no warning three and a half minutes after it, when the last input in the shell itself was six and a half ago.
  await staff.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '人员列表' }).click()
  await expect(staff.locator('.app-frame[data-app="system"][data-state="ready"][data-active="true"]')).toBeVisible()
  await staff.clock.fastForward('03:00')
  await expect(warning(staff)).toBeHidden()
  await staff.frameLocator('iframe[name="system"]').getByRole('heading', { level: 1 }).click()
  await staff.clock.fastForward('03:30')
  await expect(warning(staff)).toBeHidden()
  expect(staff.url()).toMatch(/\/portal\//)

  // No answer to the warning: at the timeout the shell signs out to the login page, which says why.
  await staff.clock.fastForward('01:00')
  await expect(warning(staff)).toBeVisible()
  await staff.clock.fastForward('01:01')
  await staff.waitForURL(/\/login\?signedOut=idle$/)
  await expect(staff.getByTestId('signed-out-idle')).toHaveText('由于长时间未操作，您已退出登录。请重新登录。')
  await staff.screenshot({ path: test.info().outputPath('idle-signed-out-zh.png') })
  expect(await violations(staff)).toEqual([])
  // The session ended on the gateway too.
  expect((await gateway(shell, '/uac/web/getTokenInfo', {}, token!)).code).toBe(401001)
  await context.close()
})
