/**
 * The top-level fields each trigger hands the next steps, as the trigger nodes in server/nodes/
 * produce them (a test keeps this list equal to the simulation's sample payloads, which those
 * nodes build). A form also has the fields the owner gives it; a webhook's body has whatever the
 * sender posts.
 */
export const TRIGGER_OUTPUT: Record<string, string[]> = {
  manual: [],
  webhook: ['body', 'query', 'headers', 'method'],
  form: ['body', 'query', 'submitted_at'],
  schedule: ['scheduled_at', 'timezone'],
  gmail: ['id', 'thread_id', 'from', 'to', 'subject', 'date', 'snippet', 'label_ids', 'body'],
  google_sheets: ['row_number', 'values', 'record', 'sheet_name'],
  google_drive: ['id', 'name', 'mime_type', 'web_view_link', 'created_time', 'parents'],
  google_calendar: ['id', 'title', 'start', 'end', 'attendees', 'location', 'link', 'minutes_before'],
  telegram: ['update_id', 'message_id', 'chat_id', 'chat_type', 'from', 'text', 'date'],
  slack: ['event_id', 'type', 'team_id', 'user', 'channel', 'text', 'event', 'body'],
  github: ['event', 'delivery', 'action', 'repository', 'sender', 'body'],
};
