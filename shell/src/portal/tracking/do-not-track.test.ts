import { beforeEach, describe, expect, it, vi } from 'vitest'

// The saved choice is answered when the test says so; saving answers at once.
let answerSaved: (value: { result: { doNotTrack: boolean | null } }) => void = () => {}
vi.mock('./tracking-http', () => ({
  trackingHttp: {
    postJson: () =>
      new Promise((resolve) => {
        answerSaved = resolve
      }),
  },
}))
vi.mock('../../lib/http', () => ({ http: { postJson: async () => ({ code: 0, result: null }) } }))

const { $doNotTrack, loadDoNotTrack, resetDoNotTrack, setDoNotTrack } = await import('./do-not-track')

describe('the Do not track me choice', () => {
  beforeEach(() => resetDoNotTrack())

  it('takes the saved choice when the user has not touched the switch', async () => {
    const loaded = loadDoNotTrack()
    answerSaved({ result: { doNotTrack: true } })
    await loaded
    expect($doNotTrack.get()).toBe(true)
  })

  it('keeps a change made before the saved choice arrives', async () => {
    const loaded = loadDoNotTrack()
    await setDoNotTrack(true)
    answerSaved({ result: { doNotTrack: false } })
    await loaded
    expect($doNotTrack.get()).toBe(true)
  })
})
