import { VIEW_STYLES } from '../styles';

/** ConfigError's own rules, rendered with the view so they load with its chunk. */
export const CONFIG_ERROR_STYLES = /* css */ `
${VIEW_STYLES}
.wg-error-icon {
  align-self: center; display: inline-flex; width: 48px; height: 48px; border-radius: 50%;
  align-items: center; justify-content: center; background: var(--_surface); color: var(--_error);
}
.wg-error-icon svg { width: 24px; height: 24px; }
.wg-error-message { margin: 0; text-align: center; font-weight: 600; overflow-wrap: anywhere; }
`;
