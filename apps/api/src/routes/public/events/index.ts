import { activeEventsResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveEvents } from '../../../services/events/list-active-events.ts';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/active',
    {
      schema: {
        tags: ['events'],
        summary: 'Events running now, the soonest to end first',
        description: 'Active events whose start date has come and whose end date has not passed.',
        response: { 200: activeEventsResponseSchema },
      },
    },
    async () => ({ events: await listActiveEvents(app.db) }),
  );
};
