import { API_BASE, httpClient } from '../providers/http-client';

/** DELETE /api/admin/messages/{id} {reason}: removes a reported message (audited with the reason, never its text). */
export async function removeReportedMessage(messageId: string, reason: string): Promise<void> {
  await httpClient(`${API_BASE}/admin/messages/${encodeURIComponent(messageId)}`, {
    method: 'DELETE',
    body: JSON.stringify({ reason }),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with the form, field by field (empty when it may be sent); the server checks the same again. */
export function moderationErrors(messageId: string, reason: string): { messageId?: string; reason?: string } {
  const errors: { messageId?: string; reason?: string } = {};
  if (!UUID.test(messageId.trim())) errors.messageId = 'Paste the message id from the report (a UUID).';
  const why = reason.trim();
  if (why.length < 3) errors.reason = 'Say why the message is removed (at least 3 characters).';
  else if (why.length > 500) errors.reason = 'The reason must be at most 500 characters.';
  return errors;
}
