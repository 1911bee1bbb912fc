// What the other features use of attendance: only the manage page, itself a lazy route.
export { SelfCheckInLine } from './SelfCheckInLine.tsx';
// The door without a network: the device's list, the offline queue and its sync.
export { useDoorSync, type DoorSync } from './useDoorSync.ts';
export { DoorQueue } from './DoorQueue.tsx';
