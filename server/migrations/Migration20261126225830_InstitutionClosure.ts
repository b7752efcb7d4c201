import { Migration } from '@mikro-orm/migrations';

export class Migration20261126225830_InstitutionClosure extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "institution" add column "year_closed_id" int null, add column "is_removed_from_public_list" boolean not null default false, add column "is_deleted" boolean not null default false;`);
    this.addSql(`alter table "institution" add constraint "institution_year_closed_id_foreign" foreign key ("year_closed_id") references "academic_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`create index "institution_is_removed_from_public_list_idx" on "institution" ("is_removed_from_public_list");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "institution" drop constraint "institution_year_closed_id_foreign";`);

    this.addSql(`drop index "institution_is_removed_from_public_list_idx";`);
    this.addSql(`alter table "institution" drop column "year_closed_id", drop column "is_removed_from_public_list", drop column "is_deleted";`);
  }

}
