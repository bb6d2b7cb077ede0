import { useNotify } from 'react-admin';
import { serverMessage } from '../providers/data-provider';

/** onError for content forms: the server's validation message in the toast ("Failed to add the event: …"). */
export function useContentErrors(what: string) {
  const notify = useNotify();
  return (error: unknown) => notify(`Failed to ${what}: ${serverMessage(error)}`, { type: 'error' });
}
