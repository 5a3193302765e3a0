/** Text to match literally inside a regular expression built at run time (a tab's name, a header, a phrase). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
