import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { devApp } from './dev'
import type { installs, installView, preview, problem } from './installs'

// The vendor service's wire types, from the contract's schemas (apps import them from @hr-portal/api/client/vendor).
export type InstallView = Static<typeof installView>
export type InstallProblem = Static<typeof problem>
/** A checked manifest: its problems, or what installing it means. */
export type InstallPreview = Static<typeof preview>
/** A manifest that can be installed: the app, its consent, and what it asks beyond the installed version. */
export type ValidPreview = Extract<InstallPreview, { valid: true }>
export type Described = ValidPreview['consent']['capabilities'][number]
export type MenuPage = ValidPreview['consent']['menus'][number]
export type InstallInput = BodyOf<typeof installs.install>
export type InstallList = ResultOf<typeof installs.list>
export type RoleChoice = InstallList['roles'][number]
/** The changes of an installed app, each a route taking its code. */
export type InstallAction = 'enable' | 'disable' | 'rollback' | 'uninstall'
export type DevApp = Static<typeof devApp>
