import { callThrough } from '@hr-portal/api/client'
import { taxApi, type BonusMethod, type DeclarationInput, type OpeningInput } from '@hr-portal/api/client/tax'
import { http } from '@hr-portal/kit'

// The income tax service's answers, typed by the contract (api/src/tax).
export type {
  AnnualRow,
  BonusMethod,
  Declaration,
  DeclarationInput,
  DeductionKind,
  Joiner,
  MonthRecord,
  MonthRow,
  MyYear,
  OpeningImport,
  OpeningInput,
  OpeningRow,
  SixtyRow,
} from '@hr-portal/api/client/tax'

const etax = taxApi(callThrough(http))

/** The income tax service (gateway services/tax). */
export const api = {
  myYear: (year: number) => etax.deductions.mine({ year }),
  saveDeclaration: (input: DeclarationInput) => etax.deductions.save(input),
  removeDeclaration: (id: number) => etax.deductions.remove({ id }),
  saveBonusMethod: (year: number, method: BonusMethod) => etax.deductions.bonusMethod({ year, method }),
  month: (month: string) => etax.withholding.month({ month }),
  exportMonth: (month: string) => etax.withholding.export({ month }),
  joiners: (year: number) => etax.joiners.list({ year }),
  markJoiner: (year: number, employeeId: number, noEarlierIncome: boolean) =>
    etax.joiners.mark({ year, employeeId, noEarlierIncome }),
  annual: (year: number) => etax.withholding.annual({ year }),
  sixtyThousand: (year: number) => etax.sixtyThousand.list({ year }),
  markSixtyThousand: (year: number, employeeId: number, flagged: boolean) =>
    etax.sixtyThousand.mark({ year, employeeId, flagged }),
  fillSixtyThousand: (year: number) => etax.sixtyThousand.fill({ year }),
  openings: (year: number) => etax.opening.list({ year }),
  saveOpening: (input: OpeningInput) => etax.opening.save(input),
  removeOpening: (year: number, employeeId: number) => etax.opening.remove({ year, employeeId }),
  openingTemplate: (year: number) => etax.opening.template({ year }),
  importOpenings: (fileName: string, content: string, confirm: boolean) =>
    etax.opening.import({ fileName, content, confirm }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))
