import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentQuerySchema,
  LandingContentSchema,
  SectionDataSchema,
  SectionParamSchema,
} from '../../../shared/api/content.js';
import type { Guards } from '../../platform/auth/session.js';
import { userOf } from '../../platform/auth/session.js';
import type { ContentService } from './content.service.js';

export const contentRoutes =
  ({ content, guards }: { content: ContentService; guards: Guards }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/content',
      {
        schema: {
          operationId: 'getLandingContent',
          tags: ['content'],
          description:
            "Stored landing-page sections of one language (default id); null means that language's built-in " +
            'default. Public.',
          querystring: ContentQuerySchema,
          response: { 200: LandingContentSchema, 304: z.null().describe('Not modified (If-None-Match)') },
        },
      },
      async (req, reply) => {
        const { content: landing, json, etag } = await content.getLanding(req.query.language);
        // no-cache: browsers revalidate every visit (an admin's edit shows at once) and get a body-less 304.
        reply.header('cache-control', 'no-cache').header('etag', etag);
        if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send(null);
        // The sections were parsed with their schemas when cached; re-encoding them through the response schema on
        // every request cost ~50 µs (a fifth of the request) for an answer that changes only on an admin write.
        // (A reply serializer leaves the content type to us.)
        return reply
          .type('application/json; charset=utf-8')
          .serializer(() => json)
          .send(landing);
      },
    );

    app.put(
      '/content/:language/:section',
      {
        // onRequest, not preHandler: a visitor gets 401/403 before the body is even parsed or validated.
        onRequest: guards.requireAdmin,
        schema: {
          operationId: 'updateLandingSection',
          tags: ['content'],
          description:
            "Admin only. Stores one section of one language's landing page (the other language is untouched). The " +
            "body is the section's schema: HeroSchema, FeaturesSchema, StepsSchema or DemoSchema; an empty " +
            'required field (a title, the CTA text) answers 400 VALIDATION naming it.',
          params: SectionParamSchema,
          // The exact schema depends on :section, so the service validates it; here only "a JSON object".
          body: z.record(z.string(), z.unknown()),
          response: { 200: SectionDataSchema },
        },
      },
      async (req) => content.saveSection(req.params.language, req.params.section, req.body, userOf(req).id),
    );
  };

/** If-None-Match may list several tags, weak ones (W/"…") included, or be "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
