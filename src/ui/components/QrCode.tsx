import { useMemo, type ReactElement } from 'react';
import qrcode from 'qrcode-generator';

export interface QrCodeProps {
  value: string;
  /** the accessible name of the image, e.g. "QR code for Rainbow" */
  label: string;
  className?: string;
}

/**
 * `value` as a QR code (qrcode-generator, error correction M): one SVG path of dark modules with a quiet zone of
 * 2, black on white whatever the theme so every scanner reads it. The value is on `data-value` for tools.
 */
export function QrCode({ value, label, className }: QrCodeProps): ReactElement {
  const { d, size } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let path = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
    return { d: path, size: count };
  }, [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-value={value}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      shapeRendering="crispEdges"
    >
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
