import type { WatermarkSetting } from '@hr-portal/api/client/access'
import { atom } from 'nanostores'
import { http } from '../../lib/http'

/** The company's watermark for the signed-in user (§7 CompanySetting watermark load): its text, or null when off. */
export const $watermark = atom<{ text: string } | null>(null)

/** Loads the setting of the session's tenant; a failed load leaves the last known value. */
export async function loadWatermark(): Promise<void> {
  const answer = await http.postJson<WatermarkSetting>('/joyhr/web/companySetting/watermark', {}, { unLoading: true })
  if (answer.code !== 0 || !answer.result) return
  const { enabled, text } = answer.result
  const next = enabled && text ? { text } : null
  if (next?.text !== $watermark.get()?.text) $watermark.set(next)
}
