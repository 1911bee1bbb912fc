import { TICKETS_PATH } from '../../app/useAccountActions.ts';

export { TICKETS_PATH };

/** One ticket of the wallet, large: its own address, so the phone's Back returns to the wallet. */
export const ticketPath = (registrationId: string) => `${TICKETS_PATH}/${encodeURIComponent(registrationId)}`;
