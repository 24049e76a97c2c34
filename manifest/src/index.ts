// @hr-portal/manifest: the one validator of sub-app manifests (gateway, validate route, bridge command line), and the
// portal's one rule for text people and apps send (gateway routes, bridge calls; `@hr-portal/manifest/text` alone, which
// a browser bundle imports without the validator).
export {
  CAPABILITIES,
  RESERVED_CODES,
  SCOPES,
  TOPICS,
  type ManifestCapability,
  type ManifestScope,
  type TopicName,
} from './names'
export {
  HR_WEBHOOKS,
  LIFECYCLE_WEBHOOKS,
  WEBHOOK_TOPICS,
  type HrWebhook,
  type LifecycleWebhook,
  type WebhookTopic,
} from './webhooks'
export { HR_TOPICS, hrTopic, type TopicAccess } from './topic-scopes'
export { FUNCTION_ID_PATTERN, WIDGET_SIZES, manifestSchema } from './schema'
export { validateManifest, type ManifestPlace, type ManifestResult } from './validate'
export { findClashes } from './clashes'
export { claimedFunctions, type ClaimedFunction } from './menu-functions'
export { namespaceOf } from './semantic'
export {
  formatError,
  type Manifest,
  type ManifestMenu,
  type ManifestButton,
  type ManifestMenuEntry,
  type ManifestOtherEntry,
  type ManifestWidget,
  type ManifestWebhooks,
  type ManifestSettings,
  type ManifestTitle,
  type ManifestError,
  type ManifestErrorKey,
} from './types'
export { cleanLine, cleanParagraph, cleanText, type TextKind } from './clean-text'
