import * as z from 'zod/mini';
import '../../lib/zod-jitless';

const required = z.string().check(z.trim(), z.minLength(1));

/** SPEC section 5: all four contact fields are required (nothing else is checked: nothing is sent). */
export const contactSchema = z.object({
  name: required,
  phone: required,
  email: required,
  remark: required,
});

export type ContactForm = z.output<typeof contactSchema>;
