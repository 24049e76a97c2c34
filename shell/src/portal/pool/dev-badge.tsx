import { useT } from '../../lib/i18n/use-t'

/**
 * Marks a development build (developer mode: this session only): on its tab, and over its frame with the
 * build's address. The text is part of the tab's name for screen readers; the address is in its title too.
 */
export function DevBadge({ url, place }: { url: string; place: 'tab' | 'frame' }) {
  const t = useT()
  const title = t('portal.devBuildTitle', { url })
  if (place === 'tab')
    return (
      <span className="dev-badge" title={title} data-testid="dev-badge-tab">
        {t('portal.devBuild')}
      </span>
    )
  return (
    <p className="app-frame-dev" role="note" title={title} data-testid="dev-badge-frame">
      <span className="dev-badge">{t('portal.devBuild')}</span>
      <span className="app-frame-dev-url">{url}</span>
    </p>
  )
}
