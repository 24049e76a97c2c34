import {
  test,
  expect,
  openOrganisation,
  signIn as signInByLink,
  signInThroughForm as signIn,
} from '../support/fixtures'
import { chooseLanguage, chooseTheme, expectSignOutText, signOutFromMenu, userMenuItem } from '../support/user-menu'
import { solveSliderIfAsked } from '../support/slider'

test('staff signs in, sees the organisation tree inside the portal, gets a message from the sub-app and signs out', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'staff')
  await expect(page).toHaveURL(`${shell}/portal/dashboard`)
  await openOrganisation(page)
  await expect(page).toHaveTitle('组织架构 - 人力资源门户')

  const frame = page.frameLocator('iframe[name="system"]')
  const tree = frame.getByTestId('organ-tree')
  await expect(tree.getByRole('treeitem').first()).toBeVisible()
  await expect(tree).toContainText('Demo Co.')
  await expect(frame.getByTestId('user-table').locator('tbody tr')).toHaveCount(10)

  await frame.getByTestId('say-hello').click()
  const message = page.getByTestId('message')
  await expect(message).toHaveText('来自系统管理应用的问候')
  // The message lives in the top document, over the whole page, and goes after 3000 ms.
  const box = await message.boundingBox()
  const viewport = page.viewportSize()!
  expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(2)
  await expect(message).toHaveCount(0, { timeout: 5000 })

  await signOutFromMenu(page)
  await expect(page).toHaveURL(`${shell}/login`)
  expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull()
})

// Failed passwords count against this machine's address (a captcha after many over several accounts): a product of its own.
test('a wrong password shows the error and stores nothing', async ({ page, ownShell: shell }) => {
  await page.goto(`${shell}/login`)
  await expect(page).toHaveTitle('账号登录 - 人力资源门户')
  await page.getByLabel('账号').fill('staff')
  await page.getByLabel('登录密码').fill('Wrong@12345')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible()
  await expect(page).toHaveURL(`${shell}/login`)
  // Nothing of a session: only the host's brand (sysInfo, §3), which the page stores for everyone.
  const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
  expect(stored).toEqual({ local: ['sysInfo'], session: ['sysInfo'] })
})

test('empty fields show validation messages and send nothing', async ({ page, shell }) => {
  let calls = 0
  page.on('request', (r) => {
    if (r.url().includes('/account/login')) calls++
  })
  await page.goto(`${shell}/login`)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('请输入账号')).toBeVisible()
  await expect(page.getByText('请输入登录密码')).toBeVisible()
  expect(calls).toBe(0)
})

test('the portal is in Chinese by default and in English after switching, inside the sub-app too', async ({
  page,
  shell,
}) => {
  await signInByLink(page, shell, 'staff', '/portal/ums/structure')
  const frame = page.frameLocator('iframe[name="system"]')
  await expect(frame.getByRole('heading', { name: '组织架构' })).toBeVisible()
  await chooseLanguage(page, 'en')
  await expectSignOutText(page, 'Sign out')
  await expect(frame.getByRole('heading', { name: 'Organisation structure' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Staff list' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Organisation structure' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  await page.reload()
  await expectSignOutText(page, 'Sign out')
})

test('the theme switches between blue and orange', async ({ page, shell }) => {
  // On an app's page: its frame takes the theme too.
  await signIn(page, shell, 'staff')
  await openOrganisation(page)
  await expect(page.frameLocator('iframe[name="system"]').locator('html')).toHaveAttribute('data-theme', 'blue')
  const primary = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hr-primary').trim())
  expect(await primary()).toBe('#1f6feb')
  await chooseTheme(page, 'orange')
  expect(await primary()).toBe('#c2410c')
  const frameTheme = page.frameLocator('iframe[name="system"]').locator('html')
  await expect(frameTheme).toHaveAttribute('data-theme', 'orange')
})

test('unknown paths go to /404 and anonymous visitors to /login', async ({ page, shell }) => {
  await page.goto(`${shell}/portal/ums/structure`)
  await expect(page).toHaveURL(`${shell}/login`)
  await signIn(page, shell, 'staff')
  await expect(page).toHaveURL(/\/portal\/dashboard$/)
  await page.goto(`${shell}/no/such/page`)
  await expect(page).toHaveURL(`${shell}/404`)
})

test('admin lists the roles and the bridge audit log in the System app', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '角色权限' }).click()
  const frame = page.frameLocator('iframe[name="system"]')
  await expect(frame.getByTestId('roles-table')).toContainText('员工')
  // A role's functions are named (its menu items), not listed by code.
  await expect(frame.getByTestId('roles-table')).toContainText('组织架构、人员列表')
  await expect(frame.getByTestId('roles-table')).not.toContainText('1001, 1002')
  // Earlier calls of this session (session.getToken, env.get …) were audited in batches.
  await expect(async () => {
    await frame.getByTestId('audit-decision').selectOption('deny')
    await frame.getByTestId('audit-decision').selectOption('')
    await expect(frame.getByTestId('audit-table')).toContainText('session.getToken', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
})

test('admin lands through the hidden index app on its first link, the dashboard; the hidden entry is not in the menu', async ({
  page,
  shell,
}) => {
  await signIn(page, shell, 'admin')
  await expect(page).toHaveURL(`${shell}/portal/dashboard`)
  const menu = page.getByRole('navigation', { name: '主菜单' })
  await expect(menu.getByRole('heading', { name: '工作台' })).toBeVisible()
  await expect(menu.getByRole('heading', { name: '系统管理' })).toBeVisible()
  await expect(menu.getByRole('heading', { name: '首页' })).toHaveCount(0)
})

test('staff opens the personal centre from their name and changes the password under the §5 rules', async ({
  page,
  ownShell: shell,
}) => {
  await signIn(page, shell, 'staff')
  await (await userMenuItem(page, 'personal-centre')).click()
  await expect(page).toHaveURL(`${shell}/portal/ums/profile`)
  await expect(page.getByRole('tab', { name: /账号安全/ })).toBeVisible()
  const frame = page.frameLocator('iframe[name="system"]')
  await frame.getByRole('button', { name: '保存', exact: true }).click()
  await expect(frame.getByText('请输入原密码')).toBeVisible()
  await frame.getByLabel('原密码').fill('Staff@12345')
  await frame.getByLabel('新密码').fill('Changed@2026')
  await frame.getByLabel('确认密码').fill('Changed@2027')
  await frame.getByRole('button', { name: '保存', exact: true }).click()
  await expect(frame.getByText('两次输入的密码不一致！')).toBeVisible()
  await frame.getByLabel('确认密码').fill('Changed@2026')
  await frame.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.getByTestId('message')).toHaveText('密码已修改')
  // The session that changed it goes on. A common or guessable password is refused, with a reason.
  for (const guessable of ['P@ssw0rd!', 'Staff@12345']) {
    await frame.getByLabel('原密码').fill('Changed@2026')
    await frame.getByLabel('新密码').fill(guessable)
    await frame.getByLabel('确认密码').fill(guessable)
    await frame.getByRole('button', { name: '保存', exact: true }).click()
    await expect(frame.getByRole('alert').filter({ hasText: '密码过于常见或容易被猜到' })).toBeVisible()
  }
})

test('five wrong passwords lock the account for a while, with a clear message', async ({ page, ownShell: shell }) => {
  // An account no other test uses (unknown accounts are throttled alike, so guessing names gains nothing).
  await page.goto(`${shell}/login`)
  await page.getByLabel('账号').fill('intruder')
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('登录密码').fill(`Wrong@${i}23456789`)
    await page.getByRole('button', { name: '登录' }).click()
    // From the second try on, the slider puzzle comes first.
    const wrong = page.getByRole('alert').filter({ hasText: '账号或密码错误' })
    await solveSliderIfAsked(page, () => wrong.waitFor())
    await expect(wrong).toBeVisible()
    await expect(page.getByRole('button', { name: '登录' })).toBeEnabled()
  }
  await page.getByLabel('登录密码').fill('Whatever@123456')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '登录失败次数过多，请稍后再试' })).toBeVisible()
  await expect(page).toHaveURL(`${shell}/login`)
})

test('the export button is there only with its function (100202), and saves the staff list as a file', async ({
  page,
  shell,
  browser,
}) => {
  await signInByLink(page, shell, 'admin', '/portal/ums/structure')
  const frame = page.frameLocator('iframe[name="system"]')
  await expect(frame.getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
  const download = page.waitForEvent('download')
  await frame.getByTestId('export-staff').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^staff-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
  expect(text).toContain('姓名 Name')

  const other = await browser.newContext()
  const staff = await other.newPage()
  await signInByLink(staff, shell, 'staff', '/portal/ums/structure')
  const staffFrame = staff.frameLocator('iframe[name="system"]')
  await expect(staffFrame.getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
  await expect(staffFrame.getByTestId('export-staff')).toHaveCount(0)
  await other.close()
})

test('the staff list pages by the §4 rules: bounded, size change back to page 1, go-to-page digits only', async ({
  page,
  shell,
}) => {
  // The staff list shows everyone, on the job or left (the organisation page shows staff on the job only).
  await signInByLink(page, shell, 'staff', '/portal/ums/users')
  const frame = page.frameLocator('iframe[name="system"]')
  const rows = frame.getByTestId('user-table').locator('tbody tr')
  const bar = frame.getByRole('navigation', { name: '分页' })
  await expect(rows).toHaveCount(10)
  await expect(bar).toContainText('共 240 条')
  await expect(bar.getByRole('button', { name: '上一页' })).toBeDisabled()
  await bar.getByRole('button', { name: '下一页' }).click()
  await expect(bar).toContainText('2 / 24')
  await expect(rows.first()).toContainText('SH00011')
  await bar.getByLabel('前往页').fill('99')
  await bar.getByLabel('前往页').press('Enter')
  await expect(bar).toContainText('24 / 24')
  await expect(bar.getByRole('button', { name: '下一页' })).toBeDisabled()
  await bar.getByLabel('前往页').fill('3x')
  await bar.getByLabel('前往页').press('Enter')
  await expect(bar).toContainText('1 / 24')
  await expect(bar.getByLabel('前往页')).toHaveValue('1')
  await bar.getByRole('button', { name: '下一页' }).click()
  await expect(bar).toContainText('2 / 24')
  await bar.getByLabel('每页条数').selectOption('50')
  await expect(bar).toContainText('1 / 5')
  await expect(rows).toHaveCount(50)
})

test('a portal page no menu of the user provides says so, with no frame', async ({ page, shell }) => {
  await signInByLink(page, shell, 'staff', '/portal/bi/headcount')
  await expect(page.getByRole('alert').filter({ hasText: '无权访问此页面' })).toBeVisible()
  await expect(page.locator('.app-frame iframe')).toHaveCount(0)
})

test('the login fields clear, reveal the password and count towards their limit (§2 text input)', async ({
  page,
  shell,
}) => {
  await page.goto(`${shell}/login`)
  const account = page.getByLabel('账号')
  await account.fill('someone')
  await expect(page.getByText('7/64')).toBeVisible()
  await page.getByRole('button', { name: '清空' }).click()
  await expect(account).toHaveValue('')
  await expect(page.getByRole('button', { name: '清空' })).toHaveCount(0)
  const password = page.getByLabel('登录密码')
  await password.fill('Secret@123')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: '显示密码' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await page.getByRole('button', { name: '隐藏密码' }).click()
  await expect(password).toHaveAttribute('type', 'password')
})
