/** FunctionIds of the master data app (menu item 8701, button 870101; seed/masterdata-menus.ts, app `masterdata`). */
export const MASTERDATA_FUNCTIONS = {
  dictionaries: '8701', editDictionaries: '870101',
} as const
