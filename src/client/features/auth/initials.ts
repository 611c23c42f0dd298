interface NamedUser {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Avatar: first letters of first and last name; else the first letter of the email; else "U". */
export function initials({ email, firstName, lastName }: NamedUser): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  if (first || last) return `${first}${last}`.toUpperCase();
  const fromEmail = email?.trim().charAt(0);
  return fromEmail ? fromEmail.toUpperCase() : 'U';
}

/** The full name, else the email. */
export function displayName({ email, firstName, lastName }: NamedUser): string {
  const full = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
  return full || email || '';
}
