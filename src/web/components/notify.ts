import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string) {
  notifications.show({ message, color: 'green', autoClose: 4000 });
}

export function notifyError(message: string) {
  notifications.show({ message, color: 'red', autoClose: 6000 });
}

export function notifyInfo(message: string) {
  notifications.show({ message, color: 'blue', autoClose: 4000 });
}
