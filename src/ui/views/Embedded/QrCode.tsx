import { useMemo, type ReactElement } from 'react';
import qrcode from 'qrcode-generator';

export interface QrCodeProps {
  value: string;
  label: string;
}

/** The value as a QR code: one SVG path of dark modules (error correction M), with a quiet zone of 2. */
export function QrCode({ value, label }: QrCodeProps): ReactElement {
  const { path, size } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
    }
    return { path: d, size: count };
  }, [value]);
  return (
    <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <path d={path} fill="#000" />
    </svg>
  );
}
