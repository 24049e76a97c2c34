import type { Migration } from 'kysely'
import { menusFromManifests } from '../menus-from-manifests'
import * as directory from './001-directory'
import * as access from './002-access'
import * as apps from './003-apps'
import * as verification from './007-verification'
import * as accountSecurity from './011-account-security'
import * as preLogin from './012-pre-login'
import * as company from './014-company'
import * as tenantKeys from './016-tenant-keys'
import * as workflow from './022-workflow'
import * as perms from './025-perms'
import * as personnel from './028-personnel'
import * as agent from './032-agent'
import * as sessionSecurity from './037-session-security'
import * as vendorFunctionIds from './040-vendor-function-ids'
import * as vendorMenusOut from './045-vendor-menus-out'
import * as staffPageIndex from './047-staff-page-index'
import * as changeNotify from './051-change-notify'
import * as staffChangeNotify from './058-staff-change-notify'
import * as sessionBrand from './088-session-brand'
import * as salaryFieldRules from './092-salary-field-rules'
import * as sessionSuperLogin from './094-session-super-login'
import * as roleNameEn from './107-role-name-en'
import * as sessionNeedRefresh from './111-session-need-refresh'
import * as fieldAccessChangeNotify from './120-field-access-change-notify'
import * as sessionChannel from './126-session-channel'
import * as cleanNames from './127-clean-names'
import * as planChangeNotify from './177-plan-change-notify'
import * as appUserEmployeeIndex from './178-app-user-employee-index'
import * as leaveChangeNotify from './179-leave-change-notify'
import * as leaveSettleNotify from './181-leave-settle-notify'

/**
 * Core's baseline: the migrations of core's own tables and those that create or change tables of
 * several owners (core and services). Each service's own migrations are in services/<name>/migrations;
 * the gateway runs all of them together (services/migrations.ts), ordered by name.
 */
export const coreMigrations: Record<string, Migration> = {
  '001-directory': directory,
  '002-access': access,
  '003-apps': apps,
  '007-verification': verification,
  '011-account-security': accountSecurity,
  '012-pre-login': preLogin,
  '014-company': company,
  '016-tenant-keys': tenantKeys,
  '022-workflow': workflow,
  '025-perms': perms,
  '028-personnel': personnel,
  '032-agent': agent,
  '037-session-security': sessionSecurity,
  '040-vendor-function-ids': vendorFunctionIds,
  '044-developer-mode-menu': menusFromManifests,
  '045-vendor-menus-out': vendorMenusOut,
  '047-staff-page-index': staffPageIndex,
  '051-change-notify': changeNotify,
  '058-staff-change-notify': staffChangeNotify,
  '059-attendance-menus': menusFromManifests,
  '068-payroll-menus': menusFromManifests,
  '088-session-brand': sessionBrand,
  '092-salary-field-rules': salaryFieldRules,
  '094-session-super-login': sessionSuperLogin,
  '107-role-name-en': roleNameEn,
  '111-session-need-refresh': sessionNeedRefresh,
  '120-field-access-change-notify': fieldAccessChangeNotify,
  '126-session-channel': sessionChannel,
  '127-clean-names': cleanNames,
  '177-plan-change-notify': planChangeNotify,
  '178-app-user-employee-index': appUserEmployeeIndex,
  '179-leave-change-notify': leaveChangeNotify,
  '181-leave-settle-notify': leaveSettleNotify,
}
