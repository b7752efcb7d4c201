// Shared by the cycle resources (spec 3 §3): who reads them and that writes go only through the
// spec's POST calls (server/cycles/), which check the dates against each other and the phase links.
import { SETTINGS_ACCESS } from './_access.js';

/** Readers as on the other Site Settings pages; no generic create, update or delete. */
export const CYCLE_ACCESS = {
  list: SETTINGS_ACCESS.list,
  show: SETTINGS_ACCESS.show,
  create: false,
  update: false,
  delete: false,
} as const;

/** Who may change the cycle dates (POST /api/admin/submissioncycle and …/registration). */
export const CYCLE_WRITE_ABILITY = SETTINGS_ACCESS.update;
