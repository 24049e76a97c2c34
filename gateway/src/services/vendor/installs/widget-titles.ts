import type { Manifest } from '@hr-portal/manifest'
import { registryEntries } from '../../../apps/registry'
import type { Lang } from '../../../core/lang'
import type { InstallProblem } from './fetch-manifest'
import { sayInstall } from './install-texts'

/**
 * A widget title as a reader takes it in: letters and digits only, in one case and width, so spaces, punctuation,
 * invisible format characters (zero-width, direction marks) or full-width letters do not make a copy look new.
 */
export const titleKey = (title: string): string =>
  title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')

/** The portal's own widgets by the key of each of their titles (both languages): the app and the widget id. */
function firstPartyWidgets(): Map<string, { app: string; title: string }> {
  const widgets = new Map<string, { app: string; title: string }>()
  for (const entry of registryEntries) {
    if (entry.party !== 'first') continue
    for (const widget of entry.widgets ?? []) {
      for (const title of [widget.title['zh-CN'], widget.title.en])
        widgets.set(titleKey(title), { app: entry.name, title })
    }
  }
  return widgets
}

/**
 * A third-party app's widgets may not be titled as one of the portal's own (a "My latest payslip" card of a vendor
 * could ask for a password): each title, in either language, that reads as a first-party widget's is a problem.
 */
export function copiedWidgetTitles(manifest: Manifest, lang: Lang): InstallProblem[] {
  const own = firstPartyWidgets()
  const problems: InstallProblem[] = []
  manifest.widgets?.forEach((widget, i) => {
    for (const field of ['zh-CN', 'en'] as const) {
      const copied = own.get(titleKey(widget.title[field]))
      if (copied) {
        problems.push({
          path: `widgets[${i}].title.${field}`,
          key: 'widgetTitleTaken',
          message: sayInstall(lang, 'widgetTitleTaken', { title: copied.title, app: copied.app }),
        })
      }
    }
  })
  return problems
}
