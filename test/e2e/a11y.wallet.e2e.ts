/** axe on every view of the injected-wallet journey, in every audited locale, light and dark (a11yAudit.ts). */
import { describeAudit } from './a11yAudit';

describeAudit('wallet');
