import { Migration } from '@mikro-orm/migrations';

export class Migration20261123192223_ListSortIndexes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "institution_street_city_idx" on "institution" ("street_city");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "institution_street_city_idx";`);
  }

}
