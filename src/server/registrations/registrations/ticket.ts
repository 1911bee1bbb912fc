import type QRCodeModule from 'qrcode';

// Loaded with the first ticket drawn (its PNG encoder is sizeable), not at start.
let loaded: Promise<typeof QRCodeModule> | undefined;
const qrcode = () => (loaded ??= import('qrcode').then((m) => m.default));

/** The QR of a ticket holds only its secret code; the organizer's check-in page reads it. */
export async function ticketQrSvg(code: string): Promise<string> {
  return (await qrcode()).toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export async function ticketQrPng(code: string): Promise<Buffer> {
  // One PNG filter (Paeth) instead of trying all five per row: half the time, the same size.
  return (await qrcode()).toBuffer(code, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M', rendererOpts: { filterType: 4 } } as QRCodeModule.QRCodeToBufferOptions);
}
