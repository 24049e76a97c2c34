import { beforeEach, describe, expect, it, vi } from 'vitest'

const open = vi.fn()
vi.stubGlobal('window', { open, location: { origin: 'http://localhost:4100' } })
const { $externalLinks, dropExternalLinks, needsConfirmation, openExternal } = await import('./external-links')

const APP = 'http://127.0.0.1:4101'

describe('external links of sub-apps', () => {
  beforeEach(() => open.mockClear())

  it('asks only for addresses outside the portal and the app', () => {
    expect(needsConfirmation('http://localhost:4100/portal/ums', APP)).toBe(false)
    expect(needsConfirmation(`${APP}/system/help`, APP)).toBe(false)
    expect(needsConfirmation('https://docs.example.com/', APP)).toBe(true)
    expect(needsConfirmation('http://127.0.0.1:4102/supplier/', APP)).toBe(true)
    expect(needsConfirmation('http://localhost.evil.example:4100/', APP)).toBe(true)
  })

  it("opens the portal's address at once, without opener or referrer", async () => {
    expect(await openExternal('system', APP, 'http://localhost:4100/compRecords')).toBe(true)
    expect(open).toHaveBeenCalledWith('http://localhost:4100/compRecords', '_blank', 'noopener,noreferrer')
  })

  it('opens an outside address only on yes, one question per app at a time', async () => {
    const asked = openExternal('system', APP, 'https://docs.example.com/a')
    expect($externalLinks.get()).toHaveLength(1)
    await expect(openExternal('system', APP, 'https://docs.example.com/b')).rejects.toMatchObject({
      code: 'dialog_busy',
    })
    expect(open).not.toHaveBeenCalled()
    $externalLinks.get()[0].answer(true)
    expect(await asked).toBe(true)
    expect(open).toHaveBeenCalledWith('https://docs.example.com/a', '_blank', 'noopener,noreferrer')
    expect($externalLinks.get()).toEqual([])
  })

  it('opens nothing when the user cancels or the app goes away', async () => {
    const cancelled = openExternal('system', APP, 'https://docs.example.com/a')
    $externalLinks.get()[0].answer(false)
    expect(await cancelled).toBe(false)
    const dropped = openExternal('bi', APP, 'https://docs.example.com/a')
    dropExternalLinks('bi')
    expect(await dropped).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })
})
