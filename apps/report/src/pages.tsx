import { page } from '@hr-portal/kit'
import { CentrePage } from './centre/centre-page'
import { SubscriptionsPage } from './subscriptions/subscriptions-page'

/** The report centre (menu 4010, `/centre`) and my subscriptions with the reports they sent (menu 4011, `/subscriptions`). Any other path opens the centre. */
export const pages = [page('/centre', () => <CentrePage />), page(/^\/subscriptions/, () => <SubscriptionsPage />)]
