// Generated Show screen: the model's sections as labelled groups.
import { Box, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { EditButton, Labeled, Show, TopToolbar } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { AuditHistoryButton } from './audit-history.js';
import { fieldElement } from './fields.js';
import type { BuildContext } from './model-index.js';
import { fieldDef, fieldLabel, sectionsOf } from './model-helpers.js';
import { RecordTitle } from './record-title.js';

export function createShowScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const sections = sectionsOf(def).map((section) => ({
    title: section.title,
    fields: section.fields.flatMap((name) => {
      const element = fieldElement(def, name, ctx);
      return element ? [{ name, label: fieldLabel(name, fieldDef(def, name), ctx.model), element }] : [];
    }),
  }));
  const actions = (
    <TopToolbar>
      {def.access.update !== false && <EditButton />}
      {def.audit && <AuditHistoryButton def={def} />}
    </TopToolbar>
  );

  const titled = Boolean(def.sections?.length);

  function GeneratedShow() {
    return (
      <Show title={<RecordTitle def={def} />} actions={actions}>
        <Stack spacing={3} sx={{ p: 2 }}>
          {sections.map((section) => (
            <Box component="section" key={section.title} aria-label={section.title}>
              {titled && (
                <Typography variant="h6" component="h2" gutterBottom>
                  {section.title}
                </Typography>
              )}
              <Stack spacing={1.5}>
                {section.fields.map((f) => (
                  <Labeled key={f.name} label={f.label}>
                    {f.element}
                  </Labeled>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Show>
    );
  }
  GeneratedShow.displayName = `${def.entity}Show`;
  return GeneratedShow;
}
