import { Box } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The door code's link as a QR code, drawn in the browser (the same library as the
 * tickets; only this lazy page loads it). Its SVG is the library's own output from our
 * URL, never user text, so it is set as markup. The link is kept in `data-url` too:
 * tests and assistive tools read it there.
 */
export function DoorQr({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const { t } = useTranslation();
  useEffect(() => {
    let current = true;
    QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
      .then((markup) => current && setSvg(markup.replace('<svg ', '<svg width="100%" height="100%" ')))
      .catch(() => current && setSvg(null));
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <Box
      role="img"
      aria-label={t('run.door.qr')}
      data-url={url}
      bg="white"
      p="sm"
      style={{ width: 'min(70vh, 88vw)', maxWidth: 640, aspectRatio: '1', borderRadius: 12 }}
      // The library's SVG scales to the box.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  );
}
