import { isSeatHolder } from '../../../../domain/registration-status.ts';
import type { RegistrationView } from '../../../../domain/responses/registrations.ts';
import type { ListQuestion } from './answers.tsx';
import type { Decisions } from './useDecisions.ts';

/** What the manage page's list (a table, or cards on a phone) shows and what its buttons do. */
export interface RegistrationListProps {
  registrations: RegistrationView[];
  checkInMode: boolean;
  /** Left out for door staff: they check in, nothing else. */
  onDelete?: (r: RegistrationView) => void;
  /** False for door staff: no e-mail column (the server sends none). */
  contacts?: boolean;
  onCheckIn: (r: RegistrationView) => void;
  /** The registration being checked in. */
  busyId: string | null;
  /** The campus time zone, for an offer's deadline. */
  timeZone: string;
  /** The questions whose answers get a column (a line on a card); none when left out. */
  questions?: readonly ListQuestion[];
  /** Choice boxes and Approve / Decline on pending rows; left out, the list decides nothing. */
  decisions?: Decisions;
}

/** Only a seat holder is checked in (the server refuses the others), once. */
export const canCheckInNow = (r: RegistrationView, checkInMode: boolean) => !r.checkedInAt && checkInMode && isSeatHolder(r.status);
