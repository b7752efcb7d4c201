import { Migration } from '@mikro-orm/migrations';

export class Migration20261126204108_AccreditationExplanationSearch extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "institution_accreditation_accreditation_explanation_trgm_idx" on "institution_accreditation" using gin ("accreditation_explanation" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "institution_accreditation_accreditation_explanation_trgm_idx";`);
  }

}
