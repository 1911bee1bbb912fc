import { Loader } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Tickets.module.css';

/**
 * The ticket's QR code, large. Drawn in the browser from the ticket code the student's
 * registrations carry, with the server's own settings (registrations/ticket.ts), so it
 * needs nothing more than the wallet's saved list when the phone is offline. Without a
 * code (an older answer), the server's image of the same ticket.
 */
export function TicketQr({ registrationId, code, eventName }: { registrationId: string; code: string | undefined; eventName: string }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ code: string; src: string } | null>(null);
  useEffect(() => {
    if (!code) return;
    let current = true;
    QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        // The library's SVG has no size of its own: give it one, so it has an intrinsic size as an image.
        const sized = svg.replace('<svg ', '<svg width="320" height="320" ');
        if (current) setDrawn({ code, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sized)}` });
      })
      .catch(() => current && setDrawn(null));
    return () => {
      current = false;
    };
  }, [code]);

  const src = code ? (drawn?.code === code ? drawn.src : null) : `/api/registrations/${encodeURIComponent(registrationId)}/ticket.svg`;
  return (
    <div className={classes.qr}>
      {src ? <img src={src} alt={t('ticket.qrFor', { name: eventName })} width={320} height={320} className={classes.qrImage} /> : <Loader color="dark" aria-label={t('ticket.drawing')} />}
    </div>
  );
}
