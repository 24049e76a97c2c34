import type { WatermarkSetting } from '@hr-portal/api/client/access'
import { atom } from 'nanostores'
import { http } from '../../lib/http'
import { getToken } from '../../lib/storage'

/** The company's watermark for the signed-in user (§7 CompanySetting watermark load): its text, or null when off. */
export const $watermark = atom<{ text: string } | null>(null)

/** How long a load started ahead may stand in for the portal's own (a sign-in reaches the portal within it). */
const AHEAD_FOR_MS = 30_000
/** The load started with the session's own requests: for which token, and when. */
let ahead: { token: string | null; at: number; answer: Promise<void> } | null = null

/** Loads the setting of the session's tenant; a failed load leaves the last known value. */
export async function loadWatermark(): Promise<void> {
  const answer = await http.postJson<WatermarkSetting>('/joyhr/web/companySetting/watermark', {}, { unLoading: true })
  if (answer.code !== 0 || !answer.result) return
  const { enabled, text } = answer.result
  const next = enabled && text ? { text } : null
  if (next?.text !== $watermark.get()?.text) $watermark.set(next)
}

/** Loads the setting beside the session's own requests, so the portal does not ask only once it renders. */
export function loadWatermarkAhead(): void {
  const answer = loadWatermark()
  answer.catch(() => {})
  ahead = { token: getToken(), at: Date.now(), answer }
}

/** The portal's load: the one started ahead for this session, if any (taken once), else a new one. */
export function takeWatermarkLoad(): Promise<void> {
  const taken = ahead?.token === getToken() && Date.now() - ahead.at < AHEAD_FOR_MS ? ahead.answer : null
  ahead = null
  return taken ?? loadWatermark()
}
