import type { Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { startProduct, type Product } from '../support/product'
import { violations } from '../support/axe'
import { chooseLanguage } from '../support/user-menu'

// An administrator connects the demo company on the WeCom stand-in (its fixed demo credentials, docs/tour/directory-sync.md), tests the
// connection, dry-runs, syncs, and finds the platform's new unit and person on the organisation page. The sync adds
// the stand-in's people to the portal (the stranger without a portal account among them), so it runs on a product of
// its own, never the one the file's worker shares with the sign-in tests.
const system = (page: Page) => page.frameLocator('iframe[name="system"]')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /主菜单|Main menu/ })

let product: Product

test.beforeAll(async () => {
  product = await startProduct()
})
test.afterAll(async () => {
  await product?.close()
})

test('connects WeCom, tests the connection, dry-runs, syncs, and shows the new unit and person in the organisation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const shell = product.urls.shell
  await signIn(page, shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '通讯录同步' }).first().click()
  const frame = system(page)
  await expect(frame.getByRole('heading', { name: '通讯录同步', level: 1 })).toBeVisible()
  await expect(frame.getByText('尚未配置')).toBeVisible()

  await frame.getByLabel('企业 ID').fill('ww-demo-corp')
  await frame.getByLabel('应用 Secret').fill('wrong-secret')
  await frame.getByLabel('AgentId').fill('1000002')
  await frame.getByLabel('回调 Token').fill('DemoCallbackToken')
  await frame.getByLabel('EncodingAESKey / Encrypt Key').fill('DemoEncodingAESKey0for0the0WeCom0standin012')
  await frame.getByLabel('API 地址（可选）').fill(product.devServices.wecom)
  await frame.getByRole('button', { name: '测试连接' }).click()
  await expect(frame.getByRole('alert')).toHaveText('企业微信拒绝了请求：Secret 错误（错误码 40001）')
  await frame.getByLabel('应用 Secret').fill('demo-wecom-contacts-secret')
  await frame.getByRole('button', { name: '测试连接' }).click()
  await expect(frame.getByTestId('ds-status')).toHaveText('连接成功：平台已按这些设置响应')
  await frame.getByRole('button', { name: '保存', exact: true }).click()
  await expect(frame.getByText('已连接。')).toBeVisible()
  await expect(frame.getByTestId('ds-callback-url')).toHaveText(/\/gateway\/ums\/web\/wechat\/callback\/wecom\/\d+$/)
  await expect(frame.getByTestId('ds-apps')).toContainText('HR Portal')
  // The secrets are never shown again.
  await expect(frame.getByLabel('应用 Secret')).toHaveValue('')

  // Sync now shows the plan first; nothing is written until it is saved.
  await frame.getByRole('button', { name: '立即同步' }).click()
  const created = frame.getByTestId('ds-plan-create')
  await expect(created).toContainText('移动开发组')
  await expect(created).toContainText('赵六')
  expect(await violations(page)).toEqual([])
  await frame.getByRole('button', { name: '保存变更' }).click()
  await expect(frame.getByTestId('ds-progress')).toHaveText(/^同步完成：共 \d+ 条$/, { timeout: 60_000 })
  await expect(frame.getByTestId('ds-runs')).toContainText('失败 1')
  await frame.getByRole('button', { name: '明细' }).first().click()
  await expect(frame.getByTestId('ds-records')).toContainText('平台未提供此人的手机号')

  await mainMenu(page).getByRole('link', { name: '组织架构' }).first().click()
  const tree = frame.getByRole('tree', { name: '组织树' })
  await tree
    .getByRole('button', { name: /^研发中心 \(/ })
    .first()
    .click()
  const newUnit = tree.getByRole('button', { name: /^移动开发组 \(/ })
  await expect(newUnit).toBeVisible()
  await newUnit.click()
  await expect(frame.getByTestId('user-table')).toContainText('赵六')
})

test('a sync of the stand-in company emptied stops with the people it would offboard until an administrator confirms or cancels', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // The connector of the test above; the stand-in's console removes every member (no callback URL is registered).
  const directory = `${product.devServices.wecom}/sim/api/directory`
  const { members } = (await (await fetch(directory)).json()) as { members: Array<{ userId: string }> }
  for (const { userId } of members) {
    await fetch(directory, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'removeMember', userId }),
    })
  }
  await signIn(page, product.urls.shell, 'admin')
  await mainMenu(page).getByRole('link', { name: '通讯录同步' }).first().click()
  const frame = system(page)
  await frame.getByRole('button', { name: '立即同步' }).click()
  await frame.getByRole('button', { name: '保存变更' }).click()
  const waiting = frame.getByRole('region', { name: '确认离职处理' })
  await expect(waiting).toBeVisible({ timeout: 60_000 })
  await expect(frame.getByTestId('ds-progress')).toHaveText(
    /^已在办理离职前暂停。等待管理员确认：本次同步将使 \d+ 人离职$/,
  )
  await expect(waiting.getByTestId('ds-confirm-list')).toContainText('赵六')
  await expect(waiting.getByTestId('ds-confirm-list')).toContainText('已不在平台通讯录中')
  expect(await violations(page)).toEqual([])
  // Cancelled from the keyboard: nobody leaves.
  await waiting.getByRole('button', { name: '取消同步' }).focus()
  await page.keyboard.press('Enter')
  await expect(waiting).toBeHidden()
  await expect(frame.getByTestId('ds-runs')).toContainText('已取消 · 管理员已取消：未使任何人离职')

  // In English, a new sync waits again and is confirmed from the keyboard: it goes on and offboards the people listed.
  await chooseLanguage(page, 'en')
  await frame.getByRole('button', { name: 'Sync now' }).click()
  await frame.getByRole('button', { name: 'Save the changes' }).click()
  const english = frame.getByRole('region', { name: 'Confirm the offboardings' })
  await expect(english.getByTestId('ds-confirm-list')).toContainText('No longer on the platform', { timeout: 60_000 })
  await english.getByRole('button', { name: 'Confirm and go on' }).focus()
  await page.keyboard.press('Enter')
  await expect(frame.getByTestId('ds-progress')).toHaveText(/^Sync finished: \d+ records$/, { timeout: 60_000 })
  await expect(english).toBeHidden()
})
