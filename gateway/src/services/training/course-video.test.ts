import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subAppPolicy } from '../../sites/policies'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PNG, uploadFile } from '../../testing/uploads'

const EN = { 'accept-language': 'en' }
const MP4 = readFileSync(new URL('../../../../tests/fixtures/video/course-clip.mp4', import.meta.url))

describe('course videos', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let adminTwo: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  }, 60_000)
  afterAll(() => gateway.close())

  const call = async (path: string, body: object, token: string) =>
    (await gateway.post(`/gateway/message/web/${path}`, body, token, EN)).body

  it('takes a video the file centre took as a video, and refuses another file as a video', async () => {
    const picture = (await uploadFile(gateway, hr, 'poster.png', PNG)).result.id
    expect(
      await call(
        'training/course/save',
        { title: 'x', summary: '', materials: [{ kind: 'video', fileId: picture, name: 'x' }] },
        hr,
      ),
    ).toEqual({ code: 411604, msg: 'The course is not valid: a video must be an MP4, WebM or QuickTime video' })
    const video = (await uploadFile(gateway, hr, 'evacuation.mp4', MP4, { accept: 'video' })).result.id
    const saved = await call(
      'training/course/save',
      { title: 'Evacuation', summary: '', materials: [{ kind: 'video', fileId: video, name: 'x' }] },
      hr,
    )
    expect(saved.code).toBe(0)
    expect((await call('training/course/detail', { id: saved.result.id }, hr)).result.materials).toEqual([
      { kind: 'video', fileId: video, name: 'evacuation.mp4' },
    ])
  })

  it("gives learners a signed link of the course's video that seeks by Range, inside the tenant only", async () => {
    const video = (await uploadFile(gateway, hr, 'drill.mp4', MP4, { accept: 'video' })).result.id
    const courseId = (
      await call(
        'training/course/save',
        { title: 'Drill', summary: '', materials: [{ kind: 'video', fileId: video, name: 'x' }] },
        hr,
      )
    ).result.id
    const link = await call('training/material/link', { courseId, fileId: video }, staff)
    expect(link.result.type).toBe('video/mp4')
    const url = new URL(link.result.url)
    expect(url.origin).toBe(gateway.ctx.config.shellOrigin)
    const part = await gateway.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { range: 'bytes=0-15' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-15/${MP4.length}`)
    // A file not on the course, and the course seen from another tenant, give no link.
    const other = (await uploadFile(gateway, hr, 'other.mp4', MP4, { accept: 'video' })).result.id
    expect((await call('training/material/link', { courseId, fileId: other }, staff)).code).toBe(411624)
    expect((await call('training/material/link', { courseId, fileId: video }, adminTwo)).code).toBe(411624)
    expect((await call('training/material/link', { courseId, fileId: 'nope' }, staff)).code).not.toBe(0)
  })

  it("lets sub-app pages play media from the gateway's signed links", () => {
    expect(subAppPolicy(gateway.ctx.config)).toContain(`media-src 'self' ${gateway.ctx.config.shellOrigin};`)
  })
})
