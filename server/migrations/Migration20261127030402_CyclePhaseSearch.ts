import { Migration } from '@mikro-orm/migrations';

export class Migration20261127030402_CyclePhaseSearch extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "submission_cycle_phase_phase_name_trgm_idx" on "submission_cycle_phase" using gin ("phase_name" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "submission_cycle_phase_phase_name_trgm_idx";`);
  }

}
