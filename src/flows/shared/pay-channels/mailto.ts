const EMAIL = /^[^\s@<>()[\]\\,;:"'?&#/]+@[^\s@<>()[\]\\,;:"'?&#/]+\.[^\s@<>()[\]\\,;:"'?&#/]+$/;

/** A mail link for a plain e-mail address from the server; null for anything else (no query, no other scheme). */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return EMAIL.test(trimmed) ? `mailto:${trimmed}` : null;
}
