// @vitest-environment jsdom
import type { Capability } from '@hr-portal/bridge'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startApp } from '@hr-portal/kit'
import manifest from '../manifest.json'
import { pages } from './pages'
import { texts } from './texts'

// The portal is in English; the mock shell holds its answer to env.get until the test releases it.
const { mock, page, answerEnv } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const { default: manifest } = await import('../manifest.json')
  const mock = createMockShell({ capabilities: manifest.capabilities as Capability[], env: { language: 'en' } })
  let answerEnv!: () => void
  const answered = new Promise<void>((resolve) => {
    answerEnv = resolve
  })
  mock.answer('env.get', () => answered.then(() => mock.env))
  return { mock, page: createMockWindow({ pathname: `/${manifest.name}/home` }), answerEnv }
})

// The kit connects as it does in the portal; only the bridge it opens leads to the mock instead of the portal.
vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) =>
      bridge.createSubApp({ ...options, window: page, connect: mock.connect }),
  }
})

afterAll(() => mock.destroy())

const CHINESE = /[\u3400-\u9fff]/

describe('template start', () => {
  it('draws nothing until the shell has said its language, and draws its first frame in that language', async () => {
    const root = document.body.appendChild(document.createElement('div'))
    const drawn: string[] = []
    new MutationObserver(() => void drawn.push(root.textContent ?? '')).observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
    })

    const started = startApp({ manifest, pages, texts, root })
    await mock.waitForCall('env.get')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.childNodes).toHaveLength(0)

    answerEnv()
    await started
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Sub-app template'))
    expect(drawn[0]).toContain('Sub-app template')
    expect(drawn.filter((text) => CHINESE.test(text))).toEqual([])
  })
})
