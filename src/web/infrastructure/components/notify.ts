import { notifications } from '@mantine/notifications';
import { requestNotifications } from './on-demand-hosts.tsx';

function show(message: string, color: string, autoClose: number, title?: string) {
  requestNotifications();
  notifications.show({ title, message, color, autoClose });
}

/** `title`: a headline above the message (e.g. 'Announcement sent.' over 'Sent to 3 students'). */
export function notifySuccess(message: string, title?: string) {
  show(message, 'green', 4000, title);
}

export function notifyError(message: string) {
  show(message, 'red', 6000);
}

export function notifyInfo(message: string) {
  show(message, 'blue', 4000);
}
