import multipart from '@fastify/multipart';
import {
  apiErrorListSchema,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
  sellerApplicationAcceptedSchema,
  sellerApplicationConfirmSchema,
  sellerApplicationRequestSchema,
  sellerApplicationStateSchema,
  sellerDecisionReasonSchema,
  sellerDecisionResultSchema,
  sellerDocumentQuerySchema,
  sellerDocumentSchema,
  staffSellerApplicationListQuerySchema,
  staffSellerApplicationPageSchema,
  staffSellerApplicationParamsSchema,
  staffSellerApplicationSchema,
  staffSellerDocumentParamsSchema,
  uploadContentTypes,
  type SellerDecision,
} from '@shop/core/schemas';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cleanFileName } from '#src/cart/cart-uploads-files.ts';
import { hashNewPassword } from '#src/customers/passwords.ts';
import { hitRateLimit, rateLimits, type RateLimit } from '#src/customers/rate-limit.ts';
import { ApiHttpError } from '#src/http/api-errors.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import {
  checkTheFile,
  readTheFile,
  refuseAllButMultipart,
  refuseDeclaredOversize,
  uploadBodySchema,
} from '#src/http/multipart-file.ts';
import { sendStoredFile } from '#src/http/stored-file.ts';
import { requireStaff, signedInStaff } from '#src/staff/staff-auth.ts';
import {
  apply,
  confirmApplication,
  resendApplicationCode,
  saveDocument,
  type SellerMailQueue,
} from './seller-applications-service.ts';
import {
  decide,
  findApplicationDocument,
  listApplications,
  readApplication,
  sellerDecisionMoves,
} from './seller-decisions-service.ts';

/**
 * Become Seller's limits per hour. Documents cost decoding and storage; an application costs a
 * password hash and a mail (to an address anyone may type, hence the per-e-mail ceiling, as for
 * the customers' mails). Windows within rate-limit.ts's longest, which pruning keeps.
 */
export const sellerApplicationLimits = {
  documentsPerClient: { max: 30, windowSeconds: 3600 },
  applicationsPerClient: { max: 10, windowSeconds: 3600 },
  applicationsPerEmail: rateLimits.mails,
} satisfies Record<string, RateLimit>;

const referenceParamsSchema = z.object({
  reference: z
    .string()
    .max(100)
    .meta({ description: 'The reference the application answered (a UUID)' }),
});

const errors = { ...customerErrors, 413: apiErrorListSchema, 415: apiErrorListSchema };

/**
 * `SellerApplication` (the public Become Seller page: documents, application, code) and
 * `Staff/SellerApplication` (support and admins: list, read, decide). Issue 16, R2.59, R6.03.
 */
export const sellerApplicationsRoutes: FeatureRoutes = (
  app,
  { db, tokenTtlDays, accountMail, queueMailWithin },
  done,
) => {
  const mail: SellerMailQueue = { within: queueMailWithin, after: accountMail };
  const tags = ['Sellers'];
  app.addHook('onSend', neverCached);

  // Multipart only here: every other route keeps taking JSON alone.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/SellerApplication/Document',
      {
        onRequest: refuseDeclaredOversize,
        preValidation: refuseAllButMultipart,
        bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
        schema: {
          tags,
          summary:
            'Upload a document of a seller application (multipart/form-data, one part named ' +
            '"file"): a JPEG, PNG or WebP picture (re-encoded without metadata) or a PDF ' +
            `without scripts or actions, at most ${MAX_UPLOAD_BYTES} bytes. Its id goes in the ` +
            "application's documents; one not taken within a day is removed",
          consumes: ['multipart/form-data'],
          querystring: sellerDocumentQuerySchema,
          body: uploadBodySchema,
          response: { 201: sellerDocumentSchema, ...errors },
        },
      },
      async (request, reply) => {
        await hitRateLimit(
          db,
          `seller-document:client:${request.ip}`,
          sellerApplicationLimits.documentsPerClient,
        );
        const sent = await readTheFile(request);
        const checked = await checkTheFile(sent.data);
        const saved = await saveDocument(db, request.query.kind, {
          ...checked,
          fileName: cleanFileName(sent.name, checked.contentType),
        });
        return reply.code(201).send(saved);
      },
    );
  });

  app.post(
    '/SellerApplication',
    {
      schema: {
        tags,
        summary:
          'Apply to sell: answers 202 with the reference, whether the e-mail and CR number ' +
          'applied before or not; a 6-digit code is mailed to confirm (or, once confirmed, a ' +
          'mail saying where the application stands)',
        body: sellerApplicationRequestSchema,
        response: { 202: sellerApplicationAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      await hitRateLimit(
        db,
        `seller-apply:client:${request.ip}`,
        sellerApplicationLimits.applicationsPerClient,
      );
      await hitRateLimit(
        db,
        `seller-apply:email:${body.email}`,
        sellerApplicationLimits.applicationsPerEmail,
      );
      // Hashed whatever follows, so a repeated application costs what a new one does.
      const passwordHash = await hashNewPassword(body.password, 'body.password');
      return reply.code(202).send(await apply(db, mail, body, passwordHash));
    },
  );

  app.post(
    '/SellerApplication/:reference/Confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm an application with the mailed code: it moves to submitted (a confirmed one ' +
          'answers its status); 400 invalid_code for a wrong, expired or used code',
        params: referenceParamsSchema,
        body: sellerApplicationConfirmSchema,
        response: { 200: sellerApplicationStateSchema, ...errors },
      },
    },
    async (request) => {
      const { reference } = request.params;
      await hitRateLimit(
        db,
        `seller-code:${reference}:${request.ip}`,
        rateLimits.codeTriesPerClient,
      );
      await hitRateLimit(db, `seller-code:${reference}`, rateLimits.codeTries);
      return confirmApplication(db, mail, reference, request.body.code);
    },
  );

  app.post(
    '/SellerApplication/:reference/Code',
    {
      schema: {
        tags,
        summary: 'Mail a new code to an unconfirmed application (202 in every case)',
        params: referenceParamsSchema,
        response: { 202: sellerApplicationAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      await hitRateLimit(db, `seller-resend:${reference}:${request.ip}`, rateLimits.mailsPerClient);
      await hitRateLimit(db, `seller-resend:${reference}`, rateLimits.mails);
      await resendApplicationCode(db, mail, reference);
      return reply.code(202).send({ reference });
    },
  );

  const asSupport = requireStaff(db, tokenTtlDays, ['support']);
  const staffTags = ['Staff'];

  app.get(
    '/Staff/SellerApplication',
    {
      onRequest: asSupport,
      schema: {
        tags: staffTags,
        summary: 'A page of the seller applications (of one status), newest first (support)',
        querystring: staffSellerApplicationListQuerySchema,
        response: { 200: staffSellerApplicationPageSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return listApplications(db, status, page, pageSize);
    },
  );

  app.get(
    '/Staff/SellerApplication/:id',
    {
      onRequest: asSupport,
      schema: {
        tags: staffTags,
        summary:
          'A seller application with its documents, history and whether another application ' +
          'has its CR number (support)',
        params: staffSellerApplicationParamsSchema,
        response: { 200: staffSellerApplicationSchema, ...customerErrors },
      },
    },
    async (request) => readApplication(db, request.params.id),
  );

  app.get(
    '/Staff/SellerApplication/:id/Document/:documentId',
    {
      onRequest: asSupport,
      schema: {
        tags: staffTags,
        summary: 'A document of a seller application, as an attachment (support)',
        params: staffSellerDocumentParamsSchema,
        response: {
          200: {
            description: 'The file, under the type its content has',
            content: Object.fromEntries(
              uploadContentTypes.map((type) => [type, { schema: z.file() }]),
            ),
          },
          ...customerErrors,
        },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = z.uuid().safeParse(documentId).success
        ? await findApplicationDocument(db, id, documentId)
        : undefined;
      if (!document) {
        throw new ApiHttpError(
          404,
          'not_found',
          `Document ${documentId} not found`,
          'params.documentId',
        );
      }
      return sendStoredFile(reply, document, true);
    },
  );

  const paths: Record<SellerDecision, string> = {
    review: 'Review',
    approve: 'Approve',
    reject: 'Reject',
    suspend: 'Suspend',
    reinstate: 'Reinstate',
  };
  for (const [decision, path] of Object.entries(paths) as [SellerDecision, string][]) {
    const move = sellerDecisionMoves[decision];
    const summary =
      `Move a seller application from ${move.from.join(' or ')} to ${move.to}` +
      (move.reason ? ', saying why (mailed to the applicant)' : '') +
      (decision === 'approve' ? ": opens the seller's store and answers its slug" : '') +
      ' (support); 409 invalid_transition from any other status';
    const handler = {
      onRequest: asSupport,
      schema: {
        tags: staffTags,
        summary,
        params: staffSellerApplicationParamsSchema,
        ...(move.reason ? { body: sellerDecisionReasonSchema } : {}),
        response: { 200: sellerDecisionResultSchema, ...customerErrors },
      },
    };
    app.post(`/Staff/SellerApplication/:id/${path}`, handler, async (request) => {
      const body = request.body as { reason?: string } | undefined;
      return decide(
        db,
        mail,
        signedInStaff(request).staff.id,
        request.params.id,
        decision,
        body?.reason ?? null,
      );
    });
  }

  done();
};
