import { atom } from 'nanostores'
import type { AppConnection } from '@hr-portal/bridge'

/** The connected frames of the pool, by app code: where the shell sends lifecycle, events and shortcuts. */
const live = new Map<string, AppConnection>()

/** The app whose frame is shown now. */
export const $activeApp = atom<string | null>(null)

export function registerLiveApp(app: string, connection: AppConnection): () => void {
  live.set(app, connection)
  return () => {
    if (live.get(app) === connection) live.delete(app)
  }
}

export const liveApp = (app: string): AppConnection | undefined => live.get(app)
