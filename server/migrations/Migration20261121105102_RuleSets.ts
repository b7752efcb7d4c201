import { Migration } from '@mikro-orm/migrations';

export class Migration20261121105102_RuleSets extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rule_set" ("id" serial primary key, "name" varchar(60) not null, "title" varchar(120) not null, "description" text null, "active_version_id" int null);`);
    this.addSql(`alter table "rule_set" add constraint "rule_set_name_unique" unique ("name");`);

    this.addSql(`create table "rule_set_version" ("id" serial primary key, "rule_set_id" int not null, "version" int not null, "status" varchar(100) not null, "definition" jsonb not null, "comment" text null, "based_on_version" int null, "tests_passed" boolean not null default false, "author_name" varchar(200) null, "created_at" timestamptz null, "activated_at" timestamptz null);`);
    this.addSql(`create index "rule_set_version_created_at_idx" on "rule_set_version" ("created_at");`);
    this.addSql(`create index "rule_set_version_status_idx" on "rule_set_version" ("status");`);

    this.addSql(`create table "rule_evaluation" ("id" serial primary key, "rule_set_id" int not null, "version_id" int not null, "context" varchar(200) null, "facts" jsonb not null, "outcome" jsonb not null, "allowed" boolean null, "user_name" varchar(200) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "rule_evaluation_created_at_idx" on "rule_evaluation" ("created_at");`);
    this.addSql(`create index "rule_evaluation_allowed_idx" on "rule_evaluation" ("allowed");`);

    this.addSql(`alter table "rule_set" add constraint "rule_set_active_version_id_foreign" foreign key ("active_version_id") references "rule_set_version" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "rule_set_version" add constraint "rule_set_version_rule_set_id_foreign" foreign key ("rule_set_id") references "rule_set" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "rule_evaluation" add constraint "rule_evaluation_rule_set_id_foreign" foreign key ("rule_set_id") references "rule_set" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "rule_evaluation" add constraint "rule_evaluation_version_id_foreign" foreign key ("version_id") references "rule_set_version" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rule_set_version" drop constraint "rule_set_version_rule_set_id_foreign";`);

    this.addSql(`alter table "rule_evaluation" drop constraint "rule_evaluation_rule_set_id_foreign";`);

    this.addSql(`alter table "rule_set" drop constraint "rule_set_active_version_id_foreign";`);

    this.addSql(`alter table "rule_evaluation" drop constraint "rule_evaluation_version_id_foreign";`);

    this.addSql(`drop table if exists "rule_set" cascade;`);

    this.addSql(`drop table if exists "rule_set_version" cascade;`);

    this.addSql(`drop table if exists "rule_evaluation" cascade;`);
  }

}
