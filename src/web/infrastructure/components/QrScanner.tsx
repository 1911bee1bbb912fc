import { Alert, Stack, Text } from '@mantine/core';
import jsQR from 'jsqr';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => BarcodeDetectorLike;
  }
}

const SCAN_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 3000;

/**
 * Reads QR tickets from the device camera (the back camera on phones). Uses the
 * browser's BarcodeDetector where it exists, else decodes frames with jsQR.
 * Loaded only when an organizer opens check-in mode.
 */
export interface QrScannerProps {
  onCode: (code: string) => void;
  /** What the camera is pointed at: the tickets by default; the door screen for a student. */
  hint?: string;
  /** The video's accessible name. */
  label?: string;
  /** What to do instead when there is no camera. */
  fallback?: string;
}

export default function QrScanner({ onCode, ...words }: QrScannerProps) {
  const { t } = useTranslation();
  const hint = words.hint ?? t('run.scanner.hint');
  const label = words.label ?? t('run.scanner.label');
  const fallback = words.fallback ?? t('run.scanner.fallback');
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const last = useRef({ code: '', at: 0 });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;

    const found = (code: string) => {
      const now = Date.now();
      if (code === last.current.code && now - last.current.at < SAME_CODE_PAUSE_MS) return;
      last.current = { code, at: now };
      onCode(code);
    };

    const scan = async () => {
      const v = video.current;
      if (!v || v.readyState < 2 || !context) return;
      if (detector) {
        const codes = await detector.detect(v).catch(() => []);
        if (codes[0]?.rawValue) found(codes[0].rawValue);
        return;
      }
      canvas.width = v.videoWidth;
      canvas.height = v.videoHeight;
      context.drawImage(v, 0, 0);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const result = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
      if (result?.data) found(result.data);
    };

    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(`${t('run.scanner.noCamera')} ${fallback}`);
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        timer = setInterval(() => void scan(), SCAN_EVERY_MS);
      } catch {
        setProblem(`${t('run.scanner.denied')} ${fallback}`);
      }
    })();

    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [onCode, fallback, t]);

  return (
    <Stack gap="xs">
      {problem ? (
        <Alert color="yellow" role="status">{problem}</Alert>
      ) : (
        <>
          <video ref={video} muted playsInline aria-label={label} style={{ width: '100%', maxWidth: 420, borderRadius: 8 }} />
          <Text size="sm" c="dimmed">{hint}</Text>
        </>
      )}
    </Stack>
  );
}
