import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { showWatermark } from '@hr-portal/bridge'
import { onShellTopic } from '../services/app-events'
import { $watermark, loadWatermark, takeWatermarkLoad } from './watermark-store'

/**
 * The shell's watermark: loads the company setting once the portal shows (or takes the load started with the
 * session's requests) and again when an app
 * says the company settings changed (`company.settingsChanged`), and draws the user's name and job
 * number over the whole page (the SDK draws it inside first-party apps from their env).
 */
export function ShellWatermark() {
  const watermark = useStore($watermark)
  useEffect(() => {
    void takeWatermarkLoad().catch(() => {})
    const off = onShellTopic('company.settingsChanged', () => {
      void loadWatermark().catch(() => {})
    })
    return () => {
      off()
      $watermark.set(null)
    }
  }, [])
  useEffect(() => {
    showWatermark(document, watermark?.text ?? null)
  }, [watermark])
  useEffect(() => () => showWatermark(document, null), [])
  return null
}
