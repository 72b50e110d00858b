/** axe on every view in locale 'ar', light and dark (a11yAudit.ts). */
import { describeAudit } from './a11yAudit';

describeAudit('ar');
