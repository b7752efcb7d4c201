// The AdminJS resource adapter of the console: the model's queries, serialisation and unit of work.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ActionContext, BaseRecord, Filter } from 'adminjs';
import { ROW_VERSION, type ResourceDef } from '../../core/model/define.js';
import { translateListQuery } from '../crud/query.js';
import { serialize } from '../crud/serialize.js';
import { VALIDATED, type OpsContext, type AdminModule, type MikroAdapter } from './shared.js';
import { fieldNamesOfType, toInteger } from '../crud/field-helpers.js';
import { refusal } from './errors.js';
import { HttpError, badRequest } from '../http/errors.js';
import { assertVersion, lockRow, splitVersion } from '../crud/row-version.js';
import { crossFieldErrors } from '../../core/model/cross-field.js';
import type { SessionUser } from '../auth/session-user.js';
import { checkRecordWrite, findInReach, guardedWrite, recordAccessWhere } from '../crud/record-access.js';
import { entityPaths } from '../db/entity-paths.js';

/** The signed-in operator AdminJS passes in every call's context. */
const operatorOf = (context: unknown) => ((context as { currentAdmin?: SessionUser } | undefined)?.currentAdmin ?? null);

/**
 * A refusal of the whole record (access per record, the last administrator) as AdminJS's AppError:
 * a ValidationError without field errors would let the edit form report "successfully updated".
 */
const recordRefusal = (A: AdminModule, err: unknown): Error =>
  err instanceof HttpError && !err.modelState && (err.status === 403 || err.status === 409) ? new A.AppError(err.message) : refusal(A, err);

export function opsResourceClass(A: AdminModule, Mikro: MikroAdapter) {
  /**
   * The MikroORM adapter's resource with the writes, reads and filters of the generic CRUD API:
   * list filters and sorting through translateListQuery, records shaped by serialize (passwords never
   * leave), creates and updates through em.flush (the audit subscriber writes in the same transaction),
   * deletes that honour soft delete and are audited (the adapter's nativeDelete is neither), and
   * database refusals (unique values, referenced records) reported on the fields instead of swallowed.
   */
  return class OpsResource extends Mikro.Resource {
    readonly def: ResourceDef;
    private readonly db: MikroORM;
    private readonly m2m: string[];

    constructor(def: ResourceDef, orm: MikroORM, _byName: Map<string, ResourceDef>) {
      super({ model: orm.getMetadata().get(def.entity).class, orm });
      this.def = def;
      this.db = orm;
      this.m2m = fieldNamesOfType(def, 'manyToMany');
    }

    override id() {
      return this.def.name;
    }

    private em(): EntityManager {
      return this.db.em.fork() as EntityManager;
    }

    private record(entity: object): BaseRecord {
      return new A.BaseRecord(serialize(this.def, entity), this);
    }

    /** AdminJS's filter, sort and page as the REST list query, so both apply the same rules. */
    private query(filter: Filter | undefined, params: { limit?: number; offset?: number; sort?: { sortBy?: string; direction?: string } } = {}) {
      const f: Record<string, unknown> = {};
      for (const { path: key, value } of Object.values(filter?.filters ?? {})) {
        if (value && typeof value === 'object' && !Array.isArray(value) && ('from' in value || 'to' in value)) {
          const { from, to } = value as { from?: string; to?: string };
          if (from) f[`${key}_gte`] = from;
          if (to) f[`${key}_lte`] = to;
        } else f[key] = value;
      }
      const limit = Math.max(1, params.limit ?? 10);
      const offset = Math.max(0, params.offset ?? 0);
      const sortBy = params.sort?.sortBy;
      const sort = sortBy ? JSON.stringify([sortBy, params.sort?.direction === 'desc' ? 'DESC' : 'ASC']) : undefined;
      try {
        return translateListQuery(this.def, { filter: JSON.stringify(f), sort, range: JSON.stringify([offset, offset + limit - 1]) });
      } catch (err) {
        throw refusal(A, err);
      }
    }

    /** The model's access per record for this operator and action, ANDed into a query. */
    private scoped(where: object, context: unknown, action: 'list' | 'show'): object {
      const scope = recordAccessWhere(this.def, operatorOf(context), action);
      return scope ? { $and: [where, scope] } : where;
    }

    override async count(filter: Filter, context?: ActionContext): Promise<number> {
      return this.em().count(this.def.entity, this.scoped(this.query(filter).where, context, 'list'));
    }

    override async find(filter: Filter, params: Record<string, any> = {}, context?: ActionContext): Promise<BaseRecord[]> {
      const q = this.query(filter, params);
      const rows = await this.em().find(this.def.entity, this.scoped(q.where, context, 'list'), { orderBy: q.orderBy, limit: q.limit, offset: q.offset, populate: entityPaths(this.m2m) });
      return rows.map((e) => this.record(e));
    }

    override async findOne(id: string | number, context?: ActionContext): Promise<BaseRecord | null> {
      const pk = toInteger(id);
      if (pk === undefined) return null;
      const e = await this.em().findOne(this.def.entity, this.scoped({ id: pk }, context, 'show'), { populate: entityPaths(this.m2m) });
      return e ? this.record(e) : null;
    }

    override async findMany(ids: Array<string | number>, context?: ActionContext): Promise<BaseRecord[]> {
      const pks = ids.map(toInteger).filter((n): n is number => n !== undefined);
      if (!pks.length) return [];
      const rows = await this.em().find(this.def.entity, this.scoped({ id: { $in: pks } }, context, 'show'), { populate: entityPaths(this.m2m) });
      return rows.map((e) => this.record(e));
    }

    private validated(context: unknown): Record<string, unknown> {
      const data = (context as OpsContext | undefined)?.[VALIDATED];
      // every write path of the console passes the validating hook; anything else is a programming error
      if (!data) throw new Error(`${this.def.name}: console writes must go through the validating hook`);
      return data;
    }

    override async create(_params: Record<string, any>, context?: ActionContext): Promise<Record<string, any>> {
      const data = this.validated(context);
      const em = this.em();
      try {
        await checkRecordWrite(em, this.def, operatorOf(context), { action: 'create', before: null, after: data });
        const entity = em.create(this.def.entity, data) as object;
        await em.flush();
        return A.flat.flatten(serialize(this.def, entity));
      } catch (err) {
        throw recordRefusal(A, err);
      }
    }

    /**
     * The REST update's transaction: the row's lock, the version the form showed (a hidden field it
     * sends back; a stale one is refused), the changed values only, the cross-field checks on the
     * record as it will be stored.
     */
    override async update(id: string | number, params: Record<string, any> = {}, context?: ActionContext): Promise<Record<string, any>> {
      const data = this.validated(context);
      const pk = toInteger(id) ?? -0.5;
      try {
        const { expected } = splitVersion({ [ROW_VERSION]: params[ROW_VERSION] });
        const entity = await guardedWrite(this.em(), [this.def.name], async (tx) => {
          await lockRow(tx, this.def, pk);
          const entity = await findInReach(tx, this.def, pk, operatorOf(context), 'update', this.m2m);
          if (!entity) throw new A.NotFoundError(`${this.def.labelSingular ?? this.def.label} ${id} was not found.`, 'Action#handler');
          assertVersion(entity, expected);
          // the edit form sends the whole record back: leave untouched values alone, as the REST update
          // does, so no write and no audit entry claims a change nobody made
          const current = serialize(this.def, entity);
          const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => JSON.stringify(current[k] ?? null) !== JSON.stringify(v ?? null)));
          const broken = crossFieldErrors(this.def, { ...current, ...changed });
          if (Object.keys(broken).length) throw badRequest('Please correct the highlighted fields.', broken);
          await checkRecordWrite(tx, this.def, operatorOf(context), { action: 'update', before: current, after: { ...current, ...changed } });
          tx.assign(entity, changed);
          return entity;
        });
        return A.flat.flatten(serialize(this.def, entity));
      } catch (err) {
        throw recordRefusal(A, err);
      }
    }

    override async delete(id: string | number, context?: ActionContext): Promise<void> {
      await this.deleteMany([id], context);
    }

    /** Deletes (or marks deleted) every record in one transaction; the audit trail commits with it. */
    async deleteMany(ids: Array<string | number>, context?: unknown): Promise<void> {
      const operator = operatorOf(context);
      try {
        await guardedWrite(this.em(), [this.def.name], async (em) => {
          for (const raw of ids) {
            const entity = await findInReach(em, this.def, toInteger(raw) ?? -0.5, operator, 'delete', this.m2m);
            if (!entity) throw new A.NotFoundError(`${this.def.labelSingular ?? this.def.label} ${raw} was not found.`, 'Action#handler');
            await checkRecordWrite(em, this.def, operator, { action: 'delete', before: serialize(this.def, entity), after: null });
            if (this.def.softDelete) (entity as Record<string, unknown>)[this.def.softDelete] = true;
            else em.remove(entity);
          }
        });
      } catch (err) {
        throw recordRefusal(A, err);
      }
    }
  };
}
