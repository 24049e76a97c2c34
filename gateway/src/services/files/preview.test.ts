import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PNG, uploadFile } from '../../testing/uploads'
import { saveFile } from './files'
import { fileCodes } from './texts'

const ENCRYPT = '/gateway/filecenter/web/upLoad/previewEncrypt'

describe('file preview links (previewEncrypt)', () => {
  let gateway: TestGateway
  let admin: string
  let staff: string
  let otherTenant: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    otherTenant = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  const get = (url: string, lang = 'en') =>
    gateway.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } })
  const local = (url: string) => new URL(url).pathname + new URL(url).search
  const previewOf = async (id: string, token = admin, lang = 'en') =>
    (await gateway.post(ENCRYPT, { id }, token, { 'accept-language': lang })).body

  it('answers a link valid for 5 minutes that shows the file inline without a session', async () => {
    const file = (await uploadFile(gateway, admin, 'org chart.png', PNG)).result
    const answer = await previewOf(file.id)
    expect(answer.code).toBe(0)
    expect(answer.result).toMatchObject({
      fileName: 'org chart.png',
      type: 'image/png',
      expiresAt: Math.floor(gateway.ctx.now() / 1000) * 1000 + 300_000,
    })
    expect(answer.result.url).toContain('/gateway/filecenter/web/upLoad/preview?')
    const shown = await get(local(answer.result.url))
    expect(shown.statusCode).toBe(200)
    expect(shown.rawPayload.equals(PNG)).toBe(true)
    expect(shown.headers['content-type']).toBe('image/png')
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="org chart.png"/)
    expect(shown.headers['x-content-type-options']).toBe('nosniff')
    expect(String(shown.headers['content-security-policy'] ?? '')).not.toContain('sandbox')
    // The download of the same file still saves it.
    const download = await gateway.app.inject({ method: 'GET', url: file.downloadUrl, headers: { token: admin } })
    expect(download.headers['content-disposition']).toMatch(/^attachment;/)
  })

  it('shows text as UTF-8 and HTML or SVG only inside a CSP sandbox', async () => {
    const text = (await uploadFile(gateway, admin, 'notes.txt', Buffer.from('工号 SH00001\n'), { accept: 'any' }))
      .result
    const shownText = await get(local((await previewOf(text.id)).result.url))
    expect(shownText.headers['content-type']).toBe('text/plain; charset=utf-8')
    for (const [name, mime, ext] of [
      ['page.html', 'text/html', 'html'],
      ['logo.svg', 'image/svg+xml', 'svg'],
    ]) {
      const stored = await saveFile(
        gateway.ctx,
        { tenantId: 1, userId: 1 },
        name,
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>parent.x=1</script></svg>'),
        { mime, ext },
        'export',
      )
      const shown = await get(local((await previewOf(stored.id)).result.url))
      expect(shown.statusCode, name).toBe(200)
      expect(shown.headers['content-type'], name).toBe(mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime)
      expect(String(shown.headers['content-security-policy']), name).toMatch(/^sandbox;/)
      expect(shown.headers['content-disposition'], name).toMatch(/^inline;/)
    }
  })

  it('refuses a preview link altered, made for another file, or of the download kind, in both languages', async () => {
    const [one, two] = [
      (await uploadFile(gateway, admin, 'one.png', PNG)).result,
      (await uploadFile(gateway, admin, 'two.png', PNG)).result,
    ]
    const url = new URL((await previewOf(one.id)).result.url)
    const later = new URLSearchParams(url.searchParams)
    later.set('e', String(Number(later.get('e')) + 3600))
    const altered = await get(`${url.pathname}?${later}`)
    expect(altered.statusCode).toBe(403)
    expect(JSON.parse(altered.body)).toMatchObject({
      code: fileCodes.badPreview,
      msg: 'This preview link is not valid',
    })
    const otherFile = new URLSearchParams(url.searchParams)
    otherFile.set('f', two.id)
    const moved = await get(`${url.pathname}?${otherFile}`, 'zh-CN')
    expect(moved.statusCode).toBe(403)
    expect(JSON.parse(moved.body)).toMatchObject({ code: fileCodes.badPreview, msg: '预览链接无效' })
    expect((await get(`${url.pathname}?t=1&f=${one.id}`)).statusCode).toBe(403)
    // A day-long download link does not open as a preview, nor a preview as a download link.
    const download = new URL(one.fileUrl)
    expect((await get(`${url.pathname}${download.search}`)).statusCode).toBe(403)
    expect((await get(`${download.pathname}${url.search}`)).statusCode).toBe(403)
  })

  it('refuses a preview link after 5 minutes, and one of a deleted file', async () => {
    const file = (await uploadFile(gateway, admin, 'brief.png', PNG)).result
    const path = local((await previewOf(file.id)).result.url)
    const now = gateway.ctx.now()
    try {
      gateway.setNow(now + 299_000 - (now % 1000))
      expect((await get(path)).statusCode).toBe(200)
      gateway.setNow(now + 300_000)
      const expired = await get(path, 'zh-CN')
      expect(expired.statusCode).toBe(410)
      expect(JSON.parse(expired.body)).toMatchObject({
        code: fileCodes.previewExpired,
        msg: '预览链接已过期，请重新打开预览',
      })
      expect(JSON.parse((await get(path)).body).msg).toBe(
        'This preview link has expired, please open the preview again',
      )
    } finally {
      gateway.setNow(now)
    }
    await gateway.post('/gateway/filecenter/web/upLoad/del', { id: file.id }, admin)
    expect((await get(path)).statusCode).toBe(404)
  })

  it('gives a preview only of a file the caller may download: their own, in the session tenant', async () => {
    const file = (await uploadFile(gateway, admin, 'mine.png', PNG)).result
    expect((await previewOf(file.id, staff)).code).toBe(fileCodes.fileNotFound)
    expect((await previewOf(file.id, otherTenant)).code).toBe(fileCodes.fileNotFound)
    expect((await previewOf(file.id, otherTenant)).msg).toBe('No such file')
    expect((await previewOf(file.id, otherTenant, 'zh-CN')).msg).toBe('文件不存在')
    expect((await previewOf(file.id, 'not-a-token')).code).toBe(401001)
    expect((await previewOf('../etc/passwd')).code).toBe(400000)
  })
})
