/** A manifest error's message in the reader's language (the operations console lists refused manifests). */
export { sayManifestError } from './manifest-texts'
/** Developer mode: a session's development builds in its menu tree, and the function that allows them. */
export { withDevBuilds, devBuildsOf, type DevBuild } from './dev/dev-builds'
export { DEV_FUNCTION } from './dev/function'
/** How a vendor-service change is written to the audit log (joyhr hands the writer in its handlers). */
export { VENDOR_AUDIT_WRITER, type VendorAuditEntry } from './audit'
/** Where a session's shell page may load app frames from: its tenant's installed apps and its development builds. */
export { sessionFrameOrigins } from './frame-origins'
/** The apps a tenant installed from a manifest URL (enabled ones, unless asked for all). */
export { installedApps, findInstalledApp, installedMenuRows, type InstalledApp } from './installs/installed'
/** Every install of the apps served from these origins, in any tenant (the vendor console). */
export { installsOnOrigins } from './installs/by-origin'
/** Installs an app from its manifest URL with an actor's consent (the demo's sample apps). */
export { installByUrl } from './installs/install-by-url'
/** An installed app's `microApp` descriptor for the menu tree. */
export { installedMicroApp } from './installs/micro-app'
/** An installed app asks for optional data scopes while it runs (the administrator answers on the Apps page). */
export { askOptionalScopes, type AskAnswer } from './installs/optional-scopes'
/** An installed app takes its new version on its own when it asks for nothing more than the consent in force. */
export { applyMinorUpdate, type MinorUpdate } from './installs/minor-update'
/** The system app's function "Apps" (menu item 1007) that the install routes require. */
export { APPS_FUNCTION } from './installs/changes'
/** Hears every install change (install, update, enable, disable, roll back, uninstall), inside its transaction. */
export { APP_INSTALL_CHANGED, type InstallChange, type InstallListener } from './installs/changes'
// The vendor service's tables: their row types (merged into core's Database) and the migrations of its own
// (the supplier table, created by core's baseline 003-apps, is dropped by 042).
export type { AppInstallTable, AppInstallVersionTable, AppDevBuildTable, AppInstallPreviewTable } from './tables'
