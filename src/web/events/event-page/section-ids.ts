/** Where the action bar's state buttons lead: the student's ticket, or what their state means. */
export const TICKET_ID = 'your-ticket-section';
export const STATUS_ID = 'your-status-section';
