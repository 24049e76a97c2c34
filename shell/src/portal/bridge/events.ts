import { dropSubscriptions, publishTopic, subscribeTopic, unsubscribeTopic } from '../services/app-events'
import type { FrameHooks, ShellHandlers } from './frame'

/** `events.*`: topics the app's manifest lets it publish or hear, relayed between frames (services/app-events.ts). */
export function handlers({
  app,
}: Pick<FrameHooks, 'app'>): Pick<ShellHandlers, 'events.publish' | 'events.subscribe' | 'events.unsubscribe'> {
  return {
    'events.publish': (topic, payload) => {
      publishTopic(app.code, app.manifest, topic, payload)
    },
    'events.subscribe': (topic) => subscribeTopic(app.code, app.manifest, topic),
    'events.unsubscribe': (topic) => unsubscribeTopic(app.code, topic),
  }
}

/** An app that goes away hears no topic more. */
export const forget = dropSubscriptions
