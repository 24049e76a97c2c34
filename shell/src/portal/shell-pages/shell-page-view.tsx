import { Suspense, useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $language } from '../../i18n/i18n'
import { useT } from '../../i18n/use-t'
import { brandName } from '../../brand/brand'
import { makeTab } from '../tabs/tabs'
import { showTab } from '../tabs/tabs-store'
import { shellPagePath, type ShellPage } from './shell-pages'

/** Shows a shell page in the portal's main area and gives it its tab. */
export function ShellPageView({ page, fullPath }: { page: ShellPage; fullPath: string }) {
  const t = useT()
  const language = useStore($language)
  const title = t(page.titleKey)
  useEffect(() => {
    showTab({ ...makeTab(fullPath, { title, keepAlive: false }), path: shellPagePath(page) })
    document.title = `${title} - ${brandName(t)}`
  }, [fullPath, language])
  const Page = page.component
  return (
    <section className="shell-page" aria-label={title}>
      <Suspense fallback={<p role="status">{t('app.loading')}</p>}><Page /></Suspense>
    </section>
  )
}
