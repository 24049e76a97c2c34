import type { Migration } from 'kysely'
import * as org from './029-org'
import * as platformAccount from './069-platform-account'
import * as dictionaryFields from './091-profile-dictionary-fields'
import * as workStart from './128-work-start'
import * as selfService from './146-self-service'
import * as certificates from './147-certificates'
import * as personalDocuments from './148-personal-documents'
import * as onboardingChecklists from './150-onboarding-checklists'
import * as recordHistoryMoves from './151-record-history-moves'
import * as leaving from './152-leaving'
import * as employmentSpells from './153-employment-spells'
import * as bankFamily from './155-bank-family'
import * as certificateMail from './156-certificate-mail'

/** The migrations that create or change only the ums service's tables, under their original names. */
export const migrations: Record<string, Migration> = {
  '029-org': org,
  '069-platform-account': platformAccount,
  '091-profile-dictionary-fields': dictionaryFields,
  '128-work-start': workStart,
  '146-self-service': selfService,
  '147-certificates': certificates,
  '148-personal-documents': personalDocuments,
  '150-onboarding-checklists': onboardingChecklists,
  '151-record-history-moves': recordHistoryMoves,
  '152-leaving': leaving,
  '153-employment-spells': employmentSpells,
  '155-bank-family': bankFamily,
  '156-certificate-mail': certificateMail,
}
