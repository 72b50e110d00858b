import { ACCOUNT_STYLES } from '../Account/styles';

/** SIWXSignMessage: the account area's buttons, the app and account side by side, two actions in a row. */
export const SIWX_STYLES = /* css */ `${ACCOUNT_STYLES}
.wg-siwx .wg-view-heading { margin: 0; }
.wg-siwx p { margin: 0; }
.wg-siwx-avatars { display: flex; justify-content: center; gap: 0; }
.wg-siwx-avatars > * + * { margin-left: -12px; }
.wg-siwx-account { overflow-wrap: anywhere; }
.wg-siwx-error { color: var(--_error); }
.wg-siwx-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; width: 100%; }
`;
