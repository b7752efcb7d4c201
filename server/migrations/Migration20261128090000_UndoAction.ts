import { Migration } from '@mikro-orm/migrations';

// Undoable actions (issue 23 §2, server/undo/): one row per action, written in the action's
// transaction, naming the audit entries that record what it changed.
export class Migration20261128090000_UndoAction extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "undo_action" ("id" serial primary key, "user_id" int not null, "label" varchar(1000) not null, "kind" varchar(100) not null, "audit_ids" jsonb not null, "data" jsonb null, "created_at" timestamptz not null, "undoes_id" int null, "undone_by_id" int null);`);
    this.addSql(`create index "undo_action_user_idx" on "undo_action" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "undo_action" cascade;`);
  }

}
