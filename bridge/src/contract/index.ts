// The whole bridge surface: the two method tables (app → shell, shell → app), the types their calls
// carry, and what both sides derive from them. Nothing redeclares the surface by hand.
export { appToShell, type AppToShell } from './app-to-shell'
export { shellToApp, type ShellToApp } from './shell-to-app'
export type { MethodSpec, Contract } from './method'
export type { Handlers, Remote } from './derive'
export type { Env, EnvInfo, UserProfile } from './env'
export type { ConfirmRequest, DialogRequest } from './ui'
export type { Shortcut } from './keys'
export type { TourStep, TourRect } from './tour'
export { MESSAGES_TOPIC, type MessageSummary } from './messages'
export type { CapsList, ProtocolAgreement } from './caps'
