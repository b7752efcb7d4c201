import { Migration } from '@mikro-orm/migrations';

export class Migration20261126225842_UserMembership extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "user_verification" ("user_id" int not null, "token_hash" varchar(64) not null, "sent_at" timestamptz not null, "verified_at" timestamptz null, constraint "user_verification_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "user_verification" add constraint "user_verification_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "user_verification" add constraint "user_verification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_institution" add column "permissions" jsonb null, add column "note" varchar(500) null, add column "created_on" timestamptz null;`);
    this.addSql(`create index "user_institution_created_on_idx" on "user_institution" ("created_on");`);
    this.addSql(`create index "user_institution_note_trgm_idx" on "user_institution" using gin ("note" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_verification" cascade;`);

    this.addSql(`drop index "user_institution_created_on_idx";`);
    this.addSql(`drop index "user_institution_note_trgm_idx";`);
    this.addSql(`alter table "user_institution" drop column "permissions", drop column "note", drop column "created_on";`);
  }

}
