// What the other features use of attendance (issue 20): only the manage page, itself a lazy route.
export { SelfCheckInLine } from './SelfCheckInLine.tsx';
// The door without a network (issue 20): the device's list, the offline queue and its sync.
export { useDoorSync, type DoorSync } from './useDoorSync.ts';
export { DoorQueue } from './DoorQueue.tsx';
