import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { Menu } from '@ark-ui/react/menu'
import { navigate } from 'wouter/use-browser-location'
import { LANGUAGES, type Language } from '@hr-portal/ui/light'
import { useT } from '../../lib/i18n/use-t'
import { $language, setLanguage } from '../../lib/i18n/i18n'
import { $theme, setTheme, THEMES, type Theme } from '../../lib/theme/theme'
import { $session } from '../../session/session-store'
import { SecurityDialog } from '../../login/security/security-dialog'
import { useDoNotTrackChoice } from '../tracking/use-do-not-track-choice'
import { useTenantSwitch } from '../tenants/use-tenant-switch'
import { leavePortal } from '../leave-portal'
import { UserMenuChoice } from './user-menu-choice'
import { UserMenuFace } from './user-menu-face'
import type { OpensAtStart } from '../bar-part'
import { useMenuAtStart } from '../menu-at-start'
import './screens-texts'

/**
 * The user menu at the end of the portal's top bar: personal centre, tenant, language, theme,
 * 'Do not track me', security settings and sign-out. An Ark UI menu: Enter, Space or ArrowDown opens it,
 * the arrow keys move, Escape closes it and gives the focus back to its button. In its own chunk (bar-slots.tsx):
 * `openAtStart` opens it as it first shows, when its stand-in was clicked before the chunk was there.
 */
export function UserMenu({ personal, openAtStart }: { personal?: string } & OpensAtStart) {
  const t = useT()
  const user = useStore($session).user
  const language = useStore($language)
  const theme = useStore($theme)
  const tracking = useDoNotTrackChoice()
  const tenantSwitch = useTenantSwitch()
  const [security, setSecurity] = useState(false)
  const menu = useMenuAtStart(openAtStart, { positioning: { placement: 'bottom-end' } })
  if (!user) return null
  const name = user.realName || user.userName || ''
  const tenants =
    tenantSwitch.tenants.length > 1 ? tenantSwitch.tenants : [{ id: user.tenantId, name: user.tenantName ?? '' }]

  return (
    <>
      <Menu.RootProvider value={menu}>
        <Menu.Trigger
          className="user-menu-trigger"
          data-testid="user-menu"
          data-tour="account"
          aria-label={t('screens.userMenu', { name })}
        >
          <UserMenuFace name={name} />
        </Menu.Trigger>
        <Menu.Positioner className="user-menu-positioner">
          <Menu.Content className="hr-menu user-menu" data-testid="user-menu-content">
            {personal && (
              <Menu.Item
                value="personal"
                className="hr-menu-item user-menu-item"
                onSelect={() => navigate(personal)}
                data-testid="personal-centre"
              >
                {t('screens.personalCentre')}
              </Menu.Item>
            )}
            <UserMenuChoice
              label={t('screens.tenant')}
              value={user.tenantId}
              onChange={(id) => void tenantSwitch.change(id)}
              choices={tenants.map((tenant) => ({
                value: tenant.id,
                label: tenant.name,
                testId: `tenant-option-${tenant.id}`,
                disabled: tenantSwitch.busy || tenants.length < 2,
              }))}
            />
            <Menu.Separator className="user-menu-separator" />
            <UserMenuChoice
              label={t('screens.language')}
              value={language}
              onChange={(l) => void setLanguage(l as Language)}
              choices={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`), testId: `language-option-${l}` }))}
            />
            <UserMenuChoice
              label={t('screens.theme')}
              value={theme}
              onChange={(th) => setTheme(th as Theme)}
              choices={THEMES.map((th) => ({ value: th, label: t(`theme.${th}`), testId: `theme-option-${th}` }))}
            />
            <Menu.Separator className="user-menu-separator" />
            <Menu.CheckboxItem
              value="do-not-track"
              className="hr-menu-item user-menu-item"
              closeOnSelect={false}
              checked={tracking.on}
              disabled={tracking.saving}
              onCheckedChange={(on) => void tracking.change(on)}
              data-testid="do-not-track"
              title={t('tracking.doNotTrackHint')}
            >
              <Menu.ItemIndicator className="user-menu-check" aria-hidden="true">
                ✓
              </Menu.ItemIndicator>
              <Menu.ItemText>{t('tracking.doNotTrack')}</Menu.ItemText>
            </Menu.CheckboxItem>
            <Menu.Item
              value="security"
              className="hr-menu-item user-menu-item"
              onSelect={() => setSecurity(true)}
              data-testid="security-settings"
              aria-haspopup="dialog"
            >
              {t('security.menu')}
            </Menu.Item>
            <Menu.Separator className="user-menu-separator" />
            <Menu.Item
              value="sign-out"
              className="hr-menu-item user-menu-item"
              onSelect={() => void leavePortal()}
              data-testid="sign-out"
            >
              {t('portal.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.RootProvider>
      <SecurityDialog open={security} onClose={() => setSecurity(false)} />
    </>
  )
}

export default UserMenu
