/** The master data service's business codes (412101–412149); the gateway's masterdata/texts.ts takes them from here. */
export const MASTERDATA = {
  dictionaryNotFound: 412101,
  valueNotFound: 412102,
  badCode: 412103,
  codeTaken: 412104,
  badName: 412105,
  tooMany: 412106,
  atEdge: 412107,
  unknownList: 412108,
  unknownField: 412109,
  repeatedField: 412110,
  notQuickField: 412111,
  filterText: 412112,
  filterChoice: 412113,
  filterDate: 412114,
  filterOrgan: 412115,
  badQuick: 412116,
} as const
