import type { ConnectorSettings } from '../directory/types'
import type { Platform } from '../types'
import { dingtalkSender } from './dingtalk'
import { feishuSender } from './feishu'
import type { MessageSender } from './types'
import { wecomSender } from './wecom'

export { MessageRefused, type MessageSender, type PlatformMessage } from './types'

const FACTORIES: Record<Platform, (settings: ConnectorSettings) => MessageSender> = {
  wecom: wecomSender,
  dingtalk: dingtalkSender,
  feishu: feishuSender,
}

/** The message sender of a platform's connector settings. */
export const messageSenderFor = (settings: ConnectorSettings): MessageSender => FACTORIES[settings.platform](settings)
