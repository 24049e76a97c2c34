import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfFont } from '../../core/pdf-font'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { coveredDocument, documentPdf, type PrintableDocument } from './document-pdf'

const PDF = '/gateway/filecenter/web/document/pdf'

/** A contract dialog's content, as the dialog container reads it from the page. */
const CONTRACT: PrintableDocument = {
  title: '劳动合同 · 张三丰',
  blocks: [
    { kind: 'heading', texts: ['合同信息'] },
    { kind: 'field', texts: ['合同类型', '固定期限劳动合同'] },
    { kind: 'field', texts: ['合同期限', '2024-01-01 至 2026-12-31（三年）'] },
    { kind: 'paragraph', texts: ['试用期内双方可依法解除合同。'] },
    { kind: 'tableHead', texts: ['文件', '上传时间'] },
    { kind: 'tableRow', texts: ['合同扫描件.pdf', '2024-01-02'] },
  ],
}

/** The PDF read back by pdf.js (unpdf), not by the library that wrote it. */
async function textOf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(document, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, '') }
}

describe('a document drawn as a PDF', () => {
  const font = pdfFont()!

  it('holds the title, headings, fields, paragraphs and table cells as Chinese text', async () => {
    const bytes = await documentPdf(CONTRACT, font)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { pages, text } = await textOf(bytes)
    expect(pages).toBe(1)
    for (const part of [CONTRACT.title, ...CONTRACT.blocks.flatMap((b) => b.texts)])
      expect(text).toContain(part.replace(/\s+/g, ''))
  })

  it('begins a new page when the blocks outgrow the first', async () => {
    const blocks = Array.from({ length: 120 }, (_, i) => ({ kind: 'field' as const, texts: [`第${i + 1}行`, '值'] }))
    const { pages, text } = await textOf(await documentPdf({ title: '长文档', blocks }, font))
    expect(pages).toBeGreaterThan(1)
    expect(text).toContain('第120行')
  })

  it('replaces a character the font has no glyph for, and leaves covered text alone', () => {
    expect(coveredDocument(CONTRACT, font)).toBe(CONTRACT)
    const odd = coveredDocument(
      { title: '合同 \u{1F9EA}', blocks: [{ kind: 'paragraph', texts: ['\u{1F9EA}好'] }] },
      font,
    )
    expect(odd).toEqual({ title: '合同 ?', blocks: [{ kind: 'paragraph', texts: ['?好'] }] })
  })
})

describe('POST /filecenter/web/document/pdf', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  const send = (body: unknown, token?: string) =>
    gateway.app.inject({ method: 'POST', url: PDF, payload: body as object, headers: token ? { token } : {} })

  it("answers the signed-in user's document as a PDF named after its title", async () => {
    const answer = await send(CONTRACT, staff)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(decodeURIComponent(String(answer.headers.filename))).toBe('劳动合同 · 张三丰.pdf')
    expect((await textOf(answer.rawPayload)).text).toContain('劳动合同·张三丰')
  })

  it('refuses a caller without a session and a document without a title or with an unknown block', async () => {
    const refused = async (body: unknown, token?: string) => {
      const answer = await send(body, token)
      expect(answer.headers['content-type']).not.toBe('application/pdf')
      return answer.json().code
    }
    expect(await refused(CONTRACT)).toBe(401001)
    for (const body of [
      { title: '', blocks: [] },
      { title: '合同', blocks: [{ kind: 'image', texts: ['x'] }] },
      { title: '合同', blocks: [{ kind: 'field', texts: [] }] },
    ])
      expect(await refused(body, staff)).not.toBe(0)
  })
})
