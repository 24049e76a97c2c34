import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Frame, Page } from '@playwright/test'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage } from '../support/user-menu'

// Walks every menu page in one language and reads the visible chrome of the shell and of the app's frame (headings,
// buttons, labels, table headers, tabs, placeholders, status badges): in English no Chinese UI text, in Chinese no
// English text of the English catalogue. Every menu page: the union of the menus of hr, manager, admin and the
// operator, each page walked once.

const LOCALES = join(import.meta.dirname, '..', '..', 'assets', 'locales')
const CJK = /[\u3400-\u9fff]/

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesOf)
  return []
}

/** The texts of every catalogue of a language, without their {{placeholders}}: the parts between them. */
function catalogue(suffix: string): string[] {
  return readdirSync(LOCALES)
    .filter((file) => file.endsWith(suffix))
    .flatMap((file) => valuesOf(JSON.parse(readFileSync(join(LOCALES, file), 'utf8'))))
}

/** Chinese UI texts: the parts of the Chinese catalogue of two Chinese characters or more. */
const CHINESE_TEXTS = [
  ...new Set(
    catalogue('.zh-CN.json')
      .flatMap((text) => text.split(/\{\{[^}]*\}\}/))
      .map((part) => part.trim())
      .filter((part) => (part.match(/[\u3400-\u9fff]/g) ?? []).length >= 2),
  ),
]
const CHINESE_WORDS = new Set(CHINESE_TEXTS)
/** English UI texts: whole values of the English catalogue with a word of six letters or more, no placeholders, not a code or brand. */
const ENGLISH_TEXTS = new Set(
  catalogue('.en.json')
    .map((text) => text.trim())
    .filter(
      (text) => !text.includes('{{') && /[A-Za-z]{6,}/.test(text) && !/^[A-Z0-9_.-]+$/.test(text) && !CJK.test(text),
    ),
)

/** Chrome: headings, buttons, labels, table headers (of columns), tabs, legends and status badges. */
const CHROME =
  'h1, h2, h3, h4, button, [role="button"], label, legend, th:not([scope="row"]), [role="tab"], .status-tag, [data-status], caption'

interface Chrome {
  texts: string[]
  placeholders: string[]
  busy: boolean
}

async function chromeOf(frame: Frame): Promise<Chrome> {
  return frame.evaluate((selector) => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('[inert],[hidden],[aria-hidden="true"]')
      )
    }
    // A label's own words, without the choices of the field inside it (a list of names is data).
    const ownText = (element: Element) => {
      const copy = element.cloneNode(true) as Element
      for (const field of copy.querySelectorAll('select, option, datalist, input, textarea, ul, ol')) field.remove()
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
    }
    const texts = [...document.querySelectorAll(selector)].filter(visible).map(ownText).filter(Boolean)
    const placeholders = [...document.querySelectorAll('input[placeholder], textarea[placeholder]')]
      .filter(visible)
      .map((element) => element.getAttribute('placeholder') ?? '')
      .filter(Boolean)
    // A part still loading (a list, a form) says so: its chrome may still change.
    const busy = [...document.querySelectorAll('[aria-busy="true"], .app-frame-status[role="status"]')].some(visible)
    return { texts, placeholders, busy }
  }, CHROME)
}

/** The frames on show: the shell, the app frame that is not hidden behind another, and the frames inside the shell's page. */
async function shownFrames(page: Page): Promise<Array<{ frame: Frame; app: boolean }>> {
  const shown = [{ frame: page.mainFrame(), app: false }]
  for (const element of await page.locator('iframe').elementHandles()) {
    const [visible, app] = await element.evaluate((node) => {
      const frame = node as HTMLIFrameElement
      return [
        !frame.closest('[inert]') &&
          getComputedStyle(frame).visibility !== 'hidden' &&
          frame.getBoundingClientRect().width > 0,
        frame.closest('.app-frame') !== null,
      ]
    })
    const frame = await element.contentFrame()
    if (visible && frame) shown.push({ frame, app })
  }
  return shown
}

/** Demo data that happens to read like a catalogue text: the seeded salary group named 全公司 ("whole company"). */
const DEMO_NAMES = new Set(['全公司'])

/**
 * In English: chrome texts holding Chinese UI text, a text of the Chinese catalogue as a whole word group (people's and
 * departments' names, questions people wrote and other data are in no catalogue).
 */
function chineseIn(chrome: Chrome): string[] {
  const isUiText = (text: string) =>
    text.split(/[\s·:：,，()（）/|]+/).some((word) => CHINESE_WORDS.has(word) && !DEMO_NAMES.has(word))
  return [...chrome.texts, ...chrome.placeholders].filter((text) => CJK.test(text) && isUiText(text))
}

/** In Chinese: chrome texts that are texts of the English catalogue. */
const englishIn = (chrome: Chrome): string[] =>
  [...chrome.texts, ...chrome.placeholders].filter((text) => ENGLISH_TEXTS.has(text))

async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.locator('#portal-nav')
  await expect(nav.locator('a[href^="/portal/"]').first()).toBeAttached()
  const hrefs = await nav
    .locator('a[href^="/portal/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs)].filter(Boolean)
}

/** Gives up on a frame that does not answer (one being replaced while it is read). */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([promise.catch(() => null), new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])

/**
 * The chrome of the frames on show once the page has drawn: read every quarter second until two reads in a row agree,
 * every frame answers, the app's frame has text and nothing says it is loading (at most 6 s: then the last read).
 */
async function settledChrome(page: Page): Promise<Chrome[]> {
  let last = ''
  let chromes: Chrome[] = []
  for (const started = Date.now(); Date.now() - started < 6000; ) {
    await page.waitForTimeout(250)
    const frames = await shownFrames(page)
    const read = await Promise.all(frames.map(({ frame }) => within(chromeOf(frame), 5000)))
    chromes = read.filter((chrome) => chrome !== null)
    const drawn = read.every((chrome, i) => chrome !== null && (!frames[i].app || chrome.texts.length > 0))
    const now = JSON.stringify(read)
    if (now === last && drawn && !chromes.some((chrome) => chrome.busy)) break
    last = now
  }
  return chromes
}

/** Opens each path as a menu click does and checks its chrome; each page's problems are reported on their own. */
async function walk(
  page: Page,
  who: string,
  paths: string[],
  language: 'en' | 'zh-CN',
  find: (chrome: Chrome) => string[],
): Promise<void> {
  for (const path of paths) {
    await page.evaluate((to) => history.pushState(null, '', to), path)
    const found = (await settledChrome(page)).flatMap(find)
    expect.soft([...new Set(found)], `${language} ${who} ${path}`).toEqual([])
  }
}

/**
 * Whose menus together hold every menu page: hr first, then those who see pages hr does not (the manager's team
 * pages, admin's system settings, the operator's operations platform), each walking only the pages not walked yet.
 */
const WALKERS = ['hr', 'manager', 'admin', 'operator'] as const

/** `who` signed in, in `language`: on the test's own page for the first, on a browser context of its own for the others. */
async function signedIn(page: Page, browser: Browser, shell: string, who: (typeof WALKERS)[number], language: string) {
  const own = who === WALKERS[0] ? page : await (await browser.newContext()).newPage()
  await own.goto(`${shell}/login`)
  await own.evaluate((stored) => localStorage.setItem('language', stored), language)
  await signIn(own, shell, who)
  return own
}

test.describe.configure({ mode: 'parallel' })

for (const language of ['en', 'zh-CN'] as const) {
  const what = language === 'en' ? 'no Chinese UI text' : 'no English text of the English catalogue'
  test(`in ${language === 'en' ? 'English' : 'Chinese'}, the shell and every menu page of hr, manager, admin and the operator show ${what}`, async ({
    page,
    browser,
    shell,
  }) => {
    test.setTimeout(120_000)
    const walked = new Set<string>()
    for (const who of WALKERS) {
      const own = await signedIn(page, browser, shell, who, language)
      try {
        const paths = (await menuPaths(own)).filter((path) => !walked.has(path))
        // A page's walk takes about a second, and up to 12 s while a frame does not answer or settle.
        test.setTimeout(test.info().timeout + paths.length * 12_000)
        await walk(own, who, paths, language, language === 'en' ? chineseIn : englishIn)
        for (const path of paths) walked.add(path)
      } finally {
        if (own !== page) await own.context().close()
      }
    }
    expect(walked.size).toBeGreaterThan(10)
  })
}

// The browser words a failed form constraint (a required field left empty) in its own language; the portal's pages
// and apps word it in the portal's. This Chromium runs in English, so the Chinese text can only come from the portal.
test("a required field left empty is reported in the portal's language, not the browser's", async ({ page, shell }) => {
  await signIn(page, shell, 'hr', '/portal/training/courses')
  const app = page.frameLocator('iframe[name="training"]')
  await app.getByRole('button', { name: '新建课程' }).click()
  const form = app.getByRole('form', { name: '新建课程' })
  await form.getByRole('button', { name: '保存' }).click()
  const title = form.getByLabel('标题')
  await expect.poll(() => title.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('请填写此字段。')
  await expect(title).toBeFocused()
  // Typed and cleared again: checked afresh, still in the portal's language.
  await title.fill('消防安全')
  expect(await title.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true)
  await title.fill('')
  await chooseLanguage(page, 'en')
  const english = app.getByRole('form', { name: 'New course' })
  await english.getByRole('button', { name: 'Save' }).click()
  await expect
    .poll(() => english.getByLabel('Title').evaluate((input: HTMLInputElement) => input.validationMessage))
    .toBe('Please fill out this field.')
})
