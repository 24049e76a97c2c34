/** The service segments of §7, verbatim (`performanc` and `performance` are distinct). */
export const SERVICE_SEGMENTS: readonly string[] = Object.freeze([
  'joyhr',
  'ums',
  'message',
  'remind',
  'insurance',
  'salary',
  'rearservice',
  'contract',
  'form',
  'report',
  'workflow',
  'vacation',
  'paiban',
  'kaoqin',
  'esign',
  'kaoqinji',
  'filecenter',
  'tum',
  'uac',
  'docenter',
  'recruit',
  'performanc',
  'performance',
  'elephantstep',
  'attendance',
  'prism',
  'help',
  'wpm',
  'ruleEngine',
  'etax',
])

/** Default timeouts of §7/§9 in milliseconds; GET helpers and uploads have none. */
export const TIMEOUTS = { json: 120000, form: 120000, blobPost: 300000 } as const

/** Default for `HttpOptions.defaultService`. */
export const DEFAULT_SERVICE = 'uac'

/** Default `Accept-Language` (§9). */
export const DEFAULT_LANGUAGE = 'zh-CN'

/** How long a hidden download frame stays in the page; browsers fire no `load` for attachments. */
export const DOWNLOAD_FRAME_TTL = 60000

export const EXCEL_TYPES: readonly string[] = [
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  // CSV opens in Excel too, and is saved the same way.
  'text/csv',
]

export const PDF_TYPE = 'application/pdf'

/** §5 / §8: the exact rejection text of an Excel export without a filename header. */
export const EXPORT_FILENAME_MISSING = 'export filename not found.'

/** §8: the text of 401001, used for the quiet hasPermissionMark rejection. */
export const LOGIN_INVALID = 'Login information is invalid, please log in again'

/** §8: the text a call answered 404110 (permissions changed) is rejected with. */
export const PERMISSION_CHANGED_REJECT = 'Login permissions changed, please log in again'
