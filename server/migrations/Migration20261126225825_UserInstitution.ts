import { Migration } from '@mikro-orm/migrations';

export class Migration20261126225825_UserInstitution extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "user_institution" ("id" serial primary key, "row_version" int not null default 1, "user_id" int not null, "institution_id" int not null, "role_id" int null);`);
    this.addSql(`create index "user_institution_user_id_idx" on "user_institution" ("user_id");`);
    this.addSql(`create index "user_institution_institution_id_idx" on "user_institution" ("institution_id");`);
    this.addSql(`create index "user_institution_role_id_idx" on "user_institution" ("role_id");`);
    this.addSql(`alter table "user_institution" add constraint "user_institution_user_id_institution_id_unique" unique ("user_id", "institution_id");`);

    this.addSql(`alter table "user_institution" add constraint "user_institution_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "user_institution" add constraint "user_institution_institution_id_foreign" foreign key ("institution_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "user_institution" add constraint "user_institution_role_id_foreign" foreign key ("role_id") references "role" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_institution" cascade;`);
  }

}
