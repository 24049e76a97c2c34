/** One saved query scheme of a list (§7 selfSchemeQuery): a named set of the list's filters, at most one the default. */
export interface SavedScheme<C> {
  id: string
  name: string
  isDefault: boolean
  conditions: C
}

/**
 * The calls a scheme bar makes, bound to one list by its owner (the list's §3 `functionId`).
 * @example const api: SchemeApi<Filters> = { list: () => post('findSelfSchemeQueryByUser', { functionId: 1101 }), … }
 */
export interface SchemeApi<C> {
  list(): Promise<SavedScheme<C>[]>
  add(name: string, conditions: C): Promise<SavedScheme<C>>
  rename(id: string, name: string): Promise<unknown>
  setDefault(id: string, isDefault: boolean): Promise<unknown>
  remove(id: string): Promise<unknown>
}

export interface SchemeBarLabels {
  label: string
  none: string
  saveAs: string
  name: string
  save: string
  rename: string
  delete: string
  setDefault: string
  unsetDefault: string
  /** A default scheme's option in the list. */
  isDefault: (name: string) => string
  saved: (name: string) => string
  deleted: (name: string) => string
  defaultSet: (name: string) => string
}

export interface SchemeBarProps<C> {
  api: SchemeApi<C>
  /** The list's current filters: what 'Save as scheme…' saves. */
  conditions: C
  /** Applies a scheme's filters to the list: the default scheme's when the bar opens, none (`{}`) for 'No scheme'. */
  onApply: (conditions: C | Record<string, never>) => void
  labels: SchemeBarLabels
  /** What was done (saved, deleted, the default set), for the owner to show as a message. */
  onDone?: (text: string) => void
}
