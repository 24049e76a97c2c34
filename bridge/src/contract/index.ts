// The whole bridge surface: the two method tables (app → shell, shell → app), the types their calls
// carry, and what both sides derive from them. Nothing redeclares the surface by hand.
export { appToShell, type AppToShell } from './app-to-shell.js'
export { shellToApp, type ShellToApp } from './shell-to-app.js'
export type { MethodSpec, Contract } from './method.js'
export type { Handlers, Remote } from './derive.js'
export type { Env, EnvInfo, UserProfile } from './env.js'
export type { ConfirmRequest, DialogRequest } from './ui.js'
export type { Shortcut } from './keys.js'
export type { TourStep, TourRect } from './tour.js'
export { MESSAGES_TOPIC, type MessageSummary } from './messages.js'
export type { CapsList, ProtocolAgreement } from './caps.js'
