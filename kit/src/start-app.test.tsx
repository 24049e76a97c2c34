// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { page } from './pages'
import { router } from './app'
import { startApp } from './start-app'
import { useT } from './use-t'

// The portal is in English; the mock shell holds its answer to env.get until the test releases it.
const { mock, frame, answerEnv, outside } = await vi.hoisted(async () => {
  const { createMockShell, createMockWindow } = await import('@hr-portal/bridge/testing')
  const mock = createMockShell({ env: { language: 'en' } })
  let answerEnv!: () => void
  const answered = new Promise<void>((resolve) => {
    answerEnv = resolve
  })
  mock.answer('env.get', () => answered.then(() => mock.env))
  return { mock, frame: createMockWindow({ pathname: '/demo/runs/7' }), answerEnv, outside: { now: true } }
})

// Only the bridge the kit opens leads to the mock instead of the portal; outside a frame connecting throws, as there.
vi.mock('@hr-portal/bridge', async (original) => {
  const bridge = await original<typeof import('@hr-portal/bridge')>()
  return {
    ...bridge,
    createSubApp: (options: Parameters<typeof bridge.createSubApp>[0]) => {
      if (outside.now) throw new Error('connectToShell: this page is not framed by the shell')
      return bridge.createSubApp({ ...options, window: frame, connect: mock.connect })
    },
  }
})

afterAll(() => mock.destroy())

const manifest = { name: 'demo', party: 'first' }
const texts = { 'zh-CN': { run: '核算 {{id}}', runs: '核算列表' }, en: { run: 'Run {{id}}', runs: 'Runs' } }
const Run = ({ id }: { id: number }) => <h1>{useT()('run', { id })}</h1>
const Runs = () => <h1>{useT()('runs')}</h1>
const pages = [
  page('/runs', () => <Runs />),
  page(/^\/runs\/(?<id>\d+)$/, ({ id }) => <Run id={Number(id)} />),
  page('/runs/:name/lines', ({ name }) => <h1>{name}</h1>),
]
const CHINESE = /[\u3400-\u9fff]/

describe('startApp', () => {
  it('says the app must be opened inside the portal when it is opened on its own', async () => {
    const root = document.body.appendChild(document.createElement('div'))
    await startApp({ manifest, texts, pages, root })
    expect(root.textContent).toBe('此应用须在门户内打开')
    outside.now = false
  })

  it('draws nothing until the shell has said its language, then the page the path names in that language', async () => {
    const root = document.body.appendChild(document.createElement('div'))
    const drawn: string[] = []
    new MutationObserver(() => void drawn.push(root.textContent ?? '')).observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
    })

    const started = startApp({ manifest, texts, pages, root })
    await mock.waitForCall('env.get')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.childNodes).toHaveLength(0)

    answerEnv()
    await started
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('Run 7'))
    expect(drawn[0]).toBe('Run 7')
    expect(drawn.filter((text) => CHINESE.test(text))).toEqual([])
  })

  it('follows the router to another page with its typed params, shows the first page for a path none matches, and the shell language', async () => {
    const root = document.body.lastElementChild!
    await act(() => router.navigate('/runs'))
    expect(root.querySelector('h1')?.textContent).toBe('Runs')
    await act(() => router.navigate('/runs/may/lines'))
    expect(root.querySelector('h1')?.textContent).toBe('may')
    await act(() => router.navigate('/runs/may'))
    expect(root.querySelector('h1')?.textContent).toBe('Runs')
    await act(() => router.navigate('/nowhere'))
    expect(root.querySelector('h1')?.textContent).toBe('Runs')
    await act(() => mock.setEnv({ language: 'zh-CN' }))
    expect(root.querySelector('h1')?.textContent).toBe('核算列表')
    expect(mock.callsOf('nav.changed')).toContainEqual(['/runs', { replace: false }])
  })
})
