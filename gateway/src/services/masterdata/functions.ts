/**
 * FunctionIds of the master data app (apps/masterdata/manifest.json): the dictionaries (menu item 8701,
 * button 870101 edits) and the lists' quick query (menu item 8702, button 870201 edits).
 */
export const MASTERDATA_FUNCTIONS = {
  dictionaries: '8701',
  editDictionaries: '870101',
  quickQuery: '8702',
  editQuickQuery: '870201',
} as const
