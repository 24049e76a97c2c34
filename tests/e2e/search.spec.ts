import type { Locator, Page } from '@playwright/test'
import { holdChunk } from '../support/held-chunk'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'
import { violations } from '../support/axe'
import { gateway, loginToken } from '../support/api'

// Global search: the box in the shell bar finds a member of staff as you type and
// opens their record in the system app, keyboard only (HR, who may open personnel records, gets the personnel
// record); recent views show under the empty box;
// two-character Chinese words find the pages and announcements that contain them.

interface Person {
  id: number
  name: string
  jobNumber: string
}

/** Arrows down the listbox until `option` is the highlighted one (the combobox's active descendant). */
async function arrowTo(page: Page, box: Locator, option: Locator) {
  const id = await option.getAttribute('id')
  for (let i = 0; i < 12 && (await box.getAttribute('aria-activedescendant')) !== id; i++)
    await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('data-highlighted', '')
}

/** Signs in as staff and, once the dashboard is drawn, types `name` into the search box opened by Alt+K. */
async function searchFromDashboard(page: Page, shell: string, name: string): Promise<Locator> {
  await signIn(page, shell, 'staff', '/portal')
  // The landing page (the dashboard) is drawn: the shortcut is pressed after.
  await expect(page.getByRole('heading', { name: '我的工作台' })).toBeVisible()
  await page.keyboard.press('Alt+K')
  const box = page.getByRole('combobox', { name: '搜索' })
  await expect(box).toBeFocused()
  await page.keyboard.type(name)
  return box
}

async function somePerson(shell: string, index: number): Promise<Person> {
  const token = await loginToken(shell, 'staff', 'Staff@12345')
  const page = await gateway<{ rows: Person[] }>(shell, '/ums/web/entryUser/getUserPage', { rows: 20 }, token)
  return page.result!.rows[index]
}

test('finds a member of staff by name and opens their record in the system app, keyboard only', async ({
  page,
  shell,
}) => {
  const person = await somePerson(shell, 7)
  const box = await searchFromDashboard(page, shell, person.name)
  const listbox = page.getByRole('listbox')
  const option = listbox.getByRole('option', { name: new RegExp(person.name) }).first()
  // Typed while the dashboard's eight widget frames still load: on a loaded two-core machine the answer took over 10 s.
  await expect(option).toBeVisible({ timeout: 20_000 })
  await expect(listbox.getByText('员工', { exact: true })).toBeVisible()
  await expect(page.getByTestId('search-status')).toHaveText(/共 \d+ 条结果/)
  // Only that status speaks, in the page's language: the combobox's own announcer, which would say "N results" in
  // English a second after the results, says nothing.
  await page.waitForTimeout(1_500)
  expect((await page.locator('[data-live-announcer]').allTextContents()).join('')).toBe('')
  // The open box and its listbox meet WCAG 2.1 A and AA (axe).
  expect(await violations(page, { include: ['.search-box', '[data-testid="search-panel"]'] })).toEqual([])
  // Arrow down to the staff result (menus come first when a page title matches too), then Enter.
  await arrowTo(page, box, option)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/portal/ums/users/${person.id}$`))
  const record = page.frameLocator('iframe[name="system"]').getByTestId('staff-record')
  await expect(record).toContainText(person.jobNumber)
  await expect(listbox).toBeHidden()

  // Alt+K works with focus inside the app's frame too (the SDK forwards it), and the empty box shows recent views.
  await page.frameLocator('iframe[name="system"]').locator('h1').click()
  await page.keyboard.press('Alt+K')
  await expect(box).toBeFocused()
  const recent = page.getByRole('listbox')
  await expect(recent.getByText('最近浏览', { exact: true })).toBeVisible()
  await expect(recent.getByRole('option', { name: new RegExp(person.name) })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(recent).toBeHidden()
})

test('shows recent views and searches pages in English, and tells when nothing is found', async ({ page, shell }) => {
  await signIn(page, shell, 'staff')
  await chooseLanguage(page, 'en')
  const box = page.getByRole('combobox', { name: 'Search' })
  await box.click()
  await box.fill('staff')
  const listbox = page.getByRole('listbox')
  const pageOption = listbox.getByRole('option', { name: 'Staff list' })
  await expect(listbox.getByText('Pages', { exact: true })).toBeVisible()
  await expect(pageOption).toBeVisible()
  await arrowTo(page, box, pageOption)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/portal\/ums\/users$/)
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table')).toBeVisible()
  // A page the user may not open (roles: the Staff role lacks it) is never offered.
  await box.click()
  await box.fill('roles')
  await expect(page.getByTestId('search-status')).toHaveText('Nothing found for “roles”.')
  await expect(page.getByTestId('search-panel').getByRole('option')).toHaveCount(0)
  await box.fill('')
  await expect(listbox.getByText('Recently viewed', { exact: true })).toBeVisible()
  await expect(listbox.getByRole('option', { name: 'Staff list' })).toBeVisible()
  await page.keyboard.press('Escape')
})

test('finds pages and announcements by a two-character Chinese word, and opens them', async ({ page, shell }) => {
  // An announcement to the whole tenant whose text, not its title, holds the word.
  const admin = await loginToken(shell, 'admin', 'Admin@12345')
  const title = `五一放假安排 ${Date.now() % 100_000}`
  const published = await gateway<{ id: string }>(
    shell,
    '/message/web/notice/publish',
    {
      title,
      body: '<p>五一期间的年假可与调休连用，请提前在系统中提交。</p>',
      audience: { type: 'tenant' },
    },
    admin,
  )
  expect(published.code).toBe(0)

  await signIn(page, shell, 'staff')
  const box = page.getByRole('combobox', { name: '搜索' })
  await box.click()
  await box.fill('请假')
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByText('页面', { exact: true })).toBeVisible()
  const leavePage = listbox.getByRole('option', { name: /我的假期/ })
  await expect(leavePage).toBeVisible()
  await arrowTo(page, box, leavePage)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/portal\/kaoqin\/leave$/)
  await expect(page.frameLocator('iframe[name="attendance"]').getByTestId('balance-annual')).toBeVisible()
  await expect(listbox).toBeHidden()

  await box.click()
  await box.fill('年假')
  const notice = listbox.getByRole('option', { name: new RegExp(title) })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('年假')
  await expect(listbox.getByText('公告', { exact: true })).toBeVisible()
  await expect(listbox.getByRole('option', { name: /我的假期/ })).toBeVisible()
  await arrowTo(page, box, notice)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/portal/messages/${published.result!.id}$`))
  await expect(page.getByTestId('message-detail')).toContainText('年假可与调休连用')
})

test('HR opens a colleague found by search in the personnel record, not the thin staff card', async ({
  page,
  shell,
}) => {
  const person = await somePerson(shell, 5)
  await signIn(page, shell, 'hr')
  const box = page.getByRole('combobox', { name: '搜索' })
  await box.click()
  await box.fill(person.name)
  const option = page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(person.name) })
    .first()
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(new RegExp(`/portal/personnel/records/${person.id}$`))
  const record = page.frameLocator('iframe[name="personnel"]').getByTestId('record-page')
  await expect(record.locator('h1')).toContainText(person.name)
  await expect(record).toContainText(person.jobNumber)
})

test('what is typed into the search box before its code has arrived is kept, and searched', async ({ page, shell }) => {
  const person = await somePerson(shell, 3)
  // The box's own chunk (the one that draws the results' status) is held back until the name is typed.
  const { release } = await holdChunk(page, 'search-status')
  const box = await searchFromDashboard(page, shell, person.name)
  await expect(page.getByTestId('search-status')).toHaveCount(0)
  release()
  await expect(box).toHaveValue(person.name)
  await expect(box).toBeFocused()
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(person.name) })
      .first(),
  ).toBeVisible()
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})
