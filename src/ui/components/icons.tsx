/** The few icons the modal needs, inline (no icon package). All are decorative: controls carry their own names. */
import type { ReactElement } from 'react';

interface IconProps {
  path: string;
  /** points along the reading direction (back, forward): mirrored in right-to-left locales */
  directional?: boolean;
}

export function Icon({ path, directional = false }: IconProps): ReactElement {
  return (
    <svg
      className={directional ? 'wg-directional' : undefined}
      viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

export const BackIcon = () => <Icon path="M15 18l-6-6 6-6" directional />;
export const CloseIcon = () => <Icon path="M18 6L6 18M6 6l12 12" />;
export const InfoIcon = () => <Icon path="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01" />;
export const SuccessIcon = () => <Icon path="M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4L12 14l-3-3" />;
export const WarningIcon = () => <Icon path="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />;
export const ErrorIcon = () => <Icon path="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM15 9l-6 6M9 9l6 6" />;
