import { Suspense, useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import { brandName } from '../../lib/brand/brand'
import { makeTab } from '../tabs/tabs'
import { showTab } from '../tabs/tabs-store'
import { shellPagePath, type ShellPage } from '../../routing/shell-pages'

/** Shows a shell page in the portal's main area and gives it its tab. */
export function ShellPageView({ page, fullPath }: { page: ShellPage; fullPath: string }) {
  const t = useT()
  const language = useStore($language)
  const title = t(page.titleKey)
  useEffect(() => {
    showTab({ ...makeTab(fullPath, { title, keepAlive: false }), path: shellPagePath(page) })
    document.title = `${title} - ${brandName(t)}`
  }, [fullPath, language])
  return (
    <section className="shell-page" aria-label={title}>
      <ShellPageBody key={page.segment} page={page} loading={t('app.loading')} />
    </section>
  )
}

/**
 * The page once its chunk is there, the loading text until then. It does not suspend: React holds back the reveal of
 * suspended content until 300 ms after a fallback appeared, which would keep a page that loaded in 20 ms (the home
 * dashboard after sign-in) hidden for a good part of that. A chunk that failed to load is left to the page's lazy
 * loader under Suspense, which reloads the route once (a stale chunk after a deployment) or throws.
 */
function ShellPageBody({ page, loading }: { page: ShellPage; loading: string }) {
  const Page = page.component
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() => (Page.isLoaded() ? 'ready' : 'loading'))
  useEffect(() => {
    if (state !== 'loading') return
    let live = true
    void Page.preload().then(() => {
      if (live) setState(Page.isLoaded() ? 'ready' : 'failed')
    })
    return () => {
      live = false
    }
  }, [Page, state])
  const fallback = <p role="status">{loading}</p>
  if (state === 'ready') return <Page />
  if (state === 'failed')
    return (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    )
  return fallback
}
