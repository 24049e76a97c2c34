import { readFileSync } from 'node:fs'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { violations } from '../support/axe'
import { test, expect, signIn } from '../support/fixtures'
import { chooseLanguage, chooseTheme } from '../support/user-menu'

// A course video end to end: HR attaches a small MP4 to a new course (a fake video is refused by its content), the
// video loads in the course page's player; a staff member (English, orange theme) plays it in My training and seeks.

const CLIP = 'tests/fixtures/video/course-clip.mp4'
const training = (page: Page): FrameLocator => page.frameLocator('iframe[name="training"]')

/** Waits until the player has read the video's metadata (readyState ≥ 1, HAVE_METADATA) and answers its duration. */
async function metadataOf(video: Locator): Promise<number> {
  await expect(video).toBeVisible()
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1)
  return video.evaluate((el: HTMLVideoElement) => el.duration)
}

test('HR attaches a video to a course and a learner plays it on the course page, seeking through byte ranges', async ({
  browser,
  shell,
}) => {
  test.setTimeout(180_000)
  const title = `疏散视频 ${Date.now() % 100000}`
  const hrContext = await browser.newContext()
  const hr = await hrContext.newPage()
  await signIn(hr, shell, 'hr', '/portal/training/courses')
  const app = training(hr)
  await app.getByRole('button', { name: '新建课程' }).click()
  const form = app.getByRole('form', { name: '新建课程' })
  await form.getByLabel('标题').fill(title)
  const videoInput = form.getByLabel(/^添加视频（MP4, WEBM, MOV，不超过 100 MB）/)
  // A picture named .mp4 is refused by its content.
  await videoInput.setInputFiles({
    name: 'fake.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  await expect(form.getByRole('alert')).toHaveText('格式不正确')
  await videoInput.setInputFiles(CLIP)
  await expect(form.getByRole('listitem').filter({ hasText: '视频: course-clip.mp4' })).toBeVisible()
  await form.getByRole('button', { name: '保存' }).click()

  const player = app.getByRole('region', { name: '课程介绍' }).getByLabel('视频：course-clip.mp4')
  expect(await metadataOf(player)).toBeGreaterThan(0.5)
  expect(await violations(hr)).toEqual([])
  await hr.screenshot({ path: '/tmp/shots-course-video/course-page-zh-blue.png', fullPage: true })
  await hrContext.close()

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, shell, 'staff')
  await chooseLanguage(staff, 'en')
  await chooseTheme(staff, 'orange')
  const ranges: string[] = []
  staff.on('response', (response) => {
    if (response.url().includes('/filecenter/web/upLoad/link') && response.status() === 206)
      ranges.push(response.headers()['content-range'] ?? '')
  })
  await staff.goto(`${shell}/portal/training/my-training`)
  const card = training(staff)
    .getByRole('listitem')
    .filter({ has: training(staff).getByRole('heading', { name: title }) })
  const video = card.getByRole('figure').getByLabel('Video: course-clip.mp4')
  const duration = await metadataOf(video)
  // The player reads the video by byte ranges (206 with Content-Range of the whole size), and can seek.
  expect(ranges[0]).toMatch(new RegExp(`^bytes 0-\\d+/${readFileSync(CLIP).length}$`))
  await video.evaluate(
    (el: HTMLVideoElement, to: number) =>
      new Promise<void>((resolve) => {
        el.addEventListener('seeked', () => resolve(), { once: true })
        el.currentTime = to
      }),
    duration / 2,
  )
  expect(await video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0)
  expect(await violations(staff)).toEqual([])
  await staff.screenshot({ path: '/tmp/shots-course-video/my-training-en-orange.png', fullPage: true })
  await staffContext.close()
})
