/** The attendance service's business codes (4108xx, results and punches); the gateway's kaoqin/errors.ts takes them from here. */
export const KAOQIN = {
  noStaffRecord: 410801,
  reasonNeeded: 410802,
  badMonth: 410803,
  organNotFound: 410804,
  outOfScope: 410805,
  monthLocked: 410806,
  monthNotLocked: 410807,
  badFile: 410808,
  badDay: 410809,
  monthNotOver: 410810,
  offerNotFound: 410811,
} as const
