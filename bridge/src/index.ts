export { appToShell, shellToApp, MESSAGES_TOPIC } from './contract/index.js'
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
} from './contract/index.js'
export {
  SHELL_PROTOCOL_VERSIONS,
  SDK_PROTOCOL_VERSIONS,
  pickVersion,
  createProtocolHandlers,
  type ProtocolMethod,
} from './protocol.js'
export { BridgeError } from './bridge-error.js'
export { connectApp, type AppConnection, type ConnectAppOptions } from './host.js'
export { connectToShell, type ShellConnection, type ConnectToShellOptions } from './client.js'
export { createEndpoint, MAX_ARG_BYTES, type CallRecord } from './endpoint.js'
export { readAppConfig, type AppConfig } from './app-config.js'
export { createEnvStore, type EnvStore } from './env-store.js'
export type { AppManifest, AppWidget, Capability, BridgeErrorCode, CallOutcome } from './types.js'
export { createSubApp, type SubApp, type SubAppOptions, type SubAppWindow } from './sub-app.js'
export {
  createAppRouter,
  type AppRouter,
  type AppRouterOptions,
  type NavigateOptions,
  type RouterWindow,
} from './app-router.js'
export { mirrorEnvOnDocument, type EnvDocument } from './env-on-document.js'
export { localizeValidation, validationText, type ValidationDocument } from './validation-text.js'
export { createTranslator, type Catalogue, type Translate, type Translator } from './translate.js'
export { topics, isTopic, type Topic, type TopicPayload } from './topics.js'
export { SHELL_SHORTCUTS, comboOf, shellShortcutOf, type ShellShortcut } from './shortcuts.js'
export type { DialogRequest, Shortcut } from './contract/index.js'
export type { MessageSummary } from './contract/index.js'
export { showWatermark, watermarkTile, WATERMARK_ATTRIBUTE } from './watermark.js'
export { measureTourTarget } from './tour-rect.js'
