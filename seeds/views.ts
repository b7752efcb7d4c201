// Demo saved views (issue 23 §1, docs/views.md), so the Views menu has work on it: the institutions
// list narrowed to Kern's active high schools, the Senior Analyst role's default; and a course search
// for science courses in second review, shared with the Analyst role.
import type { EntityManager } from '@mikro-orm/postgresql';
import counties from '../resources/counties.js';
import roles from '../resources/roles.js';
import savedViews from '../resources/saved-views.js';
import users from '../resources/users.js';

const SCIENCE = 4; // subject area D (seeds/lookups/curriculum.ts)

export async function seedDemoViews(em: EntityManager): Promise<void> {
  const roleId = async (name: string) => ((await em.findOneOrFail(roles.entity, { name } as never)) as { id: number }).id;
  const userId = async (username: string) => ((await em.findOneOrFail(users.entity, { username } as never)) as { id: number }).id;
  const kern = (await em.findOneOrFail(counties.entity, { name: 'Kern' } as never)) as { id: number };
  const seniorAnalyst = await roleId('Senior Analyst');
  em.create(savedViews.entity, {
    resource: 'institutions',
    name: 'Kern, active, high schools',
    ownerId: await userId('admin'),
    filter: { countyId: kern.id, isActive: true, isHighSchool: true },
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    sharedWithRoleIds: [seniorAnalyst],
    isDefaultForRoleIds: [seniorAnalyst],
  } as never);
  em.create(savedViews.entity, {
    resource: 'course-search',
    name: 'D – Science, second review, sorted by submitted',
    ownerId: await userId('mchen'),
    filter: { subjectArea: [SCIENCE], secondReview: [true] },
    sort: { field: 'submittedOn', order: 'DESC' },
    sharedWithRoleIds: [await roleId('Analyst')],
    isDefaultForRoleIds: [],
  } as never);
  await em.flush();
}
