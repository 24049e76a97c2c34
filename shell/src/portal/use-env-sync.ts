import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import type { AppConnection } from '@hr-portal/bridge'
import { $language } from '../lib/i18n/i18n'
import { $theme } from '../lib/theme/theme'
import { currentEnv } from './current-env'
import { $watermark } from './watermark/watermark-store'

/** Tells a connected app when the language, theme or the company's watermark changes. */
export function useEnvSync(connection: AppConnection | null, ready: boolean, party: 'first' | 'third' = 'third') {
  const language = useStore($language)
  const theme = useStore($theme)
  const watermark = useStore($watermark)
  useEffect(() => {
    if (ready && connection) connection.app.setEnv(currentEnv(party)).catch(() => {})
  }, [connection, ready, language, theme, watermark, party])
}
