import { test, expect, signInThroughForm as signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'
import { solveSlider } from '../support/slider'
import { codeFromOutbox } from '../support/outbox'
import { violations } from '../support/axe'

// The banner of an operator's super-login session: shown in the portal for the whole session, in both languages and
// both themes, with the way out; an ordinary sign-in shows none.

const OPERATOR_MAIL = 'operator@demo-co.example'

test('an operator who super-logs in to a tenant sees the operator banner, and leaves through it', async ({
  page,
  ownShell,
}) => {
  await page.goto(`${ownShell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.goto(`${ownShell}/superLogin`)
  await page.getByLabel('Operator account').fill('operator')
  await page.getByLabel('Operator e-mail').fill(OPERATOR_MAIL)
  await page.getByRole('button', { name: 'Send code' }).click()
  await solveSlider(page)
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await codeFromOutbox(page, ownShell, OPERATOR_MAIL))
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.getByLabel('Tenant').selectOption({ label: 'Demo Co. Beijing' })
  await page.getByRole('button', { name: 'Sign in to the tenant' }).click()
  await page.waitForURL(/\/portal\//)
  const banner = page.getByRole('region', { name: 'Operator session' })
  await expect(banner.getByRole('status')).toHaveText('You are signed in to Demo Co. Beijing as a platform operator')
  expect(await violations(page, { include: ['.operator-banner'] })).toEqual([])
  // Persistent: still there after a reload, and in the other language and theme.
  await page.reload()
  await chooseLanguage(page, 'zh-CN')
  await chooseTheme(page, 'orange')
  const zhBanner = page.getByRole('region', { name: '运营人员会话' })
  await expect(zhBanner.getByRole('status')).toHaveText('您正在以运营人员身份登录 Demo Co. Beijing')
  expect(await violations(page, { include: ['.operator-banner'] })).toEqual([])
  await page.screenshot({ path: 'test-results/operator-banner.png' })
  await zhBanner.getByRole('button', { name: '退出登录并离开该租户' }).click()
  await page.waitForURL(/\/login/)
  await expect(page.getByTestId('operator-banner')).toHaveCount(0)
})

test('an ordinary sign-in shows no operator banner', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await expect(page.getByTestId('current-user')).toBeVisible()
  await expect(page.getByTestId('operator-banner')).toHaveCount(0)
})
