// Edit screen of a notification template: the four fields beside a live preview and the list of
// placeholders. Pessimistic saving, so the server's field errors land on the fields.
import { Grid, Stack } from '@mui/material';
import { Edit, Labeled, ShowButton, SimpleForm, TextField, TextInput, TopToolbar, maxLength, required } from 'react-admin';
import { AuditHistoryButton } from '../../../admin-ui/builder/audit-history.js';
import { RecordTitle } from '../../../admin-ui/builder/record-title.js';
import notificationTemplates from '../../notification-templates.js';
import { NotificationPreview } from './NotificationPreview.js';
import { PlaceholderList } from './PlaceholderList.js';
import { PlaceholderRichTextInput } from './PlaceholderRichTextInput.js';
import { PlaceholderTargetProvider } from './placeholder-target.js';
import { PlaceholderTextInput } from './PlaceholderTextInput.js';

const { fields } = notificationTemplates;
const onlyWritable = ({ title, messageTitleTemplate, messageTemplate, collectionTemplate }: Record<string, unknown>) => ({
  title,
  messageTitleTemplate,
  messageTemplate,
  collectionTemplate,
});

export function NotificationTemplateEdit() {
  return (
    <Edit
      resource={notificationTemplates.name}
      title={<RecordTitle def={notificationTemplates} verb="Edit" />}
      actions={
        <TopToolbar>
          <ShowButton />
          <AuditHistoryButton def={notificationTemplates} />
        </TopToolbar>
      }
      mutationMode="pessimistic"
      transform={onlyWritable}
    >
      <SimpleForm warnWhenUnsavedChanges>
        <PlaceholderTargetProvider>
          <Grid container spacing={3} sx={{ width: '100%' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack>
                <Labeled label="Key">
                  <TextField source="key" />
                </Labeled>
                <TextInput source="title" label="Title" validate={[required(), maxLength(fields.title.maxLength)]} fullWidth />
                <PlaceholderTextInput source="messageTitleTemplate" label="Subject" validate={[required(), maxLength(fields.messageTitleTemplate.maxLength)]} fullWidth />
                <PlaceholderRichTextInput source="messageTemplate" label="Message" validate={required()} />
                <PlaceholderTextInput source="collectionTemplate" label="Collection template" helperText={fields.collectionTemplate.help} multiline minRows={3} fullWidth />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={2}>
                <NotificationPreview />
                <PlaceholderList />
              </Stack>
            </Grid>
          </Grid>
        </PlaceholderTargetProvider>
      </SimpleForm>
    </Edit>
  );
}
