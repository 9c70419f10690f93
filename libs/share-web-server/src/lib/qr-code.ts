// The desktop page's QR code of the mobile address, drawn on the server as SVG (no script, no
// image request): a visitor on a computer scans it to open the page on the phone.
import QRCode from 'qrcode';

export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}
