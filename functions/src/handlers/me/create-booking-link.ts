import { schedulingPort } from '../../adapters/calendly/calendly-port';
import { learnerOf } from '../../core/learners/learner-access';
import { bookingLinkFor } from '../../core/scheduling/booking-links';
import { httpHandler, ok } from '../../http/http-handler';

/** A single-use link for one session of the course (or its scheduling page), for one learner of the account. */
export const handler = httpHandler('POST /api/me/courses/{courseId}/booking-link', async ({ caller, params, body }) =>
  ok(
    await bookingLinkFor(
      await schedulingPort({ budget: 'request' }),
      await learnerOf(caller, body.learnerId),
      params.courseId,
      body.exclude,
    ),
  ),
);
