import QRCode from 'qrcode';

/** The QR of a ticket holds only its secret code; the organizer's check-in page reads it. */
export function ticketQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export function ticketQrPng(code: string): Promise<Buffer> {
  // One PNG filter (Paeth) instead of trying all five per row: half the time, the same size.
  return QRCode.toBuffer(code, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M', rendererOpts: { filterType: 4 } } as QRCode.QRCodeToBufferOptions);
}
