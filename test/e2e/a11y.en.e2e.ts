/** axe on every view in locale 'en', light and dark (a11yAudit.ts). */
import { describeAudit } from './a11yAudit';

describeAudit('en');
