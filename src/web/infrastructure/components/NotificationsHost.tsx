import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export default function NotificationsHost() {
  return <Notifications position="bottom-right" zIndex={9999} containerWidth={320} />;
}
