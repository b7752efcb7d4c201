// Table and column names of the model for the few queries written as SQL, read from the ORM's
// metadata so a renamed table or column needs no change here.
import type { EntityManager } from '@mikro-orm/postgresql';

export const tableOf = (em: EntityManager, entity: string) => `"${em.getMetadata().get(entity).tableName}"`;
export const columnOf = (em: EntityManager, entity: string, property: string) => `"${em.getMetadata().get(entity).properties[property].fieldNames[0]}"`;
