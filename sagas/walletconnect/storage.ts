/** What the WalletConnect flows keep in localStorage (SPEC §3: the deep-link choice). */
import { z } from 'zod/mini';

export const STORED_DEEP_LINK = {
  key: 'wcDeepLink',
  schema: z.object({ name: z.string(), href: z.string().check(z.minLength(1)) }),
} as const;
