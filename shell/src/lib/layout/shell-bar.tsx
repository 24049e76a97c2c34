import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { LANGUAGES, type Language } from '@hr-portal/ui/light'
import { $language, setLanguage } from '../i18n/i18n'
import { useT } from '../i18n/use-t'
import { $theme, setTheme, THEMES, type Theme } from '../theme/theme'
import { $loading } from '../loading'
import { BrandMark } from '../brand/brand-mark'

/**
 * The top bar: `start` (the menu button), brand, global loading indicator, language and theme switches
 * (`switches`; the portal has them in its user menu instead), and `children`.
 */
export function ShellBar({
  start,
  children,
  switches = true,
}: {
  start?: ReactNode
  children?: ReactNode
  switches?: boolean
}) {
  const t = useT()
  const language = useStore($language)
  const theme = useStore($theme)
  const loading = useStore($loading)
  return (
    <header className="shell-bar">
      {start}
      <BrandMark />
      <span className="shell-loading" role="status" aria-live="polite">
        {loading ? t('app.loading') : ''}
      </span>
      {switches && (
        <>
          <label className="shell-switch">
            <span className="hr-sr-only">{t('bar.language')}</span>
            <select
              value={language}
              onChange={(e) => void setLanguage(e.target.value as Language)}
              data-testid="language-switch"
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`language.${l}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="shell-switch">
            <span className="hr-sr-only">{t('bar.theme')}</span>
            <select value={theme} onChange={(e) => setTheme(e.target.value as Theme)} data-testid="theme-switch">
              {THEMES.map((th) => (
                <option key={th} value={th}>
                  {t(`theme.${th}`)}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {children}
    </header>
  )
}
