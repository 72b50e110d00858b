/**
 * Account names (SPEC §5 name rule, §7 profile calls, §8 messages, §9 suffix): pure rules shared by the names
 * slice, its sagas and its views. Loaded with the names feature, never with the first bundle.
 */
import { LEGACY_NAME_SUFFIX, NAME_SUFFIX, type ProfileName } from './api/profile';

export { NAME_SUFFIX };

/** Why a typed name cannot be registered (SPEC §5: at least 4 characters of letters, digits or hyphen). */
export type NameIssue = 'empty' | 'invalidCharacters' | 'tooShort' | 'tooLong';

/** The longest label the profile API stores (src/core/api/profile.ts NameLabelSchema). */
const MAX_NAME_LENGTH = 64;

/** What the visitor typed, as a label: trimmed, lower-case, without our suffix (or the legacy one) if they typed it. */
export function nameLabel(input: string): string {
  const lower = input.trim().toLowerCase();
  for (const suffix of [NAME_SUFFIX, LEGACY_NAME_SUFFIX]) if (lower.endsWith(suffix)) return lower.slice(0, -suffix.length);
  return lower;
}

/** SPEC §5, checked before any call: letters, digits or hyphen only, at least 4 of them. */
export function nameIssue(input: string): NameIssue | null {
  const label = nameLabel(input);
  if (label.length === 0) return 'empty';
  if (!/^[a-z0-9-]+$/.test(label)) return 'invalidCharacters';
  if (label.length < 4) return 'tooShort';
  if (label.length > MAX_NAME_LENGTH) return 'tooLong';
  return null;
}

/** The full name registered for a label (SPEC §9 suffix). */
export const fullName = (label: string): string => `${label}${NAME_SUFFIX}`;

/** A name of ours: the current suffix or the legacy one (SPEC §9: .wcn.id is still recognised when read). */
export const isAccountName = (name: string): boolean => {
  const lower = name.toLowerCase();
  return lower.endsWith(NAME_SUFFIX) || lower.endsWith(LEGACY_NAME_SUFFIX);
};

/** The account's own name among a reverse lookup's answers: the newest of ours, else none. */
export function ownNameOf(names: readonly ProfileName[]): string | null {
  const ours = names.filter((n) => isAccountName(n.name)).sort((a, b) => b.registered - a.registered);
  return ours[0]?.name ?? null;
}

/** SPEC §7: the JSON text the wallet signs to register a name — name, empty attributes, Unix-seconds timestamp. */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) });
}
