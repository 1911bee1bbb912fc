import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { applePassPath, useGoogleWalletLink, useWallets } from './api.ts';
import classes from './WalletButtons.module.css';

/** Apple Wallet's mark, drawn: stacked cards in a dark pocket, as the app's icon has them. */
function AppleWalletMark() {
  return (
    <svg className={classes.mark} width="26" height="26" viewBox="0 0 26 26" aria-hidden focusable="false">
      <rect x="0.5" y="0.5" width="25" height="25" rx="6" fill="#1c1c1e" stroke="#8e8e93" />
      <rect x="4" y="4" width="18" height="6" rx="1.5" fill="#3fa7f2" />
      <rect x="4" y="7" width="18" height="6" rx="1.5" fill="#f7b52c" />
      <rect x="4" y="10" width="18" height="6" rx="1.5" fill="#4cd964" />
      <rect x="4" y="13" width="18" height="6" rx="1.5" fill="#ff5b4f" />
      <path d="M4 16.5h5.5a3.5 3.5 0 0 0 7 0H22V21a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 4 21z" fill="#d1d1d6" />
    </svg>
  );
}

/** Google Wallet's mark, drawn: four colour bands of a card, as the brand's icon has them. */
function GoogleWalletMark() {
  return (
    <svg className={classes.mark} width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
      <rect x="2" y="4" width="20" height="5" rx="2" fill="#4285f4" />
      <rect x="2" y="8" width="20" height="5" rx="2" fill="#34a853" />
      <rect x="2" y="12" width="20" height="5" rx="2" fill="#fbbc04" />
      <path d="M2 16a2 2 0 0 1 2-2h5.5a3 3 0 0 0 5 0H20a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2z" fill="#ea4335" />
    </svg>
  );
}

function GoogleWalletButton({ registrationId }: { registrationId: string }) {
  const { t } = useTranslation();
  const link = useGoogleWalletLink(registrationId);
  const busy = link.isPending || link.isSuccess;
  return (
    <>
      <button
        type="button"
        className={classes.button}
        aria-busy={busy}
        onClick={() => {
          if (busy) return;
          // The link leaves for Google's page in this tab: a pop-up opened after the request would be blocked.
          link.mutate(undefined, { onSuccess: ({ saveUrl }) => window.location.assign(saveUrl) });
        }}
      >
        {busy ? <Loader size={20} color="white" aria-hidden /> : <GoogleWalletMark />}
        {t('club.wallet.google')}
      </button>
      {link.isError && (
        <Text size="sm" c="red" role="alert" w="100%">
          {errorMessage(link.error)}
        </Text>
      )}
    </>
  );
}

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" for a ticket with a seat, each only
 * where the campus has set that wallet up. Both are shown: a phone knows which it has,
 * a page does not.
 */
export function WalletButtons({ registrationId }: { registrationId: string }) {
  const { t } = useTranslation();
  const wallets = useWallets();
  if (!wallets.apple && !wallets.google) return null;
  return (
    <Group gap="sm" justify="center" role="group" aria-label={t('club.wallet.group')}>
      {wallets.apple && (
        <a className={classes.button} href={applePassPath(registrationId)} aria-label={t('club.wallet.apple')}>
          <AppleWalletMark />
          <span className={classes.apple} aria-hidden>
            <span className={classes.small}>{t('club.wallet.addTo')}</span>
            <span>{t('club.wallet.appleWallet')}</span>
          </span>
        </a>
      )}
      {wallets.google && <GoogleWalletButton registrationId={registrationId} />}
    </Group>
  );
}
