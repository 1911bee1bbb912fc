// Moved to the domain: the browser names devices the same way (notifications on the profile).
export { describeDevice } from '../../../domain/device.ts';
