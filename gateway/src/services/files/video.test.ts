import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PNG, uploadFile } from '../../testing/uploads'
import { MAX_FILE_BYTES, MAX_VIDEO_BYTES } from './limits'
import { rangeOf } from './range'
import { fileCodes } from './texts'

/** A one-second 64×48 H.264 MP4 (tests/fixtures/video). */
const MP4 = readFileSync(new URL('../../../../tests/fixtures/video/course-clip.mp4', import.meta.url))
/** The first bytes of a WebM (EBML header, doc type webm) and of a QuickTime movie (ftyp qt). */
const WEBM = Buffer.concat([
  Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'),
  Buffer.alloc(64),
])
const MOV = Buffer.concat([
  Buffer.from('00000014667479707174202000000000717420200000000877696465', 'hex'),
  Buffer.alloc(64),
])

describe('file centre videos (getVodKey)', () => {
  let gateway: TestGateway
  let admin: string
  let otherTenant: string

  beforeAll(async () => {
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    otherTenant = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
  })
  afterAll(() => gateway.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search, headers })

  it('answers the video upload settings: types, a limit larger than documents, the upload path and the store', async () => {
    const answer = await gateway.post('/gateway/filecenter/web/oss/getVodKey', {}, admin)
    expect(answer.body.result).toEqual({
      store: 'local',
      prefix: 'files',
      maxBytes: MAX_VIDEO_BYTES,
      linkTtlSeconds: 86_400,
      uploadPath: '/filecenter/web/upLoad/upload',
      accept: 'video',
      types: ['mp4', 'webm', 'mov'],
      mimeTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
      rangeRequests: true,
    })
    expect(MAX_VIDEO_BYTES).toBeGreaterThan(MAX_FILE_BYTES)
    expect((await gateway.post('/gateway/filecenter/web/oss/getVodKey', {})).body.code).not.toBe(0)
  })

  it('takes MP4, WebM and QuickTime by their content, and refuses a fake video', async () => {
    const mp4 = await uploadFile(gateway, admin, 'clip.mp4', MP4, { accept: 'video' })
    expect(mp4.result).toMatchObject({ fileName: 'clip.mp4', type: 'video/mp4', size: MP4.length })
    expect(mp4.result.filePath).toMatch(/\.mp4$/)
    expect((await uploadFile(gateway, admin, 'clip.webm', WEBM, { accept: 'video' })).result.type).toBe('video/webm')
    expect((await uploadFile(gateway, admin, 'clip.mov', MOV, { accept: 'video' })).result.type).toBe('video/quicktime')
    // Named .mp4 but a PNG, or text: refused by content; and videos are not taken where documents are asked for.
    expect(await uploadFile(gateway, admin, 'fake.mp4', PNG, { accept: 'video' })).toMatchObject({
      code: fileCodes.incorrectFormat,
      msg: 'Incorrect format',
    })
    expect(
      (await uploadFile(gateway, admin, 'fake.mp4', Buffer.from('not a video at all'), { accept: 'video' })).code,
    ).toBe(fileCodes.incorrectFormat)
    expect((await uploadFile(gateway, admin, 'clip.mp4', MP4, { accept: 'any' })).code).toBe(fileCodes.incorrectFormat)
  })

  it('lets videos be larger than documents, up to their own limit', async () => {
    const big = Buffer.concat([MP4, Buffer.alloc(MAX_FILE_BYTES + 10)])
    expect((await uploadFile(gateway, admin, 'long.mp4', big, { accept: 'video' })).code).toBe(0)
    expect(
      await uploadFile(gateway, admin, 'big.png', Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES + 10)])),
    ).toMatchObject({ code: fileCodes.tooLarge, msg: 'The file is larger than 10 MB' })
  })

  it('serves byte ranges on the signed link: 206 with Content-Range, 416 past the end, the whole file without Range', async () => {
    const file = (await uploadFile(gateway, admin, 'clip.mp4', MP4, { accept: 'video' })).result
    const whole = await get(file.fileUrl)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['content-type']).toBe('video/mp4')
    expect(whole.rawPayload.equals(MP4)).toBe(true)
    const first = await get(file.fileUrl, { range: 'bytes=0-99' })
    expect(first.statusCode).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-99/${MP4.length}`)
    expect(first.headers['content-length']).toBe('100')
    expect(first.rawPayload.equals(MP4.subarray(0, 100))).toBe(true)
    const tail = await get(file.fileUrl, { range: 'bytes=-10' })
    expect(tail.headers['content-range']).toBe(`bytes ${MP4.length - 10}-${MP4.length - 1}/${MP4.length}`)
    expect(tail.rawPayload.equals(MP4.subarray(-10))).toBe(true)
    const open = await get(file.fileUrl, { range: `bytes=${MP4.length - 5}-` })
    expect(open.statusCode).toBe(206)
    expect(open.rawPayload.length).toBe(5)
    const past = await get(file.fileUrl, { range: `bytes=${MP4.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${MP4.length}`)
    // The session download takes ranges too.
    expect(
      (
        await gateway.app.inject({
          method: 'GET',
          url: file.downloadUrl,
          headers: { token: admin, range: 'bytes=4-7' },
        })
      ).body,
    ).toBe('ftyp')
  })

  it("keeps a video's link to its tenant: another tenant's session cannot read it, and a link altered to another tenant is refused", async () => {
    const file = (await uploadFile(gateway, admin, 'clip.mp4', MP4, { accept: 'video' })).result
    expect(
      (await gateway.post('/gateway/filecenter/web/upLoad/getUploadUrl', { id: file.id }, otherTenant)).body.code,
    ).toBe(fileCodes.fileNotFound)
    expect(
      (await gateway.post('/gateway/filecenter/web/oss/getDownUrl', { url: file.filePath }, otherTenant)).body.code,
    ).toBe(fileCodes.fileNotFound)
    const url = new URL(file.fileUrl)
    url.searchParams.set('t', '2')
    expect((await get(url.toString(), { range: 'bytes=0-9' })).statusCode).toBe(403)
  })

  it('reads Range headers as RFC 9110 says', () => {
    expect(rangeOf(undefined, 10)).toBe('whole')
    expect(rangeOf('bytes=0-0', 10)).toEqual({ start: 0, end: 0 })
    expect(rangeOf('bytes=5-100', 10)).toEqual({ start: 5, end: 9 })
    expect(rangeOf('bytes=-3', 10)).toEqual({ start: 7, end: 9 })
    expect(rangeOf('bytes=-30', 10)).toEqual({ start: 0, end: 9 })
    expect(rangeOf('bytes=10-', 10)).toBe('unsatisfiable')
    expect(rangeOf('bytes=-0', 10)).toBe('unsatisfiable')
    expect(rangeOf('bytes=0-1,4-5', 10)).toBe('whole')
    expect(rangeOf('items=0-1', 10)).toBe('whole')
    expect(rangeOf('bytes=5-2', 10)).toBe('whole')
  })
})
