import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { objectPath } from './object-path'
import { fileCodes } from './texts'
import { MAX_FILE_BYTES } from './limits'
import { PNG, uploadFile } from '../../testing/uploads'
import { xlsxFile, zipFile } from '../../testing/zip-file'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)
/** A minimal Office file: its content types and the main part under `folder` (word/, ppt/). */
const officeFile = (mainType: string, part: string) =>
  zipFile([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${mainType}"/></Types>`,
      ),
    },
    { name: part, data: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><root/>') },
  ])
const DOCX = officeFile(
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'word/document.xml',
)
const PPTX = officeFile(
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  'ppt/presentation.xml',
)
/** A Windows program (MZ … PE header). */
function program(): Buffer {
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)])
  exe.writeUInt32LE(64, 60)
  return exe
}

describe('file centre', () => {
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

  const get = (url: string, headers: Record<string, string> = {}) => gateway.app.inject({ method: 'GET', url, headers })

  it('names objects prefix/yyyy/mm/dd/<timestamp><9 random characters>.<ext>', () => {
    const at = Date.UTC(2024, 2, 5, 10, 0, 0)
    expect(objectPath('files', at, 'png', 'abcdefghi')).toBe(`files/2024/03/05/${at}abcdefghi.png`)
    expect(objectPath('files', at, 'png')).toMatch(new RegExp(`^files/2024/03/05/${at}[a-z0-9]{9}\\.png$`))
  })

  it('stores an image under the path rule and answers the §3 result', async () => {
    const answer = await uploadFile(gateway, admin, 'photo.png', PNG)
    expect(answer.code).toBe(0)
    const { fileName, filePath, fileUrl, downloadUrl, type } = answer.result
    expect(fileName).toBe('photo.png')
    expect(type).toBe('image/png')
    const match = /^files\/(\d{4})\/(\d{2})\/(\d{2})\/(\d{13})[a-z0-9]{9}\.png$/.exec(filePath)
    expect(match).not.toBeNull()
    expect(Number(match![4])).toBe(gateway.ctx.now())
    const day = new Date(gateway.ctx.now())
    expect(match!.slice(1, 4).map(Number)).toEqual([day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()])
    expect(fileUrl).toContain('/gateway/filecenter/web/upLoad/link?')
    const download = await gateway.app.inject({ method: 'GET', url: downloadUrl, headers: { token: admin } })
    expect(download.statusCode).toBe(200)
    expect(decodeURIComponent(String(download.headers.filename))).toBe('photo.png')
    expect(download.rawPayload.equals(PNG)).toBe(true)
  })

  it("judges the type by the content, not the name: a program named .png gets 'Incorrect format'", async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)])
    exe.writeUInt32LE(64, 60)
    const answer = await uploadFile(gateway, admin, 'cat.png', exe)
    expect(answer).toMatchObject({ code: fileCodes.incorrectFormat, msg: 'Incorrect format' })
    expect((await uploadFile(gateway, admin, 'cat.png', exe, {}, 'zh-CN')).msg).toBe('格式不正确')
    // A PNG under another name is still a PNG; a CSV is taken only as plain text.
    expect((await uploadFile(gateway, admin, 'renamed.gif', PNG, { accept: 'image' })).result.filePath).toMatch(
      /\.png$/,
    )
    expect((await uploadFile(gateway, admin, 'data.csv', Buffer.from('a,b\n1,2\n'), { accept: 'image' })).code).toBe(
      fileCodes.incorrectFormat,
    )
    expect((await uploadFile(gateway, admin, 'data.csv', exe, { accept: 'import' })).code).toBe(
      fileCodes.incorrectFormat,
    )
    expect(
      (await uploadFile(gateway, admin, 'data.csv', Buffer.from('a,b\n1,2\n'), { accept: 'import' })).result.type,
    ).toBe('text/csv')
  })

  it('takes documents by their content in the file centre (accept any): PDF, docx, xlsx, pptx, plain text and images', async () => {
    const kinds: Array<[string, Buffer, string, string]> = [
      ['report.pdf', PDF, 'application/pdf', 'pdf'],
      ['letter.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
      [
        'sheet.xlsx',
        xlsxFile(['a'], 1, () => ['1']),
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'xlsx',
      ],
      ['slides.pptx', PPTX, 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx'],
      ['notes.txt', Buffer.from('会议纪要\nminutes\n'), 'text/plain', 'txt'],
      ['photo.png', PNG, 'image/png', 'png'],
    ]
    for (const [name, content, type, ext] of kinds) {
      const answer = await uploadFile(gateway, admin, name, content, { accept: 'any' })
      expect(answer.code, name).toBe(0)
      expect(answer.result.type, name).toBe(type)
      expect(answer.result.filePath, name).toMatch(new RegExp(`\\.${ext}$`))
    }
    // The kind comes from the content: a Word file named .pdf is stored as the Word file it is.
    expect((await uploadFile(gateway, admin, 'letter.pdf', DOCX, { accept: 'any' })).result.filePath).toMatch(/\.docx$/)
    // A screen that asks for images only (§5) still refuses documents.
    expect((await uploadFile(gateway, admin, 'report.pdf', PDF, { accept: 'image' })).code).toBe(
      fileCodes.incorrectFormat,
    )
  })

  it("refuses a program disguised as a document, and a zip that is no Office file: 'Incorrect format'", async () => {
    for (const name of ['invoice.pdf', 'letter.docx', 'notes.txt']) {
      expect(await uploadFile(gateway, admin, name, program(), { accept: 'any' }), name).toMatchObject({
        code: fileCodes.incorrectFormat,
        msg: 'Incorrect format',
      })
    }
    expect((await uploadFile(gateway, admin, 'invoice.pdf', program(), { accept: 'any' }, 'zh-CN')).msg).toBe(
      '格式不正确',
    )
    const archive = zipFile([{ name: 'setup.exe', data: program() }])
    expect((await uploadFile(gateway, admin, 'letter.docx', archive, { accept: 'any' })).code).toBe(
      fileCodes.incorrectFormat,
    )
  })

  it('refuses a file of 0 KB and a file over the size limit', async () => {
    expect(await uploadFile(gateway, admin, 'empty.png', Buffer.alloc(0))).toMatchObject({ code: fileCodes.emptyFile })
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES + 10)])
    expect(await uploadFile(gateway, admin, 'big.png', big)).toMatchObject({ code: fileCodes.tooLarge })
  })

  it('stores a file at syncFileUpload and answers its record in the same request, under the rules of upload', async () => {
    const SYNC = '/gateway/filecenter/web/upLoad/syncFileUpload'
    const sync = (name: string, content: Buffer, fields: Record<string, string> = {}, lang = 'en', token = staff) =>
      uploadFile(gateway, token, name, content, fields, lang, SYNC)
    const answer = await sync('badge.png', PNG, { accept: 'image' })
    expect(answer.code).toBe(0)
    expect(answer.result).toMatchObject({
      fileName: 'badge.png',
      size: PNG.length,
      type: 'image/png',
      downloadUrl: `/gateway/filecenter/web/upLoad/download?id=${answer.result.id}`,
    })
    const listed = (await gateway.post('/gateway/filecenter/web/upLoad/list', { rows: 100 }, staff)).body.result
      .rows as Array<{ id: string }>
    expect(listed.map((r) => r.id)).toContain(answer.result.id)
    const download = await gateway.app.inject({
      method: 'GET',
      url: answer.result.downloadUrl,
      headers: { token: staff },
    })
    expect(download.rawPayload.equals(PNG)).toBe(true)
    expect(await sync('cat.png', program())).toMatchObject({ code: fileCodes.incorrectFormat, msg: 'Incorrect format' })
    expect((await sync('cat.png', program(), {}, 'zh-CN')).msg).toBe('格式不正确')
    expect((await sync('report.pdf', PDF, { accept: 'image' })).code).toBe(fileCodes.incorrectFormat)
    expect((await sync('empty.png', Buffer.alloc(0))).code).toBe(fileCodes.emptyFile)
    expect((await sync('big.png', Buffer.concat([PNG, Buffer.alloc(MAX_FILE_BYTES + 10)]))).code).toBe(
      fileCodes.tooLarge,
    )
    expect((await sync('badge.png', PNG, {}, 'en', 'not-a-token')).code).toBe(401001)
    await gateway.post('/gateway/filecenter/web/upLoad/del', { id: answer.result.id }, staff)
  })

  it("lists, measures, deletes and cleans the caller's own files only", async () => {
    const mine = (await uploadFile(gateway, staff, 'mine.png', PNG)).result
    const list = (await gateway.post('/gateway/filecenter/web/upLoad/list', { rows: 100 }, staff)).body.result
    expect(list.rows.map((r: { id: string }) => r.id)).toEqual([mine.id])
    expect((await gateway.post('/gateway/filecenter/web/upLoad/getUseSize', {}, staff)).body.result).toEqual({
      bytes: PNG.length,
      count: 1,
    })
    // Another user of the tenant, and the same account in another tenant, neither see nor delete nor download it.
    for (const token of [admin, otherTenant]) {
      const theirs = (await gateway.post('/gateway/filecenter/web/upLoad/list', { rows: 100 }, token)).body.result
        .rows as Array<{ id: string }>
      expect(theirs.map((r) => r.id)).not.toContain(mine.id)
      expect((await gateway.post('/gateway/filecenter/web/upLoad/del', { id: mine.id }, token)).body.code).toBe(
        fileCodes.fileNotFound,
      )
      expect((await gateway.post('/gateway/filecenter/web/upLoad/download', { id: mine.id }, token)).body.code).toBe(
        fileCodes.fileNotFound,
      )
    }
    expect((await gateway.post('/gateway/filecenter/web/upLoad/del', { id: mine.id }, staff)).body.result).toEqual({
      count: 1,
    })
    expect((await gateway.post('/gateway/filecenter/web/upLoad/list', {}, staff)).body.result.total).toBe(0)
    await uploadFile(gateway, staff, 'a.png', PNG)
    await uploadFile(gateway, staff, 'b.png', PNG)
    expect((await gateway.post('/gateway/filecenter/web/upLoad/clean', { days: 1 }, staff)).body.result).toEqual({
      count: 0,
    })
    expect((await gateway.post('/gateway/filecenter/web/upLoad/clean', {}, staff)).body.result).toEqual({ count: 2 })
    expect((await gateway.post('/gateway/filecenter/web/upLoad/getUseSize', {}, staff)).body.result).toEqual({
      bytes: 0,
      count: 0,
    })
  })

  it("puts an upload in its uploader's global search only, and takes it out on delete", async () => {
    const file = (await uploadFile(gateway, staff, 'quarterly-roster.png', PNG)).result
    const found = async (token: string) =>
      (
        (await gateway.post('/gateway/joyhr/web/globalSearch', { keyword: 'quarterly-roster', kinds: ['file'] }, token))
          .body.result.groups as Array<{ items: Array<{ refId: string; path: string; appCode: string }> }>
      ).flatMap((g) => g.items)
    expect(await found(staff)).toEqual([
      expect.objectContaining({ refId: file.id, path: '/portal/files', appCode: '' }),
    ])
    expect(await found(admin)).toEqual([])
    await gateway.post('/gateway/filecenter/web/upLoad/del', { id: file.id }, staff)
    expect(await found(staff)).toEqual([])
  })

  it('opens a signed link without a session for about a day, and refuses it altered or expired', async () => {
    const file = (await uploadFile(gateway, admin, 'shared.png', PNG)).result
    const link = (await gateway.post('/gateway/filecenter/web/upLoad/getUploadUrl', { id: file.id }, admin)).body.result
    expect(link.expiresAt - gateway.ctx.now()).toBe(86_400_000)
    const path = new URL(link.url).pathname + new URL(link.url).search
    const opened = await get(path)
    expect(opened.statusCode).toBe(200)
    expect(opened.rawPayload.equals(PNG)).toBe(true)
    const params = new URL(link.url).searchParams
    const other = new URLSearchParams(params)
    other.set('e', String(Number(params.get('e')) + 86_400))
    const tampered = await get(`${new URL(link.url).pathname}?${other}`, { 'accept-language': 'en' })
    expect(tampered.statusCode).toBe(403)
    expect(JSON.parse(tampered.body)).toMatchObject({ code: fileCodes.badLink, msg: 'This file link is not valid' })
    const sig = new URLSearchParams(params)
    sig.set('s', `${params.get('s')!.slice(0, -1)}${params.get('s')!.endsWith('A') ? 'B' : 'A'}`)
    expect((await get(`${new URL(link.url).pathname}?${sig}`)).statusCode).toBe(403)
    const byPath = (await gateway.post('/gateway/filecenter/web/oss/getDownUrl', { url: file.filePath }, admin)).body
      .result
    expect((await get(new URL(byPath.url).pathname + new URL(byPath.url).search)).statusCode).toBe(200)
    const now = gateway.ctx.now()
    try {
      gateway.setNow(now + 86_400_000 + 1000)
      const expired = await get(path, { 'accept-language': 'zh-CN' })
      expect(expired.statusCode).toBe(410)
      expect(JSON.parse(expired.body)).toMatchObject({ code: fileCodes.linkExpired, msg: '文件链接已过期' })
    } finally {
      gateway.setNow(now)
    }
    // A link of a deleted file opens nothing.
    await gateway.post('/gateway/filecenter/web/upLoad/del', { id: file.id }, admin)
    expect((await get(path)).statusCode).toBe(404)
  })
})
