// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

const postJson = vi.fn(async (_path: string, body: { id: string }) => ({
  code: 0,
  result: {
    url: `https://portal.example/gateway/filecenter/web/upLoad/preview?id=${body.id}&sig=abc`,
    fileName: 'a.pdf',
    type: 'application/pdf',
    expiresAt: 0,
  },
}))
vi.mock('../lib/http', () => ({ http: { postJson }, onServerCode: () => {} }))
const { previewFile } = await import('./files-api')

afterEach(() => vi.restoreAllMocks())

describe("a file's preview", () => {
  it('asks the file centre for a preview link of the file and opens it in a new tab that cannot reach the portal', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await previewFile('f-1')
    expect(postJson).toHaveBeenCalledWith('/filecenter/web/upLoad/previewEncrypt', { id: 'f-1' })
    expect(open).toHaveBeenCalledWith(
      'https://portal.example/gateway/filecenter/web/upLoad/preview?id=f-1&sig=abc',
      '_blank',
      'noopener,noreferrer',
    )
  })

  it('opens nothing when the file centre refuses', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    postJson.mockRejectedValueOnce(new Error('The file does not exist'))
    await expect(previewFile('f-2')).rejects.toThrow('The file does not exist')
    expect(open).not.toHaveBeenCalled()
  })
})
