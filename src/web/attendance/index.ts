// What the other features use of attendance (issue 20): only the manage page, itself a lazy route.
export { SelfCheckInLine } from './SelfCheckInLine.tsx';
