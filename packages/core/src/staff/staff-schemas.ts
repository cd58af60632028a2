import { z } from 'zod';
import { pageSchema, productListQuerySchema } from '#catalog/catalog-schemas.ts';
import { emailField } from '#customer/customer-schemas.ts';

// Staff (issue 15): the store's own people, apart from customers. A staff token never works on a
// customer route, nor a customer's on a staff route (403 `forbidden`).

/**
 * What a staff member may do:
 * - `support` moves orders through their statuses, decides refunds and handles complaints;
 * - `moderator` approves or rejects reviews and answers product questions;
 * - `admin` may do all of it.
 */
export const staffRoles = ['admin', 'support', 'moderator'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffSignInRequestSchema = z
  .object({
    email: emailField,
    password: z.string().min(1, 'validation:passwordRequired').max(256),
  })
  .strict();
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The answer of `POST Staff/SignIn`: the member and a bearer token for the staff routes. */
export const staffSessionSchema = staffMemberSchema.extend({ token: z.string() });
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** One entry of the staff audit record (`GET Staff/Actions`). */
export const staffActionSchema = z.object({
  id: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number().int(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffAction = z.infer<typeof staffActionSchema>;

export const staffActionPageSchema = pageSchema(staffActionSchema);
export type StaffActionPage = z.infer<typeof staffActionPageSchema>;

/**
 * `GET Staff/Actions?page=&pageSize=&action=&subjectType=&subjectId=&staffId=`: the audit record,
 * newest first, searched by action (`refund.approve`, or every refund action with `refund.`),
 * by what it was done to (`order` 42), and by who.
 */
export const staffActionListQuerySchema = productListQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({
    action: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z_]+(?:\.[a-z_]+)*\.?$/)
      .optional(),
    subjectType: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z_]+$/)
      .optional(),
    subjectId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    staffId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type StaffActionListQuery = Partial<z.output<typeof staffActionListQuerySchema>>;
