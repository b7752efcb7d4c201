import { Migration } from '@mikro-orm/migrations';

export class Migration20261127030852_MailOutbox extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "mail_outbox" ("id" serial primary key, "recipient" varchar(320) not null, "subject" varchar(1000) not null, "text" text not null, "html" text null, "template_key" varchar(100) not null, "entity" varchar(100) null, "entity_id" varchar(100) null, "acting_user_id" int null, "state" varchar(10) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`);
    this.addSql(`create index "mail_outbox_due_idx" on "mail_outbox" ("state", "next_attempt_at");`);
    this.addSql(`create index "mail_outbox_created_at_idx" on "mail_outbox" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }

}
