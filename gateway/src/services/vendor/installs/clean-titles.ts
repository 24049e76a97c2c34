import type { Manifest, ManifestTitle } from '@hr-portal/manifest'
import { cleanLine } from '../../../core/text/clean-text'

const clean = (title: ManifestTitle): ManifestTitle => ({ 'zh-CN': cleanLine(title['zh-CN']), en: cleanLine(title.en) })

/**
 * The manifest with the titles people read (the app's, its pages' and its widgets') cleaned as every text the gateway
 * takes in (core/text/clean-text.ts): no control or direction characters reorder what the menus, the consent or a
 * widget card show.
 */
export function withCleanTitles(manifest: Manifest): Manifest {
  return {
    ...manifest,
    title: clean(manifest.title),
    menus: manifest.menus.map((item) => ({ ...item, title: clean(item.title) })),
    ...(manifest.widgets
      ? { widgets: manifest.widgets.map((widget) => ({ ...widget, title: clean(widget.title) })) }
      : {}),
  }
}
