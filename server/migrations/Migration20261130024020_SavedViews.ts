import { Migration } from '@mikro-orm/migrations';

export class Migration20261130024020_SavedViews extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "saved_view" ("id" serial primary key, "row_version" int not null default 1, "resource" varchar(100) not null, "name" varchar(100) not null, "owner_id" int not null, "filter" jsonb null, "sort" jsonb null, "columns" jsonb null, "per_page" int null, "shared_with_role_ids" jsonb null, "is_default_for_role_ids" jsonb null);`);
    this.addSql(`create index "saved_view_name_idx" on "saved_view" ("name");`);
    this.addSql(`create index "saved_view_resource_idx" on "saved_view" ("resource");`);
    this.addSql(`create index "saved_view_name_trgm_idx" on "saved_view" using gin ("name" gin_trgm_ops);`);

    this.addSql(`alter table "saved_view" add constraint "saved_view_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "saved_view" cascade;`);
  }

}
