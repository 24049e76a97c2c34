// Spare frames of the first-party apps origin, loaded ahead and hidden, one per kind of frame (its sandbox and
// features). Opening an app that has no frame yet moves the spare of its kind into place and asks it to become
// the app's page (gateway sites/spare-page.ts): the browser need not navigate to and commit a new document,
// most of a new frame's cost. They also keep the apps origin's process started, so the first app after a
// sign-in does not wait for one.
import type { AppManifest } from '@hr-portal/bridge'
import { frugalDevice } from '../../lib/frugal-device'
import { pageFrameOrigins } from '../../lib/frame-origins'
import { allowFor, sandboxFor } from './frame-attributes'

/** The apps origin's spare page and what it and the shell say to each other. */
export const SPARE_PATH = '/_spare'
export const SPARE_CONNECT = 'hr-spare:connect'
export const SPARE_READY = 'hr-spare:ready'
export const SPARE_BECOME = 'hr-spare:become'
/** The spare's name until it becomes an app's frame. */
export const SPARE_NAME = 'hr-spare'

/** What a frame is given at its creation and keeps for its life: only an app asking for the same can take a spare. */
interface Kind {
  sandbox: string
  allow: string
}

interface Spare extends Kind {
  frame: HTMLIFrameElement
  /** The spare's end of this port answered: it is ready. */
  port: MessagePort | null
}

/** The most spares kept at once, one per kind of frame the person's apps ask for. */
export const MAX_SPARES = 3

const keyOf = (kind: Kind) => `${kind.sandbox}|${kind.allow}`
/** The kinds of frame wanted (the person's first-party apps'), most asked-for first. */
let wanted: Kind[] = []
const spares = new Map<string, Spare>()
/** The spare an app frame took, by its owner: React may ask twice for one frame (strict mode). */
let taken: { owner: string; frame: HTMLIFrameElement } | null = null
/** The port to each taken spare, until it is asked to become its page. */
const ports = new WeakMap<HTMLIFrameElement, MessagePort>()

/** Whether this browser moves a frame in the document without reloading it. */
const canMove = (doc: Document) => typeof (doc.body as { moveBefore?: unknown } | null)?.moveBefore === 'function'

/** The apps origin this page frames first (the first-party apps'), if it says. */
const spareOrigin = (doc: Document) => pageFrameOrigins(doc)?.[0]

/** The kind of frame `manifest` asks for, when it is a first-party app of the spares' origin. */
function kindOf(manifest: AppManifest, origin: string, shellOrigin?: string): Kind | null {
  if (new URL(manifest.origin).origin !== origin) return null
  return { sandbox: sandboxFor(manifest, shellOrigin), allow: allowFor(manifest) }
}

/** The kinds of frame `manifests` (the person's apps) ask for on the spares' origin, most asked-for first, at most MAX_SPARES. */
export function wantSpares(manifests: AppManifest[], doc: Document = document): void {
  const origin = spareOrigin(doc)
  if (!origin) return
  const counts = new Map<string, { kind: Kind; count: number }>()
  for (const manifest of manifests) {
    const kind = kindOf(manifest, origin, doc.defaultView?.location.origin)
    if (!kind) continue
    const entry = counts.get(keyOf(kind)) ?? { kind, count: 0 }
    entry.count += 1
    counts.set(keyOf(kind), entry)
  }
  wanted = [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_SPARES)
    .map((entry) => entry.kind)
  // Spares of kinds no longer wanted (another person signed in) go.
  for (const [key, spare] of spares) {
    if (wanted.some((kind) => keyOf(kind) === key)) continue
    spare.frame.remove()
    spares.delete(key)
  }
}

/**
 * Starts a spare frame of the apps origin for each kind wanted (before the person's apps are known, the plain
 * kind) that has none, unless the page names no origin, this browser cannot move frames or the device is frugal
 * (two cores or fewer, or a phone-sized screen with a slow processor: lib/frugal-device.ts).
 */
export function prepareSpares(doc: Document = document): void {
  const origin = spareOrigin(doc)
  if (!origin || !canMove(doc) || frugalDevice(doc.defaultView ?? undefined)) return
  const kinds = wanted.length
    ? wanted
    : [{ sandbox: sandboxFor({ origin } as AppManifest, doc.defaultView?.location.origin), allow: '' }]
  for (const kind of kinds) {
    const spare = spares.get(keyOf(kind))
    if (!spare?.frame.isConnected) spares.set(keyOf(kind), startSpare(doc, origin, kind))
  }
}

function startSpare(doc: Document, origin: string, kind: Kind): Spare {
  const frame = doc.createElement('iframe')
  const entry: Spare = { ...kind, frame, port: null }
  frame.setAttribute('sandbox', kind.sandbox)
  if (kind.allow) frame.setAttribute('allow', kind.allow)
  frame.setAttribute('referrerpolicy', 'no-referrer')
  frame.setAttribute('aria-hidden', 'true')
  frame.name = SPARE_NAME
  frame.tabIndex = -1
  frame.inert = true
  frame.className = 'app-spare'
  // Loaded, it is handed a message port: a message through it arrives at once, where one posted to its window waits
  // until the shell's current task (the render of the page being opened) is over. It is ready once it answers.
  frame.addEventListener(
    'load',
    () => {
      const channel = new MessageChannel()
      channel.port1.onmessage = (event) => {
        if ((event.data as { type?: unknown } | null)?.type !== SPARE_READY) return
        channel.port1.onmessage = null
        entry.port = channel.port1
        frame.dataset.ready = 'true'
      }
      frame.contentWindow?.postMessage({ type: SPARE_CONNECT }, origin, [channel.port2])
    },
    { once: true },
  )
  frame.src = `${origin}${SPARE_PATH}`
  doc.body.append(frame)
  return entry
}

/**
 * The ready spare, for the frame `owner` of `manifest` at `url`, if it can become that page: an app of the
 * spares' origin asking for the same sandbox and features as the spare was given. Null otherwise (a new frame).
 */
export function takeSpare(
  owner: string,
  manifest: AppManifest,
  url: string,
  doc: Document = document,
): HTMLIFrameElement | null {
  if (taken?.owner === owner) return taken.frame
  const origin = spareOrigin(doc)
  const kind =
    origin && new URL(url).origin === origin ? kindOf(manifest, origin, doc.defaultView?.location.origin) : null
  const spare = kind && spares.get(keyOf(kind))
  if (!spare?.port || !spare.frame.isConnected) return null
  spares.delete(keyOf(spare))
  taken = { owner, frame: spare.frame }
  ports.set(spare.frame, spare.port)
  return spare.frame
}

/** Asks the taken spare (once) to become the page at `url`, and moves it in before `marker` as the frame of `name`. */
export function adoptSpare(
  frame: HTMLIFrameElement,
  marker: Element,
  { url, name, title }: { url: string; name: string; title: string },
): void {
  // Asked first: the page is fetched while the frame is moved and shown.
  const port = ports.get(frame)
  if (port) {
    ports.delete(frame)
    if (taken?.frame === frame) taken = null
    performance.mark(SPARE_BECOME)
    port.postMessage({ type: SPARE_BECOME, url, name })
    port.close()
  }
  const parent = marker.parentElement as (HTMLElement & { moveBefore(node: Node, child: Node | null): void }) | null
  if (parent && frame.nextSibling !== marker) parent.moveBefore(frame, marker)
  frame.inert = false
  frame.removeAttribute('aria-hidden')
  frame.removeAttribute('tabindex')
  frame.removeAttribute('class')
  frame.removeAttribute('data-ready')
  frame.name = name
  frame.title = title
}
