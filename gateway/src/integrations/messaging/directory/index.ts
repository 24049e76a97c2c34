import type { ConnectorSettings, DirectoryClient } from './types'
import { dingtalkDirectory } from './dingtalk'
import { feishuDirectory } from './feishu'
import { wecomDirectory } from './wecom'

export type {
  ConnectorSettings,
  DirectoryChange,
  DirectoryClient,
  InstalledApp,
  PlatformDepartment,
  PlatformMember,
  CallbackRequest,
  CallbackOutcome,
} from './types'
export { CallbackRefused } from './types'
export { DEFAULT_DATE_ATTRIBUTES, type DateAttributes } from './member-dates'
export { PlatformApiError } from './platform-error'
export {
  wecomSuite,
  SuiteTicketMissing,
  type SuiteAuthorisation,
  type SuiteSettings,
  type WecomSuite,
} from './wecom-suite'
export { receiveSuiteCallback, type SuiteEvent, type SuiteCallbackOutcome } from './wecom-suite-callback'

/** The directory client for a tenant's connector settings, by platform. */
export function directoryClient(settings: ConnectorSettings): DirectoryClient {
  switch (settings.platform) {
    case 'wecom':
      return wecomDirectory(settings)
    case 'dingtalk':
      return dingtalkDirectory(settings)
    case 'feishu':
      return feishuDirectory(settings)
  }
}
