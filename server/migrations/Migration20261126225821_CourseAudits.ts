import { Migration } from '@mikro-orm/migrations';

export class Migration20261126225821_CourseAudits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "course_audit" ("id" serial primary key, "row_version" int not null default 1, "course_id" int not null, "year_id" int not null, "publisher_id" int not null, "title" varchar(200) not null, "status" varchar(100) not null default 'selected', "is_active" boolean not null default true, "course_submission_id" int null, "opened_submission" boolean not null default false, "selected_by_id" int null, "selected_on" timestamptz not null, "cancellation_reason" text null, "cancellation_requested_on" timestamptz null, "response" varchar(100) null, "response_reason" text null, "responded_by_id" int null, "responded_on" timestamptz null, "removal_scope" varchar(100) null, "removed_by_id" int null, "removed_on" timestamptz null);`);
    this.addSql(`create index "course_audit_selected_on_idx" on "course_audit" ("selected_on");`);
    this.addSql(`create index "course_audit_status_idx" on "course_audit" ("status");`);
    this.addSql(`create index "course_audit_institution_id_idx" on "course_audit" ("publisher_id");`);
    this.addSql(`create index "course_audit_academic_year_id_idx" on "course_audit" ("year_id");`);
    this.addSql(`create index "course_audit_course_id_idx" on "course_audit" ("course_id");`);
    this.addSql(`create index "course_audit_is_active_idx" on "course_audit" ("is_active");`);
    this.addSql(`create index "course_audit_title_trgm_idx" on "course_audit" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create unique index "course_audit_publisher_id_year_id_title_when_is_active_unique" on "course_audit" ("publisher_id", "year_id", "title") where "is_active" = true;`);
    this.addSql(`create unique index "course_audit_course_id_year_id_when_is_active_unique" on "course_audit" ("course_id", "year_id") where "is_active" = true;`);

    this.addSql(`alter table "course_audit" add constraint "course_audit_course_id_foreign" foreign key ("course_id") references "course" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_audit" add constraint "course_audit_year_id_foreign" foreign key ("year_id") references "academic_year" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_audit" add constraint "course_audit_publisher_id_foreign" foreign key ("publisher_id") references "institution" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_audit" add constraint "course_audit_course_submission_id_foreign" foreign key ("course_submission_id") references "course_submission" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_audit" add constraint "course_audit_selected_by_id_foreign" foreign key ("selected_by_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_audit" add constraint "course_audit_responded_by_id_foreign" foreign key ("responded_by_id") references "app_user" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "course_audit" add constraint "course_audit_removed_by_id_foreign" foreign key ("removed_by_id") references "app_user" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "course_audit" cascade;`);
  }

}
