import { test, expect, pickTenantIfAsked } from '../support/fixtures'
import { solveSlider, solveSliderWithKeys } from '../support/slider'
import { codeFromOutbox } from '../support/outbox'

// Sign-in by verification code (e-mail through the embedded mail catcher, SMS through the dev
// outbox), the slider puzzle solved by dragging like a person, and the slider after a wrong password.

const ADMIN_MAIL = 'admin@demo-co.example'
const ADMIN_PHONE = '13800000000'

test('signs in with a code sent by e-mail, read from the mail catcher', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await page.getByRole('tab', { name: '验证码登录' }).click()
  await page.getByRole('radio', { name: '邮箱' }).check()
  await page.getByLabel('邮箱地址').fill(ADMIN_MAIL)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await solveSlider(page)
  await expect(page.getByRole('button', { name: /\d+ 秒后重新获取/ })).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: '验证码已通过邮件发送' })).toBeVisible()
  await page.getByLabel('验证码', { exact: true }).fill(await codeFromOutbox(page, shell, ADMIN_MAIL))
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await pickTenantIfAsked(page)
  await page.waitForURL(/\/portal\//)
})

test('signs in with a code sent by SMS, in English, read from the dev outbox', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.goto(`${shell}/login`)
  await page.getByRole('tab', { name: 'Code', exact: true }).click()
  await page.getByLabel('Phone number').fill('12345')
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter the correct phone number' })).toBeVisible()
  await page.getByLabel('Phone number').fill(ADMIN_PHONE)
  await page.getByRole('button', { name: 'Send code' }).click()
  await solveSlider(page)
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
  await page.screenshot({ path: test.info().outputPath('signin-code-en.png') })
  const code = await codeFromOutbox(page, shell, ADMIN_PHONE)
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The verification code is incorrect or has expired' }),
  ).toBeVisible()
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await pickTenantIfAsked(page)
  await page.waitForURL(/\/portal\//)
})

// A product of its own: the failed password makes staff's later sign-ins pass a captcha.
test('after a wrong password the slider puzzle comes before the next try; the keyboard moves it too', async ({
  page,
  ownShell: shell,
}) => {
  await page.goto(`${shell}/login`)
  await page.getByLabel('账号').fill('staff')
  await page.getByLabel('登录密码').fill('Wrong@12345')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible()
  await page.getByLabel('登录密码').fill('Staff@12345')
  await page.getByRole('button', { name: '登录' }).click()
  const dialog = page.getByRole('dialog', { name: '安全验证' })
  await expect(dialog).toBeVisible()
  const slider = dialog.getByRole('slider', { name: '拼图块位置' })
  await expect(slider).toBeFocused()
  await page.keyboard.press('Shift+ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveAttribute('aria-valuenow', '11')
  await page.screenshot({ path: test.info().outputPath('signin-code-slider.png') })
  // A wrong drop fails and draws a new puzzle; then the mouse solves it.
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert').filter({ hasText: '验证失败，请重试' })).toBeVisible()
  await solveSlider(page)
  await page.waitForURL(/\/portal\//)
})

test('a person who uses the keyboard solves the slider with the arrow keys (in English, orange theme)', async ({
  page,
  ownShell: shell,
}) => {
  await page.goto(`${shell}/login`)
  await page.evaluate(() => {
    localStorage.setItem('language', 'en')
    localStorage.setItem(
      'sysInfo',
      JSON.stringify({ ...JSON.parse(localStorage.getItem('sysInfo') ?? '{}'), themeId: 'orange' }),
    )
  })
  await page.reload()
  await page.getByLabel('Account').fill('staff')
  await page.getByLabel('Login password').fill('Wrong@12345')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /incorrect/i })).toBeVisible()
  await page.getByLabel('Login password').fill('Staff@12345')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Security check' })
  await expect(
    dialog.getByText('Drag the slider so that the piece fills the gap of the same shape.', { exact: false }),
  ).toBeVisible()
  await dialog.getByTestId('captcha-piece').waitFor()
  await page.screenshot({ path: test.info().outputPath('signin-code-slider-en.png') })
  await solveSliderWithKeys(page)
  await page.waitForURL(/\/portal\//)
})
