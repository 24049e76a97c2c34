import { useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../lib/i18n/use-t'
import { showMessage } from '../../lib/messages/message'
import { useAfterPageReady } from '../../lib/use-after-page-ready'
import { $doNotTrack, loadDoNotTrack, setDoNotTrack } from './do-not-track'
import './tracking-texts'

/** The user's 'Do not track me' choice, saved per user and tenant on the server; a failed save says so. */
export function useDoNotTrackChoice() {
  const t = useT()
  const on = useStore($doNotTrack)
  const [saving, setSaving] = useState(false)
  useAfterPageReady(() => {
    void loadDoNotTrack()
  }, [])
  async function change(next: boolean) {
    setSaving(true)
    try {
      await setDoNotTrack(next)
    } catch {
      showMessage('error', t('tracking.saveFailed'))
    } finally {
      setSaving(false)
    }
  }
  return { on, saving, change }
}
