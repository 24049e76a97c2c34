import type { Browser } from '@playwright/test'
import { addClockInPlace, removeMapKey } from '../support/attendance-place'
import { violations } from '../support/axe'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'

// The clock-in page's map: with the tenant's map key (the demo seeds one) the places and the person's position are drawn
// on the map the configured script loads (in the test product the AMap stand-in of the apps origin); without a key, the
// distance in words only.

const OFFICE = { lat: 31.2304, lng: 121.4737 }

async function clockInPage(browser: Browser, shell: string) {
  // A phone-sized frame: the shell keeps its 220 px menu beside the app.
  const context = await browser.newContext({ viewport: { width: 595, height: 900 } })
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: OFFICE.lat + 0.0006, longitude: OFFICE.lng })
  const page = await context.newPage()
  await signIn(page, shell, 'staff', '/portal/kaoqin/clock-in')
  return { page, context, app: page.frameLocator('iframe[name="attendance"]') }
}

test('with a map key the clock-in page shows the place and the person on the map, beside the distance in words', async ({
  browser,
  ownShell: shell,
}) => {
  addClockInPlace(shell, { userName: 'staff', name: '上海办公室', ...OFFICE, radius: 200 })
  const { page, context, app } = await clockInPage(browser, shell)
  try {
    await expect(app.getByTestId('clock-location')).toHaveText('距离 上海办公室 67 米')
    const map = app.getByRole('img', { name: '打卡地点（上海办公室）与您当前位置的地图' })
    await expect(map).toBeVisible()
    await expect(map).toHaveClass(/amap-container/)
    await expect(map.locator('.amap-marker[title="上海办公室"]')).toBeVisible()
    await expect(map.locator('.amap-marker[title="您的位置"]')).toBeVisible()
    await expect(map.locator('.amap-circle')).toHaveCount(1)
    // The place's marker is inside the map's box.
    const [box, marker] = await Promise.all([
      map.boundingBox(),
      map.locator('.amap-marker[title="上海办公室"]').boundingBox(),
    ])
    expect(marker!.x).toBeGreaterThanOrEqual(box!.x)
    expect(marker!.x + marker!.width).toBeLessThanOrEqual(box!.x + box!.width)
    expect(marker!.y).toBeGreaterThanOrEqual(box!.y)
    expect(marker!.y + marker!.height).toBeLessThanOrEqual(box!.y + box!.height)
    expect(await violations(page)).toEqual([])
    await page.screenshot({ path: test.info().outputPath('clock-in-map-zh.png') })

    await chooseLanguage(page, 'en')
    await expect(
      app.getByRole('img', { name: 'Map of the clock-in places (上海办公室) and your position' }),
    ).toBeVisible()
    await expect(app.locator('.amap-marker[title="You are here"]')).toBeVisible()
    await chooseTheme(page, 'orange')
    await expect(app.getByTestId('clock-map')).toBeVisible()
    expect(await violations(page)).toEqual([])
  } finally {
    await context.close()
  }
})

test('without a map key the clock-in page shows the distance in words and no map', async ({
  browser,
  ownShell: shell,
}) => {
  addClockInPlace(shell, { userName: 'staff', name: '上海办公室', ...OFFICE, radius: 200 })
  removeMapKey(shell, 1)
  const { page, context, app } = await clockInPage(browser, shell)
  try {
    await expect(app.getByTestId('clock-location')).toHaveText('距离 上海办公室 67 米')
    await expect(app.getByTestId('clock-range')).toHaveText('在打卡范围内')
    await expect(app.getByTestId('clock-map')).toHaveCount(0)
    await expect(app.locator('.amap-marker')).toHaveCount(0)
    expect(await violations(page)).toEqual([])
  } finally {
    await context.close()
  }
})
