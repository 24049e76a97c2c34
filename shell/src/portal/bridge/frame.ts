import type { AppToShell, Handlers, ProtocolMethod } from '@hr-portal/bridge'
import type { AppRoute } from '../../session/menus'
import type { TourFrame } from '../tour/frame-tour'

/** The shell's side of the contract: every app → shell method but the two the bridge answers from the manifest. */
export type ShellHandlers = Omit<Handlers<AppToShell>, ProtocolMethod>

/** What one app frame (a tab's, a dialog's or a widget's) gives the handlers of its calls. */
export interface FrameHooks {
  app: AppRoute
  /** The app's current shell path (its active page). */
  currentPath: () => string
  /** The app said it shows its page, or cannot (`app.ready`, `app.failed`). */
  onLifecycle: (state: 'ready' | 'failed', reason?: string) => void
  /** The app's own route changed (`nav.changed`), as a path inside the app. */
  onNavChanged: (path: string, replace: boolean) => void
  /** Opens a tab on `path` (a shell path), named `title` when given. */
  openPage: (path: string, title?: string) => void
  /** Set when this frame shows a page in a dialog or drawer: ends it with a result. */
  closeDialog?: (result: unknown) => void
  /**
   * Whether this frame is the shown one and holds the keyboard focus: only then does the shell run
   * the shortcuts it forwards (`keys.forward`). Absent (a dialog page): never.
   */
  holdsFocus?: () => boolean
  /** Set when this frame shows a page in a dialog or drawer: Escape pressed in the page, and not used by it. */
  onEscape?: () => void
  /** The app's frame in a tab, for the tours it starts (`tour.start`); absent for dialog pages. */
  tourFrame?: () => TourFrame | null
  /** Whether the user can be working in this frame: it is the shown tab's or an open dialog's (`session.activity`). */
  inUse?: () => boolean
}

/**
 * One area of the contract (its methods under one name: `events.*`, `ui.dialog.*` …): the handlers of one frame's
 * calls, and `forget`, which drops what the area keeps for an app whose frame went (absent where it keeps nothing).
 */
export interface BridgeArea {
  handlers: (frame: FrameHooks) => Partial<ShellHandlers>
  forget?: (app: string) => void
}
