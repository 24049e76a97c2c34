import { widgetsIn, type MicroApp } from '../../../apps/registry'
import type { InstalledApp } from './installed'

/** What the shell needs to frame an installed app (the menu tree's `microApp`): its own entry and origin, third party. */
export function installedMicroApp(app: InstalledApp, lang: 'zh' | 'en'): MicroApp {
  return {
    name: app.name,
    title: lang === 'en' ? app.titleEn : app.titleZh,
    entry: app.entry,
    origin: app.origin,
    party: 'third',
    capabilities: [...app.capabilities],
    // The consented data scopes: the shell answers session.user's personal fields only under these.
    scopes: [...app.scopes],
    ...(app.sandbox ? { sandbox: [...app.sandbox] } : {}),
    ...(app.allow ? { allow: [...app.allow] } : {}),
    ...(app.handshakeTimeout ? { handshakeTimeout: app.handshakeTimeout } : {}),
    ...(app.intents ? { intents: { ...app.intents } } : {}),
    ...(app.events ? { events: { ...app.events } } : {}),
    ...(app.widgets ? { widgets: widgetsIn(app.widgets, lang) } : {}),
    ...(app.settings ? { settings: app.settings.path } : {}),
  }
}
