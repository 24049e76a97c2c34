import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_BYTES } from './routes/documents'
import { pdf, startKit, type Kit } from './test-kit'

let kit: Kit
let supplierId: string
beforeAll(async () => {
  kit = await startKit({ today: '2026-03-01' })
  supplierId = String((await kit.post('/api/suppliers/list', { keyword: '武汉' }, 1)).body.result.rows[0].id)
})
afterAll(() => kit.close())

describe('qualification documents', () => {
  it("stores an upload under the tenant's folder and gives the same bytes back by download, with its name", async () => {
    const bytes = pdf(2000)
    const answer = await kit.upload(
      1,
      { supplierId, type: 'licence', expiresOn: '2026-03-31' },
      bytes,
      '营业执照 2026.pdf',
    )
    expect(answer).toMatchObject({
      status: 200,
      body: {
        result: {
          type: 'licence',
          fileName: '营业执照 2026.pdf',
          mediaType: 'application/pdf',
          size: 2000,
          state: 'expiring',
        },
      },
    })
    const { id } = answer.body.result
    expect(existsSync(join(kit.dataDir, 'files', '1', String(id)))).toBe(true)
    const response = await fetch(`${kit.url}/api/documents/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await kit.token()}` },
      body: JSON.stringify({ id }),
    })
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(decodeURIComponent(response.headers.get('filename')!)).toBe('营业执照 2026.pdf')
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('marks documents expired, expiring within 30 days, or valid', async () => {
    for (const expiresOn of ['2026-02-28', '2026-03-31', '2026-04-01'])
      await kit.upload(1, { supplierId, type: 'tax', expiresOn }, pdf())
    const { documents } = (await kit.post('/api/suppliers/detail', { id: Number(supplierId) }, 1)).body.result
    const states = Object.fromEntries(
      documents
        .filter((d: { type: string }) => d.type === 'tax')
        .map((d: { expiresOn: string; state: string }) => [d.expiresOn, d.state]),
    )
    expect(states).toEqual({ '2026-02-28': 'expired', '2026-03-31': 'expiring', '2026-04-01': 'valid' })
  })

  it('accepts 5 MB and refuses a byte more, keeping nothing of it', async () => {
    expect(
      (await kit.upload(1, { supplierId, type: 'other', expiresOn: '2027-01-01' }, pdf(MAX_DOCUMENT_BYTES))).status,
    ).toBe(200)
    const before = readdirSync(join(kit.dataDir, 'files', '1')).length
    expect(
      await kit.upload(1, { supplierId, type: 'other', expiresOn: '2027-01-01' }, pdf(MAX_DOCUMENT_BYTES + 1)),
    ).toMatchObject({ status: 413, body: { key: 'fileTooLarge' } })
    expect(readdirSync(join(kit.dataDir, 'files', '1'))).toHaveLength(before)
  })

  it('refuses a file that is no PDF or image whatever its name, a bad date or type, and no file', async () => {
    expect(
      await kit.upload(
        1,
        { supplierId, type: 'licence', expiresOn: '2027-01-01' },
        Buffer.from('MZ\x90\x00 not a pdf'),
        'licence.pdf',
      ),
    ).toMatchObject({ status: 415, body: { key: 'fileType' } })
    expect(await kit.upload(1, { supplierId, type: 'licence', expiresOn: '2027-02-30' }, pdf())).toMatchObject({
      status: 400,
      body: { field: 'expiresOn' },
    })
    expect(await kit.upload(1, { supplierId, type: 'passport', expiresOn: '2027-01-01' }, pdf())).toMatchObject({
      status: 400,
      body: { field: 'type' },
    })
    expect(await kit.upload(1, { supplierId: 'x', type: 'licence', expiresOn: '2027-01-01' }, pdf())).toMatchObject({
      status: 400,
      body: { field: 'supplierId' },
    })
    expect(await kit.post('/api/documents/upload', {}, 1)).toMatchObject({ status: 400, body: { key: 'fileMissing' } })
  })

  it('deletes a document and its file', async () => {
    const { id } = (await kit.upload(1, { supplierId, type: 'safety', expiresOn: '2027-01-01' }, pdf())).body.result
    expect((await kit.post('/api/documents/delete', { id }, 1)).status).toBe(200)
    expect(existsSync(join(kit.dataDir, 'files', '1', String(id)))).toBe(false)
    expect(await kit.post('/api/documents/download', { id }, 1)).toMatchObject({
      status: 404,
      body: { key: 'notFound' },
    })
  })
})
