// Views shared on the server (issue 23 §1, docs/views.md): a named filter, sort, columns and page size
// of a list or a hand-built screen, kept for its owner and shared with roles. The calls
// (server/views/routes.ts) and the Views menu (admin-ui/views/) take these shapes.
import { FACET_FIELDS, SORT_FIELDS } from './course-search.js';
import { ROW_SORTS } from './registrations.js';
import { PENDING_SORTS } from './accreditation.js';
import { DASHBOARD_QUEUES } from './queues.js';

/** The ability that shares a view with roles and makes it a role's default. */
export const SHARE_VIEWS_ABILITY = 'AdminShareViews' as const;

/** What a hand-built screen lets a view hold: its filter keys, its sorts and its page sizes. */
export interface ViewScreenSpec {
  label: string;
  filters: readonly string[];
  sorts: readonly string[];
  columns?: readonly string[];
  perPage?: readonly number[];
}

/** The hand-built screens that keep views, by key; a generated list is named by its resource. */
export const VIEW_SCREENS: Record<string, ViewScreenSpec> = {
  'course-search': { label: 'Course search', filters: ['query', 'submissionDateMin', 'submissionDateMax', ...FACET_FIELDS], sorts: SORT_FIELDS, perPage: [10, 25, 50, 100] },
  registrations: { label: 'Registrations', filters: ['tab', 'query'], sorts: ROW_SORTS },
  accreditation: { label: 'Accreditation', filters: ['filter', 'accreditationStatusId', 'accreditingOrganizationId'], sorts: PENDING_SORTS, perPage: [10, 25, 50] },
  ...Object.fromEntries(DASHBOARD_QUEUES.map((q) => [`queue-${q}`, { label: `${q} queue`, filters: [], sorts: [] } satisfies ViewScreenSpec])),
  'review-completed': { label: 'Completed reviews', filters: ['query', 'decision', 'analystId', 'from', 'to'], sorts: ['decidedOn'], perPage: [10, 25, 50] },
};

export type SortOrder = 'ASC' | 'DESC';
export interface ViewSort {
  field: string;
  order: SortOrder;
}

/** POST /api/views and PUT /api/views/{id}: what a view holds. */
export interface SaveViewBody {
  resource: string;
  name: string;
  filter: Record<string, unknown>;
  sort: ViewSort | null;
  columns: string[] | null;
  perPage: number | null;
  sharedWithRoleIds: number[];
  isDefaultForRoleIds: number[];
}

/** What a screen shows now, as a view keeps it. */
export type ViewState = Pick<SaveViewBody, 'filter' | 'sort' | 'columns' | 'perPage'>;

/** A part of a view the model no longer knows, dropped when it was saved or opened. */
export interface DroppedPart {
  /** filter | sort | column | perPage */
  part: 'filter' | 'sort' | 'column' | 'perPage';
  key: string;
  message: string;
}

/** A view as the calls answer it. */
export interface SavedViewJson extends SaveViewBody {
  id: number;
  ownerId: number;
  ownerName: string;
  /** the signed-in user may rename, share or delete it (its owner, or an administrator) */
  canChange: boolean;
  /** a default for the signed-in user's role */
  isDefaultForMe: boolean;
  /** what the model no longer knows, left out of the answer */
  dropped: DroppedPart[];
  rowVersion: number;
}

/** GET /api/views?resource={name} */
export interface ViewsAnswer {
  views: SavedViewJson[];
  /** the roles a view of this list may be shared with; only for users who may share views */
  shareRoles?: { id: number; name: string }[];
}
