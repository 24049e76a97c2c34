import { useT } from '../../lib/i18n/use-t'
import { DevBadge } from '../pool/dev-badge'
import type { RouteTab } from './tabs'

/** What a tab of the open pages shows, in the tab list and its stand-in: its title, a dev build's badge, its close mark. */
export function TabFace({
  tab,
  devBuilds,
  onClose,
}: {
  tab: RouteTab
  devBuilds: ReadonlyMap<string, string>
  onClose: (tab: RouteTab) => void
}) {
  const t = useT()
  return (
    <>
      <span>{tab.meta.affix ? t('portal.home') : tab.meta.title}</span>
      {tab.meta.appName && devBuilds.has(tab.meta.appName) && (
        <>
          {' '}
          <DevBadge url={devBuilds.get(tab.meta.appName)!} place="tab" />
        </>
      )}
      {/* A pointer affordance only: the keyboard closes the focused tab with Delete. */}
      {!tab.meta.affix && (
        <span
          aria-hidden="true"
          className="tab-close"
          title={t('portal.closeTab', { title: tab.meta.title })}
          onClick={(e) => {
            e.stopPropagation()
            onClose(tab)
          }}
        >
          ×
        </span>
      )}
    </>
  )
}

/** What the button of the menu of open pages shows, in the menu and its stand-in: the shown page's title and the count. */
export function MoreTabsFace({ tabs, active }: { tabs: RouteTab[]; active: RouteTab | undefined }) {
  const t = useT()
  return (
    <>
      {active && (
        <span className="tab-more-title" aria-hidden="true">
          {active.meta.affix ? t('portal.home') : active.meta.title}
        </span>
      )}
      <span className="tab-more-count" aria-hidden="true">
        {tabs.length}
      </span>
      <span className="hr-sr-only">{t('screens.moreTabs', { count: tabs.length })}</span>
      <span className="tab-more-caret" aria-hidden="true">
        ▾
      </span>
    </>
  )
}
