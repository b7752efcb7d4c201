import { Migration } from '@mikro-orm/migrations';

// Institution roles are ordered by a rank of their own instead of by their names; a database seeded
// before keeps its order: the seeded institution roles get the ranks the seed now gives them.
const SEEDED_RANKS: [string, number][] = [
  ['Head of Institution', 40],
  ['Course List Manager', 30],
  ['Course Contributor', 20],
  ['Read Only', 10],
];

export class Migration20261127034419_InstitutionRoleRank extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "role" add column "institution_rank" int null;`);
    for (const [name, rank] of SEEDED_RANKS) this.addSql(`update "role" set "institution_rank" = ${rank} where "name" = '${name}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "role" drop column "institution_rank";`);
  }

}
