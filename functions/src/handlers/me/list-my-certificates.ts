import * as Certificates from '../../core/certificates/certificate-lookup';
import { learnerOf } from '../../core/learners/learner-access';
import { httpHandler, ok } from '../../http/http-handler';

export const handler = httpHandler('GET /api/me/certificates', async ({ caller, query }) => {
  const learner = await learnerOf(caller, query.learnerId);
  return ok({ items: await Certificates.ofStudent(learner.id) });
});
