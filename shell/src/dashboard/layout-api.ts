import type { PlacedWidget, StoredLayout } from '@hr-portal/api/client/dashboard'
import { http } from '../lib/http'
import { getToken } from '../lib/storage'

// The user's layout and where it came from (own, their role's default, or none: every widget they may see), typed by the contract.
export type { LayoutSource, StoredLayout } from '@hr-portal/api/client/dashboard'

const BASE = '/ums/web/dashboard'

/** The user's home dashboard layout in the current tenant. */
export const loadLayout = async () =>
  (await http.postJson<StoredLayout>(`${BASE}/layout`, {}, { unLoading: true })).result!

/** How long a layout asked for ahead may stand in for the dashboard's own request (a sign-in lands within it). */
const AHEAD_FOR_MS = 30_000
type Ahead = { token: string | null; at: number; answer: Promise<StoredLayout>; answered?: StoredLayout }
let ahead: Ahead | null = null

/** Asks for the layout ahead of the dashboard, as the session loads: the dashboard's first load takes that answer. */
export function loadLayoutAhead() {
  const answer = loadLayout()
  const asked: Ahead = { token: getToken(), at: Date.now(), answer }
  answer.then(
    (stored) => void (asked.answered = stored),
    () => {},
  )
  ahead = asked
}

const current = (asked: Ahead | null) =>
  asked && asked.token === getToken() && Date.now() - asked.at < AHEAD_FOR_MS ? asked : null

/** The layout asked for ahead by this session lately, once; null when there is none (the dashboard asks itself). */
export function takeLayoutAhead(): Promise<StoredLayout> | null {
  const taken = current(ahead)
  ahead = null
  return taken ? taken.answer : null
}

/** The layout asked for ahead when its answer is already in (the dashboard draws it at once), else null; not taken. */
export const answeredLayoutAhead = (): StoredLayout | null => current(ahead)?.answered ?? null

/** Stores the user's own arrangement. */
export const saveLayout = async (widgets: PlacedWidget[]) =>
  (await http.postJson<StoredLayout>(`${BASE}/layout/save`, { widgets }, { unLoading: true })).result!

/** Drops the user's own arrangement: their role's default (or every widget) shows again. */
export const resetLayout = async () =>
  (await http.postJson<StoredLayout>(`${BASE}/layout/reset`, {}, { unLoading: true })).result!
