import { page } from '@hr-portal/kit'
import { App, HOME } from './app'

/** The app's page table: a path pattern and its page; a path none matches opens the first. */
export const pages = [page(HOME, () => <App />)]
