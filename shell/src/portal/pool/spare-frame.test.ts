// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AppManifest } from '@hr-portal/bridge'
import { MAX_SPARES, prepareSpares, takeSpare, wantSpares } from './spare-frame'

const APPS = 'http://127.0.0.1:4101'
const manifest = (name: string, extra: Partial<AppManifest> = {}): AppManifest => ({
  name,
  title: name,
  entry: `${APPS}/${name}/`,
  origin: APPS,
  party: 'first',
  capabilities: [],
  ...extra,
})
const spares = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe.app-spare')]

beforeAll(() => {
  const meta = document.createElement('meta')
  meta.name = 'hr-portal-frames'
  meta.content = JSON.stringify([APPS, 'http://vendor.test'])
  document.head.append(meta)
  // jsdom moves no frames; the browsers the portal supports do (Element.moveBefore).
  Object.assign(HTMLElement.prototype, {
    moveBefore(this: HTMLElement, node: Node, child: Node | null) {
      this.insertBefore(node, child)
    },
  })
  // A desktop with cores to spare (jsdom tells the machine's count; on two cores the shell keeps no spares).
  Object.defineProperty(window.navigator, 'hardwareConcurrency', { value: 8, configurable: true })
})

afterEach(() => {
  wantSpares([])
  for (const frame of spares()) frame.remove()
})

describe('spare frames', () => {
  it("before the apps are known, keeps one of a first-party app's plain kind, hidden from people and assistive technology", () => {
    prepareSpares()
    prepareSpares()
    const [frame, ...more] = spares()
    expect(more).toHaveLength(0)
    expect(frame.src).toBe(`${APPS}/_spare`)
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin')
    expect(frame.hasAttribute('allow')).toBe(false)
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.tabIndex).toBe(-1)
  })

  it('keeps one per kind of frame the apps ask for, the most asked-for first, at most three; none for another origin', () => {
    wantSpares([
      manifest('a', { sandbox: ['allow-downloads'] }),
      manifest('b', { sandbox: ['allow-downloads'] }),
      manifest('c'),
      manifest('d', { sandbox: ['allow-downloads'], allow: ['geolocation'] }),
      manifest('e', { sandbox: ['allow-modals'] }),
      manifest('vendor', { origin: 'http://vendor.test', entry: 'http://vendor.test/vendor/' }),
    ])
    prepareSpares()
    expect(spares()).toHaveLength(MAX_SPARES)
    expect(spares().map((frame) => [frame.getAttribute('sandbox'), frame.getAttribute('allow')])).toEqual([
      ['allow-scripts allow-forms allow-same-origin allow-downloads', null],
      ['allow-scripts allow-forms allow-same-origin', null],
      ['allow-scripts allow-forms allow-same-origin allow-downloads', `geolocation ${APPS}`],
    ])
  })

  it('lets spares of kinds no longer wanted go (another person signed in), and makes a removed one again', () => {
    prepareSpares()
    wantSpares([manifest('a', { sandbox: ['allow-downloads'] })])
    expect(spares()).toHaveLength(0)
    prepareSpares()
    expect(spares()).toHaveLength(1)
    spares()[0].remove()
    prepareSpares()
    expect(spares()).toHaveLength(1)
  })

  it('gives no spare before it has answered that it is ready', () => {
    prepareSpares()
    expect(takeSpare('owner', manifest('a'), `${APPS}/a/`)).toBeNull()
  })
})
