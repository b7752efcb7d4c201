// Renders the templates being edited on the server (POST /api/notification/preview), a moment after
// the last keystroke; a newer edit cancels the older request.
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../../admin-ui/kit/spec-api.js';

export const PREVIEW_PATH = '/api/notification/preview';
export const PREVIEW_DELAY_MS = 400;

export interface PreviewTemplates {
  messageTitleTemplate?: string | null;
  messageTemplate?: string | null;
  collectionTemplate?: string | null;
}

export interface RenderedPreview {
  title: string;
  html: string;
}

export type PreviewState = { status: 'waiting' } | { status: 'done'; preview: RenderedPreview } | { status: 'failed'; message: string };

export function useNotificationPreview(templates: PreviewTemplates, delayMs = PREVIEW_DELAY_MS): PreviewState {
  const specApi = useSpecApi();
  const [state, setState] = useState<PreviewState>({ status: 'waiting' });
  const body = JSON.stringify({
    messageTitleTemplate: templates.messageTitleTemplate ?? '',
    messageTemplate: templates.messageTemplate ?? '',
    collectionTemplate: templates.collectionTemplate ?? '',
  });

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      specApi<RenderedPreview>(PREVIEW_PATH, { method: 'POST', body: JSON.parse(body), signal: abort.signal }).then(
        (preview) => !abort.signal.aborted && setState({ status: 'done', preview }),
        (error: unknown) => !abort.signal.aborted && setState({ status: 'failed', message: errorMessage(error, 'The preview could not be rendered.') }),
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [body, delayMs, specApi]);

  return state;
}
