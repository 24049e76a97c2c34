import { test, expect, openOrganisation, signIn } from '../support/fixtures'
import { chooseTheme } from '../support/user-menu'
import { violations } from '../support/axe'
import { frameOf } from '../support/probe'

// Each test signs in on its own, so the file's tests may run on different workers at the same time.
test.describe.configure({ mode: 'parallel' })

test('the login page has no accessibility violations, with or without validation errors', async ({ page, shell }) => {
  await page.goto(`${shell}/login`)
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('请输入账号')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('the portal with the organisation structure has no accessibility violations', async ({ page, shell }) => {
  await signIn(page, shell, 'admin')
  await openOrganisation(page)
  await expect(page.frameLocator('iframe[name="system"]').getByTestId('user-table').locator('tbody tr')).toHaveCount(10)
  expect(await violations(page)).toEqual([])
})

test('the home dashboard and its widgets have no accessibility violations in either theme', async ({ page, shell }) => {
  await signIn(page, shell, 'staff', '/portal')
  for (const key of ['approval/waiting', 'kaoqin/leave-balance', 'salary/latest-payslip', 'training/training-due']) {
    await expect(page.locator(`li.widget-card[data-widget="${key}"]`)).toHaveAttribute('data-state', 'ready', {
      timeout: 20_000,
    })
  }
  expect(await violations(page)).toEqual([])
  await chooseTheme(page, 'orange')
  expect(await violations(page, { rules: ['color-contrast'] })).toEqual([])
})

const SUB_APP_PAGES: Array<[string, string, string]> = [
  ['/portal/ums/users', 'system', 'user-table'],
  ['/portal/ums/roles', 'system', 'roles-table'],
  ['/portal/ums/custom-forms', 'system', 'record-fields'],
  ['/portal/ums/profile', 'system', 'profile-user'],
  ['/portal/ums/posts', 'system', 'zhilei-table'],
  ['/portal/bi/headcount', 'bi-report', 'headcount-chart'],
  ['/portal/ums/developer-mode', 'system', 'dev-note'],
  ['/portal/ums/notification-deliveries', 'system', 'notify-table'],
  ['/portal/ums/directory-sync', 'system', 'ds-save'],
  ['/portal/personnel/records', 'personnel', 'records-table'],
  ['/portal/personnel/records/new', 'personnel', 'onboard-page'],
  ['/portal/personnel/contracts', 'personnel', 'contracts-page'],
  ['/portal/kaoqin/leave', 'attendance', 'balance-annual'],
  ['/portal/paiban/shifts', 'scheduling', 'shift-grid'],
  ['/portal/paiban/calendars', 'scheduling', 'year-view'],
  ['/portal/paiban/shift-types', 'scheduling', 'shift-types'],
  ['/portal/paiban/groups', 'scheduling', 'groups'],
  ['/portal/paiban/swaps', 'scheduling', 'swap-form'],
  ['/portal/kaoqin/leave-table', 'attendance', 'leave-grid'],
  ['/portal/kaoqin/overtime', 'attendance', 'toil-settings'],
  ['/portal/kaoqin/monthly-summary', 'attendance', 'summary-table'],
  ['/portal/kaoqin/punch-import', 'attendance', 'import-file'],
  ['/portal/kaoqin/leave-types', 'attendance', 'leave-types'],
  ['/portal/approval/center', 'approval', 'count-todo'],
  ['/portal/approval/delegation', 'approval', 'absence-form'],
  ['/portal/salary/insurance-schemes', 'salary', 'rate-pension-employee'],
  ['/portal/salary/insurance-bases', 'salary', 'bases-table'],
  ['/portal/salary/items', 'salary', 'items'],
  ['/portal/salary/groups', 'salary', 'groups'],
  ['/portal/salary/profiles', 'salary', 'profiles'],
  ['/portal/salary/runs', 'salary', 'runs'],
  ['/portal/training/courses', 'training', 'courses-page'],
  ['/portal/training/exams', 'training', 'exams-page'],
  ['/portal/recruit/jobs', 'recruitment', 'jobs-list'],
  ['/portal/recruit/candidates', 'recruitment', 'board'],
  ['/portal/masterdata/dictionaries', 'masterdata', 'values-table'],
  ['/portal/report/centre', 'report', 'report-centre'],
  ['/portal/report/subscriptions', 'report', 'runs-panel'],
  ['/portal/outsourcing/providers', 'outsourcing', 'providers-table'],
  ['/portal/outsourcing/workers', 'outsourcing', 'workers-table'],
  ['/portal/outsourcing/statements', 'outsourcing', 'statement-table'],
]

// The pages in parts, so that the checks spread over the workers. Every rule runs in the blue theme. The orange theme
// changes only the theme tokens' values (assets/themes/tokens.css): tests/unit/theme-contrast.test.ts checks every
// text and background pair of the stylesheets in both themes, so here the contrast rule runs on a few pages that draw
// the tokens in every way (primary buttons, counts on the primary colour, primary text on the soft colour).
const PARTS = [
  SUB_APP_PAGES.slice(0, 10),
  SUB_APP_PAGES.slice(10, 20),
  SUB_APP_PAGES.slice(20, 30),
  SUB_APP_PAGES.slice(30),
]
const ORANGE_PAGES = ['/portal/ums/users', '/portal/approval/center', '/portal/paiban/shifts', '/portal/salary/runs']
const THEMES = [
  { theme: 'blue', what: 'the sub-app pages', rules: undefined, parts: PARTS },
  {
    theme: 'orange',
    what: 'sub-app pages drawing each theme token',
    rules: ['color-contrast'],
    parts: [SUB_APP_PAGES.filter(([path]) => ORANGE_PAGES.includes(path))],
  },
]

for (const { theme, what, rules, parts } of THEMES) {
  for (const [index, pages] of parts.entries()) {
    test(`${what}${parts.length > 1 ? ` (part ${index + 1} of ${parts.length})` : ''} have no ${rules ? 'contrast' : 'accessibility'} violations in the ${theme} theme`, async ({
      page,
      shell,
    }) => {
      test.setTimeout(150_000)
      await signIn(page, shell, 'admin', pages[0][0])
      await chooseTheme(page, theme)
      for (const [path, frame, ready] of pages) {
        // The portal's own router follows the address (as a menu click does), without reloading the shell.
        await page.evaluate((to) => history.pushState(null, '', to), path)
        await expect(page.frameLocator(`iframe[name="${frame}"]`).getByTestId(ready).first()).toBeVisible()
        expect(await violations(page, { rules }), `${theme} ${path}`).toEqual([])
      }
    })
  }
}

test('the global prompt and a sub-app confirm dialog have no accessibility violations', async ({ page, shell }) => {
  await signIn(page, shell, 'admin', '/portal/probe-6/page-a')
  await expect(page.frameLocator('iframe[name="probe-6"]').getByTestId('probe-path')).toHaveText('/page-a')
  const frame = frameOf(page, 'probe-6')
  void frame
    .evaluate(() => (window as any).probe.shell.ui.confirm({ title: 'Delete?', content: 'Delete the record?' }))
    .catch(() => {})
  await expect(page.getByRole('alertdialog')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
