export { appToShell, shellToApp, MESSAGES_TOPIC } from './contract'
export type {
  AppToShell,
  ShellToApp,
  Handlers,
  Remote,
  Env,
  EnvInfo,
  UserProfile,
  ConfirmRequest,
  TourStep,
  TourRect,
  CapsList,
  ProtocolAgreement,
} from './contract'
export {
  SHELL_PROTOCOL_VERSIONS,
  SDK_PROTOCOL_VERSIONS,
  pickVersion,
  createProtocolHandlers,
  type ProtocolMethod,
} from './protocol'
export { BridgeError } from './bridge-error'
export { connectApp, type AppConnection, type ConnectAppOptions } from './host'
export { connectToShell, type ShellConnection, type ConnectToShellOptions } from './client'
export { createEndpoint, MAX_ARG_BYTES, type CallRecord } from './endpoint'
export { readAppConfig, type AppConfig } from './app-config'
export { createEnvStore, type EnvStore } from './env-store'
export type { AppManifest, AppWidget, Capability, BridgeErrorCode, CallOutcome } from './types'
export { createSubApp, type SubApp, type SubAppOptions, type SubAppWindow } from './sub-app'
export {
  createAppRouter,
  type AppRouter,
  type AppRouterOptions,
  type NavigateOptions,
  type RouterWindow,
} from './app-router'
export { mirrorEnvOnDocument, type EnvDocument } from './env-on-document'
export { localizeValidation, validationText, type ValidationDocument } from './validation-text'
export { createTranslator, type Catalogue, type Translate, type Translator } from './translate'
export { topics, isTopic, type Topic, type TopicPayload } from './topics'
export { SHELL_SHORTCUTS, comboOf, shellShortcutOf, type ShellShortcut } from './shortcuts'
export type { DialogRequest, Shortcut } from './contract'
export type { MessageSummary } from './contract'
export { showWatermark, watermarkTile, WATERMARK_ATTRIBUTE } from './watermark'
export { measureTourTarget } from './tour-rect'
