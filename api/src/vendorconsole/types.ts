import type { Static } from 'typebox'
import type { ResultOf } from '../route'
import type {
  consoleCallDay,
  consoleCallError,
  consoleDeletion,
  consoleDelivery,
  consoleInstall,
  vendorAccountRow,
  vendorconsole,
} from './index'

// The vendor console's wire types, from the contract's schemas (the shell imports them from @hr-portal/api/client/vendorconsole).

export type ConsoleInstall = Static<typeof consoleInstall>
export type ConsoleDeletion = Static<typeof consoleDeletion>
export type ConsoleDelivery = Static<typeof consoleDelivery>
export type ConsoleCallDay = Static<typeof consoleCallDay>
export type ConsoleCallError = Static<typeof consoleCallError>
export type VendorAccountRow = Static<typeof vendorAccountRow>
export type ConsoleOverview = ResultOf<typeof vendorconsole.view.overview>
export type ConsoleCalls = ResultOf<typeof vendorconsole.view.calls>
export type ConsoleSignIn = ResultOf<typeof vendorconsole.session.signIn>
