// The limits of the investor's own details (SPEC §7 User: delivery address, e-mail, feedback):
// the forms say them before sending, the sandbox refuses by them.

/** A delivery address as the form fills it and the backend keeps it (one per investor). */
export interface PostalAddress {
  /** the receiver */
  name: string;
  mobile: string;
  province: string;
  city: string;
  region: string;
  address: string;
}

export const NAME_MAX = 20;
/** a province, city or district name */
export const REGION_MAX = 30;
export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 120;
export const FEEDBACK_MAX = 500;
export const EMAIL_MAX = 64;

/** Characters, not UTF-16 units: a rare character (𠮷) counts once. */
export const chars = (s: string) => Array.from(s).length;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** An e-mail address both ends accept (already trimmed). */
export const isEmail = (s: string) => s.length <= EMAIL_MAX && EMAIL.test(s);
