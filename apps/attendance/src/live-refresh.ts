import { useEffect } from 'react'
import { app } from '@hr-portal/kit'

/**
 * Runs `refresh` when a workflow request moves: `approval.changed` from an app in this browser, or a message of the
 * approval centre (the applicant's notice of an approval, rejection or send-back, pushed by the server).
 */
export function useLiveRefresh(refresh: () => void): void {
  useEffect(() => {
    const stops = [
      app.events.on('approval.changed', () => refresh()),
      app.messages.onNew((message) => {
        if (message.sourceApp === 'approval') refresh()
      }),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }, [refresh])
}
