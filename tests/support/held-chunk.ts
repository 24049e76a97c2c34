import type { Page } from '@playwright/test'

/**
 * Holds back the shell's script chunk whose text holds `marker` (a lazily loaded part: the search box, the tab list,
 * a menu) until `release` is called; every other script is answered as it is. Call `page.unrouteAll` when done.
 */
export async function holdChunk(page: Page, marker: string): Promise<{ release: () => void }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes(marker)) await held
      await route.fulfill({ response, body })
    } catch {
      // A request of a page left meanwhile (a sign-in's navigation, a reload) has nobody to answer.
    }
  })
  return { release }
}
