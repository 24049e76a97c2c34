/** The sections of the record page and the built-in fields each shows, in order. */
export const SECTIONS = [
  {
    id: 'personal',
    title: 'record.personal',
    keys: [
      'name',
      'gender',
      'birthDate',
      'idNumber',
      'mobile',
      'email',
      'address',
      'nationality',
      'education',
      'maritalStatus',
      'politicalStatus',
    ],
  },
  {
    id: 'job',
    title: 'record.job',
    keys: ['jobNumber', 'organ', 'zhiwei', 'gangwei', 'entryDate', 'workStartDate', 'salaryGrade'],
  },
  { id: 'emergency', title: 'record.emergency', keys: ['emergencyContact', 'emergencyRelation', 'emergencyPhone'] },
  { id: 'bank', title: 'record.bank', keys: ['bankName', 'bankAccount', 'bankHolder'] },
  { id: 'family', title: 'record.family', keys: ['family'] },
] as const

/** Fields whose value is an id and whose text comes from `names`. */
export const REFERENCE_KEYS = new Set(['organ', 'zhiwei', 'gangwei'])
