// The edit screen of a model resource, built once for every generated screen and every override that
// keeps the generated form (users, feedback statements, templates): pessimistic saving, so the
// server's validation errors land on the fields; the record's version goes back with the save, so a
// save after someone else's is refused (409); the one unsaved-changes guard; and the form is never
// replaced under the user's hands when someone else saves the record (edit-conflict/).
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import {
  Edit,
  HttpError,
  ShowButton,
  SimpleForm,
  TopToolbar,
  useEditContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  type EditProps,
  type Identifier,
  type RaRecord,
  type ValidateForm,
} from 'react-admin';
import { useEffect } from 'react';
import { ROW_VERSION, type ResourceDef } from '../../core/model/define.js';
import { FormChangesGuard } from '../unsaved-changes/FormChangesGuard.js';
import { AuditHistoryButton } from './audit-history.js';
import { EditConflictAlert } from './edit-conflict/EditConflictAlert.js';
import { useEditConflict, versionOf, type EditConflict } from './edit-conflict/use-edit-conflict.js';
import type { BuildContext } from './model-index.js';
import { toWritablePayload } from './model-helpers.js';
import { RecordTitle } from './record-title.js';

type Transform = (data: Record<string, unknown>) => Record<string, unknown>;

export interface ModelEditProps {
  def: ResourceDef;
  ctx: BuildContext;
  /** the form's content: the model's sections, or an override's own layout */
  children: ReactNode;
  validate?: ValidateForm;
  /** defaults: the resource's name, the record's id from the route, "Edit User: …", Show and Audit history */
  resource?: string;
  id?: Identifier;
  title?: ReactNode;
  actions?: ReactElement | false;
  /** buttons put before the default actions (Show, Audit history): an override's toolbar slot */
  toolbarStart?: ReactNode;
  /** what the form sends (default: the writable fields); the record's version is added to it */
  transform?: Transform;
  mutationOptions?: EditProps['mutationOptions'];
  redirect?: EditProps['redirect'];
}

function DefaultActions({ def, start }: { def: ResourceDef; start?: ReactNode }) {
  return (
    <TopToolbar>
      {start}
      {def.access.show !== false && <ShowButton />}
      {def.audit && <AuditHistoryButton def={def} />}
    </TopToolbar>
  );
}

type Next = (...args: unknown[]) => Promise<{ data?: RaRecord }>;

/** Hears this form's saves: its own new version is no one else's change, and a 409 means someone saved first. */
function SaveOutcome({ conflict }: { conflict: EditConflict }) {
  const saveContext = useSaveContext();
  const { refetch } = useEditContext();
  useEffect(() => {
    const register = saveContext?.registerMutationMiddleware;
    if (!register) return;
    const middleware = async (...args: unknown[]) => {
      const next = args[args.length - 1] as Next;
      try {
        const result = await next(...args.slice(0, -1));
        conflict.saved(versionOf(result?.data));
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.status === 409) {
          conflict.refused();
          void refetch();
        }
        throw error;
      }
    };
    register(middleware);
    return () => saveContext.unregisterMutationMiddleware?.(middleware);
  }, [saveContext, conflict, refetch]);
  return null;
}

function PinnedForm({ def, ctx, resource, validate, gone, children }: Pick<ModelEditProps, 'def' | 'ctx' | 'validate' | 'children'> & { resource: string; gone: boolean }) {
  const live = useRecordContext();
  const conflict = useEditConflict(live, gone);
  return (
    <SimpleForm record={conflict.base} validate={validate}>
      <FormChangesGuard />
      <SaveOutcome conflict={conflict} />
      <EditConflictAlert def={def} ctx={ctx} resource={resource} conflict={conflict} />
      {children}
    </SimpleForm>
  );
}

export function ModelEdit({ def, ctx, children, validate, resource = def.name, id, title, actions, toolbarStart, transform, mutationOptions, redirect }: ModelEditProps) {
  const notify = useNotify();
  const redirectTo = useRedirect();
  const loaded = useRef(false);
  const [gone, setGone] = useState(false);
  const send = (data: Record<string, unknown>) => {
    const payload = transform ? transform(data) : toWritablePayload(def, data, 'edit');
    // the version the form stands on goes back with every save, whatever the form sends
    return data[ROW_VERSION] != null ? { ...payload, [ROW_VERSION]: data[ROW_VERSION] } : payload;
  };
  const queryOptions = {
    onSuccess: () => {
      loaded.current = true;
    },
    // Read again while open (the hub, a focus) and gone: the form stays, and says so. Not found when
    // opened: react-admin's own answer (a message, back to the list).
    onError: (error: unknown) => {
      if (loaded.current) {
        if ((error as { status?: number }).status === 404) setGone(true);
        return;
      }
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
      redirectTo('list', resource);
    },
  };
  return (
    <Edit
      resource={resource}
      id={id}
      title={title ?? <RecordTitle def={def} verb="Edit" />}
      actions={actions === undefined ? <DefaultActions def={def} start={toolbarStart} /> : actions}
      mutationMode="pessimistic"
      transform={send}
      mutationOptions={mutationOptions}
      queryOptions={queryOptions}
      redirect={redirect}
    >
      <PinnedForm def={def} ctx={ctx} resource={resource} validate={validate} gone={gone}>
        {children}
      </PinnedForm>
    </Edit>
  );
}
