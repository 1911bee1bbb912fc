import { notifications } from '@mantine/notifications';
import { requestNotifications } from './on-demand-hosts.tsx';

function show(message: string, color: string, autoClose: number) {
  requestNotifications();
  notifications.show({ message, color, autoClose });
}

export function notifySuccess(message: string) {
  show(message, 'green', 4000);
}

export function notifyError(message: string) {
  show(message, 'red', 6000);
}

export function notifyInfo(message: string) {
  show(message, 'blue', 4000);
}
