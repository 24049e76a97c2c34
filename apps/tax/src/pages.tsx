import { page } from '@hr-portal/kit'
import { AnnualPage } from './annual-page'
import { MonthlyPage } from './monthly-page'
import { MyDeductionsPage } from './my-deductions/my-deductions-page'

/** The app's pages. A path not listed opens the first. */
export const pages = [
  page('/monthly', () => <MonthlyPage />),
  page('/annual', () => <AnnualPage />),
  page('/my-deductions', () => <MyDeductionsPage />),
]
