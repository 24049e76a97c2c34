import { useId, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../i18n/use-t'
import { showMessage } from '../messages/message'
import { useAfterPageReady } from '../lib/use-after-page-ready'
import { $doNotTrack, loadDoNotTrack, setDoNotTrack } from './do-not-track'
import './tracking-texts'

/** The shell bar's 'Do not track me' checkbox: the user's choice, saved per user and tenant on the server. */
export function DoNotTrackSwitch() {
  const t = useT()
  const on = useStore($doNotTrack)
  const [saving, setSaving] = useState(false)
  const hint = useId()
  useAfterPageReady(() => { void loadDoNotTrack() }, [])
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
  return (
    <label className="tracking-switch" title={t('tracking.doNotTrackHint')}>
      <input type="checkbox" data-testid="do-not-track" checked={on} disabled={saving} aria-describedby={hint}
        onChange={(event) => void change(event.currentTarget.checked)} />
      <span>{t('tracking.doNotTrack')}</span>
      <span id={hint} className="hr-sr-only">{t('tracking.doNotTrackHint')}</span>
    </label>
  )
}
