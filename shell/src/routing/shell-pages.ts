import type { LazyPage } from './lazy-page'

/**
 * A page the shell itself shows inside the portal (message centre, file centre …), beside the
 * sub-apps' pages: it has a tab like theirs, under `/portal/<segment>`, and loads in its own chunk.
 */
export interface ShellPage {
  /** The first path segment after /portal, e.g. `messages` for /portal/messages and below. */
  segment: string
  /** The key of its title in the shell's texts. */
  titleKey: string
  /** The page in its own chunk (routing/lazy-page.ts). */
  component: LazyPage<object>
  /**
   * The page says itself when it has its content (lib/page-ready.ts setPageReady), e.g. the dashboard once a widget
   * drew; other shell pages are ready as they render.
   */
  readyOnContent?: boolean
}

const pages: ShellPage[] = []

/** Adds a shell page; each feature registers its own from its folder (pages/portal-route.ts lists them). */
export function registerShellPage(page: ShellPage) {
  if (!pages.some((p) => p.segment === page.segment)) pages.push(page)
}

/** The shell page at `pathname`, if it is one. Sub-apps' router bases never start with these segments. */
export function shellPageAt(pathname: string): ShellPage | null {
  const segment = pathname.split('/')[2]
  if (!pathname.startsWith('/portal/') || !segment) return null
  return pages.find((p) => p.segment === segment) ?? null
}

/** The base path of a shell page. */
export const shellPagePath = (page: ShellPage) => `/portal/${page.segment}`
