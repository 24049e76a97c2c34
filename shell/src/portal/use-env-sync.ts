import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { AppConnection } from '@hr-portal/bridge'
import { $language } from '../i18n/i18n'
import { $theme } from '../theme/theme'
import { currentEnv } from './shell-handlers'

/** Tells a connected app when the language or theme changes. */
export function useEnvSync(connection: AppConnection | null, ready: boolean) {
  const language = useStore($language)
  const theme = useStore($theme)
  useEffect(() => {
    if (ready && connection) connection.app.setEnv(currentEnv()).catch(() => {})
  }, [connection, ready, language, theme])
}
